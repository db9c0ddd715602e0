import type { TestGateway, TestUser } from './test-gateway';
import { bearer } from './test-gateway';

/** A filled-in Post a job form (jobInfo), with a fresh title so each test finds its own job. */
export const postingForm = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: `Senior Rust Engineer ${Math.random().toString(36).slice(2, 8)}`,
  category: 'Developer',
  jobType: 'Full-Time',
  description: '<p>Build our <b>engine</b>.</p>',
  location: 'Worldwide',
  applyUrl: 'https://acme.example/jobs/1',
  companyName: 'Acme Rockets',
  tags: 'rust, tokio',
  company: { hq: 'Berlin', email: 'jobs@acme.example', websiteUrl: 'https://acme.example', description: 'We make rockets.' },
  ...overrides,
});

/**
 * POST /api/v1/remotejobs as the posting screen sends it: the multipart form, signed in or not,
 * with a logo when given. `fields` replaces any of the form's other fields.
 */
export function orderJobPosting(
  gw: TestGateway,
  opts: { user?: TestUser; info?: object; autoBump?: 'yes' | 'no' | string; logo?: Buffer; fields?: Record<string, string> } = {},
) {
  const req = gw.request.post('/api/v1/remotejobs');
  if (opts.user) req.set(bearer(opts.user));
  const fields: Record<string, string> = {
    jobInfo: JSON.stringify(opts.info ?? postingForm()),
    priceId: 'job-posting-us',
    email: 'poster@acme.example',
    autoBump: opts.autoBump ?? 'no',
    successCallback: '/#/post-job?status=success',
    cancelCallback: '/#/post-job?status=cancel',
    ...opts.fields,
  };
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  if (opts.logo) req.attach('company_logo', opts.logo, 'logo.png');
  return req;
}

/** The posting an order made, by its checkout session. */
export async function postingOfSession(gw: TestGateway, sessionId: string): Promise<{ id: string; job_id: string | null }> {
  const [posting] = await gw.services.db.query(`SELECT id, job_id FROM job_postings WHERE checkout_session_id = $1`, [sessionId]);
  return posting;
}
