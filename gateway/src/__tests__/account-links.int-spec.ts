import { deliverAccountLinks } from '@remotehunt/services/test/mailed-links';
import { MailJob } from '@remotehunt/services/queues/queue-names';
import { createTestGateway, type TestGateway } from '../test/test-gateway';

// A gateway without workers: what a request does is what is there before the worker runs.
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

type Ask = (email: string) => Promise<{ status: number; body: unknown }>;
const LINKS: [string, string, 'password-reset' | 'newsletter-login', Ask][] = [
  ['a reset link', 'REST', 'password-reset', (email) => gw.request.post('/api/v1/reset_password/email').send({ email })],
  ['a reset link', 'GraphQL', 'password-reset', (email) => gw.graphql('mutation ($email: String!) { requestPasswordReset(email: $email) { success message } }', { email })],
  ['a login link', 'REST', 'newsletter-login', (email) => gw.request.post('/api/v1/newsletter/login-link/generate').send({ email })],
  ['a login link', 'GraphQL', 'newsletter-login', (email) => gw.graphql('mutation ($email: String!) { sendNewsletterLoginLink(email: $email) }', { email })],
];

const written = async (kind: string, emails: string[]) => {
  const [row]: { tokens: number; mails: number }[] = await gw.services.db.query(
    `SELECT (SELECT count(*)::int FROM one_time_tokens t JOIN users u ON u.id = t.user_id WHERE lower(u.email) = ANY ($1) AND t.purpose = $2) AS tokens,
            (SELECT count(*)::int FROM mail_messages WHERE lower(to_address) = ANY ($1) AND template = $2) AS mails`,
    [emails.map((e) => e.toLowerCase()), kind],
  );
  return row;
};

describe.each(LINKS)('asking for %s over %s', (_what, _transport, kind, ask) => {
  it('does the same work for an address with an account and one without: the worker looks it up and mails only the account', async () => {
    const user = await gw.signUp();
    const nobody = `nobody-${kind}-${Date.now()}@example.com`;
    await deliverAccountLinks(gw.services);

    const known = await ask(user.email);
    const unknown = await ask(nobody);
    expect(unknown.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, body: known.body });
    // The answer came before any lookup: no token, no message, for either address; one job each, alike but for the address.
    expect(await written(kind, [user.email, nobody])).toEqual({ tokens: 0, mails: 0 });
    const queued = (await gw.services.queues.mail.getJobs(['waiting'])).filter((job) => job.name === MailJob.AccountLink);
    expect(queued.map((job) => job.data)).toEqual(expect.arrayContaining([{ kind, email: user.email.toLowerCase() }, { kind, email: nobody }]));
    expect(new Set(queued.map((job) => JSON.stringify(job.opts)))).toHaveProperty('size', 1);

    expect(await deliverAccountLinks(gw.services)).toEqual(
      expect.arrayContaining([
        { kind, email: user.email.toLowerCase(), outcome: 'sent' },
        { kind, email: nobody, outcome: 'no-account' },
      ]),
    );
    expect(await written(kind, [user.email])).toEqual({ tokens: 1, mails: 1 });
    expect(await written(kind, [nobody])).toEqual({ tokens: 0, mails: 0 });
  });
});
