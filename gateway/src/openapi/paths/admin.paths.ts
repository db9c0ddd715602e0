import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { switchesSchema } from '@remotehunt/services/admin/access-switches.service';
import { searchSchema } from '@remotehunt/services/admin/admin-users.service';
import { settingsSchema } from '@remotehunt/services/admin/job-board-settings.service';
import { sendSchema as marketingEmailSchema } from '@remotehunt/services/admin/marketing-email.service';
import { runsQuerySchema } from '@remotehunt/services/ingestion/ingestion.service';
import { replySchema, sendSchema as supportQuerySchema } from '@remotehunt/services/forms/support';
import { named } from '../zod-openapi';
import { json, REDIS_ERRORS, registerOperation } from '../operation';
import { AccessSwitches } from '../responses/accounts.responses';
import { pagingQuery } from '../responses/common.responses';
import {
  AdminJobBoard,
  AdminJobBoards,
  AdminUserPage,
  HasUnread,
  IngestionRuns,
  MarkedRead,
  QueueDashboardSession,
  QueuedMail,
  QueuedRun,
  SupportMessage,
  SupportMessagePage,
} from '../responses/admin.responses';

const SupportQueryInput = named(supportQuerySchema, 'SupportQueryInput');
const SupportReplyInput = named(replySchema, 'SupportReplyInput');
const MarketingEmailInput = named(marketingEmailSchema, 'MarketingEmailInput');
const AccessSwitchesInput = named(switchesSchema, 'AccessSwitchesInput');
const JobBoardSettingsInput = named(settingsSchema, 'JobBoardSettingsInput');

/** support.routes.ts, admin.routes.ts and ingestion.routes.ts. */
export function registerAdminPaths(registry: OpenAPIRegistry): void {
  const support = 'Support';
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/messages',
    tag: support,
    summary: 'The support thread (an admin’s own id: everyone’s, grouped by user)',
    description: 'Page 1 is the newest messages, read oldest first.',
    access: 'user',
    query: pagingQuery(200, 200),
    ok: { description: 'A page of messages', schema: SupportMessagePage },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/messages',
    tag: support,
    summary: 'Send a query into the caller’s own thread',
    access: 'user',
    body: json(SupportQueryInput),
    ok: { status: 201, description: 'The message', schema: SupportMessage },
    errors: { 429: 'More than 20 queries in an hour' },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/messages/has_any_unread',
    tag: support,
    summary: 'Whether there is anything unread for the caller',
    access: 'user',
    ok: { description: 'Yes or no', schema: HasUnread },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/messages/status/read',
    tag: support,
    summary: 'Mark everything there is for the caller to read as read',
    access: 'user',
    ok: { description: 'How many rows changed', schema: MarkedRead },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/messages/{messageId}',
    tag: support,
    summary: 'Reply to a query (again: corrects the reply); emails the user',
    access: 'admin',
    body: json(SupportReplyInput),
    ok: { description: 'The message with its reply', schema: SupportMessage },
  });

  const admin = 'Admin';
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/admin/users',
    tag: admin,
    summary: 'Every user, latest change first; query searches name and email',
    access: 'admin',
    query: pagingQuery().extend(searchSchema.shape),
    ok: { description: 'A page of users', schema: AdminUserPage },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/marketing-email',
    tag: admin,
    summary: 'Send a marketing template to one user (by the mail worker)',
    access: 'admin',
    body: json(MarketingEmailInput),
    ok: { status: 202, description: 'Queued', schema: QueuedMail },
    errors: { 404: 'No account has this email', 409: 'The user unsubscribed from marketing emails' },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/admin/access_switches',
    tag: admin,
    summary: 'The free access switches',
    access: 'admin',
    ok: { description: 'The switches', schema: AccessSwitches },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/admin/access_switches',
    tag: admin,
    summary: 'Turn free access on or off',
    access: 'admin',
    body: json(AccessSwitchesInput),
    ok: { description: 'The switches after the change', schema: AccessSwitches },
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/admin/job_boards',
    tag: admin,
    summary: 'The boards, their schedules and last runs',
    access: 'admin',
    ok: { description: 'Every listed board', schema: AdminJobBoards },
  });
  registerOperation(registry, {
    method: 'put',
    path: '/users/{userId}/admin/job_boards/{boardId}',
    tag: admin,
    summary: 'Switch a board on or off, or change how often it is fetched',
    description: 'The queue’s schedules follow at once.',
    access: 'admin',
    body: json(JobBoardSettingsInput),
    ok: { description: 'The board', schema: AdminJobBoard },
    errors: { 503: 'Redis, which keeps the queue’s schedules, is not answering: the settings are saved, and the schedules follow when this is sent again (or a worker starts)' },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/admin/job_boards/{boardId}/run',
    tag: admin,
    summary: 'Queue a run of the board now (twice within a minute queues one)',
    access: 'admin',
    ok: { status: 202, description: 'Queued', schema: QueuedRun },
    errors: REDIS_ERRORS,
  });
  registerOperation(registry, {
    method: 'get',
    path: '/users/{userId}/admin/ingestion_runs',
    tag: 'Ingestion',
    summary: 'Ingestion runs, newest first',
    access: 'admin',
    query: runsQuerySchema,
    ok: { description: 'The runs', schema: IngestionRuns },
  });
  registerOperation(registry, {
    method: 'post',
    path: '/users/{userId}/admin/queue_dashboard_session',
    tag: 'Ingestion',
    summary: 'Open the queue dashboard in this browser for 15 minutes',
    description: 'Sets an HttpOnly, SameSite=Strict cookie (path /admin/queues) holding a dashboard-only token.',
    access: 'admin',
    ok: { description: 'Where the dashboard is', schema: QueueDashboardSession },
  });
}
