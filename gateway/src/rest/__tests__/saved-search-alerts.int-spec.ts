import { randomUUID } from 'node:crypto';
import { AlertStopLinks } from '@remotehunt/services/saved-searches/alerts/alert-stop-links';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

/**
 * Saved-search alert settings and the mails' "stop these alerts" link (issue 22, item 2) over
 * both transports: every case runs through REST and GraphQL and expects the same outcome and
 * message. Delivery itself is services/src/saved-searches/alerts/__tests__/alert-delivery.int-spec.ts.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

interface Alert {
  frequency: string;
  hour: number;
  weekday: number;
  timezone: string;
  quietHours: { start: number; end: number } | null;
  nextAlertAt: string | null;
}
type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

interface Transport {
  setAlert(as: TestUser, id: string, alert: Record<string, unknown>): Promise<Answer<Alert>>;
  getAlert(as: TestUser, id: string): Promise<Answer<Alert>>;
  stop(id: string, token: unknown): Promise<Answer<string>>;
}

const ALERT = 'alert { frequency hour weekday timezone quietHours { start end } nextAlertAt }';

async function rest<T>(req: PromiseLike<{ status: number; body: unknown }>, pick: (body: never) => T): Promise<Answer<T>> {
  const res = (await req) as { status: number; body: { message?: string } };
  return res.status < 300 ? { ok: true, value: pick(res.body as never) } : { ok: false, status: res.status, message: res.body.message ?? '' };
}

async function graphql<T>(token: string | undefined, query: string, variables: Record<string, unknown>, pick: (data: never) => T): Promise<Answer<T>> {
  const res = await gw.graphql(query, variables, token);
  if (res.body.errors?.length) return { ok: false, status: res.body.errors[0].extensions.status, message: res.body.errors[0].message };
  return { ok: true, value: pick(res.body.data as never) };
}

const transports: Record<'REST' | 'GraphQL', Transport> = {
  REST: {
    setAlert: (as, id, alert) => rest(gw.request.put(`/api/v1/users/${as.userId}/saved_searches/${id}/alert`).set(bearer(as)).send(alert), (b: { alert: Alert }) => b.alert),
    getAlert: (as, id) => rest(gw.request.get(`/api/v1/users/${as.userId}/saved_searches/${id}`).set(bearer(as)), (b: { alert: Alert }) => b.alert),
    stop: (id, token) => rest(gw.request.post(`/api/v1/saved_searches/${id}/stop_alerts`).send({ token }), (b: { success: true; name: string }) => b.name),
  },
  GraphQL: {
    setAlert: (as, id, alert) =>
      graphql(as.token, `mutation ($id: ID!, $alert: SavedSearchAlertInput!) { setSavedSearchAlert(id: $id, alert: $alert) { ${ALERT} } }`, { id, alert }, (d: { setSavedSearchAlert: { alert: Alert } }) => d.setSavedSearchAlert.alert),
    getAlert: (as, id) => graphql(as.token, `query ($id: ID!) { savedSearch(id: $id) { ${ALERT} } }`, { id }, (d: { savedSearch: { alert: Alert } }) => d.savedSearch.alert),
    stop: (id, token) => graphql(undefined, `mutation ($id: ID!, $token: String!) { stopSavedSearchAlerts(id: $id, token: $token) }`, { id, token }, (d: { stopSavedSearchAlerts: string }) => d.stopSavedSearchAlerts),
  },
};

async function search(user: TestUser, name = 'Rust jobs'): Promise<string> {
  const res = await gw.request.post(`/api/v1/users/${user.userId}/saved_searches`).set(bearer(user)).send({ name, filter: { tags: ['rust'] } });
  expect(res.status).toBe(201);
  return res.body.id;
}

const refused = (answer: Answer<unknown>) => (answer.ok ? { status: 200, message: '' } : { status: answer.status, message: answer.message });

/** The stop link's token, as the alert mail carries it (the mail itself: alert-delivery.int-spec.ts). */
const stopToken = (id: string): string => new AlertStopLinks(gw.services.config.jwtSecret, gw.services.config.publicUrl).token(id);

describe.each(Object.entries(transports))('saved-search alerts over %s', (transport, t) => {
  let user: TestUser;
  beforeAll(async () => {
    user = await gw.signUp();
  });

  it('is off until set; daily at a local hour, with defaults for what is left out', async () => {
    const id = await search(user);
    expect(await t.getAlert(user, id)).toEqual({ ok: true, value: { frequency: 'off', hour: 8, weekday: 1, timezone: 'UTC', quietHours: null, nextAlertAt: null } });

    const set = await t.setAlert(user, id, { frequency: 'daily', hour: 8, timezone: 'America/New_York' });
    expect(set.ok).toBe(true);
    const alert = (set as { value: Alert }).value;
    expect(alert).toMatchObject({ frequency: 'daily', hour: 8, weekday: 1, timezone: 'America/New_York', quietHours: null });
    // 08:00 in New York is 12:00 or 13:00 UTC, within the next day.
    const next = new Date(alert.nextAlertAt!);
    expect([12, 13]).toContain(next.getUTCHours());
    expect(next.getUTCMinutes()).toBe(0);
    expect(next.getTime() - Date.now()).toBeGreaterThan(0);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);

    const weekly = await t.setAlert(user, id, { frequency: 'weekly', weekday: 7, hour: 18, timezone: 'Europe/Berlin', quietHours: { start: 22, end: 7 } });
    expect(weekly).toMatchObject({ ok: true, value: { frequency: 'weekly', weekday: 7, hour: 18, quietHours: { start: 22, end: 7 } } });
    // A Sunday, at 18:00 in Berlin.
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', weekday: 'long', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
      .formatToParts(new Date((weekly as { value: Alert }).value.nextAlertAt!))
      .filter((p) => p.type !== 'literal')
      .map((p) => p.value);
    expect(parts).toEqual(['Sunday', '18', '00']);

    expect(await t.setAlert(user, id, { frequency: 'off' })).toMatchObject({ ok: true, value: { frequency: 'off', nextAlertAt: null } });
  });

  it('takes the account’s time zone when none is given', async () => {
    const zoned = await gw.signUp();
    await gw.request.put(`/api/v1/users/${zoned.userId}`).set(bearer(zoned)).send({ timezone: 'Asia/Tokyo' });
    const id = await search(zoned);
    expect(await t.setAlert(zoned, id, { frequency: 'instant' })).toMatchObject({ ok: true, value: { frequency: 'instant', timezone: 'Asia/Tokyo' } });
  });

  it.each([
    ['an unknown frequency', { frequency: 'hourly' }, 'frequency must be one of off, instant, daily, weekly'],
    ['no frequency', {}, 'frequency must be one of off, instant, daily, weekly'],
    ['hour 24', { frequency: 'daily', hour: 24 }, 'hour must be a whole hour from 0 to 23'],
    ['a half hour', { frequency: 'daily', hour: 7.5 }, 'hour must be a whole hour from 0 to 23'],
    ['weekday 0', { frequency: 'weekly', weekday: 0 }, 'weekday must be 1 (Monday) to 7 (Sunday)'],
    ['an unknown time zone', { frequency: 'daily', timezone: 'Mars/Olympus' }, 'timezone must be a time zone name such as Europe/Berlin'],
    ['a 1.3 KB time zone', { frequency: 'daily', timezone: 'Europe/Berlin'.repeat(100) }, 'timezone must be a time zone name such as Europe/Berlin'],
    ['quiet hours of no length', { frequency: 'daily', quietHours: { start: 22, end: 22 } }, 'quietHours must start and end at different hours'],
    ['quiet hours without an end', { frequency: 'daily', quietHours: { start: 22 } }, 'quietHours.end must be a whole hour from 0 to 23'],
  ])('refuses %s with a clear 400 naming the field', async (_label, alert, message) => {
    const id = await search(user, `Refused ${randomUUID()}`);
    const answer = await t.setAlert(user, id, alert);
    expect(refused(answer).status).toBe(400);
    // The service's message; GraphQL's own type check answers first for a missing or non-integer field, naming it.
    const field = message.split(' ')[0].split('.').pop()!;
    expect(refused(answer).message).toMatch(transport === 'REST' || !/Variable/.test(refused(answer).message) ? message : new RegExp(`"${field}"|[.]${field}"`));
    // Nothing changed.
    expect(await t.getAlert(user, id)).toMatchObject({ ok: true, value: { frequency: 'off' } });
  });

  it("is another user's business only: their search answers 404, and stays as it was", async () => {
    const owner = await gw.signUp();
    const id = await search(owner);
    expect(refused(await t.setAlert(user, id, { frequency: 'instant' }))).toEqual({ status: 404, message: 'The saved search was not found' });
    expect(refused(await t.setAlert(user, randomUUID(), { frequency: 'instant' }))).toEqual({ status: 404, message: 'The saved search was not found' });
    expect(await t.getAlert(owner, id)).toMatchObject({ ok: true, value: { frequency: 'off' } });
  });

  it('needs app access to turn alerts on, not to turn them off', async () => {
    const lapsed = await gw.signUp();
    const id = await search(lapsed);
    expect((await t.setAlert(lapsed, id, { frequency: 'daily' })).ok).toBe(true);
    await gw.services.db.query(`UPDATE app_subscriptions SET end_time = now() - interval '1 day' WHERE user_id = $1`, [lapsed.userId]);
    expect(refused(await t.setAlert(lapsed, id, { frequency: 'weekly' })).status).toBe(402);
    expect(await t.setAlert(lapsed, id, { frequency: 'off' })).toMatchObject({ ok: true, value: { frequency: 'off' } });
  });

  it('"stop these alerts" works without signing in, and only for the search its link names', async () => {
    const owner = await gw.signUp();
    const [stopped, kept] = [await search(owner, 'Stopped'), await search(owner, 'Kept')];
    await t.setAlert(owner, stopped, { frequency: 'daily' });
    await t.setAlert(owner, kept, { frequency: 'daily' });

    // Another search's token, a made-up one, none, or one for a deleted search: 404, nothing stops.
    for (const token of [stopToken(kept), 'x'.repeat(43), '', 'x'.repeat(100_000)]) {
      expect(refused(await t.stop(stopped, token))).toEqual({ status: 404, message: 'The saved search was not found' });
    }
    expect(refused(await t.stop('not-an-id', stopToken(stopped)))).toEqual({ status: 404, message: 'The saved search was not found' });
    if (transport === 'REST') expect(refused(await t.stop(stopped, 42))).toEqual({ status: 404, message: 'The saved search was not found' });

    expect(await t.stop(stopped, stopToken(stopped))).toEqual({ ok: true, value: 'Stopped' });
    expect(await t.getAlert(owner, stopped)).toMatchObject({ ok: true, value: { frequency: 'off', nextAlertAt: null } });
    expect(await t.getAlert(owner, kept)).toMatchObject({ ok: true, value: { frequency: 'daily' } });
    // The link keeps working (a second click, a mail client's retry).
    expect(await t.stop(stopped, stopToken(stopped))).toEqual({ ok: true, value: 'Stopped' });
  });
});
