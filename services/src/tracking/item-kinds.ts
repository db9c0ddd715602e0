import {
  contactCreateSchema,
  contactUpdateSchema,
  noteCreateSchema,
  noteUpdateSchema,
  taskCreateSchema,
  taskUpdateSchema,
} from '../forms/tracking-items';
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

export const TASKS: ItemKind<TaskFields> = {
  table: 'applied_job_tasks',
  label: 'The task',
  fields: { content: 'content', done: 'done' },
  create: taskCreateSchema,
  update: taskUpdateSchema,
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
