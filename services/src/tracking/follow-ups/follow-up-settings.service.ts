import type { DataSource } from 'typeorm';
import type { Owner } from '../../auth/authorization';
import { parseInput } from '../../common/validate';
import { FOLLOW_UP_DEFAULTS, followUpSettingsUpdateSchema, type FollowUpSettings } from '../../forms/tracking-items';
import { settingsOf } from './follow-up-tasks';

/** Account Settings' "Follow-up reminders": whether default follow-up tasks are made, and after how many days. */
export class FollowUpSettingsService {
  constructor(private readonly db: DataSource) {}

  async get({ userId }: Owner): Promise<FollowUpSettings> {
    const [row] = await this.db.query(`SELECT enabled, applied_days, interview_days FROM follow_up_settings WHERE user_id = $1`, [userId]);
    return settingsOf(row);
  }

  /** Changes the fields given; the others keep their values (the defaults until first saved). */
  async update({ userId }: Owner, input: unknown): Promise<FollowUpSettings> {
    const changes = parseInput(followUpSettingsUpdateSchema, input);
    const [row] = await this.db.query(
      `INSERT INTO follow_up_settings AS s (user_id, enabled, applied_days, interview_days)
       VALUES ($1, COALESCE($2::boolean, $5), COALESCE($3::smallint, $6), COALESCE($4::smallint, $7))
       ON CONFLICT (user_id) DO UPDATE
         SET enabled = COALESCE($2::boolean, s.enabled), applied_days = COALESCE($3::smallint, s.applied_days), interview_days = COALESCE($4::smallint, s.interview_days), updated_at = now()
       RETURNING enabled, applied_days, interview_days`,
      [
        userId,
        changes.enabled ?? null,
        changes.appliedDays ?? null,
        changes.interviewDays ?? null,
        FOLLOW_UP_DEFAULTS.enabled,
        FOLLOW_UP_DEFAULTS.appliedDays,
        FOLLOW_UP_DEFAULTS.interviewDays,
      ],
    );
    return settingsOf(row);
  }
}
