import { z } from '../zod-openapi';
import { dateTime, id, numberedPage, orNull } from './common.responses';

/** A query and its reply (services/src/support/support-messages.service.ts). */
export const SupportMessage = z
  .strictObject({
    _id: id(),
    from: id().openapi({ description: 'The user whose thread it is.' }),
    to: id().nullable().openapi({ description: 'The admin who replied; null until then.' }),
    details: z.string(),
    sentTime: dateTime(),
    reply: z.string().nullable(),
    replyTime: dateTime().nullable(),
  })
  .openapi('SupportMessage');

export const SupportMessagePage = z
  .strictObject({
    data: z.array(SupportMessage),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    users: z.array(z.strictObject({ _id: id(), name: z.string(), email: z.string() })).openapi({ description: 'The people `from` and `to` name.' }),
  })
  .openapi('SupportMessagePage');

export const HasUnread = z.strictObject({ yes: z.boolean() }).openapi('HasUnread');

export const MarkedRead = z.strictObject({ updated: z.number().int().openapi({ description: 'Rows marked read.' }) }).openapi('MarkedRead');

export const AdminUser = z
  .strictObject({
    _id: id(),
    name: z.string(),
    email: z.string(),
    lastUpdated: dateTime(),
    createdAt: dateTime(),
    admin: z.boolean(),
    recruiter: z.boolean(),
    emailsUnsubscribed: z.boolean(),
    subscription: z
      .strictObject({
        status: z.string(),
        state: z.string().openapi({ description: 'What the admin users table shows: the status, or "cancelled, runs to its end" for a plan cancelled at period end' }),
        endTime: dateTime().nullable(),
        lifetime: z.boolean(),
        cancelAtPeriodEnd: z.boolean(),
      })
      .nullable(),
  })
  .openapi('AdminUser');

export const AdminUserPage = numberedPage(AdminUser).openapi('AdminUserPage');

export const QueuedMail = z.strictObject({ messageId: z.string() }).openapi('QueuedMail');

export const IngestionRun = z
  .strictObject({
    id: id(),
    boardId: id(),
    boardName: z.string(),
    trigger: z.enum(['schedule', 'manual', 'cli']),
    status: z.enum(['running', 'succeeded', 'not-modified', 'failed']),
    attempt: z.number().int(),
    startedAt: dateTime(),
    finishedAt: dateTime().nullable(),
    fetched: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    duplicates: z.number().int(),
    expired: z.number().int(),
    skipped: z.number().int(),
    skipReasons: z.record(z.string(), z.number().int()),
    error: z.string().nullable(),
  })
  .openapi('IngestionRun');

export const IngestionRuns = z.strictObject({ data: z.array(IngestionRun) }).openapi('IngestionRuns');

export const AdminJobBoard = z
  .strictObject({
    _id: id(),
    name: z.string(),
    url: z.string(),
    enabled: z.boolean(),
    hasFeed: z.boolean(),
    intervalMinutes: z.number().int(),
    minIntervalMinutes: z.number().int(),
    fullFeed: z.boolean().openapi({ description: 'Its feed lists every open posting, so a posting it stops listing is ended at once.' }),
    lastRun: orNull(IngestionRun),
  })
  .openapi('AdminJobBoard');

export const AdminJobBoards = z.strictObject({ data: z.array(AdminJobBoard) }).openapi('AdminJobBoards');

export const QueuedRun = z.strictObject({ jobId: z.string() }).openapi('QueuedRun');

export const QueueDashboardSession = z
  .strictObject({ url: z.string().openapi({ example: '/admin/queues/' }) })
  .openapi('QueueDashboardSession');

export const EmailTemplateIds = z.strictObject({ data: z.array(z.string()) }).openapi('EmailTemplateIds');

export const EmailPreview = z
  .strictObject({ id: z.string(), subject: z.string(), html: z.string(), text: z.string() })
  .openapi('EmailPreview');
