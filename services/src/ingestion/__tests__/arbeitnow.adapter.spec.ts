import { arbeitnowAdapter } from '../adapters/arbeitnow.adapter';
import { FeedFormatError } from '../feed-format-error';
import { ARBEITNOW_DATA_ONLY, ARBEITNOW_FEED } from './fixtures/json-boards.fixture';
import { parseWith, postingOf } from './parse-helper';

const result = parseWith(arbeitnowAdapter, ARBEITNOW_FEED);

describe('Arbeitnow adapter', () => {
  it('reads the {data, links, meta} envelope and the {data}-only copy alike', () => {
    expect(parseWith(arbeitnowAdapter, ARBEITNOW_DATA_ONLY)).toEqual(result);
  });

  it('skips on-site jobs with a reason, keeping remote ones', () => {
    expect(result.skipped).toEqual([{ externalId: 'lagerist-hamburg-100002', reason: 'on-site job (remote: false)' }]);
    expect(result.postings.map((p) => p.externalId)).toEqual(['senior-go-engineer-berlin-100001', 'product-owner-remote-100003']);
  });

  it('decodes an entity-escaped description once and repairs the stray </a> of the footer', () => {
    expect(postingOf(result, 'senior-go-engineer-berlin-100001').descriptionHtml).toBe(
      '<p><strong>Build &amp; run</strong> our APIs.</p><p>Find more <a href="https://www.arbeitnow.com/english-speaking-jobs" rel="nofollow noopener" target="_blank">English Speaking Jobs in Germany</a> on Arbeitnow</p>',
    );
  });

  it('maps slug ids, epoch dates, job types and locations', () => {
    const job = postingOf(result, 'senior-go-engineer-berlin-100001');
    expect(job.datePosted.getTime()).toBe(1785792634 * 1000);
    expect(job.jobType).toBe('Full-Time');
    expect(job.location).toBe('Berlin, Germany');
    expect(job.category).toBe('Programming');
    expect(job.boardJobUrl).toBe('https://www.arbeitnow.com/jobs/companies/spreewald-systems/senior-go-engineer-berlin-100001');
  });

  it('drops iframe embeds, and has no board link when url points off the board', () => {
    const job = postingOf(result, 'product-owner-remote-100003');
    expect(job.descriptionHtml).toBe('<p>Own the backlog.</p>');
    expect(job.applyUrl).toBe('https://isar-apps.example/jobs/product-owner');
    expect(job.boardJobUrl).toBeNull();
    expect(job.category).toBe('Product');
  });

  it('throws FeedFormatError without a data list', () => {
    expect(() => parseWith(arbeitnowAdapter, '{"message": "Server Error"}')).toThrow(FeedFormatError);
  });
});
