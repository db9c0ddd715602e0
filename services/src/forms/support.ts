import { z } from 'zod';

/** The support forms' rules: a user's query and an admin's reply, checked alike by the page and the server. */

export const MAX_MESSAGE_LENGTH = 5000;

const text = (what: string) =>
  z
    .string({ error: `Please write your ${what}` })
    .trim()
    .min(1, `Please write your ${what}`)
    .max(MAX_MESSAGE_LENGTH, `Your ${what} is too long: keep it under ${MAX_MESSAGE_LENGTH} characters`);

// sentTime and replyTime, which the old client sent, are ignored: the server's clock decides.
export const sendSchema = z.object({ details: text('query') });
export type SendQueryValues = z.input<typeof sendSchema>;

export const replySchema = z.object({ reply: text('reply') });
export type ReplyValues = z.input<typeof replySchema>;
