import type { z } from 'zod';
import { parseInput } from '../../common/validate';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  profileNameSchema,
  resetPasswordEmailSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
  signUpSchema,
  workPlaceFormSchema,
} from '../accounts';
import { documentFormSchema, uploadSchema } from '../documents';
import { newsletterFormSchema } from '../newsletter';
import { postingDraftSchema } from '../posting';
import { replySchema, sendSchema } from '../support';
import { contactCreateSchema, contactFormSchema, noteCreateSchema, noteFormSchema, taskCreateSchema, taskFormSchema } from '../tracking-items';
import { updateProfileSchema } from '../../accounts/accounts.schemas';
import { subscribeOrderSchema } from '../../newsletter/newsletter-preferences';
import { parseJobInfo } from '../../job-postings/posting-form';
import * as refusals from './refusals';

// Each table's values, through the server's schema (as the API parses a request) and the form's
// (as the page validates): both refuse with the table's message, the form on the table's field.

/** The message the form shows beside `field`: the first issue there, as zodResolver reports it. */
function formMessage(schema: z.ZodType, values: unknown, field: string): string | undefined {
  const result = schema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path.join('.') === field)?.message;
}

function serverMessage(schema: z.ZodType, values: unknown): string | undefined {
  try {
    parseInput(schema, values);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

const families: [string, refusals.Refusal<Record<string, unknown>>[], z.ZodType, z.ZodType, (values: Record<string, unknown>) => unknown][] = [
  ['sign up', refusals.SIGN_UP_REFUSALS, signUpSchema, signUpFormSchema, (v) => v],
  ['sign in', refusals.SIGN_IN_REFUSALS, signInSchema, signInSchema, (v) => v],
  ['change password', refusals.CHANGE_PASSWORD_REFUSALS, changePasswordSchema, changePasswordFormSchema, (v) => v],
  ['forgot password', refusals.FORGOT_PASSWORD_REFUSALS, resetPasswordEmailSchema, resetPasswordEmailSchema, (v) => v],
  ['reset password', refusals.RESET_PASSWORD_REFUSALS, resetPasswordSchema, resetPasswordFormSchema, (v) => ({ resetPasswordTokenId: 'a-token', ...v })],
  ['profile', refusals.PROFILE_REFUSALS, updateProfileSchema, profileNameSchema, (v) => v],
  ['work place', refusals.WORK_PLACE_REFUSALS, updateProfileSchema, workPlaceFormSchema, (v) => v],
  ['send query', refusals.SEND_QUERY_REFUSALS, sendSchema, sendSchema, (v) => v],
  ['reply', refusals.REPLY_REFUSALS, replySchema, replySchema, (v) => v],
  ['task', refusals.TASK_REFUSALS, taskCreateSchema, taskFormSchema, (v) => v],
  ['contact', refusals.CONTACT_REFUSALS, contactCreateSchema, contactFormSchema, (v) => v],
  ['note', refusals.NOTE_REFUSALS, noteCreateSchema, noteFormSchema, (v) => v],
  ['document', refusals.DOCUMENT_REFUSALS, uploadSchema, documentFormSchema, (v) => v],
  ['newsletter', refusals.NEWSLETTER_REFUSALS, subscribeOrderSchema, newsletterFormSchema, (v) => v],
];

describe.each(families)('%s', (_family, cases, serverSchema, formSchema, request) => {
  it.each(cases.map((c) => [c.problem, c] as const))('refuses %s alike on the page and the server', (_problem, refusal) => {
    expect(formMessage(formSchema, refusal.values, refusal.field)).toBe(refusal.message);
    expect(serverMessage(serverSchema, request(refusal.values))).toBe(refusal.message);
  });
});

describe('posting', () => {
  const draft = { jobType: '', salaryMin: '', salaryMax: '', salaryCurrency: '', salaryPeriod: '' };

  it.each(refusals.POSTING_REFUSALS.map((c) => [c.problem, c] as const))('refuses %s on the page and names the field on the server', (_problem, refusal) => {
    expect(formMessage(postingDraftSchema, { ...draft, ...refusal.values }, refusal.field)).toBe(refusal.message);
    expect(() => parseJobInfo(refusals.jobInfoOf(refusal.values))).toThrow(
      expect.objectContaining({ message: refusals.POSTING_ALERT, details: expect.objectContaining({ fields: [refusal.apiField] }) }),
    );
  });
});
