import { z } from 'zod';
import type { ItemKind } from './applied-job-items';

export interface TaskFields {
  content: string;
  done: boolean;
}

export interface ContactFields {
  name: string;
  email: string;
  jobTitle: string;
  linkedInUrl: string;
  twitterUrl: string;
}

export interface NoteFields {
  title: string;
  description: string;
}

const required = (message: string, max: number) =>
  z.string({ message }).trim().min(1, { message }).max(max, { message: `Please keep it under ${max} characters` });
const optionalText = (max: number) =>
  z.string().trim().max(max, { message: `Please keep it under ${max} characters` });
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

const taskContent = required('Please provide the task', 2000);
export const TASKS: ItemKind<TaskFields> = {
  table: 'applied_job_tasks',
  label: 'The task',
  fields: { content: 'content', done: 'done' },
  create: z.object({ content: taskContent, done: z.boolean({ message: 'done must be true or false' }).optional() }),
  update: nonEmpty(z.object({ content: taskContent, done: z.boolean({ message: 'done must be true or false' }) })),
};

const contactShape = {
  name: required('Please provide the contact name', 200),
  // A form sends an empty field as "": that is a missing email, not an invalid one.
  email: z
    .string({ message: 'Please provide the contact email' })
    .trim()
    .min(1, { message: 'Please provide the contact email' })
    .pipe(z.email({ message: 'Please provide a valid contact email' })),
  jobTitle: optionalText(200),
  linkedInUrl: optionalUrl('LinkedIn'),
  twitterUrl: optionalUrl('Twitter'),
};
export const CONTACTS: ItemKind<ContactFields> = {
  table: 'applied_job_contacts',
  label: 'The contact',
  fields: { name: 'name', email: 'email', jobTitle: 'job_title', linkedInUrl: 'linkedin_url', twitterUrl: 'twitter_url' },
  create: z.object({
    ...contactShape,
    jobTitle: contactShape.jobTitle.optional(),
    linkedInUrl: contactShape.linkedInUrl.optional(),
    twitterUrl: contactShape.twitterUrl.optional(),
  }),
  update: nonEmpty(z.object(contactShape)),
};

const noteTitle = required('Please provide the note title', 200);
export const NOTES: ItemKind<NoteFields> = {
  table: 'applied_job_notes',
  label: 'The note',
  fields: { title: 'title', description: 'description' },
  create: z.object({ title: noteTitle, description: optionalText(20_000).optional() }),
  update: nonEmpty(z.object({ title: noteTitle, description: optionalText(20_000) })),
};
