import { weWorkRemotelyAdapter } from '../adapters/weworkremotely.adapter';
import { FeedFormatError } from '../feed-format-error';
import { WWR_FEED } from './fixtures/weworkremotely.fixture';
import { DAY_MS, parseWith, postingOf } from './parse-helper';

const result = parseWith(weWorkRemotelyAdapter, WWR_FEED);
const DRIFTWOOD = 'https://weworkremotely.com/remote-jobs/driftwood-labs-senior-engineer';
const MOSS = 'https://weworkremotely.com/remote-jobs/moss-pebble-support-lead';
const GULL = 'https://weworkremotely.com/remote-jobs/gull-point-maths-coach';

describe('We Work Remotely adapter', () => {
  it('splits "Company: Role" on the first colon only, decoding entities and trimming', () => {
    const job = postingOf(result, DRIFTWOOD);
    expect(job.companyName).toBe('Driftwood Labs');
    expect(job.title).toBe('Senior Engineer: Platform & Tools');
    const moss = postingOf(result, MOSS);
    expect(moss.companyName).toBe('Moss & Pebble');
    expect(moss.title).toBe('Wanted: Support Lead');
  });

  it('reads the 2026 item: logo, company URL, skills, type, region and RFC-822 dates', () => {
    const job = postingOf(result, DRIFTWOOD);
    expect(job.companyImage).toBe('https://wwr-pro.s3.amazonaws.com/logos/0099/0001/logo.gif');
    expect(job.companyUrl).toBe('https://driftwood.example/');
    expect(job.tags).toEqual(['rust', 'go']);
    expect(job.jobType).toBe('Full-Time');
    expect(job.worldwide).toBe(true);
    expect(job.regionalRestriction).toBeNull();
    expect(job.category).toBe('Programming');
    expect(job.datePosted.toISOString()).toBe('2026-07-10T22:45:30.000Z');
    expect(job.validThrough.toISOString()).toBe('2026-08-09T22:45:30.000Z');
    expect(job.applyUrl).toBe(DRIFTWOOD);
    expect(job.boardJobUrl).toBe(DRIFTWOOD);
  });

  it('decodes the escaped description once and sanitizes it', () => {
    const html = postingOf(result, DRIFTWOOD).descriptionHtml;
    expect(html).toContain('<p>Tools &amp; platforms. We’re 100% remote 🚀</p>');
    expect(html).not.toMatch(/<img|onclick/);
    expect(html).toContain(`<a href="${DRIFTWOOD}" rel="nofollow noopener" target="_blank">`);
  });

  it('reads the legacy item: CDATA, no type, no expires_at, logo from the description', () => {
    const job = postingOf(result, MOSS);
    expect(job.jobType).toBeNull();
    expect(job.validThrough.getTime() - job.datePosted.getTime()).toBe(30 * DAY_MS);
    expect(job.descriptionHtml).toBe('<p>Answer &amp; resolve tickets.</p>');
    expect(job.companyImage).toBe('https://we-work-remotely.imgix.net/logos/0099/0002/logo.gif?w=50');
    expect(job.regionalRestriction).toBe('USA');
    expect(job.worldwide).toBe(false);
    expect(job.category).toBe('Customer Support');
  });

  it('leaves "Other (don’t specify)" unrestricted and lets the title place "All Other Remote" jobs', () => {
    const job = postingOf(result, GULL);
    expect(job.regionalRestriction).toBeNull();
    expect(job.worldwide).toBe(false);
    expect(job.category).toBe('Teaching');
  });

  it('skips items without a company or a date, with reasons', () => {
    expect(result.skipped).toEqual([
      { externalId: 'https://weworkremotely.com/remote-jobs/no-company', reason: 'title is not "Company: Role"' },
      { externalId: 'https://weworkremotely.com/remote-jobs/cobble-designer', reason: 'missing or unreadable posting date' },
    ]);
    expect(result.postings).toHaveLength(3);
  });

  it('reads an empty channel as no postings', () => {
    expect(parseWith(weWorkRemotelyAdapter, '<rss version="2.0"><channel><title>x</title></channel></rss>')).toEqual({
      postings: [],
      fingerprints: new Map(),
      skipped: [],
      failed: [],
    });
  });

  it('throws FeedFormatError for text that is not XML, broken XML, or XML that is not RSS', () => {
    expect(() => parseWith(weWorkRemotelyAdapter, '{"jobs": []}')).toThrow(FeedFormatError);
    expect(() => parseWith(weWorkRemotelyAdapter, '<rss><channel><item></channel></rss>')).toThrow(/not well-formed XML/);
    expect(() => parseWith(weWorkRemotelyAdapter, '<feed xmlns="http://www.w3.org/2005/Atom"></feed>')).toThrow(/expected an RSS 2.0 document/);
  });
});
