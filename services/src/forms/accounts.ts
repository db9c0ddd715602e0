import { z } from 'zod';

/**
 * The account forms' rules: sign up, sign in, change password, password recovery and the profile
 * name. The server parses requests with these schemas and the web forms validate with them (or with
 * a form variant derived here), so a rule and its message are written once.
 * Messages are the spec's words where it has them; people read these as is.
 */

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;

export const ACCOUNT_MESSAGES = {
  name: 'Please provide valid name',
  nameTooLong: `Name must be at most ${MAX_NAME_LENGTH} characters`,
  email: 'Please provide valid email',
  password: 'Please provide valid password',
  passwordTooShort: `Password length should not be less than ${MIN_PASSWORD_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  /** A sign-in password longer than any account's cannot be right; say no more than a wrong one would. */
  signInRefused: 'Incorrect email or password',
  confirmPassword: 'Password and Confirm Password are not matching',
  acceptTerms: 'Please agree to the terms & conditions by selecting the option',
  blankPasswords: 'Current & Previous passwords are not matching, Please provide valid passwords.',
} as const;

/** What the reset page says of a link that cannot set a password, one message per cause. */
export const RESET_LINK_PROBLEMS = {
  unknown: 'This password reset link is not valid, it may be mistyped or cut short: please ask for a new one',
  used: 'This password reset link has already been used, please ask for a new one',
  expired: 'This password reset link has expired, please ask for a new one',
} as const;

export const nameField = z
  .string({ message: ACCOUNT_MESSAGES.name })
  .trim()
  .min(1, ACCOUNT_MESSAGES.name)
  .max(MAX_NAME_LENGTH, ACCOUNT_MESSAGES.nameTooLong);

const emailField = z
  .string({ message: ACCOUNT_MESSAGES.email })
  .trim()
  .max(254, ACCOUNT_MESSAGES.email)
  .check(z.email({ message: ACCOUNT_MESSAGES.email }))
  .transform((e) => e.toLowerCase());

/** A password being chosen; the empty one is named first, as the spec's forms do. */
const newPasswordField = z
  .string({ message: ACCOUNT_MESSAGES.password })
  .min(1, ACCOUNT_MESSAGES.password)
  .min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

const signUpFields = { name: nameField, email: emailField, password: newPasswordField };

/** The API's sign-up: older clients send confirmPassword and acceptTerms, newer ones may leave them out. */
export const signUpSchema = z
  .object({
    ...signUpFields,
    confirmPassword: z.string({ message: ACCOUNT_MESSAGES.confirmPassword }).optional(),
    acceptTerms: z.boolean({ message: ACCOUNT_MESSAGES.acceptTerms }).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, { message: ACCOUNT_MESSAGES.confirmPassword })
  .refine((v) => v.acceptTerms !== false, { message: ACCOUNT_MESSAGES.acceptTerms });

/** The sign-up form: the person confirms the password and ticks the terms, each message beside its field. */
export const signUpFormSchema = z
  .object({
    ...signUpFields,
    confirmPassword: z.string(),
    acceptTerms: z.boolean().refine((accepted) => accepted, ACCOUNT_MESSAGES.acceptTerms),
  })
  .refine((v) => v.confirmPassword === v.password, { message: ACCOUNT_MESSAGES.confirmPassword, path: ['confirmPassword'] });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export const signInSchema = z.object({
  email: z.string({ message: ACCOUNT_MESSAGES.email }).trim().min(1, ACCOUNT_MESSAGES.email).transform((e) => e.toLowerCase()),
  password: z.string({ message: ACCOUNT_MESSAGES.password }).min(1, ACCOUNT_MESSAGES.password).max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.signInRefused),
});
export type SignInValues = z.input<typeof signInSchema>;

/** The profile's name; where the user works from is checked by the server's own schema (it needs the country list). */
export const profileNameSchema = z.object({ name: nameField });
export type ProfileNameValues = z.input<typeof profileNameSchema>;

/** Not blank: something besides white space (a pattern rather than a refinement, so the API document says it). */
const notBlankPassword = z.string({ message: ACCOUNT_MESSAGES.blankPasswords }).regex(/\S/, ACCOUNT_MESSAGES.blankPasswords);

/** The new password: a blank one is named as blank, then the length rules (checks, not a pipe, so the API document shows them). */
const newPasswordNotBlank = notBlankPassword.min(MIN_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooShort).max(MAX_PASSWORD_LENGTH, ACCOUNT_MESSAGES.passwordTooLong);

export const changePasswordSchema = z.object({ password: notBlankPassword, newPassword: newPasswordNotBlank });

/**
 * The settings form checks less than the server: it names the minimum length only when both
 * passwords are short, as the product always did, and leaves a short new password alone to the
 * server, which refuses it with the same words.
 */
export const changePasswordFormSchema = z
  .object({ password: notBlankPassword, newPassword: notBlankPassword })
  .refine((v) => v.password.length >= MIN_PASSWORD_LENGTH || v.newPassword.length >= MIN_PASSWORD_LENGTH, {
    message: ACCOUNT_MESSAGES.passwordTooShort,
    path: ['newPassword'],
  });
export type ChangePasswordValues = z.input<typeof changePasswordFormSchema>;

export const resetPasswordEmailSchema = z.object({ email: emailField });
export type ResetPasswordEmailValues = z.input<typeof resetPasswordEmailSchema>;

export const resetPasswordSchema = z.object({
  // An empty token is answered by the service as the bad link it is; only a crafted request is this long.
  resetPasswordTokenId: z.string({ message: RESET_LINK_PROBLEMS.unknown }).max(200, RESET_LINK_PROBLEMS.unknown),
  password: newPasswordField,
});

/** The reset page's one field; the link's token comes from its address. */
export const resetPasswordFormSchema = resetPasswordSchema.pick({ password: true });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export const COUNTRY_CODE_MESSAGE = 'country must be a two-letter country code such as DE';
export const TIME_ZONE_MESSAGE = 'timezone must be a time zone name such as Europe/Berlin';

/**
 * Where the user works from, as the settings form picks it: a country code and an IANA time zone,
 * either cleared with null. Whether the code is a country and the name a zone the server checks
 * against its lists (accounts.schemas.ts adds those checks to these fields).
 */
export const countryCodeField = z.string({ message: COUNTRY_CODE_MESSAGE }).max(10, COUNTRY_CODE_MESSAGE);
export const timeZoneField = z.string({ message: TIME_ZONE_MESSAGE }).trim().max(64, TIME_ZONE_MESSAGE);
export const workPlaceFormSchema = z.object({ country: countryCodeField.nullable(), timezone: timeZoneField.nullable() });
export type WorkPlaceValues = z.input<typeof workPlaceFormSchema>;
