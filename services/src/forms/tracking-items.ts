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

const taskContent = required('Please provide the task', 2000);
export const taskCreateSchema = z.object({ content: taskContent, done: done.optional() });
export const taskUpdateSchema = nonEmpty(z.object({ content: taskContent, done }));
/** The task form edits the text only; done is toggled from the list. */
export const taskFormSchema = taskCreateSchema.pick({ content: true });
export type TaskFormValues = z.input<typeof taskFormSchema>;

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
