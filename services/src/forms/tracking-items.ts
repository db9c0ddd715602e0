import { z } from 'zod';

/**
 * The rules of an applied job's tasks, contacts and notes, for the add/edit forms and the API.
 * A create schema is what the form saves; an update schema takes any of the fields (toggling a
 * task sends only done) but at least one.
 */

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: `Please keep it under ${max} characters` });
const optionalText = (max: number) => z.string().trim().max(max, { message: `Please keep it under ${max} characters` });
/** Blank is allowed (the field is optional); anything else must be a web address. */
const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { message: `Please provide a valid ${label} address (https://…)` });

/** At least one field must be given, or the update would change nothing. */
const nonEmpty = <T extends z.ZodObject>(schema: T) =>
  schema.partial().refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Please provide something to change' });

const done = z.boolean({ message: 'done must be true or false' });

export const TASK_MAX_LENGTH = 2000;
const taskContent = required('Please provide the task', TASK_MAX_LENGTH);

export const DUE_AT_MESSAGE = 'dueAt must be a date and time such as 2026-12-03T09:00 (read in dueTimeZone) or 2026-12-03T09:00:00Z';
export const DUE_TIME_ZONE_MESSAGE = 'dueTimeZone must be a time zone name such as Europe/Berlin';
/**
 * When a task is due: ISO 8601 with its offset, or a wall time without one, which the server reads
 * in dueTimeZone (UTC without one). Null clears it. Whether the zone exists, and the instant, are
 * the server's to say (tracking/follow-ups/due-time.ts): the forms import nothing but zod.
 */
const dueAt = z.iso.datetime({ offset: true, local: true, message: DUE_AT_MESSAGE }).nullable();
const dueTimeZone = z.string({ message: DUE_TIME_ZONE_MESSAGE }).trim().min(1, DUE_TIME_ZONE_MESSAGE).max(64, DUE_TIME_ZONE_MESSAGE).nullable();

export const taskCreateSchema = z.object({ content: taskContent, done: done.optional(), dueAt: dueAt.optional(), dueTimeZone: dueTimeZone.optional() });
export const taskUpdateSchema = nonEmpty(z.object({ content: taskContent, done, dueAt, dueTimeZone }));

/** What `<input type="datetime-local">` gives: a wall time to the minute (a real day), or blank for none. */
const LOCAL_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/;
const WALL_TIME = z.iso.datetime({ local: true });
export const TASK_DUE_MESSAGE = 'Please give a date and time, or leave it blank';
/** The task form: the text and, optionally, when it is due on this device's clock; done is toggled from the list. */
export const taskFormSchema = z.object({
  content: taskContent,
  due: z
    .string()
    .refine((v) => v === '' || (LOCAL_DATE_TIME.test(v) && WALL_TIME.safeParse(v).success), TASK_DUE_MESSAGE)
    .optional(),
});
export type TaskFormValues = z.input<typeof taskFormSchema>;

/** Which default follow-up made a task: entering Applied, or Phone Screen / Interviewing. */
export const FOLLOW_UP_RULES = ['applied', 'interview'] as const;
export type FollowUpRule = (typeof FOLLOW_UP_RULES)[number];

export const FOLLOW_UP_MAX_DAYS = 60;
export interface FollowUpSettings {
  /** Off: no follow-up task is made. */
  enabled: boolean;
  /** Days after entering Applied that "Follow up with {company}" is due; 0 turns that one off. */
  appliedDays: number;
  /** Days after entering Phone Screen or Interviewing that "Send a thank-you note to {company}" is due; 0 turns it off. */
  interviewDays: number;
}
export const FOLLOW_UP_DEFAULTS: Readonly<FollowUpSettings> = Object.freeze({ enabled: true, appliedDays: 7, interviewDays: 1 });

const days = (message: string) => z.number({ message }).int(message).min(0, message).max(FOLLOW_UP_MAX_DAYS, message);
const daysMessage = (field: string) => `${field} must be a whole number of days from 1 to ${FOLLOW_UP_MAX_DAYS}, or 0 to turn it off`;
/** PUT /follow_up_settings: any of the three. */
export const followUpSettingsUpdateSchema = nonEmpty(
  z.object({
    enabled: z.boolean({ message: 'enabled must be true or false' }),
    appliedDays: days(daysMessage('appliedDays')),
    interviewDays: days(daysMessage('interviewDays')),
  }),
);
export const FOLLOW_UP_DAYS_MESSAGE = `Please give a whole number of days from 1 to ${FOLLOW_UP_MAX_DAYS}, or 0 for none`;
/** Account Settings' form: all three, in a person's words. */
export const followUpSettingsFormSchema = z.object({
  enabled: z.boolean(),
  appliedDays: days(FOLLOW_UP_DAYS_MESSAGE),
  interviewDays: days(FOLLOW_UP_DAYS_MESSAGE),
});
export type FollowUpSettingsFormValues = z.input<typeof followUpSettingsFormSchema>;

const contactShape = {
  name: required('Please provide the contact name', 200),
  // A form sends an empty field as "": that is a missing email, not an invalid one.
  email: z
    .string({ message: 'Please provide the contact email' })
    .trim()
    .min(1, { message: 'Please provide the contact email' })
    .check(z.email({ message: 'Please provide a valid contact email' })),
  jobTitle: optionalText(200),
  linkedInUrl: optionalUrl('LinkedIn'),
  twitterUrl: optionalUrl('Twitter'),
};
/** The contact form has every field, optional ones blank. */
export const contactFormSchema = z.object(contactShape);
export type ContactFormValues = z.input<typeof contactFormSchema>;
export const contactCreateSchema = contactFormSchema.partial({ jobTitle: true, linkedInUrl: true, twitterUrl: true });
export const contactUpdateSchema = nonEmpty(contactFormSchema);

const noteShape = { title: required('Please provide the note title', 200), description: optionalText(20_000) };
export const noteFormSchema = z.object(noteShape);
export type NoteFormValues = z.input<typeof noteFormSchema>;
export const noteCreateSchema = noteFormSchema.partial({ description: true });
export const noteUpdateSchema = nonEmpty(noteFormSchema);
