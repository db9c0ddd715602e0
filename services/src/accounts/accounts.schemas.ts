import { z } from 'zod';
import { toCountryCode } from '../common/country-code';
import { isTimeZoneName } from '../common/time-zones';

// Messages are the spec's words where it has them; people read these as is.
export const MIN_PASSWORD_LENGTH = 8;
const MAX_PASSWORD_LENGTH = 256;
export const MAX_NAME_LENGTH = 100;
/** What the reset page says of a link that cannot set a password, one message per cause. */
export const RESET_LINK_PROBLEMS = {
  unknown: 'This password reset link is not valid, it may be mistyped or cut short: please ask for a new one',
  used: 'This password reset link has already been used, please ask for a new one',
  expired: 'This password reset link has expired, please ask for a new one',
} as const;

const name = z
  .string({ message: 'Please provide valid name' })
  .trim()
  .min(1, 'Please provide valid name')
  .max(MAX_NAME_LENGTH, `Name must be at most ${MAX_NAME_LENGTH} characters`);

const email = z
  .string({ message: 'Please provide valid email' })
  .trim()
  .max(254, 'Please provide valid email')
  .pipe(z.email({ message: 'Please provide valid email' }))
  .transform((e) => e.toLowerCase());

const newPassword = z
  .string({ message: 'Please provide valid password' })
  .min(1, 'Please provide valid password')
  .min(MIN_PASSWORD_LENGTH, 'Password length should not be less than 8 characters')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const signUpSchema = z
  .object({
    name,
    email,
    password: newPassword,
    confirmPassword: z.string({ message: 'Password and Confirm Password are not matching' }).optional(),
    acceptTerms: z.boolean({ message: 'Please agree to the terms & conditions by selecting the option' }).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: 'Password and Confirm Password are not matching',
  })
  .refine((v) => v.acceptTerms !== false, {
    message: 'Please agree to the terms & conditions by selecting the option',
  });

export const signInSchema = z.object({
  email: z.string({ message: 'Please provide valid email' }).trim().min(1, 'Please provide valid email').transform((e) => e.toLowerCase()),
  password: z.string({ message: 'Please provide valid password' }).min(1, 'Please provide valid password').max(MAX_PASSWORD_LENGTH, 'Incorrect email or password'),
});

const blankIsNull = (value: unknown) => (typeof value === 'string' && !value.trim() ? null : value);

/** Where the user works from (ISO 3166-1 alpha-2): whether each job is open to them. Null clears it. */
const country = z.preprocess(
  blankIsNull,
  z
    .string({ message: 'country must be a two-letter country code such as DE' })
    .max(10, 'country must be a two-letter country code such as DE')
    .transform((value, ctx) => {
      const code = toCountryCode(value);
      if (!code) ctx.addIssue({ code: 'custom', message: 'country must be a two-letter country code such as DE' });
      return code ?? value;
    })
    .nullable(),
);

/** An IANA time zone ("Europe/Berlin"): a job's hours are checked against its offset. Null clears it. */
const timezone = z.preprocess(
  blankIsNull,
  z
    .string({ message: 'timezone must be a time zone name such as Europe/Berlin' })
    .trim()
    .max(64, 'timezone must be a time zone name such as Europe/Berlin')
    .refine(isTimeZoneName, 'timezone must be a time zone name such as Europe/Berlin')
    .nullable(),
);

export const updateProfileSchema = z.object({ name: name.optional(), country: country.optional(), timezone: timezone.optional() });

const BLANK_PASSWORDS = 'Current & Previous passwords are not matching, Please provide valid passwords.';
export const changePasswordSchema = z.object({
  password: z.string({ message: BLANK_PASSWORDS }).refine((p) => p.trim().length > 0, BLANK_PASSWORDS),
  newPassword: z
    .string({ message: BLANK_PASSWORDS })
    .refine((p) => p.trim().length > 0, BLANK_PASSWORDS)
    .pipe(newPassword),
});

export const resetPasswordEmailSchema = z.object({ email });

export const resetPasswordSchema = z.object({
  // An empty token is answered by the service as the bad link it is; only a crafted request is this long.
  resetPasswordTokenId: z.string({ message: RESET_LINK_PROBLEMS.unknown }).max(200, RESET_LINK_PROBLEMS.unknown),
  password: newPassword,
});
