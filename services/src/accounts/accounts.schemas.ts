import { z } from 'zod';
import { toCountryCode } from '../common/country-code';
import { isTimeZoneName } from '../common/time-zones';
import { COUNTRY_CODE_MESSAGE, countryCodeField, nameField, TIME_ZONE_MESSAGE, timeZoneField } from '../forms/accounts';

// The forms' rules live in ../forms/accounts, shared with the web app; only the checks that need
// the server's country and time-zone lists are added here.
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
  countryCodeField
    .transform((value, ctx) => {
      const code = toCountryCode(value);
      if (!code) ctx.addIssue({ code: 'custom', message: COUNTRY_CODE_MESSAGE });
      return code ?? value;
    })
    .nullable(),
);

/** An IANA time zone ("Europe/Berlin"): a job's hours are checked against its offset. Null clears it. */
const timezone = z.preprocess(blankIsNull, timeZoneField.refine(isTimeZoneName, TIME_ZONE_MESSAGE).nullable());

export const updateProfileSchema = z.object({ name: nameField.optional(), country: country.optional(), timezone: timezone.optional() });
