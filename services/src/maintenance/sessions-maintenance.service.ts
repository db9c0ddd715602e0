import type { DataSource } from 'typeorm';

export class SessionsMaintenanceService {
  constructor(private readonly db: DataSource) {}

  /** Deletes sessions that ended (revoked or expired) more than `olderThanDays` ago. */
  async purgeEndedSessions(olderThanDays: number, now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - olderThanDays * 24 * 60 * 60 * 1000);
    const result = await this.db.query(
      `DELETE FROM sessions WHERE (revoked_at IS NOT NULL AND revoked_at < $1) OR expires_at < $1`,
      [cutoff],
    );
    return result[1] ?? 0;
  }
}
