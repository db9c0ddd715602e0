import type { Services } from '../../../app/services';
import { jobFilterSchema } from '../../../jobs/job-filter.schema';
import { findJobList } from '../../../jobs/job-list-engine';
import { resolveJobFilter } from '../../../jobs/jobs.service';
import { mulberry32 } from '../../../seed/random';
import { createJob, createUser } from '../../../test/factories';
import { createTestServices } from '../../../test/services';
import { AlertCriteria } from '../alert-criteria';
import { KeywordHits, viewedJobs } from '../window-reads';

/**
 * The alert matcher against the job list itself: for many random filters, the jobs an alert
 * would mail are exactly the jobs the owner's list shows for that filter. The list engine is the
 * reference; the matcher re-expresses its rules over bitsets, so any rule it gets wrong (a name's
 * case, a pay band's edge, a place, a hidden company, a keyword's syntax) shows up here.
 */
let services: Services;
const users: { userId: string; country: string | null }[] = [];
let jobIds: string[] = [];

const CATEGORIES = ['programming', 'design', 'sales-marketing', 'devops-sysadmin', 'customer-support'];
const CATEGORY_NAMES = ['Programming', 'design', 'Sales & Marketing', 'DevOps and Sysadmin', 'customer-support', 'No Such Category'];
const BOARDS = ['RemoteOK', 'Remotive', 'We Work Remotely', 'Himalayas'];
const BOARD_NAMES = ['remoteok', 'Remotive', 'WE WORK REMOTELY', 'Himalayas', 'Nowhere Board'];
const TAGS = ['typescript', 'react', 'go', 'rust', 'figma', 'sql', 'kubernetes', 'sales'];
const WORDS = ['Senior', 'Platform', 'Frontend', 'Backend', 'Designer', 'Engineer', 'Account', 'Manager', 'Support', 'Data'];
const PLACES = [undefined, 'USA Only', 'Europe', 'Worldwide', 'Germany', 'UK', 'Americas', 'EMEA'];
const TYPES = [null, 'Full-Time', 'Contract', 'Part-Time'];
const LEVELS = [null, 'senior', 'junior', 'mid', 'lead'];
const QUERIES = ['engineer', 'senior platform', '"frontend engineer"', 'design -senior', 'rust OR go', 'the', 'manager'];

beforeAll(async () => {
  services = await createTestServices();
  const random = mulberry32(22);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  for (let i = 0; i < 160; i++) {
    const pay = random() < 0.5 ? null : Math.round(30 + random() * 200) * 1000;
    const job = await createJob(services, {
      title: `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)}`,
      companyName: `Company ${i % 12}`,
      board: pick(BOARDS),
      category: pick(CATEGORIES),
      tags: [...new Set([pick(TAGS), pick(TAGS)])],
      location: pick(PLACES),
      salary: pay === null ? null : { min: Math.round(pay * 0.8), max: random() < 0.3 ? null : pay, currency: random() < 0.7 ? 'USD' : 'EUR', period: 'year' },
      jobType: pick(TYPES),
      seniority: pick(LEVELS),
      datePosted: new Date(Date.now() - Math.floor(random() * 30 * 24) * 3600_000),
    });
    jobIds.push(job.id);
  }
  for (const country of ['US', 'DE', null, 'BR']) {
    const user = await createUser(services, { name: `Seeker ${country ?? 'anywhere'}` });
    if (country) await services.db.query(`UPDATE users SET country = $2 WHERE id = $1`, [user.userId, country]);
    users.push({ userId: user.userId, country });
  }
  // One hides a company, one has viewed some jobs: both change what their lists show.
  const [{ company_id }] = await services.db.query(`SELECT company_id FROM jobs WHERE id = $1`, [jobIds[0]]);
  await services.db.query(`INSERT INTO hidden_companies (user_id, company_id) VALUES ($1, $2)`, [users[0].userId, company_id]);
  await services.db.query(`INSERT INTO job_visits (user_id, job_id) SELECT $1, unnest($2::uuid[])`, [users[1].userId, jobIds.slice(0, 40)]);
  jobIds = [];
}, 120_000);
afterAll(() => services.close());

/** A random filter of the kinds people save: a few of the list's fields at a time. */
function randomFilter(random: () => number): Record<string, unknown> {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const some = <T>(list: readonly T[]) => [...new Set(Array.from({ length: 1 + Math.floor(random() * 2) }, () => pick(list)))];
  const filter: Record<string, unknown> = {};
  if (random() < 0.4) filter.categories = some(CATEGORY_NAMES);
  if (random() < 0.25) filter.sources = some(BOARD_NAMES);
  if (random() < 0.35) filter.tags = some(TAGS);
  if (random() < 0.3) filter.query = pick(QUERIES);
  if (random() < 0.15) filter.worldwide = true;
  if (random() < 0.3) filter.eligibility = pick(['any', 'open', 'confirmed']);
  if (random() < 0.15) filter.country = pick(['US', 'DE', 'GB', 'BR']);
  if (random() < 0.25) filter.minPay = pick([50_000, 85_000, 120_000, 95_500]);
  if (random() < 0.1) filter.payCurrency = pick(['EUR', 'USD']);
  if (random() < 0.15) filter.withPayOnly = true;
  if (random() < 0.2) filter.jobTypes = some(['full-time', 'contract', 'Part-Time']);
  if (random() < 0.2) filter.seniorities = some(['senior', 'junior', 'lead']);
  if (random() < 0.2) filter.hideViewedJobs = true;
  return filter;
}

it('mails exactly the jobs the owner’s list shows, for 300 random filters and four owners', async () => {
  const random = mulberry32(2022);
  const index = await services.search.newJobs(new Date(0), new Date());
  expect(index.size).toBe(160);
  const keywords = new KeywordHits(services.db, index);
  const criteria = await AlertCriteria.load(services.db);
  await criteria.loadOwners(users.map((u) => u.userId));
  const viewed = await viewedJobs(services.db, index, users.map((u) => u.userId));
  const mismatches: unknown[] = [];
  let nonEmpty = 0;
  for (let i = 0; i < 300; i++) {
    const owner = users[i % users.length];
    const filter = jobFilterSchema.parse(randomFilter(random));
    // The list's answer, or null where the list refuses the filter (no country to look from, no rate).
    const listed = await resolveJobFilter(services.db, owner.userId, filter, {}).then(
      async ({ criteria: c }) => (await findJobList(services.db, owner.userId, c, { page: 1, limit: 1000, offset: 0 })).ids,
      () => null,
    );
    const c = await criteria.of(owner.userId, JSON.stringify(filter));
    if (c?.query !== undefined) await keywords.prepare([c.query]);
    const matched = c ? index.match(c, new Date(0), index.size, { keyword: c.query === undefined ? undefined : keywords.of(c.query), viewed: viewed.get(owner.userId) }).newest.map((j) => j.id) : null;
    if (listed === null || matched === null) {
      if (listed !== matched) mismatches.push({ filter, owner: owner.country, listed, matched });
      continue;
    }
    if (listed.length) nonEmpty++;
    if ([...listed].sort().join() !== [...matched].sort().join()) mismatches.push({ filter, owner: owner.country, listed: listed.length, matched: matched.length });
  }
  expect(mismatches).toEqual([]);
  // The filters are not all empty-handed: most of them list something to compare.
  expect(nonEmpty).toBeGreaterThan(150);
}, 120_000);
