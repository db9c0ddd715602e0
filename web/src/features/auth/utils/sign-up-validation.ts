export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type SignUpErrors = Partial<Record<keyof SignUpValues, string>>;

export const SIGN_UP_MESSAGES = {
  name: 'Please provide valid name',
  email: 'Please provide valid email',
  password: 'Please provide valid password',
  passwordLength: 'Password length should not be less than 8 characters',
  acceptTerms: 'Please agree to the terms & conditions by selecting the option',
  confirmPassword: 'Password and Confirm Password are not matching',
} as const;

export const MIN_PASSWORD_LENGTH = 8;

// Deliberately loose: the server has the final word; this catches typos like a missing @ or domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email.trim());

export function validateSignUp(values: SignUpValues): SignUpErrors {
  const errors: SignUpErrors = {};
  if (!values.name.trim()) errors.name = SIGN_UP_MESSAGES.name;
  if (!isValidEmail(values.email)) errors.email = SIGN_UP_MESSAGES.email;
  if (!values.password.trim()) errors.password = SIGN_UP_MESSAGES.password;
  else if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = SIGN_UP_MESSAGES.passwordLength;
  if (values.confirmPassword !== values.password) errors.confirmPassword = SIGN_UP_MESSAGES.confirmPassword;
  if (!values.acceptTerms) errors.acceptTerms = SIGN_UP_MESSAGES.acceptTerms;
  return errors;
}

export const hasErrors = (errors: SignUpErrors) => Object.keys(errors).length > 0;
