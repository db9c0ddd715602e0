import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { type Actor, assertRole } from '../auth/authorization';
import { type NumberedPage, numberedPage, parsePaging } from '../common/paging';
import { parseInput } from '../common/validate';
import { adminPlanState, type AdminPlanState } from './admin-plan-state';

/** A row of the admin panel's users table (the spec's admin list user, plus what an admin acts on). */
export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  lastUpdated: Date;
  createdAt: Date;
  admin: boolean;
  recruiter: boolean;
  emailsUnsubscribed: boolean;
  /** `state` is what the table shows (adminPlanState); `status` stays as stored. */
  subscription: { status: string; state: AdminPlanState; endTime: Date | null; lifetime: boolean; cancelAtPeriodEnd: boolean } | null;
}

export const searchSchema = z.object({
  query: z.string().trim().max(200, 'Search for at most 200 characters').optional(),
});

/** `%` and `_` typed by an admin are searched for, not wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The users table of the admin panel: everyone, latest change first, searchable by name or email. */
export class AdminUsersService {
  constructor(private readonly db: DataSource) {}

  async list(actor: Actor | null | undefined, input: { page?: unknown; limit?: unknown; query?: unknown }): Promise<NumberedPage<AdminUser>> {
    assertRole(actor, 'admin');
    const paging = parsePaging(input);
    const { query } = parseInput(searchSchema, { query: input.query ?? undefined });
    // The same expression as the trigram index, so a substring search uses it.
    const pattern = query ? likePattern(query) : null;
    const where = `$1::text IS NULL OR (lower(u.name) || ' ' || lower(u.email)) LIKE $1`;
    const [data, [{ total }]]: [AdminUser[], { total: number }[]] = await Promise.all([
      this.db.query(
        `SELECT u.id AS "_id", u.name, u.email, u.updated_at AS "lastUpdated", u.created_at AS "createdAt",
                u.is_admin AS admin, u.is_recruiter AS recruiter, u.emails_unsubscribed_at IS NOT NULL AS "emailsUnsubscribed",
                CASE WHEN s.user_id IS NULL THEN NULL
                     ELSE json_build_object('status', s.status, 'endTime', s.end_time, 'lifetime', s.lifetime,
                                       'cancelAtPeriodEnd', s.cancel_at_period_end) END AS subscription
           FROM users u LEFT JOIN app_subscriptions s ON s.user_id = u.id
          WHERE ${where}
          ORDER BY u.updated_at DESC, u.id LIMIT $2 OFFSET $3`,
        [pattern, paging.limit, paging.offset],
      ),
      this.db.query(`SELECT count(*)::int AS total FROM users u WHERE ${where}`, [pattern]),
    ]);
    for (const { subscription } of data) {
      if (!subscription) continue;
      // json_build_object hands timestamps back as text.
      if (subscription.endTime) subscription.endTime = new Date(subscription.endTime);
      subscription.state = adminPlanState(subscription);
    }
    return numberedPage({ data, total }, paging);
  }
}
