import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isObjectType } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import jwt from 'jsonwebtoken';
import sharp from 'sharp';
import { buildGatewaySchema } from '../../graphql/schema';
import { createTestGateway, bearer, type TestGateway, type TestUser } from '../../test/test-gateway';

// Who may call what, route by route: every /users/{userId} route and every
// authenticated GraphQL operation is listed, and the lists are checked
// against the contract and the schema so a new route cannot be forgotten.

type Method = 'get' | 'post' | 'put' | 'delete';
interface Route {
  method: Method;
  template: string;
}

const USER_ROUTES: Route[] = [
  { method: 'get', template: '/users/{userId}' },
  { method: 'put', template: '/users/{userId}' },
  { method: 'post', template: '/users/{userId}/change_password' },
  { method: 'delete', template: '/users/{userId}/profile_pic' },
  { method: 'post', template: '/users/{userId}/logout' },
  { method: 'get', template: '/users/{userId}/auth_check' },
  { method: 'get', template: '/users/{userId}/app_config' },
  { method: 'get', template: '/users/{userId}/job/statuses' },
  { method: 'get', template: '/users/{userId}/file/{fileId}' },
  { method: 'post', template: '/users/{userId}/remotejobs/filter' },
  { method: 'get', template: '/users/{userId}/remotejobs/facets' },
  { method: 'get', template: '/users/{userId}/remotejobs/new_count' },
  { method: 'post', template: '/users/{userId}/remotejobs/seen' },
  { method: 'post', template: '/users/{userId}/remotejobs/facets' },
  { method: 'post', template: '/users/{userId}/{companyName}/jobs/filter' },
  { method: 'get', template: '/users/{userId}/remotejobs/{remoteJobId}' },
  { method: 'get', template: '/users/{userId}/remote_companies' },
  { method: 'get', template: '/users/{userId}/remote_companies/{remoteCompanyId}' },
  { method: 'get', template: '/users/{userId}/hidden_companies' },
  { method: 'post', template: '/users/{userId}/hidden_companies' },
  { method: 'delete', template: '/users/{userId}/hidden_companies/{companyId}' },
  { method: 'get', template: '/users/{userId}/saved_searches' },
  { method: 'post', template: '/users/{userId}/saved_searches' },
  { method: 'get', template: '/users/{userId}/saved_searches/new_jobs' },
  { method: 'get', template: '/users/{userId}/saved_searches/{savedSearchId}' },
  { method: 'put', template: '/users/{userId}/saved_searches/{savedSearchId}' },
  { method: 'post', template: '/users/{userId}/saved_searches/{savedSearchId}/open' },
  { method: 'put', template: '/users/{userId}/saved_searches/{savedSearchId}/alert' },
  { method: 'delete', template: '/users/{userId}/saved_searches/{savedSearchId}' },
  { method: 'get', template: '/users/{userId}/saved_searches/{savedSearchId}/feed' },
  { method: 'post', template: '/users/{userId}/saved_searches/{savedSearchId}/feed' },
  { method: 'delete', template: '/users/{userId}/saved_searches/{savedSearchId}/feed' },
  { method: 'get', template: '/users/{userId}/jobboards' },
  { method: 'get', template: '/users/{userId}/tags' },
  { method: 'post', template: '/users/{userId}/shortlist_job' },
  { method: 'get', template: '/users/{userId}/shortlist_job/{shortlistedJobId}' },
  { method: 'put', template: '/users/{userId}/shortlist_job/{shortlistedJobId}' },
  { method: 'delete', template: '/users/{userId}/shortlist_job/{shortlistedJobId}' },
  { method: 'get', template: '/users/{userId}/shortlist_jobs' },
  { method: 'post', template: '/users/{userId}/applied_jobs' },
  { method: 'post', template: '/users/{userId}/visit_job' },
  { method: 'get', template: '/users/{userId}/viewed_jobs' },
  { method: 'get', template: '/users/{userId}/admin/ingestion_runs' },
  { method: 'post', template: '/users/{userId}/admin/queue_dashboard_session' },
  { method: 'get', template: '/users/{userId}/applied_jobs' },
  { method: 'get', template: '/users/{userId}/applied_jobs/all' },
  { method: 'get', template: '/users/{userId}/applied_jobs/stats' },
  { method: 'get', template: '/users/{userId}/applied_jobs/export' },
  { method: 'get', template: '/users/{userId}/applied_jobs/{appliedJobId}' },
  { method: 'put', template: '/users/{userId}/applied_jobs/{appliedJobId}' },
  { method: 'delete', template: '/users/{userId}/applied_jobs/{appliedJobId}' },
  { method: 'get', template: '/users/{userId}/applied_jobs/{appliedJobId}/status_history' },
  { method: 'post', template: '/users/{userId}/applied_jobs/imports' },
  { method: 'post', template: '/users/{userId}/applied_jobs/imports/{importId}/preview' },
  { method: 'post', template: '/users/{userId}/applied_jobs/imports/{importId}/run' },
  { method: 'post', template: '/users/{userId}/job_links/preview' },
  { method: 'post', template: '/users/{userId}/job_links/match' },
  { method: 'get', template: '/users/{userId}/tracking_tokens' },
  { method: 'post', template: '/users/{userId}/tracking_tokens' },
  { method: 'delete', template: '/users/{userId}/tracking_tokens/{tokenId}' },
  { method: 'get', template: '/users/{userId}/follow_up_settings' },
  { method: 'put', template: '/users/{userId}/follow_up_settings' },
  ...['job_tasks/{taskId}', 'job_contacts/{contactId}', 'job_notes/{noteId}'].flatMap((item): Route[] => {
    const [list] = item.split('/');
    const base = '/users/{userId}/applied_jobs/{appliedJobId}';
    return [
      { method: 'get', template: `${base}/${list}` },
      { method: 'post', template: `${base}/${list}` },
      { method: 'get', template: `${base}/${item}` },
      { method: 'put', template: `${base}/${item}` },
      { method: 'delete', template: `${base}/${item}` },
    ];
  }),
  { method: 'get', template: '/users/{userId}/applied_jobs/{appliedJobId}/events' },
  { method: 'post', template: '/users/{userId}/applied_jobs/{appliedJobId}/events' },
  { method: 'get', template: '/users/{userId}/applied_jobs/{appliedJobId}/events/{eventId}' },
  { method: 'put', template: '/users/{userId}/applied_jobs/{appliedJobId}/events/{eventId}' },
  { method: 'delete', template: '/users/{userId}/applied_jobs/{appliedJobId}/events/{eventId}' },
  { method: 'get', template: '/users/{userId}/applied_jobs/{appliedJobId}/events/{eventId}/ics' },
  { method: 'get', template: '/users/{userId}/upcoming' },
  { method: 'get', template: '/users/{userId}/calendar_feed' },
  { method: 'post', template: '/users/{userId}/calendar_feed' },
  { method: 'put', template: '/users/{userId}/calendar_feed' },
  { method: 'delete', template: '/users/{userId}/calendar_feed' },
  { method: 'get', template: '/users/{userId}/mail_forwarding' },
  { method: 'post', template: '/users/{userId}/mail_forwarding/address' },
  { method: 'post', template: '/users/{userId}/mail_forwarding/senders' },
  { method: 'delete', template: '/users/{userId}/mail_forwarding/senders/{senderId}' },
  { method: 'get', template: '/users/{userId}/mail_suggestions' },
  { method: 'post', template: '/users/{userId}/mail_suggestions/{suggestionId}/confirm' },
  { method: 'post', template: '/users/{userId}/mail_suggestions/{suggestionId}/dismiss' },
  { method: 'get', template: '/users/{userId}/applied_jobs/{appliedJobId}/files' },
  { method: 'post', template: '/users/{userId}/applied_jobs/{appliedJobId}/file' },
  { method: 'get', template: '/users/{userId}/files' },
  { method: 'post', template: '/users/{userId}/file' },
  { method: 'delete', template: '/users/{userId}/file/{fileId}' },
  { method: 'post', template: '/users/{userId}/files/{fileId}/shareable_link' },
  { method: 'delete', template: '/users/{userId}/files/{fileId}/shareable_link' },
  { method: 'get', template: '/users/{userId}/subscription/products' },
  { method: 'get', template: '/users/{userId}/subscription' },
  { method: 'post', template: '/users/{userId}/stripe/customer' },
  { method: 'post', template: '/users/{userId}/stripe/create_subscription' },
  { method: 'post', template: '/users/{userId}/stripe/checkout/session' },
  { method: 'post', template: '/users/{userId}/stripe/cancel_subscription' },
  { method: 'get', template: '/users/{userId}/customers' },
  { method: 'get', template: '/users/{userId}/job_postings' },
  { method: 'put', template: '/users/{userId}/job_postings/{jobId}/filled' },
  { method: 'delete', template: '/users/{userId}/job_postings/{jobId}/autobump' },
  { method: 'get', template: '/users/{userId}/admin/prices' },
  { method: 'put', template: '/users/{userId}/admin/prices/{priceId}' },
  { method: 'get', template: '/users/{userId}/admin/email-templates' },
  { method: 'get', template: '/users/{userId}/admin/email-templates/{templateId}/preview' },
  { method: 'get', template: '/users/{userId}/messages' },
  { method: 'post', template: '/users/{userId}/messages' },
  { method: 'put', template: '/users/{userId}/messages/{messageId}' },
  { method: 'get', template: '/users/{userId}/messages/has_any_unread' },
  { method: 'put', template: '/users/{userId}/messages/status/read' },
  { method: 'get', template: '/users/{userId}/admin/users' },
  { method: 'post', template: '/users/{userId}/marketing-email' },
  { method: 'get', template: '/users/{userId}/admin/access_switches' },
  { method: 'put', template: '/users/{userId}/admin/access_switches' },
  { method: 'get', template: '/users/{userId}/admin/job_boards' },
  { method: 'put', template: '/users/{userId}/admin/job_boards/{boardId}' },
  { method: 'post', template: '/users/{userId}/admin/job_boards/{boardId}/run' },
];
const SOME_ID = '00000000-0000-4000-8000-000000000001';
const routeName = (r: Route) => `${r.method.toUpperCase()} ${r.template}`;

let gw: TestGateway;
let alice: TestUser;
let bob: TestUser;
let bobFileId: string;
let admin: TestUser;
let recruiter: TestUser;
let bobMessageId: string;
let board: { id: string; interval: number };

beforeAll(async () => {
  gw = await createTestGateway();
  [alice, bob, admin, recruiter] = await Promise.all([
    gw.signUp({ name: 'Alice' }),
    gw.signUp({ name: 'Bob', password: 'bobs-password' }),
    gw.signUp({ name: 'Admin', admin: true }),
    gw.signUp({ name: 'Recruiter', recruiter: true }),
  ]);
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: 'red' } }).png().toBuffer();
  const upload = await gw.request.put(`/api/v1/users/${bob.userId}`).set(bearer(bob)).field('name', 'Bob').attach('profile_pic', png, 'bob.png');
  bobFileId = upload.body.profilePic._id;
  const query = await gw.request.post(`/api/v1/users/${bob.userId}/messages`).set(bearer(bob)).send({ details: 'Where is my invoice?' });
  bobMessageId = query.body._id;
  [board] = await gw.services.db.query(`SELECT id, interval_minutes AS interval FROM job_boards WHERE listed AND adapter IS NOT NULL ORDER BY name LIMIT 1`);
});
afterAll(() => gw.close());

/**
 * Sends the request a real caller of the route would send (bodies that would
 * change Bob's account if they got through), so a broken guard shows as damage.
 */
function call(route: Route, owner: { userId: string }, headers: Record<string, string> = {}) {
  const url = `/api/v1${route.template
    .replace('{userId}', owner.userId)
    .replace('{fileId}', bobFileId)
    .replace('{companyName}', 'Acme')
    .replace('{priceId}', 'app-monthly-us')
    .replace('{templateId}', 'welcome')
    .replace('{messageId}', bobMessageId)
    .replace('{boardId}', board.id)
    .replace(/\{(remoteJobId|remoteCompanyId|companyId|shortlistedJobId|appliedJobId|eventId|taskId|contactId|noteId|jobId|tokenId|importId)\}/g, SOME_ID)}`;
  const req = gw.request[route.method](url).set(headers);
  // The seeded price as it is: a real edit from everyone else, a harmless one from the admin.
  if (route.template.includes('/admin/prices/')) return req.send({ label: 'Monthly', amount: 900 });
  // Real requests that change nothing when the admin's get through: the same switch, the same interval.
  if (route.template.endsWith('/admin/access_switches') && route.method === 'put') return req.send({ enableFreeAccessForApp: false });
  if (route.template.endsWith('/admin/job_boards/{boardId}')) return req.send({ intervalMinutes: board.interval });
  if (route.template.endsWith('/messages/{messageId}')) return req.send({ reply: 'Hijacked reply' });
  if (route.template.endsWith('/marketing-email')) return req.send({ type: 'welcome', email: bob.email });
  if (route.template.endsWith('/messages') && route.method === 'post') return req.send({ details: 'Hijacked query' });
  if (route.method === 'put') return req.field('name', 'Hijacked');
  if (route.template.endsWith('/change_password')) return req.send({ password: 'bobs-password', newPassword: 'hijacked-password' });
  if (route.method === 'post') return req.send({ jobId: SOME_ID });
  return req;
}

it('the route table covers every /users/{userId} route of the API docs', () => {
  const doc = ['api-foundation.md', 'api-discovery.md', 'api-ingestion.md', 'api-tracking.md', 'api-billing.md', 'api-mail-newsletter.md', 'api-support-admin.md', 'api-saved-searches.md']
    .map((file) => readFileSync(path.resolve(__dirname, '../../../../docs', file), 'utf8'))
    .join('\n');
  const documented = [...doc.matchAll(/^\| (GET|POST|PUT|DELETE) \| (\/users\/\{userId\}[^ |?]*)[^ |]* \|/gm)].map(
    ([, method, template]) => `${method} ${template}`,
  );
  expect(documented.length).toBeGreaterThan(0);
  expect(USER_ROUTES.map(routeName).sort()).toEqual(documented.sort());
});

describe.each(USER_ROUTES.map((r) => [routeName(r), r] as const))('%s', (_name, route) => {
  it("answers 403 with a message when user A calls it on user B's path", async () => {
    const res = await call(route, bob, bearer(alice));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only access your own account');
  });

  it("answers 403 for a recruiter on someone else's path (only admins may)", async () => {
    const res = await call(route, bob, bearer(recruiter));
    expect(res.status).toBe(403);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers 401 with a message without a token', async () => {
    const res = await call(route, bob);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });

  it.each([
    ['a garbage bearer token', 'Bearer not-a-token'],
    ['a token signed with another secret', `Bearer ${jwt.sign({ sub: 'x', jti: 'y' }, 'some-other-secret-entirely')}`],
    ['a non-bearer scheme', 'Basic Ym9iOmJvYnMtcGFzc3dvcmQ='],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 for %s', async (_label, authorization) => {
    const res = await call(route, bob, { authorization });
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });

  it("answers 401 for the owner's own token once it has expired", async () => {
    const claims = jwt.decode(bob.token) as { sub: string; jti: string };
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = jwt.sign({ sub: claims.sub, jti: claims.jti, iat: past - 60, exp: past }, gw.services.config.jwtSecret);
    const res = await call(route, bob, { authorization: `Bearer ${expired}` });
    expect(res.status).toBe(401);
  });

  it("answers 401 for the owner's own token after it was logged out", async () => {
    const session = await gw.request.post('/api/v1/signin').send({ email: bob.email, password: 'bobs-password' });
    expect(session.status).toBe(200);
    const logout = await gw.request.post(`/api/v1/users/${bob.userId}/logout`).set(bearer(session.body));
    expect(logout.status).toBe(200);
    const res = await call(route, bob, bearer(session.body));
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Please sign in to continue');
  });
});

describe("after all those refused calls, Bob's account", () => {
  it('still has its name, avatar, password and a valid token', async () => {
    const info = await gw.request.get(`/api/v1/users/${bob.userId}`).set(bearer(bob));
    expect(info.status).toBe(200);
    expect(info.body.name).toBe('Bob');
    expect(info.body.profilePic._id).toBe(bobFileId);
    const signIn = await gw.request.post('/api/v1/signin').send({ email: bob.email, password: 'bobs-password' });
    expect(signIn.status).toBe(200);
  });
});

describe('an admin', () => {
  it("may read another user's info", async () => {
    const res = await gw.request.get(`/api/v1/users/${bob.userId}`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: bob.userId, name: 'Bob', email: bob.email });
  });

  it('gets 404 "The user was not found" for a user that does not exist or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-user-id']) {
      const res = await gw.request.get(`/api/v1/users/${id}`).set(bearer(admin));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('The user was not found');
    }
  });
});

// Admin-only calls: refused to everyone else even on their own path, enforced by the server.
const ADMIN_ROUTES = USER_ROUTES.filter(
  (r) =>
    r.template.startsWith('/users/{userId}/admin/') ||
    r.template === '/users/{userId}/marketing-email' ||
    (r.method === 'put' && r.template === '/users/{userId}/messages/{messageId}'),
);
const ADMIN_OPERATIONS: Record<string, string> = {
  ingestionRuns: 'query { ingestionRuns { id status } }',
  prices: 'query { prices { id } }',
  emailTemplatePreview: 'query { emailTemplatePreview(templateId: "welcome") { subject } }',
  adminUsers: 'query { adminUsers { total } }',
  adminJobBoards: 'query { adminJobBoards { _id } }',
  sendMarketingEmail: 'mutation($email: String!) { sendMarketingEmail(type: "welcome", email: $email) { messageId } }',
  setAccessSwitches: 'mutation { setAccessSwitches(input: { enableFreeAccessForApp: false }) { enableFreeAccessForApp } }',
  updateJobBoard: 'mutation($boardId: ID!, $interval: Int!) { updateJobBoard(boardId: $boardId, input: { intervalMinutes: $interval }) { _id } }',
  runJobBoard: 'mutation($boardId: ID!) { runJobBoard(boardId: $boardId) { jobId } }',
  replySupportMessage: 'mutation($messageId: ID!) { replySupportMessage(messageId: $messageId, reply: "Hijacked reply") { _id } }',
  updatePrice: 'mutation { updatePrice(id: "app-monthly-us", input: { label: "Monthly" }) { id } }',
  setExchangeRate: 'mutation { setExchangeRate(input: { currency: "EUR", usdPer: 1.1 }) { currency } }',
};
const adminVariables = () => ({ email: bob.email, boardId: board.id, interval: board.interval, messageId: bobMessageId });

describe('admin-only calls', () => {
  it.each(ADMIN_ROUTES.map((r) => [routeName(r), r] as const))('%s answers 403 to a user or recruiter on their own path, 200 to an admin', async (_name, route) => {
    for (const caller of [alice, recruiter]) {
      const res = await call(route, caller, bearer(caller));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('This needs the admin role');
    }
    const allowed = await call(route, admin, bearer(admin));
    // 200, or 202 for what is queued (a run, a mail).
    expect({ status: allowed.status, message: allowed.body.message }).toEqual({ status: route.method === 'post' && route.template !== '/users/{userId}/admin/queue_dashboard_session' ? 202 : 200, message: undefined });
  });

  it("the operation table lists every operation the schema keeps for admins (@Authorized('admin'))", async () => {
    await buildGatewaySchema();
    const adminOnly = getMetadataStorage()
      .authorizedFields.filter((f) => f.roles.includes('admin'))
      .map((f) => f.fieldName);
    expect(Object.keys(ADMIN_OPERATIONS).sort()).toEqual([...new Set(adminOnly)].sort());
  });

  it.each(Object.entries(ADMIN_OPERATIONS))('GraphQL %s answers FORBIDDEN to a user, data to an admin', async (name, query) => {
    const refused = await gw.graphql(query, adminVariables(), alice.token);
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const allowed = await gw.graphql(query, adminVariables(), admin.token);
    expect(allowed.body.errors).toBeUndefined();
    expect(allowed.body.data[name]).toEqual(expect.anything());
  });
});

describe('GraphQL', () => {
  // Every operation except these three needs a signed-in caller.
  const PUBLIC_OPERATIONS = [
    'signUp',
    // The rates pay is converted by, with their dates: the pay filter names them to anyone.
    'exchangeRates',
    'signIn',
    'jobCategories',
    'clientStats',
    'jobPostingProductInfo',
    'appPlans',
    'jobPostingFormOptions',
    // Local test mode's checkout page: the unguessable session id is the key, as on Stripe's page.
    'testCheckout',
    'payTestCheckout',
    'cancelTestCheckout',
    // The newsletter page, password recovery and the email unsubscribe link work without signing in.
    'newsletterFormOptions',
    'newsletterProductInfo',
    'subscribeNewsletter',
    'sendNewsletterLoginLink',
    'signInWithNewsletterLink',
    // A receipt's one-time link: its token is the proof.
    'signInWithLink',
    'requestPasswordReset',
    'resetPassword',
    'unsubscribeEmails',
    // A saved search's alert mail's "stop these alerts" link: its signed token is the proof.
    'stopSavedSearchAlerts',
    // The link mailed to an address someone forwards job mail from: its token is the proof.
    'verifyMailSender',
  ];
  const AUTHENTICATED_OPERATIONS: Record<string, string> = {
    me: 'query { me { _id } }',
    appConfig: 'query { appConfig { fileTypes { id } } }',
    jobStatuses: 'query { jobStatuses { _id } }',
    bootstrap: 'query { bootstrap { me { _id } } }',
    logout: 'mutation { logout }',
    updateProfile: 'mutation { updateProfile(input: { name: "Hijacked" }) { _id } }',
    changePassword: 'mutation { changePassword(input: { password: "bobs-password", newPassword: "hijacked-password" }) }',
    deleteAvatar: 'mutation { deleteAvatar { _id } }',
    jobs: 'query { jobs { total } }',
    jobFacets: 'query { jobFacets { worldwide { count } } }',
    companyJobs: 'query { companyJobs(companyName: "Acme") { total } }',
    job: `query { job(id: "${SOME_ID}") { _id } }`,
    remoteCompanies: 'query { remoteCompanies { total } }',
    remoteCompany: `query { remoteCompany(id: "${SOME_ID}") { _id } }`,
    jobBoards: 'query { jobBoards { total } }',
    tags: 'query { tags(query: "re") { title } }',
    shortlistedJobs: 'query { shortlistedJobs { total } }',
    viewedJobs: 'query { viewedJobs { total } }',
    shortlistJob: `mutation { shortlistJob(jobId: "${SOME_ID}") { _id } }`,
    updateShortlistedJob: `mutation { updateShortlistedJob(id: "${SOME_ID}", status: "${SOME_ID}") { _id } }`,
    delistJob: `mutation { delistJob(id: "${SOME_ID}") }`,
    markApplied: `mutation { markApplied(jobId: "${SOME_ID}") { _id } }`,
    recordVisit: `mutation { recordVisit(jobId: "${SOME_ID}") }`,
    ingestionRuns: 'query { ingestionRuns { id } }',
    appliedJobs: 'query { appliedJobs { total } }',
    appliedJob: `query { appliedJob(id: "${SOME_ID}") { _id } }`,
    appliedJobStats: 'query { appliedJobStats { byWeek { count } } }',
    previewJobLink: 'query { previewJobLink(url: "https://example.com/job") { url } }',
    matchJobLink: 'query { matchJobLink(url: "https://example.com/job") { matchedJobId } }',
    trackingTokens: 'query { trackingTokens { _id } }',
    trackingTokenOwner: 'query { trackingTokenOwner { userId } }',
    createTrackingToken: 'mutation { createTrackingToken(name: "Chrome") { _id } }',
    revokeTrackingToken: `mutation { revokeTrackingToken(id: "${SOME_ID}") }`,
    updateAppliedJobStatus: `mutation { updateAppliedJobStatus(id: "${SOME_ID}", status: "${SOME_ID}") { _id } }`,
    trackJob: `mutation { trackJob(job: { jobTitle: "Engineer", companyName: "Acme" }) { _id } }`,
    previewImport: `query { previewImport(importId: "${SOME_ID}") { importId } }`,
    runImport: `mutation { runImport(importId: "${SOME_ID}") { imported } }`,
    deleteAppliedJob: `mutation { deleteAppliedJob(id: "${SOME_ID}") }`,
    jobTasks: `query { jobTasks(appliedJobId: "${SOME_ID}") { total } }`,
    addJobTask: `mutation { addJobTask(appliedJobId: "${SOME_ID}", input: { content: "x" }) { _id } }`,
    updateJobTask: `mutation { updateJobTask(appliedJobId: "${SOME_ID}", id: "${SOME_ID}", input: { done: true }) { _id } }`,
    deleteJobTask: `mutation { deleteJobTask(appliedJobId: "${SOME_ID}", id: "${SOME_ID}") }`,
    followUpSettings: 'query { followUpSettings { enabled } }',
    updateFollowUpSettings: 'mutation { updateFollowUpSettings(input: { enabled: false }) { enabled } }',
    appliedJobEvents: `query { appliedJobEvents(appliedJobId: "${SOME_ID}") { total } }`,
    addAppliedJobEvent: `mutation { addAppliedJobEvent(appliedJobId: "${SOME_ID}", input: { startsAt: "2030-01-07T10:00:00Z" }) { _id } }`,
    updateAppliedJobEvent: `mutation { updateAppliedJobEvent(appliedJobId: "${SOME_ID}", id: "${SOME_ID}", input: { note: "Hijacked" }) { _id } }`,
    deleteAppliedJobEvent: `mutation { deleteAppliedJobEvent(appliedJobId: "${SOME_ID}", id: "${SOME_ID}") }`,
    upcoming: 'query { upcoming { days } }',
    calendarFeed: 'query { calendarFeed { active } }',
    createCalendarFeed: 'mutation { createCalendarFeed { url } }',
    updateCalendarFeed: 'mutation { updateCalendarFeed(includeTasks: true) { active } }',
    revokeCalendarFeed: 'mutation { revokeCalendarFeed }',
    mailForwarding: 'query { mailForwarding { address } }',
    replaceForwardingAddress: 'mutation { replaceForwardingAddress { address } }',
    addMailSender: 'mutation { addMailSender(address: "hijack@example.com") { _id } }',
    removeMailSender: `mutation { removeMailSender(id: "${SOME_ID}") }`,
    mailSuggestions: 'query { mailSuggestions { _id } }',
    confirmMailSuggestion: `mutation { confirmMailSuggestion(id: "${SOME_ID}") { _id } }`,
    dismissMailSuggestion: `mutation { dismissMailSuggestion(id: "${SOME_ID}") { _id } }`,
    jobContacts: `query { jobContacts(appliedJobId: "${SOME_ID}") { total } }`,
    addJobContact: `mutation { addJobContact(appliedJobId: "${SOME_ID}", input: { name: "x", email: "x@example.com" }) { _id } }`,
    updateJobContact: `mutation { updateJobContact(appliedJobId: "${SOME_ID}", id: "${SOME_ID}", input: { name: "y" }) { _id } }`,
    deleteJobContact: `mutation { deleteJobContact(appliedJobId: "${SOME_ID}", id: "${SOME_ID}") }`,
    jobNotes: `query { jobNotes(appliedJobId: "${SOME_ID}") { total } }`,
    addJobNote: `mutation { addJobNote(appliedJobId: "${SOME_ID}", input: { title: "x" }) { _id } }`,
    updateJobNote: `mutation { updateJobNote(appliedJobId: "${SOME_ID}", id: "${SOME_ID}", input: { title: "y" }) { _id } }`,
    deleteJobNote: `mutation { deleteJobNote(appliedJobId: "${SOME_ID}", id: "${SOME_ID}") }`,
    documents: 'query { documents { total } }',
    appliedJobDocuments: `query { appliedJobDocuments(appliedJobId: "${SOME_ID}") { total } }`,
    deleteDocument: `mutation { deleteDocument(id: "${SOME_ID}") }`,
    createShareableLink: `mutation { createShareableLink(documentId: "${SOME_ID}") { url } }`,
    revokeShareableLink: `mutation { revokeShareableLink(documentId: "${SOME_ID}") }`,
    subscriptionProducts: 'query { subscriptionProducts { testMode } }',
    subscription: 'query { subscription { status } }',
    paymentCustomers: 'query { paymentCustomers { id } }',
    createPaymentCustomer: 'mutation { createPaymentCustomer(customerEmail: "x@example.com") { id } }',
    createSubscription: 'mutation { createSubscription(input: { paymentMethodId: "pm_card_visa", priceId: "app-monthly-us", customerId: "cus_x" }) { status } }',
    createCheckoutSession: 'mutation { createCheckoutSession(input: { priceId: "app-monthly-us", successCallback: "/", cancelCallback: "/" }) { url } }',
    cancelSubscription: 'mutation { cancelSubscription(subscriptionId: "sub_x") { status } }',
    myJobPostings: 'query { myJobPostings { total } }',
    markJobFilled: `mutation { markJobFilled(jobId: "${SOME_ID}") { _id } }`,
    cancelJobAutoBump: `mutation { cancelJobAutoBump(jobId: "${SOME_ID}") { _id } }`,
    prices: 'query { prices { id } }',
    updatePrice: 'mutation { updatePrice(id: "app-monthly-us", input: { amount: 1 }) { id } }',
    myNewsletter: 'query { myNewsletter { _id } }',
    subscribeNewsletterWithPlan: 'mutation { subscribeNewsletterWithPlan(input: { name: "x", scheduleEvery: "daily", category: ["programming"], countryCode: "US" }) { _id } }',
    updateNewsletter: `mutation { updateNewsletter(newsletterId: "${SOME_ID}", input: { name: "Hijacked" }) { _id } }`,
    unsubscribeNewsletter: `mutation { unsubscribeNewsletter(newsletterId: "${SOME_ID}") }`,
    emailTemplatePreview: 'query { emailTemplatePreview(templateId: "welcome") { subject } }',
    supportMessages: 'query { supportMessages { total } }',
    hasUnreadMessages: 'query { hasUnreadMessages }',
    hiddenCompanies: 'query { hiddenCompanies { companyId } }',
    hideCompany: 'mutation { hideCompany(companyName: "Acme") { companyId } }',
    unhideCompany: `mutation { unhideCompany(companyId: "${SOME_ID}") }`,
    savedSearches: 'query { savedSearches { id } }',
    savedSearch: `query { savedSearch(id: "${SOME_ID}") { id } }`,
    savedSearchNews: 'query { savedSearchNews { id } }',
    jobListNews: 'query { jobListNews { newJobs } }',
    markJobListSeen: 'mutation { markJobListSeen }',
    createSavedSearch: 'mutation { createSavedSearch(name: "Hijacked", filter: {}) { id } }',
    updateSavedSearch: `mutation { updateSavedSearch(id: "${SOME_ID}", name: "Hijacked") { id } }`,
    openSavedSearch: `mutation { openSavedSearch(id: "${SOME_ID}") { id } }`,
    deleteSavedSearch: `mutation { deleteSavedSearch(id: "${SOME_ID}") }`,
    setSavedSearchAlert: `mutation { setSavedSearchAlert(id: "${SOME_ID}", alert: { frequency: "daily" }) { id } }`,
    savedSearchFeed: `query { savedSearchFeed(id: "${SOME_ID}") { rssUrl } }`,
    rotateSavedSearchFeed: `mutation { rotateSavedSearchFeed(id: "${SOME_ID}") { rssUrl } }`,
    revokeSavedSearchFeed: `mutation { revokeSavedSearchFeed(id: "${SOME_ID}") }`,
    sendSupportMessage: 'mutation { sendSupportMessage(details: "Hijacked query") { _id } }',
    replySupportMessage: `mutation { replySupportMessage(messageId: "${SOME_ID}", reply: "Hijacked reply") { _id } }`,
    markMessagesRead: 'mutation { markMessagesRead }',
    adminUsers: 'query { adminUsers { total } }',
    adminJobBoards: 'query { adminJobBoards { _id } }',
    sendMarketingEmail: 'mutation { sendMarketingEmail(type: "welcome", email: "x@example.com") { messageId } }',
    setAccessSwitches: 'mutation { setAccessSwitches(input: { enableFreeAccessForApp: true }) { enableFreeAccessForApp } }',
    updateJobBoard: `mutation { updateJobBoard(boardId: "${SOME_ID}", input: { enabled: false }) { _id } }`,
    runJobBoard: `mutation { runJobBoard(boardId: "${SOME_ID}") { jobId } }`,
    setExchangeRate: 'mutation { setExchangeRate(input: { currency: "EUR", usdPer: 9 }) { currency } }',
  };

  it('the operation table covers every query and mutation of the schema', async () => {
    const schema = await buildGatewaySchema();
    const fields = [schema.getQueryType(), schema.getMutationType()]
      .filter(isObjectType)
      .flatMap((t) => Object.keys(t.getFields()));
    expect([...Object.keys(AUTHENTICATED_OPERATIONS), ...PUBLIC_OPERATIONS].sort()).toEqual(fields.sort());
  });

  describe.each(Object.entries(AUTHENTICATED_OPERATIONS))('%s', (_name, query) => {
    it.each([
      ['without a token', undefined],
      ['with a garbage token', 'not-a-token'],
    ])('answers UNAUTHENTICATED (401) and no data %s', async (_label, token) => {
      const res = await gw.graphql(query, {}, token);
      // No data: null, or a nullable field's null (myNewsletter).
      expect(res.body.data === null || Object.values(res.body.data).every((v) => v === null)).toBe(true);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0]).toMatchObject({
        message: 'Please sign in to continue',
        extensions: { code: 'UNAUTHENTICATED', status: 401 },
      });
    });

    it('answers UNAUTHENTICATED with a logged-out token', async () => {
      const session = await gw.request.post('/api/v1/signin').send({ email: bob.email, password: 'bobs-password' });
      expect((await gw.graphql('mutation { logout }', {}, session.body.token)).body.data).toEqual({ logout: true });
      const res = await gw.graphql(query, {}, session.body.token);
      expect(res.body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
    });
  });

  it("left Bob's account as it was", async () => {
    const info = await gw.request.get(`/api/v1/users/${bob.userId}`).set(bearer(bob));
    expect(info.body.name).toBe('Bob');
    expect(info.body.profilePic._id).toBe(bobFileId);
    expect((await gw.request.post('/api/v1/signin').send({ email: bob.email, password: 'bobs-password' })).status).toBe(200);
  });

  it('always acts on the caller: there is no way to name another user', async () => {
    const res = await gw.graphql('mutation { updateProfile(input: { name: "Alice Renamed" }) { _id name } }', {}, alice.token);
    expect(res.body.data.updateProfile).toEqual({ _id: alice.userId, name: 'Alice Renamed' });
    expect((await gw.request.get(`/api/v1/users/${bob.userId}`).set(bearer(bob))).body.name).toBe('Bob');
  });
});
