import type { EntityManager } from 'typeorm';
import { FOLLOW_UP_DEFAULTS, TASK_MAX_LENGTH, type FollowUpRule, type FollowUpSettings } from '../../forms/tracking-items';
import { followUpDueAt } from './due-time';

/** The default follow-ups (issue 48): the statuses that make one, its words and its number of days. */
export const FOLLOW_UPS: Record<FollowUpRule, { statuses: readonly string[]; content(company: string): string; days(s: FollowUpSettings): number }> = {
  applied: { statuses: ['Applied'], content: (company) => `Follow up with ${company}`, days: (s) => s.appliedDays },
  interview: { statuses: ['Phone Screen', 'Interviewing'], content: (company) => `Send a thank-you note to ${company}`, days: (s) => s.interviewDays },
};

const RULE_OF_STATUS = new Map<string, FollowUpRule>(
  (Object.entries(FOLLOW_UPS) as [FollowUpRule, (typeof FOLLOW_UPS)[FollowUpRule]][]).flatMap(([rule, { statuses }]) => statuses.map((s) => [s, rule] as const)),
);

/** An application entering a status: what its status history recorded. */
export interface StatusEntered {
  appliedJobId: string;
  userId: string;
  statusId: string;
  /** The history row's time: when the move happened, or the day applied for an application. */
  enteredAt: Date;
  companyName: string;
}

interface EnteringRow {
  status_title: string | null;
  timezone: string | null;
  enabled: boolean | null;
  applied_days: number | null;
  interview_days: number | null;
}

/**
 * What entering a status does to the application's follow-ups, in the transaction that recorded
 * the move (so its row lock orders concurrent moves): the follow-ups made for the status it left
 * and not done yet are removed ("if nothing changed"), never a task the user made or ticked; then
 * the new status's follow-up is made, if the user's settings have it, due at 09:00 in their time
 * zone (UTC without one). The unique key on (application, rule, entering) makes it once per entering.
 */
export async function followUpOnEntering(tx: EntityManager, entered: StatusEntered): Promise<void> {
  await tx.query(`DELETE FROM applied_job_tasks WHERE applied_job_id = $1 AND follow_up IS NOT NULL AND NOT done`, [entered.appliedJobId]);
  const [row]: EnteringRow[] = await tx.query(
    `SELECT (SELECT title FROM job_statuses WHERE id = $2) AS status_title, u.timezone, s.enabled, s.applied_days, s.interview_days
       FROM users u LEFT JOIN follow_up_settings s ON s.user_id = u.id WHERE u.id = $1`,
    [entered.userId, entered.statusId],
  );
  const rule = row?.status_title ? RULE_OF_STATUS.get(row.status_title) : undefined;
  if (!rule) return;
  const settings = settingsOf(row);
  const days = FOLLOW_UPS[rule].days(settings);
  if (!settings.enabled || days === 0) return;
  const zone = row.timezone ?? 'UTC';
  // A company name is short; the cut only keeps a stored task within the task rules.
  const content = FOLLOW_UPS[rule].content(entered.companyName.trim()).slice(0, TASK_MAX_LENGTH);
  await tx.query(
    `INSERT INTO applied_job_tasks (applied_job_id, content, due_at, due_time_zone, follow_up, follow_up_entered_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (applied_job_id, follow_up, follow_up_entered_at) WHERE follow_up IS NOT NULL DO NOTHING`,
    [entered.appliedJobId, content, followUpDueAt(entered.enteredAt, days, zone), zone, rule, entered.enteredAt],
  );
}

/** A user's settings row (or none: the defaults). */
export function settingsOf(row: Pick<EnteringRow, 'enabled' | 'applied_days' | 'interview_days'> | undefined): FollowUpSettings {
  if (!row || row.enabled === null) return { ...FOLLOW_UP_DEFAULTS };
  return { enabled: row.enabled, appliedDays: row.applied_days ?? FOLLOW_UP_DEFAULTS.appliedDays, interviewDays: row.interview_days ?? FOLLOW_UP_DEFAULTS.interviewDays };
}
