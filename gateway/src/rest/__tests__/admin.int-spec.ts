import { createMailTestGateway, linkIn } from '../../test/mail-gateway';
import { bearer, type TestUser } from '../../test/test-gateway';

let gw: Awaited<ReturnType<typeof createMailTestGateway>>;
let admin: TestUser;
beforeAll(async () => {
  gw = await createMailTestGateway();
  admin = await gw.signUp({ name: 'Admin Ann', admin: true });
});
afterAll(() => gw.close());

const api = (path: string) => `/api/v1/users/${admin.userId}${path}`;

describe('GET /users/{userId}/admin/users', () => {
  it('lists users latest change first with name, email, lastUpdated and subscription status and endTime', async () => {
    const grace = await gw.signUp({ name: 'Grace Hopper' });
    const res = await gw.request.get(api('/admin/users?limit=2')).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toEqual({
      _id: grace.userId,
      name: 'Grace Hopper',
      email: grace.email,
      lastUpdated: expect.any(String),
      createdAt: expect.any(String),
      admin: false,
      recruiter: false,
      emailsUnsubscribed: false,
      subscription: { status: 'trial', state: 'trial', endTime: expect.any(String), lifetime: false, cancelAtPeriodEnd: false },
    });
    expect(Date.parse(res.body.data[0].subscription.endTime)).toBeGreaterThan(Date.now());
  });

  it('says a plan cancelled at period end is cancelled while it runs, over REST and GraphQL alike (issue 23, item 12)', async () => {
    const kate = await gw.signUp({ name: `Kate ${Date.now()}` });
    await gw.services.db.query(
      `UPDATE app_subscriptions SET status = 'paid', cancel_at_period_end = true, end_time = now() + interval '20 days' WHERE user_id = $1`,
      [kate.userId],
    );
    const rest = await gw.request.get(api(`/admin/users?query=${encodeURIComponent(kate.email)}`)).set(bearer(admin));
    expect(rest.body.data[0].subscription).toMatchObject({ status: 'paid', state: 'cancelled, runs to its end', cancelAtPeriodEnd: true });
    const graphql = await gw.graphql('query($q: String) { adminUsers(query: $q) { data { subscription { status state } } } }', { q: kate.email }, admin.token);
    expect(graphql.body.data.adminUsers.data[0].subscription).toEqual({ status: 'paid', state: 'cancelled, runs to its end' });
  });

  it('searches names and emails by substring in any case, with % and _ taken literally, and pages the results', async () => {
    const tag = `Zq${Date.now()}`;
    const users = [];
    for (const name of [`Ada ${tag}`, `Bob ${tag}`, `Cy ${tag}`]) users.push(await gw.signUp({ name }));
    await gw.signUp({ name: 'Someone Else', email: `${tag.toLowerCase()}-mail@example.com` });
    const search = (q: string, extra = '') => gw.request.get(api(`/admin/users?query=${encodeURIComponent(q)}${extra}`)).set(bearer(admin));

    const all = await search(tag.toUpperCase());
    expect(all.body.total).toBe(4);
    const page2 = await search(tag, '&limit=3&page=2');
    expect(page2.body).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.body.data.map((u: { name: string }) => u.name)).toEqual([`Ada ${tag}`]);
    expect((await search(`ob ${tag}`)).body.data.map((u: { _id: string }) => u._id)).toEqual([users[1].userId]);
    expect((await search('%')).body.total).toBe(0);
    expect((await search('_')).body.total).toBe(0);
  });

  it('refuses a search too long to be a name', async () => {
    const res = await gw.request.get(api(`/admin/users?query=${'x'.repeat(201)}`)).set(bearer(admin));
    expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'Search for at most 200 characters' });
  });
});

describe('POST /users/{userId}/marketing-email', () => {
  it('queues the template for the user; the mail arrives with their unsubscribe link', async () => {
    const grace = await gw.signUp({ name: 'Grace' });
    const res = await gw.request.post(api('/marketing-email')).set(bearer(admin)).send({ type: 'subscription-offer', email: grace.email.toUpperCase() });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ messageId: expect.any(String) });
    const [mail] = await gw.sink.waitFor(1, (m) => m.to.includes(grace.email) && m.subject === 'Track your whole job search with RemoteHunt');
    expect(linkIn(mail.text, `${gw.services.config.publicUrl}/#/unsubscribe/${grace.userId}`)).toContain('token=');
    expect(mail.headers.get('list-unsubscribe')).toContain(`/api/v1/unsubscribe/${grace.userId}?token=`);
    const [row] = await gw.services.db.query(`SELECT template, user_id FROM mail_messages WHERE id = $1`, [res.body.messageId]);
    expect(row).toEqual({ template: 'subscription-offer', user_id: grace.userId });
  });

  it('answers 400 for an unknown template or a bad address, 404 for an address with no account, 409 for someone who unsubscribed', async () => {
    const grace = await gw.signUp();
    await gw.services.db.query(`UPDATE users SET emails_unsubscribed_at = now() WHERE id = $1`, [grace.userId]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ type: 'password-reset', email: grace.email }, 400, 'type must be one of the email templates: welcome, trial-ending, newsletter-promo, subscription-offer'],
      [{ type: 'welcome', email: 'nope' }, 400, 'This email is invalid'],
      [{ type: 'welcome', email: 'nobody-here@example.com' }, 404, 'A user with this email was not found'],
      [{ type: 'welcome', email: grace.email }, 409, 'This user has unsubscribed from marketing emails, so none can be sent to them'],
    ];
    for (const [body, status, message] of cases) {
      const res = await gw.request.post(api('/marketing-email')).set(bearer(admin)).send(body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
  });
});

describe('access switches', () => {
  afterEach(() => gw.services.db.query(`UPDATE access_switches SET enabled = false`));

  it('turns free access for the app on, which lets a user whose trial ended into the job list, and off again', async () => {
    const lapsed = await gw.signUp();
    await gw.services.db.query(`UPDATE app_subscriptions SET status = 'expired', end_time = now() - interval '1 day' WHERE user_id = $1`, [lapsed.userId]);
    const jobs = () => gw.request.post(`/api/v1/users/${lapsed.userId}/remotejobs/filter`).set(bearer(lapsed)).send({});
    expect((await jobs()).status).toBe(402);

    const on = await gw.request.put(api('/admin/access_switches')).set(bearer(admin)).send({ enableFreeAccessForApp: true });
    expect(on.body).toEqual({ enableFreeAccessForApp: true, enableFreeAccessForNewsletter: false });
    expect((await jobs()).status).toBe(200);
    expect((await gw.request.get(api('/admin/access_switches')).set(bearer(admin))).body.enableFreeAccessForApp).toBe(true);

    await gw.request.put(api('/admin/access_switches')).set(bearer(admin)).send({ enableFreeAccessForApp: false });
    expect((await jobs()).status).toBe(402);
  });

  it('refuses a body that sets nothing or sets a non-boolean', async () => {
    for (const [body, message] of [
      [{}, 'Say which switch to set: enableFreeAccessForApp or enableFreeAccessForNewsletter'],
      [{ enableFreeAccessForNewsletter: 'yes' }, 'enableFreeAccessForNewsletter must be true or false'],
    ] as const) {
      const res = await gw.request.put(api('/admin/access_switches')).set(bearer(admin)).send(body);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
  });
});

describe('job boards', () => {
  const boardNamed = async (name: string) => (await gw.request.get(api('/admin/job_boards')).set(bearer(admin))).body.data.find((b: { name: string }) => b.name === name);
  const schedule = async (boardId: string) => (await gw.services.queues.ingestion.getJobSchedulers()).find((s) => s.key === `ingest-board:${boardId}`);
  afterEach(() =>
    gw.services.db.query(
      `UPDATE job_boards SET enabled = adapter IS NOT NULL AND listed, interval_minutes = min_interval_minutes,
              full_feed = coalesce(adapter IN ('remotive', 'workingnomads'), false)`,
    ),
  );

  it('lists every listed board with its schedule and latest run', async () => {
    const remotive = await boardNamed('Remotive');
    await gw.services.db.query(`INSERT INTO ingestion_runs (board_id, trigger, status, attempt, fetched) VALUES ($1, 'manual', 'succeeded', 1, 12)`, [remotive._id]);
    const res = await gw.request.get(api('/admin/job_boards')).set(bearer(admin));
    expect(res.body.data.map((b: { name: string }) => b.name)).not.toContain('RemoteHunt');
    expect(res.body.data.find((b: { name: string }) => b.name === 'Remotive')).toEqual({
      _id: remotive._id,
      name: 'Remotive',
      url: expect.any(String),
      enabled: true,
      hasFeed: true,
      intervalMinutes: 360,
      minIntervalMinutes: 360,
      fullFeed: true,
      lastRun: expect.objectContaining({ boardName: 'Remotive', status: 'succeeded', fetched: 12, trigger: 'manual' }),
    });
  });

  it('changes the interval and the queue schedule with it; disabling removes the schedule', async () => {
    const board = await boardNamed('Remote OK');
    const slower = await gw.request.put(api(`/admin/job_boards/${board._id}`)).set(bearer(admin)).send({ intervalMinutes: 120 });
    expect(slower.status).toBe(200);
    expect(slower.body).toMatchObject({ _id: board._id, enabled: true, intervalMinutes: 120 });
    expect((await schedule(board._id))?.every).toBe(120 * 60_000);

    const off = await gw.request.put(api(`/admin/job_boards/${board._id}`)).set(bearer(admin)).send({ enabled: false });
    expect(off.body).toMatchObject({ enabled: false, intervalMinutes: 120 });
    expect(await schedule(board._id)).toBeUndefined();
  });

  it('says whether a board\'s feed lists every open posting, and an admin may change it on either transport', async () => {
    const board = await boardNamed('Remote OK');
    expect(board).toMatchObject({ fullFeed: false });
    const rest = await gw.request.put(api(`/admin/job_boards/${board._id}`)).set(bearer(admin)).send({ fullFeed: true });
    expect(rest.body).toMatchObject({ _id: board._id, fullFeed: true });
    const graphql = await gw.graphql(
      `mutation ($boardId: ID!) { updateJobBoard(boardId: $boardId, input: { fullFeed: false }) { fullFeed } }`,
      { boardId: board._id },
      admin.token,
    );
    expect(graphql.body.data.updateJobBoard).toEqual({ fullFeed: false });
    const wrong = await gw.request.put(api(`/admin/job_boards/${board._id}`)).set(bearer(admin)).send({ fullFeed: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('fullFeed must be true or false');
  });

  it("refuses an interval below the board's minimum, enabling a board with no feed, and an unknown board", async () => {
    const board = await boardNamed('Himalayas');
    const tooOften = await gw.request.put(api(`/admin/job_boards/${board._id}`)).set(bearer(admin)).send({ intervalMinutes: 30 });
    expect({ status: tooOften.status, message: tooOften.body.message }).toEqual({
      status: 400,
      message: 'Himalayas may be fetched at most every 1440 minutes: choose 1440 or more',
    });
    const [{ id }] = await gw.services.db.query(
      `INSERT INTO job_boards (id, name, url, favicon, logo, description) VALUES (gen_random_uuid(), 'Feedless', 'https://feedless.example', '', '', '') RETURNING id`,
    );
    try {
      const feedless = await gw.request.put(api(`/admin/job_boards/${id}`)).set(bearer(admin)).send({ enabled: true });
      expect({ status: feedless.status, message: feedless.body.message }).toEqual({ status: 400, message: 'Feedless has no feed to ingest, so it cannot be enabled' });
      const run = await gw.request.post(api(`/admin/job_boards/${id}/run`)).set(bearer(admin));
      expect({ status: run.status, message: run.body.message }).toEqual({ status: 400, message: 'Feedless has no feed to ingest' });
    } finally {
      await gw.services.db.query(`DELETE FROM job_boards WHERE id = $1`, [id]);
    }
    const unknown = await gw.request.put(api('/admin/job_boards/00000000-0000-4000-8000-000000000000')).set(bearer(admin)).send({ enabled: true });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({ status: 404, message: 'The job board was not found' });
  });

  it('queues a run now, once however often it is asked within the minute', async () => {
    const board = await boardNamed('Jobicy');
    const first = await gw.request.post(api(`/admin/job_boards/${board._id}/run`)).set(bearer(admin));
    const second = await gw.request.post(api(`/admin/job_boards/${board._id}/run`)).set(bearer(admin));
    expect(first.status).toBe(202);
    expect(second.body.jobId).toBe(first.body.jobId);
    const job = await gw.services.queues.ingestion.getJob(first.body.jobId);
    expect(job?.data).toEqual({ boardId: board._id, trigger: 'manual' });
  });
});

describe('GraphQL', () => {
  it('lists users, sends a template, sets a switch and manages a board for an admin', async () => {
    const grace = await gw.signUp({ name: `Grace ${Date.now()}` });
    const users = await gw.graphql('query($q: String) { adminUsers(query: $q) { total data { email subscription { status } } } }', { q: grace.email }, admin.token);
    expect(users.body.data.adminUsers).toEqual({ total: 1, data: [{ email: grace.email, subscription: { status: 'trial' } }] });

    const sent = await gw.graphql('mutation($e: String!) { sendMarketingEmail(type: "newsletter-promo", email: $e) { messageId } }', { e: grace.email }, admin.token);
    expect(sent.body.data.sendMarketingEmail.messageId).toEqual(expect.any(String));
    await gw.sink.waitFor(1, (m) => m.to.includes(grace.email) && m.subject === 'Remote jobs in your inbox, daily or weekly');

    const switched = await gw.graphql('mutation { setAccessSwitches(input: { enableFreeAccessForNewsletter: true, enableFreeAccessForApp: null }) { enableFreeAccessForApp enableFreeAccessForNewsletter } }', {}, admin.token);
    expect(switched.body.data.setAccessSwitches).toEqual({ enableFreeAccessForApp: false, enableFreeAccessForNewsletter: true });
    await gw.services.db.query(`UPDATE access_switches SET enabled = false`);

    const boards = await gw.graphql('query { adminJobBoards { _id name intervalMinutes } }', {}, admin.token);
    const board = boards.body.data.adminJobBoards.find((b: { name: string }) => b.name === 'Arbeitnow');
    const updated = await gw.graphql('mutation($id: ID!) { updateJobBoard(boardId: $id, input: { intervalMinutes: 90 }) { intervalMinutes } }', { id: board._id }, admin.token);
    expect(updated.body.data.updateJobBoard).toEqual({ intervalMinutes: 90 });
    const invalid = await gw.graphql('mutation($id: ID!) { updateJobBoard(boardId: $id, input: { intervalMinutes: 5 }) { intervalMinutes } }', { id: board._id }, admin.token);
    expect(invalid.body.errors[0]).toMatchObject({ message: 'Arbeitnow may be fetched at most every 60 minutes: choose 60 or more', extensions: { code: 'BAD_USER_INPUT', status: 400 } });
    await gw.services.db.query(`UPDATE job_boards SET interval_minutes = min_interval_minutes`);
    const run = await gw.graphql('mutation($id: ID!) { runJobBoard(boardId: $id) { jobId } }', { id: board._id }, admin.token);
    expect(run.body.data.runJobBoard.jobId).toMatch(/^run-now:/);
  });
});
