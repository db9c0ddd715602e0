import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 48, item 3: the private calendar address (its management over REST and GraphQL) and the
// calendar itself as a calendar app reads it, parsed by a real iCalendar parser (ical.js); and the
// one-off "Add to calendar" download.

const FEED_BUDGET = 30;
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway({ RATE_LIMIT_FEED_PER_HOUR: String(FEED_BUDGET) });
});
afterAll(() => gw.close());

type Transport = 'REST' | 'GraphQL';
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
type Answer = { status: number; body: Record<string, unknown> & { message?: string } };

/** Next year, so every event is in the future whenever this runs, and a March–April span crosses both zones' changes. */
const YEAR = new Date().getUTCFullYear() + 1;

const base = (user: TestUser) => `/api/v1/users/${user.userId}`;

function fromGraphQL(body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions: { status: number } }[] }, field: string): Answer {
  const error = body.errors?.[0];
  if (error) return { status: error.extensions.status, body: { message: error.message } };
  const value = body.data![field];
  return { status: 200, body: (typeof value === 'object' ? value : { success: value }) as Answer['body'] };
}

const feedCalls = {
  async create(via: Transport, user: TestUser, input: { includeTasks?: boolean } = {}): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.post(`${base(user)}/calendar_feed`).set(bearer(user)).send(input);
      return { status: res.status, body: res.body };
    }
    const res = await gw.graphql('mutation ($i: Boolean) { createCalendarFeed(includeTasks: $i) { url includeTasks createdAt } }', { i: input.includeTasks }, user.token);
    return fromGraphQL(res.body, 'createCalendarFeed');
  },
  async state(via: Transport, user: TestUser): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.get(`${base(user)}/calendar_feed`).set(bearer(user));
      return { status: res.status, body: res.body };
    }
    return fromGraphQL((await gw.graphql('query { calendarFeed { active includeTasks createdAt } }', {}, user.token)).body, 'calendarFeed');
  },
  async update(via: Transport, user: TestUser, includeTasks: boolean): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.put(`${base(user)}/calendar_feed`).set(bearer(user)).send({ includeTasks });
      return { status: res.status, body: res.body };
    }
    const res = await gw.graphql('mutation ($i: Boolean!) { updateCalendarFeed(includeTasks: $i) { active includeTasks createdAt } }', { i: includeTasks }, user.token);
    return fromGraphQL(res.body, 'updateCalendarFeed');
  },
  async revoke(via: Transport, user: TestUser): Promise<Answer> {
    if (via === 'REST') {
      const res = await gw.request.delete(`${base(user)}/calendar_feed`).set(bearer(user));
      return { status: res.status, body: res.body };
    }
    return fromGraphQL((await gw.graphql('mutation { revokeCalendarFeed }', {}, user.token)).body, 'revokeCalendarFeed');
  },
};

async function trackJob(user: TestUser, jobTitle: string, companyName: string): Promise<string> {
  const res = await gw.request.post(`${base(user)}/applied_jobs`).set(bearer(user)).send({ job: { jobTitle, companyName } });
  expect(res.status).toBe(201);
  return res.body._id;
}

async function addEvent(user: TestUser, appliedJobId: string, input: Record<string, unknown>): Promise<{ _id: string; sequence: number }> {
  const res = await gw.request.post(`${base(user)}/applied_jobs/${appliedJobId}/events`).set(bearer(user)).send(input);
  expect(res.status).toBe(201);
  return res.body;
}

/** The address's path (the gateway serves it at PUBLIC_URL). */
const pathOf = (url: string) => new URL(url).pathname;
const fetchCalendar = (path: string, headers: Record<string, string> = {}) => gw.request.get(path).set(headers).buffer(true);

interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string | null;
  location: string | null;
  url: string | null;
  tzid: string | null;
  start: string;
  end: string;
  alarms: { action: string; trigger: string }[];
}

/** The calendar as ical.js reads it, the feed's own VTIMEZONEs (and nothing else) deciding the instants. */
function parseCalendar(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  const zones = root.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid')));
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events: ParsedEvent[] = root.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description ?? null,
      location: event.location ?? null,
      url: (vevent.getFirstPropertyValue('url') as string | null) ?? null,
      tzid: (vevent.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      alarms: vevent.getAllSubcomponents('valarm').map((a) => ({ action: String(a.getFirstPropertyValue('action')), trigger: String(a.getFirstPropertyValue('trigger')) })),
    };
  });
  return { root, zones, events, name: root.getFirstPropertyValue('x-wr-calname'), method: root.getFirstPropertyValue('method') };
}

describe.each(TRANSPORTS)('over %s', (via) => {
  let user: TestUser;
  let acme: string;
  beforeEach(async () => {
    user = await gw.signUp();
    acme = await trackJob(user, 'Platform Engineer', 'Acme');
  });

  it('makes an address whose calendar a real parser reads: stable UIDs, TZIDs with their VTIMEZONEs, the right instants across DST, a reminder', async () => {
    expect((await feedCalls.state(via, user)).body).toEqual({ active: false, includeTasks: false, createdAt: null });
    const beta = await trackJob(user, 'Designer', 'Beta');
    const contact = (await gw.request.post(`${base(user)}/applied_jobs/${acme}/job_contacts`).set(bearer(user)).send({ name: 'Ann Lee', email: 'ann@acme.example' })).body._id;
    // Each zone either side of its spring change, and New York's change before Europe's.
    const berlinWinter = await addEvent(user, acme, {
      kind: 'technical',
      startsAt: `${YEAR}-03-01T14:00`,
      timeZone: 'Europe/Berlin',
      meetingUrl: 'https://meet.example/abc',
      note: 'Bring <b>questions</b>; a, b\nand c',
      contactIds: [contact],
    });
    const berlinSummer = await addEvent(user, acme, { kind: 'onsite', startsAt: `${YEAR}-04-15T14:00`, endsAt: `${YEAR}-04-15T17:00`, timeZone: 'Europe/Berlin' });
    const newYorkWinter = await addEvent(user, beta, { kind: 'phone-screen', startsAt: `${YEAR}-03-01T09:00`, timeZone: 'America/New_York' });
    const newYorkSpring = await addEvent(user, beta, { kind: 'offer-call', startsAt: `${YEAR}-03-20T09:00`, timeZone: 'America/New_York' });
    const utc = await addEvent(user, beta, { startsAt: `${YEAR}-05-01T10:00:00Z` });

    const made = await feedCalls.create(via, user);
    expect(made.status).toBe(200);
    expect(made.body).toEqual({ url: expect.stringMatching(/^https?:\/\/[^/]+\/calendar\/[A-Za-z0-9_-]{43}\.ics$/), includeTasks: false, createdAt: expect.any(String) });
    expect((await feedCalls.state(via, user)).body).toEqual({ active: true, includeTasks: false, createdAt: made.body.createdAt });

    const res = await fetchCalendar(pathOf(made.body.url as string));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(res.headers.etag).toMatch(/^"ics-[A-Za-z0-9_-]+"$/);
    expect(res.headers['last-modified']).toEqual(expect.any(String));
    const text = res.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);

    const calendar = parseCalendar(text);
    expect(calendar.name).toBe('RemoteHunt interviews');
    expect(calendar.method).toBeNull();
    expect(calendar.zones.sort()).toEqual(['America/New_York', 'Etc/UTC', 'Europe/Berlin']);
    const byUid = Object.fromEntries(calendar.events.map((e) => [e.uid, e]));
    expect(Object.keys(byUid).sort()).toEqual([berlinWinter, berlinSummer, newYorkWinter, newYorkSpring, utc].map((e) => `${e._id}@remotehunt`).sort());

    expect(byUid[`${berlinWinter._id}@remotehunt`]).toEqual({
      uid: `${berlinWinter._id}@remotehunt`,
      sequence: 0,
      summary: 'Technical interview: Platform Engineer at Acme',
      description: 'Bring <b>questions</b>; a, b\nand c\n\nWith: Ann Lee',
      location: 'https://meet.example/abc',
      url: 'https://meet.example/abc',
      tzid: 'Europe/Berlin',
      start: `${YEAR}-03-01T13:00:00.000Z`,
      end: `${YEAR}-03-01T14:00:00.000Z`,
      alarms: [{ action: 'DISPLAY', trigger: '-PT1H' }],
    });
    expect(byUid[`${berlinSummer._id}@remotehunt`]).toMatchObject({ tzid: 'Europe/Berlin', start: `${YEAR}-04-15T12:00:00.000Z`, end: `${YEAR}-04-15T15:00:00.000Z`, summary: 'Onsite interview: Platform Engineer at Acme' });
    expect(byUid[`${newYorkWinter._id}@remotehunt`]).toMatchObject({ tzid: 'America/New_York', start: `${YEAR}-03-01T14:00:00.000Z`, summary: 'Phone screen: Designer at Beta' });
    expect(byUid[`${newYorkSpring._id}@remotehunt`]).toMatchObject({ tzid: 'America/New_York', start: `${YEAR}-03-20T13:00:00.000Z`, summary: 'Offer call: Designer at Beta' });
    expect(byUid[`${utc._id}@remotehunt`]).toMatchObject({ start: `${YEAR}-05-01T10:00:00.000Z`, summary: 'Interview: Designer at Beta', description: null, location: null });
    for (const event of calendar.events) expect(event.alarms).toEqual([{ action: 'DISPLAY', trigger: '-PT1H' }]);
    // The text itself, as clients without a parser's help read it.
    expect(text).toContain(`DTSTART;TZID=Europe/Berlin:${YEAR}0301T140000\r\n`);
    expect(text).toContain(`DTSTART;TZID=America/New_York:${YEAR}0320T090000\r\n`);
    expect(text).not.toMatch(/X-ALT-DESC|<html/i);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    // Another user's events are not in it.
    const other = await gw.signUp();
    await addEvent(other, await trackJob(other, 'Spy', 'Elsewhere'), { startsAt: `${YEAR}-03-01T10:00:00Z` });
    expect((await fetchCalendar(pathOf(made.body.url as string))).text).not.toContain('Elsewhere');
  });

  it('keeps an event’s UID when it moves, with a higher SEQUENCE, drops deleted events, and answers 304 until something changes', async () => {
    const interview = await addEvent(user, acme, { startsAt: `${YEAR}-06-01T10:00`, timeZone: 'Europe/Berlin' });
    const dropped = await addEvent(user, acme, { startsAt: `${YEAR}-06-02T10:00`, timeZone: 'Europe/Berlin' });
    const path = pathOf((await feedCalls.create(via, user)).body.url as string);
    const first = await fetchCalendar(path);
    expect(parseCalendar(first.text).events.find((e) => e.uid === `${interview._id}@remotehunt`)).toMatchObject({ sequence: 0, start: `${YEAR}-06-01T08:00:00.000Z` });

    // Nothing changed: 304 by either validator, and the same text.
    expect((await fetchCalendar(path, { 'if-none-match': first.headers.etag })).status).toBe(304);
    expect((await fetchCalendar(path, { 'if-modified-since': first.headers['last-modified'] })).status).toBe(304);
    expect((await fetchCalendar(path)).text).toBe(first.text);

    const moved = await gw.request.put(`${base(user)}/applied_jobs/${acme}/events/${interview._id}`).set(bearer(user)).send({ startsAt: `${YEAR}-06-03T15:00` });
    expect(moved.body.sequence).toBe(1);
    const afterMove = await fetchCalendar(path, { 'if-none-match': first.headers.etag });
    expect(afterMove.status).toBe(200);
    const movedEvent = parseCalendar(afterMove.text).events.find((e) => e.uid === `${interview._id}@remotehunt`);
    expect(movedEvent).toMatchObject({ sequence: 1, start: `${YEAR}-06-03T13:00:00.000Z` });
    expect(afterMove.headers.etag).not.toBe(first.headers.etag);

    // A deletion moves Last-Modified too, so a client that sends only If-Modified-Since sees it.
    await gw.request.delete(`${base(user)}/applied_jobs/${acme}/events/${dropped._id}`).set(bearer(user)).expect(200);
    const afterDelete = await fetchCalendar(path, { 'if-modified-since': afterMove.headers['last-modified'] });
    expect(afterDelete.status).toBe(200);
    expect(Date.parse(afterDelete.headers['last-modified'])).toBeGreaterThan(Date.parse(afterMove.headers['last-modified']));
    expect(parseCalendar(afterDelete.text).events.map((e) => e.uid)).toEqual([`${interview._id}@remotehunt`]);

    // Deleting the application takes its events out.
    await gw.request.delete(`${base(user)}/applied_jobs/${acme}`).set(bearer(user)).expect(200);
    expect(parseCalendar((await fetchCalendar(path)).text).events).toEqual([]);
  });

  it('turns the address off, and a new address replaces the old; only the token’s SHA-256 is kept', async () => {
    await addEvent(user, acme, { startsAt: `${YEAR}-06-01T10:00:00Z` });
    const first = await feedCalls.create(via, user);
    const firstPath = pathOf(first.body.url as string);
    expect((await fetchCalendar(firstPath)).status).toBe(200);
    const token = firstPath.slice('/calendar/'.length, -'.ics'.length);
    const [row] = await gw.services.db.query(`SELECT token_hash FROM calendar_feeds WHERE user_id = $1`, [user.userId]);
    expect(row.token_hash).toEqual(createHash('sha256').update(token).digest());
    expect(JSON.stringify((await feedCalls.state(via, user)).body)).not.toContain(token);

    const second = await feedCalls.create(via, user, { includeTasks: true });
    expect(second.body.url).not.toBe(first.body.url);
    expect(second.body.includeTasks).toBe(true);
    const replaced = await fetchCalendar(firstPath);
    expect(replaced.status).toBe(404);
    expect(replaced.headers['cache-control']).toBe('no-store');
    expect(replaced.text).toBe('There is no calendar at this address: it may have been turned off or replaced.');
    expect((await fetchCalendar(pathOf(second.body.url as string))).status).toBe(200);

    expect((await feedCalls.revoke(via, user)).body).toEqual({ success: true });
    expect((await fetchCalendar(pathOf(second.body.url as string))).status).toBe(404);
    expect((await feedCalls.state(via, user)).body).toEqual({ active: false, includeTasks: false, createdAt: null });
    // Revoking again is fine; changing an address that is not there is not found.
    expect((await feedCalls.revoke(via, user)).status).toBe(200);
    expect(await feedCalls.update(via, user, true)).toEqual({ status: 404, body: { message: 'The calendar address was not found' } });
  });

  it('lists undone tasks due, in their zone, only when asked for; a task moved keeps its UID with a higher SEQUENCE', async () => {
    const path = pathOf((await feedCalls.create(via, user)).body.url as string);
    const soon = new Date(Date.now() + 3 * 86_400_000);
    const day = soon.toISOString().slice(0, 10);
    const task = await gw.request
      .post(`${base(user)}/applied_jobs/${acme}/job_tasks`)
      .set(bearer(user))
      .send({ content: 'Send the portfolio', dueAt: `${day}T09:00`, dueTimeZone: 'America/New_York' });
    expect(task.status).toBe(201);
    await gw.request.post(`${base(user)}/applied_jobs/${acme}/job_tasks`).set(bearer(user)).send({ content: 'Done already', dueAt: `${day}T10:00`, done: true }).expect(201);
    const uid = `task-${task.body._id}@remotehunt`;
    const taskUids = (text: string) => parseCalendar(text).events.filter((e) => e.uid.startsWith('task-'));

    // Not asked for: no tasks (the follow-up the application made is a task too).
    expect(taskUids((await fetchCalendar(path)).text)).toEqual([]);

    expect((await feedCalls.update(via, user, true)).body).toMatchObject({ includeTasks: true });
    const withTasks = taskUids((await fetchCalendar(path)).text);
    expect(withTasks.map((e) => e.summary).sort()).toEqual(['Task: Follow up with Acme (Acme)', 'Task: Send the portfolio (Acme)']);
    const before = withTasks.find((e) => e.uid === uid)!;
    expect(before).toMatchObject({ tzid: 'America/New_York', start: task.body.dueAt, alarms: [expect.objectContaining({ action: 'DISPLAY' })] });

    const moved = await gw.request.put(`${base(user)}/applied_jobs/${acme}/job_tasks/${task.body._id}`).set(bearer(user)).send({ dueAt: `${day}T11:00`, dueTimeZone: 'America/New_York' });
    expect(moved.status).toBe(200);
    const after = taskUids((await fetchCalendar(path)).text).find((e) => e.uid === uid)!;
    expect(after.start).toBe(moved.body.dueAt);
    expect(after.sequence).toBeGreaterThan(before.sequence);

    // Done: it leaves the calendar.
    await gw.request.put(`${base(user)}/applied_jobs/${acme}/job_tasks/${task.body._id}`).set(bearer(user)).send({ done: true }).expect(200);
    expect(taskUids((await fetchCalendar(path)).text).map((e) => e.uid)).not.toContain(uid);
  });

  it('keeps whether tasks are included, through a new address too', async () => {
    await feedCalls.create(via, user);
    expect((await feedCalls.update(via, user, true)).body).toMatchObject({ active: true, includeTasks: true });
    expect((await feedCalls.create(via, user)).body.includeTasks).toBe(true);
    expect((await feedCalls.state(via, user)).body).toMatchObject({ includeTasks: true });
  });
});

describe('the calendar address', () => {
  it.each([
    ['an unknown token', `/calendar/${'A'.repeat(43)}.ics`],
    ['a malformed token', '/calendar/not-a-token.ics'],
    ['another extension', `/calendar/${'A'.repeat(43)}.json`],
    ['a deeper path', '/calendar/a/b.ics'],
  ])('answers 404 to %s', async (_label, path) => {
    const res = await fetchCalendar(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it(`is read at most ${FEED_BUDGET} times an hour per address (304s too), with Retry-After`, async () => {
    const [user, other] = [await gw.signUp(), await gw.signUp()];
    const path = pathOf((await feedCalls.create('REST', user)).body.url as string);
    const otherPath = pathOf((await feedCalls.create('REST', other)).body.url as string);
    const first = await fetchCalendar(path);
    for (let i = 1; i < FEED_BUDGET; i++) expect((await fetchCalendar(path, { 'if-none-match': first.headers.etag })).status).toBe(304);
    const refused = await fetchCalendar(path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fetchCalendar(otherPath)).status).toBe(200);
  });
});

describe('the “Add to calendar” download', () => {
  it('is the event alone as an attachment, with the calendar’s UID', async () => {
    const user = await gw.signUp();
    const job = await trackJob(user, 'Platform Engineer', 'Acme Größe & Co');
    const event = await addEvent(user, job, { kind: 'phone-screen', startsAt: `${YEAR}-03-29T01:30`, timeZone: 'Europe/Berlin', note: 'Call Ann' });
    await addEvent(user, job, { startsAt: `${YEAR}-04-01T10:00:00Z` });
    const res = await gw.request.get(`${base(user)}/applied_jobs/${job}/events/${event._id}/ics`).set(bearer(user)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="interview-acme-gro_e-co-${YEAR}-03-29.ics"; filename*=UTF-8''interview-acme-gr%C3%B6%C3%9Fe-co-${YEAR}-03-29.ics`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const calendar = parseCalendar(res.text);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.zones).toEqual(['Europe/Berlin']);
    expect(calendar.events).toEqual([expect.objectContaining({ uid: `${event._id}@remotehunt`, summary: 'Phone screen: Platform Engineer at Acme Größe & Co', description: 'Call Ann', tzid: 'Europe/Berlin' })]);

    const stranger = await gw.signUp();
    expect((await gw.request.get(`${base(stranger)}/applied_jobs/${job}/events/${event._id}/ics`).set(bearer(stranger))).status).toBe(404);
  });
});
