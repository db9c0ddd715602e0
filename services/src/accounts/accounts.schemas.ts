import { z } from 'zod';
import { toCountryCode } from '../common/country-code';
import { isTimeZoneName } from '../common/time-zones';
import { nameField } from '../forms/accounts';

// The forms' rules live in ../forms/accounts, shared with the web app; only what needs the
// server's country and time-zone lists is added here.
export {
  changePasswordSchema,
  MIN_PASSWORD_LENGTH,
  RESET_LINK_PROBLEMS,
  resetPasswordEmailSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../forms/accounts';

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

export const updateProfileSchema = z.object({ name: nameField.optional(), country: country.optional(), timezone: timezone.optional() });
