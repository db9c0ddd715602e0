import type { Services } from '../app/services';

/** The login token the last login-link mail to `email` carries (the link travels only in the queued job, never in the database). */
export async function mailedLoginToken(services: Services, email: string): Promise<string> {
  const [message]: { id: string }[] = await services.db.query(
    `SELECT id FROM mail_messages WHERE to_address = $1 AND template = 'newsletter-login' ORDER BY created_at DESC LIMIT 1`,
    [email],
  );
  const job = await services.queues.mail.getJob(message.id);
  const loginUrl = (job!.data as { secrets: { loginUrl: string } }).secrets.loginUrl;
  return new URLSearchParams(loginUrl.split('?')[1]).get('loginToken')!;
}
