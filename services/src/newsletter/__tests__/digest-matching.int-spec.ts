import type { Services } from '../../app/services';
import { createJob, createNewsletter, createUser } from '../../test/factories';
import { resetDatabase } from '../../test/database';
import { createTestServices } from '../../test/services';
import { DIGEST_JOB_LIMIT } from '../digest-builder';

let services: Services;
beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services.queues.mail.obliterate({ force: true });
  await services.close();
});
beforeEach(() => resetDatabase(services.db));

/** Builds the daily digest a minute from now and answers the titles each newsletter got. */
async function digestTitles(): Promise<Map<string, string[]>> {
  await services.digests.build('daily', new Date(Date.now() + 60_000));
  const rows: { newsletter_id: string; title: string }[] = await services.db.query(
    `SELECT g.newsletter_id, j.title FROM newsletter_digests g CROSS JOIN LATERAL unnest(g.job_ids) WITH ORDINALITY AS x(job_id, n)
       JOIN jobs j ON j.id = x.job_id ORDER BY g.newsletter_id, x.n`,
  );
  const byNewsletter = new Map<string, string[]>();
  for (const r of rows) byNewsletter.set(r.newsletter_id, [...(byNewsletter.get(r.newsletter_id) ?? []), r.title]);
  return byNewsletter;
}

async function subscriber(overrides: Parameters<typeof createNewsletter>[2] = {}) {
  const user = await createUser(services);
  return createNewsletter(services, user.userId, overrides);
}

describe('which jobs a digest holds', () => {
  it('matches a keyword found only in the tags', async () => {
    const id = await subscriber({ keywords: ['kubernetes'] });
    await createJob(services, { title: 'Platform Engineer', tags: ['go', 'kubernetes'], description: '<p>Run our clusters.</p>' });
    await createJob(services, { title: 'Backend Engineer', tags: ['go'], description: '<p>Build APIs.</p>' });
    expect((await digestTitles()).get(id)).toEqual(['Platform Engineer']);
  });

  it('looks for keywords only where the subscriber asked: a description-only hit is ignored when descriptions are off', async () => {
    const titlesOnly = await subscriber({ keywords: ['graphql'], filters: { description: false } });
    const everywhere = await subscriber({ keywords: ['graphql'] });
    await createJob(services, { title: 'API Engineer', tags: ['node'], description: '<p>Our <b>GraphQL</b> gateway.</p>' });
    await createJob(services, { title: 'GraphQL Engineer', tags: ['node'] });
    const digests = await digestTitles();
    expect(digests.get(titlesOnly)).toEqual(['GraphQL Engineer']);
    expect(digests.get(everywhere)?.sort()).toEqual(['API Engineer', 'GraphQL Engineer']);
  });

  it('matches any of several keywords, case-insensitively and as "contains", listing each job once', async () => {
    const id = await subscriber({ keywords: ['react', 'typescript'] });
    await createJob(services, { title: 'React Native Developer', tags: ['TypeScript', 'React'] });
    await createJob(services, { title: 'Python Developer', tags: ['django'] });
    expect((await digestTitles()).get(id)).toEqual(['React Native Developer']);
  });

  it('keeps to the subscriber\'s categories', async () => {
    const id = await subscriber({ categories: ['design', 'product'], keywords: [] });
    await createJob(services, { title: 'Product Designer', category: 'design' });
    await createJob(services, { title: 'Product Manager', category: 'product' });
    await createJob(services, { title: 'Engineer', category: 'programming' });
    expect((await digestTitles()).get(id)?.sort()).toEqual(['Product Designer', 'Product Manager']);
  });

  it('leaves out a job whose regional restriction excludes the subscriber\'s country, and keeps worldwide and unrestricted ones', async () => {
    const german = await subscriber({ countryCode: 'DE' });
    const american = await subscriber({ countryCode: 'US' });
    await createJob(services, { title: 'US only', regionalRestriction: 'USA Only' });
    await createJob(services, { title: 'Europe only', regionalRestriction: 'Europe' });
    await createJob(services, { title: 'Anywhere', regionalRestriction: null, worldwide: true });
    await createJob(services, { title: 'Not said', regionalRestriction: null });
    await createJob(services, { title: 'A city we cannot place', regionalRestriction: 'Springfield' });
    await createJob(services, { title: 'Posting left open', regionalRestriction: "Other (don't specify)" });
    const digests = await digestTitles();
    expect(digests.get(german)?.sort()).toEqual(['Anywhere', 'Europe only', 'Not said', 'Posting left open']);
    expect(digests.get(american)?.sort()).toEqual(['Anywhere', 'Not said', 'Posting left open', 'US only']);
  });

  it('judges a job by the eligibility rule (eligibility.ts), read from the board\'s location text', async () => {
    const german = await subscriber({ countryCode: 'DE' });
    const american = await subscriber({ countryCode: 'US' });
    // Stored as ingestion stores it: worldwide, no restriction. The worldwide flag alone sent it to everyone.
    await createJob(services, { title: 'Worldwide, US only', location: 'Worldwide, US only' });
    // Hours only: open to whoever lives in them. The restriction text alone named no country, and it went to nobody.
    await createJob(services, { title: 'US hours', location: 'Remote (UTC-8 to UTC-5)' });
    // Europe by name and by hours.
    await createJob(services, { title: 'European hours', location: 'Europe, European timezones' });
    await createJob(services, { title: 'Anywhere', location: 'Anywhere (Open Globally)' });
    const digests = await digestTitles();
    expect(digests.get(german)?.sort()).toEqual(['Anywhere', 'European hours']);
    expect(digests.get(american)?.sort()).toEqual(['Anywhere', 'US hours', 'Worldwide, US only']);
  });

  it('judges a job by the rule stored with it, the one its card shows, not by re-reading its location text', async () => {
    const german = await subscriber({ countryCode: 'DE' });
    const american = await subscriber({ countryCode: 'US' });
    // Ingestion read the description too: "Anywhere in the World" on the board, "a North America-based role" in the text.
    await createJob(services, {
      title: 'North America in the text',
      location: 'Anywhere in the World',
      eligibility: { anywhere: false, countries: ['CA', 'US'], timezones: null },
    });
    await createJob(services, { title: 'Anywhere', location: 'Anywhere in the World' });
    const digests = await digestTitles();
    expect(digests.get(german)?.sort()).toEqual(['Anywhere']);
    expect(digests.get(american)?.sort()).toEqual(['Anywhere', 'North America in the text']);
  });

  it('leaves out the companies a subscriber hid, and only theirs', async () => {
    const hider = await createUser(services);
    const hiding = await createNewsletter(services, hider.userId);
    const other = await subscriber();
    const { companyId } = await createJob(services, { title: 'Agency job', companyName: 'Spammy Agency' });
    await createJob(services, { title: 'Real job', companyName: 'Real Co' });
    await services.db.query(`INSERT INTO hidden_companies (user_id, company_id) VALUES ($1, $2)`, [hider.userId, companyId]);
    const digests = await digestTitles();
    expect(digests.get(hiding)).toEqual(['Real job']);
    expect(digests.get(other)?.sort()).toEqual(['Agency job', 'Real job']);
  });

  it('holds only jobs that arrived since the subscriber\'s last digest, and no filled or expired ones', async () => {
    const id = await subscriber({ since: new Date(Date.now() - 1000) });
    const old = await createJob(services, { title: 'Arrived before' });
    await services.db.query(`UPDATE jobs SET created_at = now() - interval '1 day' WHERE id = $1`, [old.id]);
    await createJob(services, { title: 'Filled', filled: true });
    await createJob(services, { title: 'Expired', datePosted: new Date(Date.now() - 40 * 86400_000) });
    await createJob(services, { title: 'New' });
    expect((await digestTitles()).get(id)).toEqual(['New']);
  });

  it('makes no digest when nothing matches, and moves every due subscriber on all the same', async () => {
    const id = await subscriber({ keywords: ['cobol'] });
    await createJob(services, { title: 'Engineer' });
    const build = await services.digests.build('daily', new Date(Date.now() + 60_000));
    expect(build).toMatchObject({ built: true, subscribers: 1, digests: 0, queued: 0 });
    const [{ digest_cursor }] = await services.db.query(`SELECT digest_cursor FROM newsletters WHERE id = $1`, [id]);
    expect(digest_cursor.getTime()).toBeGreaterThan(Date.now());
    const [{ count }] = await services.db.query(`SELECT count(*)::int AS count FROM mail_messages WHERE template = 'newsletter-digest'`);
    expect(count).toBe(0);
  });

  it(`lists the newest ${DIGEST_JOB_LIMIT} matches and counts them all`, async () => {
    const id = await subscriber();
    for (let i = 0; i < DIGEST_JOB_LIMIT + 3; i++) {
      await createJob(services, { title: `Job ${String(i).padStart(2, '0')}`, datePosted: new Date(Date.now() - (100 - i) * 60_000) });
    }
    const at = new Date(Date.now() + 60_000);
    await services.digests.build('daily', at);
    const [digest] = await services.db.query(`SELECT match_count, cardinality(job_ids) AS listed FROM newsletter_digests WHERE newsletter_id = $1`, [id]);
    expect(digest).toEqual({ match_count: DIGEST_JOB_LIMIT + 3, listed: DIGEST_JOB_LIMIT });
    // A second build of the same day makes nothing new.
    expect(await services.digests.build('daily', new Date(at.getTime() + 1))).toMatchObject({ built: false, digests: 0 });
    const [{ count }] = await services.db.query(`SELECT count(*)::int AS count FROM newsletter_digests`);
    expect(count).toBe(1);
  });

  it('only entitled subscribers get one: a paid newsletter, a paid app plan, or the free switch', async () => {
    await createJob(services, { title: 'Engineer' });
    const paid = await subscriber({ access: 'paid' });
    const freeNoPlan = await subscriber({ access: 'free' });
    const planUser = await createUser(services);
    await services.db.query(`UPDATE app_subscriptions SET status = 'paid', end_time = now() + interval '10 days' WHERE user_id = $1`, [planUser.userId]);
    const freeWithPlan = await createNewsletter(services, planUser.userId, { access: 'free' });
    const pending = await subscriber({ status: 'pending' });
    const weekly = await subscriber({ frequency: 'weekly' });
    const daily = await digestTitles();
    expect([...daily.keys()].sort()).toEqual([paid, freeWithPlan].sort());
    expect(daily.has(freeNoPlan) || daily.has(pending) || daily.has(weekly)).toBe(false);

    await services.db.query(`UPDATE access_switches SET enabled = true WHERE key = 'enableFreeAccessForNewsletter'`);
    await services.digests.build('daily', new Date(Date.now() + 2 * 86400_000));
    const [{ got }] = await services.db.query(`SELECT count(*)::int AS got FROM newsletter_digests WHERE newsletter_id = $1`, [freeNoPlan]);
    expect(got).toBe(1);
  });
});
