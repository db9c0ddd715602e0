import type { DataSource } from 'typeorm';
import type { MailTemplateId } from '../../mail/templates/render-mail';

/**
 * Whether an interview reminder is still true when it is about to be sent. The sweep only claims
 * reminders for events as they are, but a move that commits in the same instant as the claim, or
 * while the message waits in the queue, leaves a reminder of the old time: it goes only while its
 * event still starts when the reminder says (a deleted event takes its reminder rows with it).
 */
export function staleReminderCheck(db: DataSource) {
  return async (template: MailTemplateId, messageId: string): Promise<string | null> => {
    if (template !== 'interview-reminder') return null;
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM event_reminders r JOIN applied_job_events e ON e.id = r.event_id AND e.starts_at = r.starts_at WHERE r.message_id = $1`,
      [messageId],
    );
    return rows.length ? null : 'the interview moved or was deleted after this reminder was made';
  };
}
