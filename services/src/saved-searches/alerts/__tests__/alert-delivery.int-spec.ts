import type { Services } from '../../../app/services';
import { createJob, createUser } from '../../../test/factories';
import { createTestServices } from '../../../test/services';
import { ACCEPTED_BEFORE_KILL, withKilledWorker } from '../../../test/killed-worker';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { type RunningWorkers, startWorkers } from '../../../workers/start-workers';
import { enqueueAlertRun } from '../alerts.job';

const HOUR = 3600_000;
const isAlert = (subject: string) => /^\d+ new jobs? for "/.test(subject);

/**
 * Saved-search alerts delivered through the mail queue to a real SMTP server (issue 22,
 * acceptance 2). The run is given its time ("test clock"); jobs arrive now, so every run is
 * at or after their arrival.
 */
async function savedSearch(services: Services, filter: Record<string, unknown>, alert: Record<string, unknown>, name = 'Reactor jobs') {
  const user = await createUser(services, { name: 'Alerted', email: `alerted-${Math.random().toString(36).slice(2)}@example.com` });
  const search = await services.savedSearches.create(user.owner, { name, filter });
  const withAlert = await services.savedSearches.setAlert(user.owner, search.id, alert);
  return { user, search: withAlert, due: withAlert.alert.nextAlertAt! };
}

/** Waits for every queued alert message to be settled (sent), on the rows rather than a timer. */
async function alertsSettled(services: Services): Promise<void> {
  for (;;) {
    const [{ unsent }] = await services.db.query(`SELECT count(*)::int AS unsent FROM mail_messages WHERE template = 'saved-search-alert' AND status <> 'sent'`);
    if (unsent === 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('saved-search alerts, sent through the queue to a real SMTP server', () => {
  let sink: SmtpSink;
  let services: Services;
  let workers: RunningWorkers;
  beforeAll(async () => {
    sink = await startSmtpSink();
    services = await createTestServices({ SMTP_URL: sink.url, WORKER_QUEUES: 'mail' });
    workers = await startWorkers(services);
  });
  afterAll(async () => {
    await workers.close();
    await services.queues.mail.obliterate({ force: true });
    await services.close();
    await sink.close();
  });
  beforeEach(async () => {
    sink.clear();
    // Each case's searches only: another case's still-due searches would be mailed by its runs.
    await services.db.query(`DELETE FROM saved_searches`);
  });

  it('mails a new matching job once, at the next 08:00 in the owner’s time zone, with the stop link and one-click unsubscribe', async () => {
    const { user, search, due } = await savedSearch(services, { query: 'Reactor' }, { frequency: 'daily', hour: 8, timezone: 'Asia/Tokyo' });
    // 08:00 in Tokyo is 23:00 UTC, within the next day.
    expect(due.getUTCHours()).toBe(23);
    expect(due.getUTCMinutes()).toBe(0);
    expect(due.getTime() - Date.now()).toBeLessThanOrEqual(24 * HOUR);
    await createJob(services, { title: 'Reactor Platform Engineer', companyName: 'Fission Co', location: 'USA Only' });
    await createJob(services, { title: 'Golang Developer' });

    // A minute early: not due, nothing goes.
    expect(await services.savedSearchAlerts.run(new Date(due.getTime() - 60_000))).toMatchObject({ due: 0, alerts: 0 });
    expect(await services.savedSearchAlerts.run(due)).toMatchObject({ due: 1, alerts: 1 });
    const [mail] = await sink.waitFor(1, (m) => m.to.includes(user.userInfo.email) && isAlert(m.subject));
    expect(mail.subject).toBe('1 new job for "Reactor jobs"');
    expect(mail.text).toContain('Reactor Platform Engineer');
    expect(mail.text).toContain('Fission Co · US only');
    expect(mail.text).not.toContain('Golang Developer');
    expect(mail.text).toContain(`Open "Reactor jobs" on RemoteHunt: http://localhost:4000/#/saved-searches/${search.id}/open`);
    expect(mail.text).toContain('Your saved searches: http://localhost:4000/#/saved-searches');
    expect(mail.text).toMatch(new RegExp(`Stop the alerts for "Reactor jobs": http://localhost:4000/#/saved-searches/${search.id}/stop-alerts\\?token=[\\w-]{43}`));
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<http:\/\/localhost:4000\/api\/v1\/unsubscribe\/[\w-]+\?token=[\w-]+>$/);
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The next one is due a day later; with nothing new by then, nothing goes.
    const [{ next }] = await services.db.query(`SELECT next_alert_at AS next FROM saved_searches WHERE id = $1`, [search.id]);
    expect(next.getTime()).toBe(due.getTime() + 24 * HOUR);
    expect(await services.savedSearchAlerts.run(next)).toMatchObject({ due: 1, alerts: 0 });
    await alertsSettled(services);
    expect(sink.messages.filter((m) => isAlert(m.subject))).toHaveLength(1);
  });

  it('sends nothing in the quiet hours and delivers when they end', async () => {
    // Quiet for the one hour that starts two hours from now (UTC), instant alerts.
    const quietStart = new Date(Math.floor(Date.now() / HOUR) * HOUR + 2 * HOUR);
    const quiet = { start: quietStart.getUTCHours(), end: (quietStart.getUTCHours() + 1) % 24 };
    const { user } = await savedSearch(services, { tags: ['elixir'] }, { frequency: 'instant', timezone: 'UTC', quietHours: quiet });
    await createJob(services, { title: 'Elixir Engineer', tags: ['elixir'] });

    const inQuiet = new Date(quietStart.getTime() + 10 * 60_000);
    expect(await services.savedSearchAlerts.run(inQuiet)).toMatchObject({ due: 1, alerts: 0 });
    // Put off to the end of the quiet hours: not due again inside them.
    expect(await services.savedSearchAlerts.run(new Date(quietStart.getTime() + 50 * 60_000))).toMatchObject({ due: 0, alerts: 0 });
    expect(await services.savedSearchAlerts.run(new Date(quietStart.getTime() + HOUR))).toMatchObject({ due: 1, alerts: 1 });
    const [mail] = await sink.waitFor(1, (m) => m.to.includes(user.userInfo.email) && isAlert(m.subject));
    expect(mail.text).toContain('Elixir Engineer');
  });

  it('lists a job that matches two searches in each one’s alert', async () => {
    const design = await savedSearch(services, { categories: ['Design'] }, { frequency: 'instant', timezone: 'UTC' }, 'Design');
    const figma = await savedSearch(services, { tags: ['figma'] }, { frequency: 'instant', timezone: 'UTC' }, 'Figma');
    await createJob(services, { title: 'Product Designer', category: 'design', tags: ['figma'] });
    await createJob(services, { title: 'Brand Designer', category: 'design', tags: ['illustrator'] });
    expect(await services.savedSearchAlerts.run(new Date(Date.now() + 60_000))).toMatchObject({ due: 2, alerts: 2 });
    const [designMail] = await sink.waitFor(1, (m) => m.to.includes(design.user.userInfo.email) && isAlert(m.subject));
    const [figmaMail] = await sink.waitFor(1, (m) => m.to.includes(figma.user.userInfo.email) && isAlert(m.subject));
    expect(designMail.subject).toBe('2 new jobs for "Design"');
    expect(designMail.text).toContain('Product Designer');
    expect(designMail.text).toContain('Brand Designer');
    expect(figmaMail.subject).toBe('1 new job for "Figma"');
    expect(figmaMail.text).toContain('Product Designer');
    expect(figmaMail.text).not.toContain('Brand Designer');
  });

  it('instant alerts go out at most once an hour, with what arrived in between', async () => {
    const { user } = await savedSearch(services, { tags: ['haskell'] }, { frequency: 'instant', timezone: 'UTC' });
    await createJob(services, { title: 'Haskell Engineer', tags: ['haskell'] });
    // Now, not later: the next job must arrive after this run's window.
    const first = new Date();
    expect(await services.savedSearchAlerts.run(first)).toMatchObject({ alerts: 1 });
    await createJob(services, { title: 'Senior Haskell Engineer', tags: ['haskell'] });
    expect(await services.savedSearchAlerts.run(new Date(first.getTime() + 30 * 60_000))).toMatchObject({ due: 0, alerts: 0 });
    expect(await services.savedSearchAlerts.run(new Date(first.getTime() + HOUR))).toMatchObject({ due: 1, alerts: 1 });
    const mails = await sink.waitFor(2, (m) => m.to.includes(user.userInfo.email) && isAlert(m.subject));
    expect(mails.map((m) => m.subject)).toEqual(['1 new job for "Reactor jobs"', '1 new job for "Reactor jobs"']);
    expect(mails[1].text).toContain('Senior Haskell Engineer');
    expect(mails[1].text).not.toContain('\nHaskell Engineer');
  });

  it('builds the same period once: two runs at once, and a run of a period already sent', async () => {
    const searches = await Promise.all([1, 2, 3].map((n) => savedSearch(services, { tags: ['ocaml'] }, { frequency: 'daily', hour: 6, timezone: 'UTC' }, `OCaml ${n}`)));
    await createJob(services, { title: 'OCaml Engineer', tags: ['ocaml'] });
    const due = searches[0].due;
    const runs = await Promise.all([services.savedSearchAlerts.run(due), services.savedSearchAlerts.run(due)]);
    expect(runs.reduce((sum, r) => sum + r.alerts, 0)).toBe(3);
    // The same period again (its searches made due once more, as a restore or a clock step back would).
    await services.db.query(`UPDATE saved_searches SET next_alert_at = $1, alert_cursor = $2`, [due, new Date(0)]);
    expect(await services.savedSearchAlerts.run(due)).toMatchObject({ due: 3, alerts: 0 });
    await alertsSettled(services);
    const alerts = sink.messages.filter((m) => isAlert(m.subject));
    expect(alerts.map((m) => m.to[0]).sort()).toEqual(searches.map((s) => s.user.userInfo.email).sort());
  });

  it('sends nothing to an owner whose trial or plan has ended, and moves on', async () => {
    const { user, due } = await savedSearch(services, { tags: ['scala'] }, { frequency: 'daily', hour: 9, timezone: 'UTC' });
    await services.db.query(`UPDATE app_subscriptions SET end_time = now() - interval '1 day' WHERE user_id = $1`, [user.userId]);
    await createJob(services, { title: 'Scala Engineer', tags: ['scala'] });
    expect(await services.savedSearchAlerts.run(due)).toMatchObject({ due: 1, alerts: 0 });
    const [{ next }] = await services.db.query(`SELECT next_alert_at AS next FROM saved_searches WHERE user_id = $1`, [user.userId]);
    expect(next.getTime()).toBe(due.getTime() + 24 * HOUR);
  });
});

describe('a worker killed in the middle of sending an alert batch', () => {
  it('once restarted, finishes with exactly one alert per matching search', async () => {
    await withKilledWorker(['mail', 'alerts'], async ({ services, sink, firstWorkerKilledDuring, secondWorkerUntil }) => {
      const searches = [];
      for (let i = 0; i < 20; i++) searches.push(await savedSearch(services, { tags: ['erlang'] }, { frequency: 'daily', hour: 7, timezone: 'UTC' }));
      await createJob(services, { title: 'Erlang Engineer', tags: ['erlang'] });

      await firstWorkerKilledDuring(() => enqueueAlertRun(services.queues.alerts, searches[0].due));
      expect(sink.messages.length).toBe(ACCEPTED_BEFORE_KILL);
      await secondWorkerUntil(async () => {
        await sink.waitFor(20, (m) => isAlert(m.subject), 60_000);
        await alertsSettled(services);
      });

      const counts = new Map<string, number>();
      for (const m of sink.messages.filter((x) => isAlert(x.subject))) counts.set(m.to[0], (counts.get(m.to[0]) ?? 0) + 1);
      expect([...counts.keys()].sort()).toEqual(searches.map((s) => s.user.userInfo.email).sort());
      expect([...counts.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      const [{ alerts }] = await services.db.query(`SELECT count(*)::int AS alerts FROM saved_search_alerts`);
      expect(alerts).toBe(20);
    });
  }, 90_000);
});
