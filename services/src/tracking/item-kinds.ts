import {
  contactCreateSchema,
  contactUpdateSchema,
  noteCreateSchema,
  noteUpdateSchema,
  taskCreateSchema,
  taskUpdateSchema,
  type FollowUpRule,
} from '../forms/tracking-items';
import type { ItemKind } from './applied-job-items';
import { storedDue } from './follow-ups/due-time';

export interface TaskFields {
  content: string;
  done: boolean;
  /** When it is due (ISO, UTC); null for none. */
  dueAt: string | null;
  /** The IANA zone the due time was given in; null for UTC or none. */
  dueTimeZone: string | null;
  /** Which default follow-up made it (follow-ups/follow-up-tasks.ts); null for the user's own. Read only. */
  followUp: FollowUpRule | null;
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

export const TASKS: ItemKind<TaskFields> = {
  table: 'applied_job_tasks',
  label: 'The task',
  fields: { content: 'content', done: 'done', dueAt: 'due_at', dueTimeZone: 'due_time_zone', followUp: 'follow_up' },
  create: taskCreateSchema,
  update: taskUpdateSchema,
  prepare: storedDue,
  onChange: 'revision = revision + 1',
};

export const CONTACTS: ItemKind<ContactFields> = {
  table: 'applied_job_contacts',
  label: 'The contact',
  fields: { name: 'name', email: 'email', jobTitle: 'job_title', linkedInUrl: 'linkedin_url', twitterUrl: 'twitter_url' },
  create: contactCreateSchema,
  update: contactUpdateSchema,
};

export const NOTES: ItemKind<NoteFields> = {
  table: 'applied_job_notes',
  label: 'The note',
  fields: { title: 'title', description: 'description' },
  create: noteCreateSchema,
  update: noteUpdateSchema,
};
