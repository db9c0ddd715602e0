import sharp from 'sharp';
import { orderJobPosting, postingForm, postingOfSession } from '../../test/job-posting-order';
import { bearer, createTestGateway, type TestGateway, type TestUser } from '../../test/test-gateway';

const ORIGIN = 'http://localhost:4000';
const DAY = 24 * 60 * 60 * 1000;

let gw: TestGateway;
let png: Buffer;

beforeAll(async () => {
  gw = await createTestGateway({ PUBLIC_URL: ORIGIN });
  png = await sharp({ create: { width: 600, height: 300, channels: 3, background: 'navy' } }).png().toBuffer();
});
afterAll(() => gw.close());

const jobInfo = (overrides: Record<string, unknown> = {}) =>
  postingForm({
    description: '<p>Build our <b>engine</b>.</p><script>alert(1)</script><img src="https://tracker.example/p.gif">',
    location: 'Europe Only',
    tags: 'rust, tokio, , ',
    company: { hq: 'Berlin', email: 'jobs@acme.example', websiteUrl: 'https://acme.example', description: 'We make rockets.', statement: 'Up!' },
    ...overrides,
  });

const order = (opts: { user?: TestUser; info?: object; autoBump?: string; logo?: Buffer | null; fields?: Record<string, string> } = {}) =>
  orderJobPosting(gw, {
    ...opts,
    info: opts.info ?? jobInfo(),
    logo: opts.logo === null ? undefined : (opts.logo ?? png),
    fields: { successCallback: `${ORIGIN}/#/post-job?status=success`, cancelCallback: `${ORIGIN}/#/post-job?status=cancel`, ...opts.fields },
  });

/** Orders a posting and pays it on the local test checkout page; answers the published job. */
async function postJob(user: TestUser | undefined, opts: { autoBump?: string; info?: object } = {}) {
  const placed = await order({ user, ...opts });
  expect(placed.status).toBe(201);
  const paid = await gw.request.post(`/api/v1/test_checkout/${placed.body.sessionId}/pay`);
  expect(paid.body).toEqual({ redirectUrl: `${ORIGIN}/#/post-job?status=success` });
  const posting = await postingOfSession(gw, placed.body.sessionId);
  return { sessionId: placed.body.sessionId as string, postingId: posting.id, jobId: posting.job_id as string };
}

const jobList = (user: TestUser) => gw.request.post(`/api/v1/users/${user.userId}/remotejobs/filter`).set(bearer(user)).send({});

describe('POST /remotejobs', () => {
  it('answers {sessionId, url} for the checkout, and lists nothing before the payment', async () => {
    const seeker = await gw.signUp();
    const info = jobInfo();
    const res = await order({ info });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sessionId: expect.stringMatching(/^cs_local_/), url: `${ORIGIN}/#/test-checkout/${res.body.sessionId}` });
    const checkout = await gw.request.get(`/api/v1/test_checkout/${res.body.sessionId}`);
    expect(checkout.body).toMatchObject({ mode: 'payment', price: { id: 'job-posting-us', amount: 19900 }, customerEmail: 'poster@acme.example' });
    expect((await jobList(seeker)).body.data.map((j: { jobTitle: string }) => j.jobTitle)).not.toContain((info as { jobTitle: string }).jobTitle);
  });

  it('with autoBump yes, checks out the renewing price (every 30 days)', async () => {
    const res = await order({ autoBump: 'yes' });
    const checkout = await gw.request.get(`/api/v1/test_checkout/${res.body.sessionId}`);
    expect(checkout.body).toMatchObject({ mode: 'subscription', price: { id: 'job-posting-auto-bump-us', interval: 30, intervalType: 'day' } });
  });

  it('takes an order without a logo', async () => {
    expect((await order({ logo: null })).status).toBe(201);
  });

  it('answers "Please provide all the details" naming every missing or wrong required field', async () => {
    const res = await order({
      info: jobInfo({ jobTitle: ' ', location: 'Mars Only', applyUrl: 'not a link', company: { hq: '', email: 'nope', websiteUrl: 'acme' } }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please provide all the details');
    expect(res.body.fields.sort()).toEqual(['applyUrl', 'company.email', 'company.hq', 'company.websiteUrl', 'jobTitle', 'location'].sort());
  });

  it.each([
    [{ jobInfo: 'not json' }, 'jobInfo must be the posting form as JSON text'],
    [{ priceId: 'app-monthly-us' }, 'Please choose one of the offered plans'],
    [{ email: 'nobody' }, 'Please provide a valid email'],
    [{ autoBump: 'maybe' }, 'autoBump must be yes or no'],
    [{ successCallback: 'https://evil.example/' }, 'successCallback must be an address of this site'],
  ])('answers 400 for %j', async (fields, message) => {
    const res = await order({ fields });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
  });

  it('refuses a logo that is not an image by its content (415) or over 2 MB (413)', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    const notImage = await order({ logo: exe });
    expect(notImage.status).toBe(415);
    expect(notImage.body).toEqual({ message: 'The company logo must be a JPEG, PNG, WebP or GIF image' });
    const huge = await order({ logo: Buffer.alloc(2 * 1024 * 1024 + 1, 7) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ message: 'The company logo must be at most 2 MB' });
  });
});

describe('a paid posting', () => {
  it('is published pinned 7 days, valid a month, highlighted, at the top of the list, with its logo and clean HTML', async () => {
    const poster = await gw.signUp();
    const seeker = await gw.signUp();
    const { jobId } = await postJob(poster);
    const list = await jobList(seeker);
    expect(list.body.data[0]._id).toBe(jobId);
    const job = (await gw.request.get(`/api/v1/users/${seeker.userId}/remotejobs/${jobId}`).set(bearer(seeker))).body;
    expect(job).toMatchObject({
      companyName: 'Acme Rockets',
      category: 'Programming',
      tags: ['rust', 'tokio'],
      regionalRestriction: 'Europe Only',
      jobType: 'Full-Time',
      applyUrl: 'https://acme.example/jobs/1',
      source: { name: 'RemoteHunt' },
      metadata: { highlight: true },
      company: { hq: 'Berlin', email: 'jobs@acme.example', websiteUrl: 'https://acme.example' },
      isSubscription: false,
      filled: false,
    });
    expect(Date.parse(job.metadata.pinTill) - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect(Date.parse(job.metadata.pinTill) - Date.now()).toBeLessThanOrEqual(7 * DAY);
    expect(Date.parse(job.validThrough) - Date.now()).toBeGreaterThan(27 * DAY);
    expect(job.description).toBe('<p>Build our <b>engine</b>.</p>');
    expect(job.companyImage).toMatch(new RegExp(`^${ORIGIN}/api/v1/job_postings/[0-9a-f-]+/logo$`));
    const logo = await gw.request.get(new URL(job.companyImage).pathname);
    expect(logo.status).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    expect((await sharp(logo.body).metadata()).width).toBe(256);
  });

  it('carries the pay the poster gave, where it can be done from and its seniority, on both transports', async () => {
    const seeker = await gw.signUp();
    const { jobId } = await postJob(undefined, { info: jobInfo({ jobTitle: 'Senior Rust Engineer', salary: { min: 60000, max: 75000, currency: 'eur', period: 'year' } }) });
    const [{ usd_per: eur }] = await gw.services.db.query(`SELECT usd_per FROM exchange_rates WHERE currency = 'EUR'`);
    const rest = (await gw.request.get(`/api/v1/users/${seeker.userId}/remotejobs/${jobId}`).set(bearer(seeker))).body;
    const graphql = await gw.graphql(
      `query ($id: ID!) { job(id: $id) { salary { min max currency period annualUsdMin annualUsdMax } eligibility { anywhere countries badge } seniority } }`,
      { id: jobId },
      seeker.token,
    );
    const expected = {
      salary: { min: 60000, max: 75000, currency: 'EUR', period: 'year', annualUsdMin: Math.round(60000 * eur), annualUsdMax: Math.round(75000 * eur) },
      eligibility: { anywhere: false, countries: expect.arrayContaining(['DE', 'FR', 'PL']), badge: 'Europe' },
      seniority: 'senior',
    };
    expect(rest).toMatchObject(expected);
    expect(graphql.body.data.job).toMatchObject(expected);
  });

  it('keeps the paragraphs and line breaks of a plain-text description, as the preview showed them, on both transports and its public page', async () => {
    const poster = await gw.signUp();
    const description = 'We build rockets.\n\nYou will own the engine\nand its tests.\r\n\r\nApply <b>today</b>.<script>alert(1)</script>';
    const { jobId } = await postJob(poster, { info: jobInfo({ description }) });
    const expected = '<p>We build rockets.</p>\n<p>You will own the engine<br />and its tests.</p>\n<p>Apply <b>today</b>.</p>';

    const rest = await gw.request.get(`/api/v1/users/${poster.userId}/remotejobs/${jobId}`).set(bearer(poster));
    expect(rest.body.description).toBe(expected);
    const mine = await gw.request.get(`/api/v1/users/${poster.userId}/job_postings`).set(bearer(poster));
    expect(mine.body.data[0]).toMatchObject({ _id: jobId, description: expected });
    const graphql = await gw.graphql(
      'query ($id: ID!) { job(id: $id) { description } myJobPostings { data { _id description } } }',
      { id: jobId },
      poster.token,
    );
    expect(graphql.body.data.job.description).toBe(expected);
    expect(graphql.body.data.myJobPostings.data[0]).toEqual({ _id: jobId, description: expected });
    const page = await gw.request.get(rest.body.pagePath);
    expect(page.status).toBe(200);
    expect(page.text).toContain(expected);
  });

  it.each([
    [{ min: 90000, max: 60000, currency: 'USD', period: 'year' }, 'salary.min must not be more than salary.max'],
    [{ min: -5, currency: 'USD', period: 'year' }, 'salary amounts must be more than 0'],
    [{ min: 1e300, currency: 'USD', period: 'year' }, 'salary amounts must be at most 100,000,000'],
    [{ min: 50, currency: 'DOGE', period: 'hour' }, 'salary.currency must be a currency code such as USD'],
    [{ min: 50, currency: 'USD', period: 'fortnight' }, 'salary.period must be one of year, month, week, day, hour'],
    [{ currency: 'USD', period: 'year' }, 'salary needs a min or a max amount'],
    ['lots', 'salary: Invalid input: expected object, received string'],
  ])('refuses the pay %j with a message naming it, and places no order', async (salary, message) => {
    const res = await order({ info: jobInfo({ salary }) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.fields[0]).toMatch(/^salary/);
  });

  it('makes its signed-in poster a recruiter, and is listed in their job postings only', async () => {
    const poster = await gw.signUp();
    const other = await gw.signUp();
    const { jobId } = await postJob(poster, { autoBump: 'yes' });
    const mine = await gw.request.get(`/api/v1/users/${poster.userId}/job_postings`).set(bearer(poster));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ data: [expect.objectContaining({ _id: jobId, isSubscription: true, filled: false })], total: 1 });
    expect((await gw.request.get(`/api/v1/users/${other.userId}/job_postings`).set(bearer(other))).body).toEqual({ data: [], total: 0 });
    const info = await gw.graphql('{ me { recruiter } }', {}, poster.token);
    expect(info.body.data.me.recruiter).toBe(true);
  });

  it("a visitor's posting is published too, and belongs to the account of the address ordered with (purchase-receipts.int-spec)", async () => {
    const seeker = await gw.signUp();
    const { jobId } = await postJob(undefined);
    expect((await jobList(seeker)).body.data[0]._id).toBe(jobId);
    const [row] = await gw.services.db.query(`SELECT u.email FROM jobs j JOIN users u ON u.id = j.posted_by WHERE j.id = $1`, [jobId]);
    expect(row.email).toBe('poster@acme.example');
  });
});

describe('Mark filled and Cancel auto-bump', () => {
  it('only the poster may: another user gets 404 on their own path, 403 on the poster’s, and nothing changes', async () => {
    const poster = await gw.signUp();
    const other = await gw.signUp();
    const { jobId } = await postJob(poster, { autoBump: 'yes' });
    for (const res of [
      await gw.request.put(`/api/v1/users/${other.userId}/job_postings/${jobId}/filled`).set(bearer(other)),
      await gw.request.delete(`/api/v1/users/${other.userId}/job_postings/${jobId}/autobump`).set(bearer(other)),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'The job posting was not found' });
    }
    const onPosters = await gw.request.put(`/api/v1/users/${poster.userId}/job_postings/${jobId}/filled`).set(bearer(other));
    expect(onPosters.status).toBe(403);
    const gql = await gw.graphql(`mutation { markJobFilled(jobId: "${jobId}") { filled } }`, {}, other.token);
    expect(gql.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const [job] = await gw.services.db.query(`SELECT filled, is_subscription FROM jobs WHERE id = $1`, [jobId]);
    expect(job).toEqual({ filled: false, is_subscription: true });
  });

  it('marking filled clears auto-bump, shows as filled, and takes the job off the lists', async () => {
    const poster = await gw.signUp();
    const { jobId } = await postJob(poster, { autoBump: 'yes' });
    const res = await gw.request.put(`/api/v1/users/${poster.userId}/job_postings/${jobId}/filled`).set(bearer(poster));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: jobId, filled: true, isSubscription: false });
    expect((await jobList(poster)).body.data.map((j: { _id: string }) => j._id)).not.toContain(jobId);
    const mine = await gw.request.get(`/api/v1/users/${poster.userId}/job_postings`).set(bearer(poster));
    expect(mine.body.data[0]).toMatchObject({ _id: jobId, filled: true, isSubscription: false });
  });

  it('cancelling auto-bump keeps the job listed and stops its renewals', async () => {
    const poster = await gw.signUp();
    const { jobId } = await postJob(poster, { autoBump: 'yes' });
    const res = await gw.request.delete(`/api/v1/users/${poster.userId}/job_postings/${jobId}/autobump`).set(bearer(poster));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: jobId, filled: false, isSubscription: false });
    expect((await jobList(poster)).body.data.map((j: { _id: string }) => j._id)).toContain(jobId);
  });

  it('GraphQL answers the same postings and changes', async () => {
    const poster = await gw.signUp();
    const { jobId } = await postJob(poster, { autoBump: 'yes' });
    const list = await gw.graphql('{ myJobPostings { total data { _id isSubscription filled } } }', {}, poster.token);
    expect(list.body.data.myJobPostings).toEqual({ total: 1, data: [{ _id: jobId, isSubscription: true, filled: false }] });
    const canceled = await gw.graphql(`mutation { cancelJobAutoBump(jobId: "${jobId}") { isSubscription filled } }`, {}, poster.token);
    expect(canceled.body.data.cancelJobAutoBump).toEqual({ isSubscription: false, filled: false });
    const filled = await gw.graphql(`mutation { markJobFilled(jobId: "${jobId}") { isSubscription filled } }`, {}, poster.token);
    expect(filled.body.data.markJobFilled).toEqual({ isSubscription: false, filled: true });
    const options = await gw.graphql('{ jobPostingFormOptions { categories regionalRestrictions jobTypes } }');
    expect(options.body.data.jobPostingFormOptions).toMatchObject({ jobTypes: ['Full-Time', 'Contract'] });
    expect(options.body.data.jobPostingFormOptions.categories).toHaveLength(21);
    expect(options.body.data.jobPostingFormOptions.regionalRestrictions).toContain("Other (don't specify)");
  });
});
