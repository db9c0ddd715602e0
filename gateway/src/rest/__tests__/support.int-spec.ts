import { Client } from 'pg';
import { MAX_QUERIES_PER_HOUR } from '@remotehunt/services/support/support-messages.service';
import { createMailTestGateway } from '../../test/mail-gateway';
import { bearer, type TestUser } from '../../test/test-gateway';

let gw: Awaited<ReturnType<typeof createMailTestGateway>>;
beforeAll(async () => {
  gw = await createMailTestGateway();
});
afterAll(() => gw.close());

const messages = (owner: TestUser, caller: TestUser = owner) => gw.request.get(`/api/v1/users/${owner.userId}/messages`).set(bearer(caller));
const send = (user: TestUser, details: unknown) => gw.request.post(`/api/v1/users/${user.userId}/messages`).set(bearer(user)).send({ details, sentTime: '2001-01-01T00:00:00Z' });
const reply = (caller: TestUser, messageId: string, text: unknown, path: TestUser = caller) =>
  gw.request.put(`/api/v1/users/${path.userId}/messages/${messageId}`).set(bearer(caller)).send({ reply: text, replyTime: '2001-01-01T00:00:00Z' });
const hasUnread = async (user: TestUser) => (await gw.request.get(`/api/v1/users/${user.userId}/messages/has_any_unread`).set(bearer(user))).body;
const markRead = (user: TestUser) => gw.request.put(`/api/v1/users/${user.userId}/messages/status/read`).set(bearer(user));

// Each test starts with no messages, so "every admin reads everything" stays countable.
afterEach(() => gw.services.db.query(`DELETE FROM support_messages`));

describe('POST /users/{userId}/messages', () => {
  it("adds a query to the caller's thread with the server's time (the old client's sentTime is ignored)", async () => {
    const user = await gw.signUp({ name: 'Ada' });
    const before = Date.now();
    const res = await send(user, '  How do I export my applied jobs?  ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      from: user.userId,
      to: null,
      details: 'How do I export my applied jobs?',
      sentTime: expect.any(String),
      reply: null,
      replyTime: null,
    });
    expect(Date.parse(res.body.sentTime)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses an empty or too long query with a message a person can act on, and stores nothing', async () => {
    const user = await gw.signUp();
    for (const [details, message] of [
      ['   ', 'Please write your query'],
      [undefined, 'Please write your query'],
      [42, 'Please write your query'],
      ['x'.repeat(5001), 'Your query is too long: keep it under 5000 characters'],
    ] as const) {
      const res = await send(user, details);
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message });
    }
    expect((await messages(user)).body.total).toBe(0);
  });

  it(`answers 429 after ${MAX_QUERIES_PER_HOUR} queries in an hour`, async () => {
    const user = await gw.signUp();
    await gw.services.db.query(`INSERT INTO support_messages (user_id, details) SELECT $1, 'q' || n FROM generate_series(1, $2) n`, [user.userId, MAX_QUERIES_PER_HOUR]);
    const res = await send(user, 'One more');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(`You have sent ${MAX_QUERIES_PER_HOUR} queries in the last hour: please wait for our reply before sending more`);
  });

  it(`never makes more than ${MAX_QUERIES_PER_HOUR} in an hour of queries sent at once, over REST and GraphQL alike; the others answer 429`, async () => {
    const user = await gw.signUp();
    // Fifteen sent earlier this hour: the limit falls among the queries that run side by side.
    await gw.services.db.query(`INSERT INTO support_messages (user_id, details) SELECT $1, 'earlier ' || n FROM generate_series(1, 15) n`, [user.userId]);
    // While this connection holds the sender's row, a query that gets as far as storing itself waits
    // there (storing checks the sender); once every connection of the app's pool waits, all go at once.
    const [holder, watcher] = [0, 1].map(() => new Client({ connectionString: gw.services.config.databaseUrl }));
    await Promise.all([holder.connect(), watcher.connect()]);
    await holder.query('BEGIN');
    await holder.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [user.userId]);
    const viaGraphQL = async (i: number) => {
      const res = await gw.graphql('mutation($d: String!) { sendSupportMessage(details: $d) { _id } }', { d: `GraphQL ${i}` }, user.token);
      return res.body.errors ? res.body.errors[0].extensions.status : 201;
    };
    let answered = false;
    const sent = Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? viaGraphQL(i) : send(user, `REST ${i}`).then((res) => res.status)))).finally(() => (answered = true));
    const poolSize = (gw.services.db.options.extra as { max: number }).max;
    const waiting = async (): Promise<number> =>
      (await watcher.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows[0].n;
    // Each look is a round trip (outside any transaction, so it sees the moment), during which the app's queries move on.
    while (!answered && (await waiting()) < poolSize);
    await holder.query('COMMIT');
    await Promise.all([holder.end(), watcher.end()]);
    const statuses = await sent;

    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_QUERIES_PER_HOUR - 15);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - (MAX_QUERIES_PER_HOUR - 15));
    expect((await messages(user)).body.total).toBe(MAX_QUERIES_PER_HOUR);
  });

  it("lets nobody write into someone else's thread: another user gets 403, an admin too (admins reply instead)", async () => {
    const [user, other, admin] = await Promise.all([gw.signUp(), gw.signUp(), gw.signUp({ admin: true })]);
    const byOther = await gw.request.post(`/api/v1/users/${user.userId}/messages`).set(bearer(other)).send({ details: 'Hi' });
    expect({ status: byOther.status, message: byOther.body.message }).toEqual({ status: 403, message: 'You can only access your own account' });
    const byAdmin = await gw.request.post(`/api/v1/users/${user.userId}/messages`).set(bearer(admin)).send({ details: 'Hi' });
    expect({ status: byAdmin.status, message: byAdmin.body.message }).toEqual({
      status: 403,
      message: 'Only the user can send queries to their thread; reply to one of their queries instead',
    });
    expect((await messages(user)).body.total).toBe(0);
  });
});

describe('GET /users/{userId}/messages', () => {
  it("answers the user's own thread, oldest first, with the joined users, limit 200 by default", async () => {
    const [ada, bob, admin] = await Promise.all([gw.signUp({ name: 'Ada' }), gw.signUp({ name: 'Bob' }), gw.signUp({ name: 'Support Sam', admin: true })]);
    const first = (await send(ada, 'First question')).body;
    await send(bob, "Bob's question");
    const second = (await send(ada, 'Second question')).body;
    await reply(admin, first._id, 'First answer');

    const res = await messages(ada);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [
        { ...first, to: admin.userId, reply: 'First answer', replyTime: expect.any(String) },
        second,
      ],
      total: 2,
      page: 1,
      limit: 200,
      users: expect.arrayContaining([
        { _id: ada.userId, name: 'Ada', email: ada.email },
        { _id: admin.userId, name: 'Support Sam', email: admin.email },
      ]),
    });
    expect(res.body.users).toHaveLength(2);
  });

  it('pages from the newest: page 1 holds the latest messages, still oldest first; the limit is capped at 200', async () => {
    const user = await gw.signUp();
    await gw.services.db.query(
      `INSERT INTO support_messages (user_id, details, sent_at) SELECT $1, 'q' || n, now() - (10 - n) * interval '1 minute' FROM generate_series(1, 5) n`,
      [user.userId],
    );
    const page1 = await gw.request.get(`/api/v1/users/${user.userId}/messages?page=1&limit=2`).set(bearer(user));
    expect(page1.body.data.map((m: { details: string }) => m.details)).toEqual(['q4', 'q5']);
    const page3 = await gw.request.get(`/api/v1/users/${user.userId}/messages?page=3&limit=2`).set(bearer(user));
    expect(page3.body.data.map((m: { details: string }) => m.details)).toEqual(['q1']);
    expect(page3.body).toMatchObject({ total: 5, page: 3, limit: 2 });
    const capped = await gw.request.get(`/api/v1/users/${user.userId}/messages?limit=5000`).set(bearer(user));
    expect(capped.body.limit).toBe(200);
    const bad = await gw.request.get(`/api/v1/users/${user.userId}/messages?page=0`).set(bearer(user));
    expect({ status: bad.status, message: bad.body.message }).toEqual({ status: 400, message: 'page must be a whole number of 1 or more' });
  });

  it("refuses another user's thread (403) and answers 401 without a token", async () => {
    const [ada, eve] = await Promise.all([gw.signUp(), gw.signUp()]);
    await send(ada, 'Private question');
    const res = await messages(ada, eve);
    expect({ status: res.status, message: res.body.message, data: res.body.data }).toEqual({ status: 403, message: 'You can only access your own account', data: undefined });
    expect((await gw.request.get(`/api/v1/users/${ada.userId}/messages`)).status).toBe(401);
  });

  it("gives an admin every user's messages grouped by user (latest activity first), or one user's thread by their id", async () => {
    const [ada, bob, admin] = await Promise.all([gw.signUp({ name: 'Ada' }), gw.signUp({ name: 'Bob' }), gw.signUp({ admin: true })]);
    await send(ada, 'Ada 1');
    await send(bob, 'Bob 1');
    await send(ada, 'Ada 2');
    const all = await messages(admin);
    expect(all.body.data.map((m: { from: string; details: string }) => [m.from, m.details])).toEqual([
      [ada.userId, 'Ada 1'],
      [ada.userId, 'Ada 2'],
      [bob.userId, 'Bob 1'],
    ]);
    expect(all.body.total).toBe(3);
    expect(all.body.users.map((u: { name: string }) => u.name).sort()).toEqual(['Ada', 'Bob']);
    const bobs = await messages(bob, admin);
    expect(bobs.body.data.map((m: { details: string }) => m.details)).toEqual(['Bob 1']);
  });
});

describe('PUT /users/{userId}/messages/{messageId}', () => {
  it("lets an admin reply (replyTime from the server's clock), emails the user the reply, and a second reply corrects it", async () => {
    const [ada, admin] = await Promise.all([gw.signUp({ name: 'Ada' }), gw.signUp({ name: 'Sam', admin: true })]);
    const query = (await send(ada, 'Can I <b>export</b> my data?')).body;
    const res = await reply(admin, query._id, 'Yes: Applied Jobs, then Export.');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...query, to: admin.userId, reply: 'Yes: Applied Jobs, then Export.', replyTime: expect.any(String) });
    expect(Date.parse(res.body.replyTime)).toBeGreaterThan(Date.parse('2020-01-01'));

    const [mail] = await gw.sink.waitFor(1, (m) => m.to.includes(ada.email.toLowerCase()) && m.subject === 'RemoteHunt support replied to your query');
    expect(mail.text).toContain('Can I <b>export</b> my data?');
    expect(mail.text).toContain('Yes: Applied Jobs, then Export.');
    expect(mail.text).toContain('/#/post-your-query-here');
    // People's own words are escaped in the HTML part.
    expect(mail.html).toContain('Can I &lt;b&gt;export&lt;/b&gt; my data?');

    const corrected = await reply(admin, query._id, 'Yes: Applied Jobs, then Export (CSV).');
    expect(corrected.body.reply).toBe('Yes: Applied Jobs, then Export (CSV).');
  });

  it('refuses a reply from a non-admin, on their own path or the asker\'s, and changes nothing', async () => {
    const [ada, eve] = await Promise.all([gw.signUp(), gw.signUp()]);
    const query = (await send(ada, 'Question')).body;
    const own = await reply(ada, query._id, 'I answer myself');
    expect({ status: own.status, message: own.body.message }).toEqual({ status: 403, message: 'This needs the admin role' });
    const other = await reply(eve, query._id, 'Hijacked', eve);
    expect({ status: other.status, message: other.body.message }).toEqual({ status: 403, message: 'This needs the admin role' });
    const onAdasPath = await reply(eve, query._id, 'Hijacked', ada);
    expect(onAdasPath.status).toBe(403);
    expect((await messages(ada)).body.data[0].reply).toBeNull();
  });

  it('answers 404 for an unknown or malformed message id and 400 for an empty reply', async () => {
    const [ada, admin] = await Promise.all([gw.signUp(), gw.signUp({ admin: true })]);
    const query = (await send(ada, 'Question')).body;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await reply(admin, id, 'Answer');
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 404, message: 'The message was not found' });
    }
    const empty = await reply(admin, query._id, ' ');
    expect({ status: empty.status, message: empty.body.message }).toEqual({ status: 400, message: 'Please write your reply' });
  });
});

describe('GET .../messages/has_any_unread and PUT .../messages/status/read', () => {
  it('tells an admin about a new query until they open the page, and the user about the reply until they do', async () => {
    const [ada, admin] = await Promise.all([gw.signUp(), gw.signUp({ admin: true })]);
    expect(await hasUnread(admin)).toEqual({ yes: false });
    const query = (await send(ada, 'Question')).body;
    expect(await hasUnread(admin)).toEqual({ yes: true });
    expect(await hasUnread(ada)).toEqual({ yes: false });

    const read = await markRead(admin);
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ updated: 1 });
    expect(await hasUnread(admin)).toEqual({ yes: false });

    await reply(admin, query._id, 'Answer');
    expect(await hasUnread(ada)).toEqual({ yes: true });
    expect((await markRead(ada)).body).toEqual({ updated: 1 });
    expect(await hasUnread(ada)).toEqual({ yes: false });

    // A corrected reply is news again.
    await reply(admin, query._id, 'Better answer');
    expect(await hasUnread(ada)).toEqual({ yes: true });
  });

  it("does not read a user's replies when an admin opens that user's thread", async () => {
    const [ada, admin] = await Promise.all([gw.signUp(), gw.signUp({ admin: true })]);
    const query = (await send(ada, 'Question')).body;
    await reply(admin, query._id, 'Answer');
    const res = await gw.request.put(`/api/v1/users/${ada.userId}/messages/status/read`).set(bearer(admin));
    expect(res.body).toEqual({ updated: 0 });
    expect(await hasUnread(ada)).toEqual({ yes: true });
  });

  it("refuses another user's flag and marks (403)", async () => {
    const [ada, eve] = await Promise.all([gw.signUp(), gw.signUp()]);
    expect((await gw.request.get(`/api/v1/users/${ada.userId}/messages/has_any_unread`).set(bearer(eve))).status).toBe(403);
    expect((await gw.request.put(`/api/v1/users/${ada.userId}/messages/status/read`).set(bearer(eve))).status).toBe(403);
  });
});

describe('GraphQL', () => {
  it('sends, lists, replies, flags and marks read the same way', async () => {
    const [ada, admin, eve] = await Promise.all([gw.signUp({ name: 'Ada' }), gw.signUp({ admin: true }), gw.signUp()]);
    const sent = await gw.graphql('mutation($d: String!) { sendSupportMessage(details: $d) { _id from details reply } }', { d: 'Via GraphQL' }, ada.token);
    const message = sent.body.data.sendSupportMessage;
    expect(message).toEqual({ _id: expect.any(String), from: ada.userId, details: 'Via GraphQL', reply: null });

    expect((await gw.graphql('query { hasUnreadMessages }', {}, admin.token)).body.data).toEqual({ hasUnreadMessages: true });
    const listed = await gw.graphql('query { supportMessages { total limit data { _id details } users { _id name } } }', {}, admin.token);
    expect(listed.body.data.supportMessages).toEqual({ total: 1, limit: 200, data: [{ _id: message._id, details: 'Via GraphQL' }], users: [{ _id: ada.userId, name: 'Ada' }] });
    expect((await gw.graphql('mutation { markMessagesRead }', {}, admin.token)).body.data).toEqual({ markMessagesRead: false });

    const refused = await gw.graphql('mutation($id: ID!) { replySupportMessage(messageId: $id, reply: "Mine") { _id } }', { id: message._id }, eve.token);
    expect(refused.body.errors[0]).toMatchObject({ message: 'This needs the admin role', extensions: { code: 'FORBIDDEN', status: 403 } });
    const foreign = await gw.graphql(`query { supportMessages(userId: "${ada.userId}") { total } }`, {}, eve.token);
    expect(foreign.body.errors[0]).toMatchObject({ message: 'You can only access your own account', extensions: { code: 'FORBIDDEN' } });

    const replied = await gw.graphql('mutation($id: ID!) { replySupportMessage(messageId: $id, reply: "Answer") { reply to } }', { id: message._id }, admin.token);
    expect(replied.body.data.replySupportMessage).toEqual({ reply: 'Answer', to: admin.userId });
    expect((await gw.graphql('query { hasUnreadMessages }', {}, ada.token)).body.data).toEqual({ hasUnreadMessages: true });
    expect((await gw.graphql('mutation { markMessagesRead }', {}, ada.token)).body.data).toEqual({ markMessagesRead: false });
  });
});
