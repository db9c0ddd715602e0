import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

// Issue 48, item 1 and the Upcoming screen: interviews and other events on an applied job, each
// case over REST and GraphQL.

let gw: TestGateway;

beforeAll(async () => {
  gw = await createTestGateway();
});
afterAll(() => gw.close());

type Transport = 'REST' | 'GraphQL';
const TRANSPORTS: Transport[] = ['REST', 'GraphQL'];
type Body = Record<string, unknown> & { message?: string };
type Answer = { status: number; body: Body };

const EVENT_FIELDS = '_id appliedJobId kind startsAt endsAt timeZone meetingUrl contactIds note sequence createdAt updatedAt';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

function fromGraphQL(body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions: { status: number } }[] }, field: string, ok = 200): Answer {
  const error = body.errors?.[0];
  if (error) return { status: error.extensions.status, body: { message: error.message } };
  return { status: ok, body: body.data![field] as Body };
}

const base = (user: TestUser) => `/api/v1/users/${user.userId}`;

async function trackJob(user: TestUser, jobTitle = 'Platform Engineer', companyName = 'Acme'): Promise<string> {
  const res = await gw.request.post(`${base(user)}/applied_jobs`).set(bearer(user)).send({ job: { jobTitle, companyName } });
  expect(res.status).toBe(201);
  return res.body._id;
}

async function addContact(user: TestUser, appliedJobId: string, name: string): Promise<string> {
  const res = await gw.request.post(`${base(user)}/applied_jobs/${appliedJobId}/job_contacts`).set(bearer(user)).send({ name, email: `${name.toLowerCase()}@acme.example` });
  expect(res.status).toBe(201);
  return res.body._id;
}

async function addEvent(via: Transport, user: TestUser, appliedJobId: string, input: Record<string, unknown>): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.post(`${base(user)}/applied_jobs/${appliedJobId}/events`).set(bearer(user)).send(input);
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `mutation ($a: ID!, $input: AppliedJobEventInput!) { addAppliedJobEvent(appliedJobId: $a, input: $input) { ${EVENT_FIELDS} } }`,
    { a: appliedJobId, input },
    user.token,
  );
  return fromGraphQL(res.body, 'addAppliedJobEvent', 201);
}

async function updateEvent(via: Transport, user: TestUser, appliedJobId: string, id: string, input: Record<string, unknown>): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.put(`${base(user)}/applied_jobs/${appliedJobId}/events/${id}`).set(bearer(user)).send(input);
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `mutation ($a: ID!, $id: ID!, $input: AppliedJobEventInput!) { updateAppliedJobEvent(appliedJobId: $a, id: $id, input: $input) { ${EVENT_FIELDS} } }`,
    { a: appliedJobId, id, input },
    user.token,
  );
  return fromGraphQL(res.body, 'updateAppliedJobEvent');
}

async function deleteEvent(via: Transport, user: TestUser, appliedJobId: string, id: string): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.delete(`${base(user)}/applied_jobs/${appliedJobId}/events/${id}`).set(bearer(user));
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(`mutation ($a: ID!, $id: ID!) { deleteAppliedJobEvent(appliedJobId: $a, id: $id) }`, { a: appliedJobId, id }, user.token);
  const answer = fromGraphQL(res.body, 'deleteAppliedJobEvent');
  return answer.status === 200 ? { status: 200, body: { success: res.body.data.deleteAppliedJobEvent } } : answer;
}

async function listEvents(via: Transport, user: TestUser, appliedJobId: string, paging: { page?: number; limit?: number } = {}): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.get(`${base(user)}/applied_jobs/${appliedJobId}/events`).query(paging).set(bearer(user));
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `query ($a: ID!, $page: Int, $limit: Int) { appliedJobEvents(appliedJobId: $a, page: $page, limit: $limit) { total page limit data { ${EVENT_FIELDS} } } }`,
    { a: appliedJobId, ...paging },
    user.token,
  );
  return fromGraphQL(res.body, 'appliedJobEvents');
}

async function upcoming(via: Transport, user: TestUser, days?: number | string): Promise<Answer> {
  if (via === 'REST') {
    const res = await gw.request.get(`${base(user)}/upcoming`).query(days === undefined ? {} : { days }).set(bearer(user));
    return { status: res.status, body: res.body };
  }
  const res = await gw.graphql(
    `query ($days: Int) { upcoming(days: $days) { days from to tasks { _id appliedJobId content dueAt dueTimeZone overdue jobTitle companyName } events { ${EVENT_FIELDS} jobTitle companyName } } }`,
    days === undefined ? {} : { days },
    user.token,
  );
  return fromGraphQL(res.body, 'upcoming');
}

const ids = (answer: Answer) => (answer.body.data as { _id: string }[]).map((e) => e._id);

describe.each(TRANSPORTS)('over %s', (via) => {
  let user: TestUser;
  let appliedJobId: string;
  beforeEach(async () => {
    user = await gw.signUp();
    appliedJobId = await trackJob(user);
  });

  it('adds, lists, changes and deletes an event, its SEQUENCE growing only when its time, place or kind changes', async () => {
    const ann = await addContact(user, appliedJobId, 'Ann');
    const bo = await addContact(user, appliedJobId, 'Bo');
    const added = await addEvent(via, user, appliedJobId, {
      kind: 'technical',
      startsAt: '2027-03-02T14:00',
      endsAt: '2027-03-02T15:30',
      timeZone: 'Europe/Berlin',
      meetingUrl: 'https://meet.example/abc-defg',
      contactIds: [bo, ann],
      note: 'System design.\nBring questions.',
    });
    expect(added.status).toBe(201);
    const id = added.body._id as string;
    expect(added.body).toEqual({
      _id: expect.any(String),
      appliedJobId,
      kind: 'technical',
      startsAt: '2027-03-02T13:00:00.000Z',
      endsAt: '2027-03-02T14:30:00.000Z',
      timeZone: 'Europe/Berlin',
      meetingUrl: 'https://meet.example/abc-defg',
      contactIds: [ann, bo],
      note: 'System design.\nBring questions.',
      sequence: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    // An offset time without a zone is kept in UTC, an hour long.
    const call = await addEvent(via, user, appliedJobId, { kind: 'phone-screen', startsAt: '2027-02-01T09:00:00-05:00' });
    expect(call.body).toMatchObject({ startsAt: '2027-02-01T14:00:00.000Z', endsAt: '2027-02-01T15:00:00.000Z', timeZone: 'UTC', meetingUrl: null, contactIds: [], note: '' });

    const listed = await listEvents(via, user, appliedJobId);
    expect(listed.body).toMatchObject({ total: 2, page: 1, limit: 5 });
    expect(ids(listed)).toEqual([call.body._id, id]);

    // A note alone: same SEQUENCE. A move (local time read in the event's zone): one more, length kept.
    const noted = await updateEvent(via, user, appliedJobId, id, { note: 'Whiteboard' });
    expect(noted.body).toMatchObject({ note: 'Whiteboard', sequence: 0, startsAt: '2027-03-02T13:00:00.000Z', contactIds: [ann, bo] });
    const moved = await updateEvent(via, user, appliedJobId, id, { startsAt: '2027-03-03T10:00' });
    expect(moved.body).toMatchObject({ startsAt: '2027-03-03T09:00:00.000Z', endsAt: '2027-03-03T10:30:00.000Z', sequence: 1, note: 'Whiteboard' });
    const relinked = await updateEvent(via, user, appliedJobId, id, { meetingUrl: '', kind: 'onsite', contactIds: [bo] });
    expect(relinked.body).toMatchObject({ meetingUrl: null, kind: 'onsite', contactIds: [bo], sequence: 2 });

    const one = await gw.request.get(`${base(user)}/applied_jobs/${appliedJobId}/events/${id}`).set(bearer(user));
    expect(one.body).toEqual(relinked.body);

    // Deleting a contact unlinks it.
    await gw.request.delete(`${base(user)}/applied_jobs/${appliedJobId}/job_contacts/${bo}`).set(bearer(user)).expect(200);
    expect((await listEvents(via, user, appliedJobId)).body.data).toContainEqual(expect.objectContaining({ _id: id, contactIds: [] }));

    expect(await deleteEvent(via, user, appliedJobId, id)).toEqual({ status: 200, body: { success: true } });
    expect(ids(await listEvents(via, user, appliedJobId))).toEqual([call.body._id]);
    expect((await deleteEvent(via, user, appliedJobId, id)).status).toBe(404);
    const gone = await gw.request.get(`${base(user)}/applied_jobs/${appliedJobId}/events/${id}`).set(bearer(user));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'The event was not found' });

    // Deleting the application deletes its events.
    await gw.request.delete(`${base(user)}/applied_jobs/${appliedJobId}`).set(bearer(user)).expect(200);
    expect((await listEvents(via, user, appliedJobId)).status).toBe(404);
  });

  it('lists upcoming events soonest first, then past ones latest first, in pages of five', async () => {
    const now = Date.now();
    const at = async (offsetMs: number) => (await addEvent(via, user, appliedJobId, { startsAt: iso(now + offsetMs) })).body._id as string;
    const [inTwoDays, lastWeek, tomorrow, yesterday] = [await at(2 * DAY), await at(-7 * DAY), await at(DAY), await at(-DAY)];
    const inProgress = await at(-30 * 60_000);
    const more = await at(3 * DAY);
    const first = await listEvents(via, user, appliedJobId);
    expect(first.body).toMatchObject({ total: 6, limit: 5 });
    expect(ids(first)).toEqual([inProgress, tomorrow, inTwoDays, more, yesterday]);
    expect(ids(await listEvents(via, user, appliedJobId, { page: 2 }))).toEqual([lastWeek]);
  });

  it("answers 404 for another user's events and applications, and changes nothing of theirs", async () => {
    const other = await gw.signUp();
    const theirJob = await trackJob(other, 'Secret Role', 'Hidden Co');
    const theirs = (await addEvent('REST', other, theirJob, { startsAt: '2027-01-05T10:00:00Z', note: 'secret' })).body;
    const theirId = theirs._id as string;

    const answers = [
      await listEvents(via, user, theirJob),
      await addEvent(via, user, theirJob, { startsAt: '2027-01-05T10:00:00Z' }),
      await updateEvent(via, user, theirJob, theirId, { note: 'Hijacked' }),
      await deleteEvent(via, user, theirJob, theirId),
      // Their event named under one's own application.
      await updateEvent(via, user, appliedJobId, theirId, { note: 'Hijacked' }),
      await deleteEvent(via, user, appliedJobId, theirId),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('secret');
    }
    for (const path of [`/applied_jobs/${theirJob}/events/${theirId}`, `/applied_jobs/${appliedJobId}/events/${theirId}`, `/applied_jobs/${theirJob}/events/${theirId}/ics`]) {
      expect((await gw.request.get(`${base(user)}${path}`).set(bearer(user))).status).toBe(404);
    }
    expect((await listEvents('REST', other, theirJob)).body.data).toEqual([theirs]);
  });

  it.each([
    ['a time zone that does not exist', { startsAt: '2027-01-05T10:00', timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['a local time without a zone', { startsAt: '2027-01-05T10:00' }, 'timeZone'],
    ['a local time in the Berlin spring-forward gap', { startsAt: '2026-03-29T02:30', timeZone: 'Europe/Berlin' }, 'startsAt'],
    ['an end in the New York spring-forward gap', { startsAt: '2026-03-08T01:30', endsAt: '2026-03-08T02:15', timeZone: 'America/New_York' }, 'endsAt'],
    ['an end before the start', { startsAt: '2027-01-05T10:00:00Z', endsAt: '2027-01-05T09:00:00Z' }, 'endsAt'],
    ['a time that is not one', { startsAt: 'next Tuesday' }, 'startsAt'],
    ['a kind we do not have', { startsAt: '2027-01-05T10:00:00Z', kind: 'lunch' }, 'kind'],
    ['a javascript: link', { startsAt: '2027-01-05T10:00:00Z', meetingUrl: 'javascript:alert(document.cookie)' }, 'meetingUrl'],
    ['a data: link', { startsAt: '2027-01-05T10:00:00Z', meetingUrl: 'data:text/html,<script>alert(1)</script>' }, 'meetingUrl'],
    ['a link with spaces', { startsAt: '2027-01-05T10:00:00Z', meetingUrl: 'https://meet.example/a b' }, 'meetingUrl'],
    ['a huge note', { startsAt: '2027-01-05T10:00:00Z', note: 'x'.repeat(20_000) }, 'note'],
    ['a NUL in the note', { startsAt: '2027-01-05T10:00:00Z', note: 'before\u0000after' }, 'note'],
    ['a control character in the note', { startsAt: '2027-01-05T10:00:00Z', note: 'ring\u0007' }, 'note'],
    ['a contact id that is not one', { startsAt: '2027-01-05T10:00:00Z', contactIds: ['nope'] }, 'contactIds'],
  ])('refuses %s with a 400 naming the field', async (_label, input, field) => {
    const answer = await addEvent(via, user, appliedJobId, input);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
    expect((await listEvents(via, user, appliedJobId)).body.total).toBe(0);
  });

  it('refuses a change into a daylight saving gap, naming the field, and keeps the event', async () => {
    const event = (await addEvent(via, user, appliedJobId, { startsAt: '2026-03-28T10:00', timeZone: 'Europe/Berlin' })).body;
    const answer = await updateEvent(via, user, appliedJobId, event._id as string, { startsAt: '2026-03-29T02:00' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^startsAt: 2026-03-29 02:00 does not exist in Europe\/Berlin/);
    expect((await listEvents(via, user, appliedJobId)).body.data).toEqual([event]);
  });

  it("links only the application's own contacts", async () => {
    const otherJob = await trackJob(user, 'Designer', 'Beta');
    const elsewhere = await addContact(user, otherJob, 'Cy');
    const someoneElse = await gw.signUp();
    const theirJob = await trackJob(someoneElse);
    const theirs = await addContact(someoneElse, theirJob, 'Di');
    for (const contactIds of [[elsewhere], [theirs], ['00000000-0000-4000-8000-000000000001']]) {
      const answer = await addEvent(via, user, appliedJobId, { startsAt: '2027-01-05T10:00:00Z', contactIds });
      expect(answer).toEqual({ status: 400, body: { message: 'contactIds: every contact must be one of this application’s contacts' } });
    }
    expect((await listEvents(via, user, appliedJobId)).body.total).toBe(0);
  });

  it('lists the undone tasks due in the window, and those overdue by up to as many days, soonest first', async () => {
    // No follow-ups for this job: its tasks are the test's (the one tracked before it has its own, due in a week).
    await gw.request.put(`${base(user)}/follow_up_settings`).set(bearer(user)).send({ enabled: false }).expect(200);
    const job = await trackJob(user, 'Designer', 'Beta');
    const now = Date.now();
    const task = async (content: string, offsetMs: number, done = false) => {
      const res = await gw.request.post(`${base(user)}/applied_jobs/${job}/job_tasks`).set(bearer(user)).send({ content, dueAt: iso(now + offsetMs), dueTimeZone: 'Europe/Berlin', done });
      expect(res.status).toBe(201);
      return res.body._id as string;
    };
    const overdue = await task('Send the portfolio', -2 * DAY);
    const soon = await task('Prepare the case study', 3 * DAY);
    await task('Already done', DAY, true);
    await task('Far away', 60 * DAY);
    await task('Long overdue', -40 * DAY);
    await gw.request.post(`${base(user)}/applied_jobs/${job}/job_tasks`).set(bearer(user)).send({ content: 'No due date' }).expect(201);

    const month = await upcoming(via, user);
    expect(month.status).toBe(200);
    const all = month.body.tasks as { _id: string; appliedJobId: string; overdue: boolean; jobTitle: string; companyName: string; dueTimeZone: string }[];
    expect(all.find((t) => t.appliedJobId === appliedJobId)).toMatchObject({ content: 'Follow up with Acme', overdue: false });
    const tasks = all.filter((t) => t.appliedJobId === job);
    expect(tasks.map((t) => [t._id, t.overdue])).toEqual([
      [overdue, true],
      [soon, false],
    ]);
    expect(tasks[1]).toMatchObject({ appliedJobId: job, content: 'Prepare the case study', jobTitle: 'Designer', companyName: 'Beta', dueTimeZone: 'Europe/Berlin' });
  });

  it('answers what is coming up in the window, soonest first, with each application', async () => {
    const beta = await trackJob(user, 'Designer', 'Beta');
    const now = Date.now();
    const at = async (job: string, offsetMs: number) => (await addEvent('REST', user, job, { startsAt: iso(now + offsetMs), endsAt: iso(now + offsetMs + HOUR) })).body._id;
    const inTenDays = await at(appliedJobId, 10 * DAY);
    const tomorrow = await at(beta, DAY + 2 * HOUR);
    const inProgress = await at(appliedJobId, -30 * 60_000);
    await at(beta, -2 * DAY);
    const inForty = await at(beta, 40 * DAY);
    await at(appliedJobId, 100 * DAY);

    const month = await upcoming(via, user);
    expect(month.status).toBe(200);
    expect(month.body).toMatchObject({ days: 30 });
    const events = month.body.events as { _id: string; appliedJobId: string; jobTitle: string; companyName: string }[];
    expect(events.map((e) => e._id)).toEqual([inProgress, tomorrow, inTenDays]);
    expect(events[1]).toMatchObject({ appliedJobId: beta, jobTitle: 'Designer', companyName: 'Beta' });
    expect(events[0]).toMatchObject({ appliedJobId, jobTitle: 'Platform Engineer', companyName: 'Acme' });
    expect(Date.parse(month.body.to as string) - Date.parse(month.body.from as string)).toBe(30 * DAY);

    expect(((await upcoming(via, user, 45)).body.events as { _id: string }[]).map((e) => e._id)).toEqual([inProgress, tomorrow, inTenDays, inForty]);
    expect(((await upcoming(via, user, 1)).body.events as { _id: string }[]).map((e) => e._id)).toEqual([inProgress]);
    for (const days of [0, 91, -1]) {
      const refused = await upcoming(via, user, days);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain('days');
    }
    // Another user's events are not in it.
    expect((await upcoming(via, await gw.signUp())).body.events).toEqual([]);
  });
});

describe('the next event of an applied job', () => {
  it('is on the kanban cards (GraphQL, batched) and on one applied job (REST)', async () => {
    const user = await gw.signUp();
    const [acme, beta, gamma] = [await trackJob(user, 'Engineer', 'Acme'), await trackJob(user, 'Designer', 'Beta'), await trackJob(user, 'Writer', 'Gamma')];
    const now = Date.now();
    const add = async (job: string, offsetMs: number, kind = 'other') => (await addEvent('REST', user, job, { kind, startsAt: iso(now + offsetMs) })).body._id;
    await add(acme, 5 * DAY);
    const acmeNext = await add(acme, 2 * DAY, 'technical');
    await add(acme, -DAY);
    await add(beta, -3 * DAY);
    const gammaNow = await add(gamma, -10 * 60_000, 'phone-screen');

    const board = await gw.graphql('query { appliedJobs(limit: 100) { data { _id nextEvent { _id kind startsAt } } } }', {}, user.token);
    expect(board.body.errors).toBeUndefined();
    const next = Object.fromEntries((board.body.data.appliedJobs.data as { _id: string; nextEvent: { _id: string; kind: string } | null }[]).map((j) => [j._id, j.nextEvent]));
    expect(next).toEqual({ [acme]: expect.objectContaining({ _id: acmeNext, kind: 'technical' }), [beta]: null, [gamma]: expect.objectContaining({ _id: gammaNow }) });

    const one = await gw.request.get(`${base(user)}/applied_jobs/${acme}`).set(bearer(user));
    expect(one.body).toMatchObject({ _id: acme, nextEvent: { _id: acmeNext, kind: 'technical' } });
    expect((await gw.request.get(`${base(user)}/applied_jobs/${beta}`).set(bearer(user))).body.nextEvent).toBeNull();
    // The list keeps the spec's shape.
    const list = await gw.request.get(`${base(user)}/applied_jobs`).set(bearer(user));
    expect(list.body.data[0]).not.toHaveProperty('nextEvent');
  });

  it("is not for the browser extension's token", async () => {
    const user = await gw.signUp();
    const job = await trackJob(user);
    await addEvent('REST', user, job, { startsAt: iso(Date.now() + DAY), note: 'private' });
    const token = (await gw.request.post(`${base(user)}/tracking_tokens`).set(bearer(user)).send({ name: 'Chrome' })).body.token;
    const res = await gw.graphql('query { appliedJobs { data { _id nextEvent { note } } } }', {}, token);
    expect(res.text).not.toContain('private');
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});
