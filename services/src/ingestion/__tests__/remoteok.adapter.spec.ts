import { remoteOkAdapter } from '../adapters/remoteok.adapter';
import { FeedFormatError } from '../feed-format-error';
import { REMOTEOK_FEED } from './fixtures/remoteok.fixture';
import { DAY_MS, parseWith, postingOf } from './parse-helper';

const result = parseWith(remoteOkAdapter, REMOTEOK_FEED);

describe('RemoteOK adapter', () => {
  it('does not take the legal notice for a posting, nor count it as skipped', () => {
    // 7 entries after the notice: 2 usable, 5 not.
    expect(result.postings).toHaveLength(2);
    expect(result.skipped).toHaveLength(5);
    expect(result.failed).toEqual([]);
  });

  it('reads string ids, unescapes \\/ and decodes entities in plain fields', () => {
    const job = postingOf(result, '1200001');
    expect(job.companyName).toBe('Quillfeather & Sons');
    expect(job.title).toBe('Senior Rust Engineer');
    expect(job.boardJobUrl).toBe('https://remoteok.com/remote-jobs/remote-senior-rust-engineer-quillfeather-sons-1200001');
    expect(job.companyImage).toBe('https://remoteok.com/assets/img/jobs/a1b2c31767225600.png');
  });

  it('dedupes tags and treats a worldwide tag as worldwide', () => {
    const job = postingOf(result, '1200001');
    expect(job.tags).toEqual(['rust', 'senior', 'backend', 'worldwide']);
    expect(job.worldwide).toBe(true);
  });

  it('repairs mojibake, drops the literal \\n, the script and the anti-spam tail', () => {
    const html = postingOf(result, '1200001').descriptionHtml;
    expect(html).toBe('<p>We build ledgers.</p>\n<p>Café culture — we’re strong 💪</p>');
  });

  it('reads salary 0 as unknown, and other amounts as yearly USD', () => {
    expect(postingOf(result, '1200001').salary).toBeNull();
    expect(postingOf(result, '1200002').salary).toEqual({ min: 70000, max: 110000, currency: 'USD', period: 'year' });
  });

  it('cleans locations into a regional restriction', () => {
    const job = postingOf(result, '1200001');
    expect(job.location).toBe('United States');
    expect(job.regionalRestriction).toBe('United States');
    expect(postingOf(result, '1200002').location).toBe('Madrid, España');
  });

  it('dates postings by epoch and gives them the default validity', () => {
    const job = postingOf(result, '1200001');
    expect(job.datePosted.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(job.validThrough.getTime() - job.datePosted.getTime()).toBe(30 * DAY_MS);
  });

  it("sends Apply to the employer for original jobs, keeping RemoteOK's page as the board link", () => {
    const job = postingOf(result, '1200002');
    expect(job.applyUrl).toBe('https://lanternfish.example/careers/support-lead?ref=remoteok#apply');
    expect(job.boardJobUrl).toBe('https://remoteok.com/remote-jobs/remote-support-lead-lanternfish-1200002');
    expect(job.companyImage).toBeNull();
  });

  it('turns a plain-text teaser into a paragraph and reads the category from the title', () => {
    const job = postingOf(result, '1200002');
    expect(job.descriptionHtml).toBe('<p>Remote - Lanternfish helps ferries run on time. You will lead a team of five...</p>');
    expect(job.category).toBe('Customer Support');
    expect(postingOf(result, '1200001').category).toBe('Programming');
  });

  it('skips postings without the data a job needs, each with a reason', () => {
    expect(result.skipped).toEqual([
      { externalId: '1200003', reason: 'missing title' },
      { externalId: null, reason: 'missing id' },
      { externalId: '1200005', reason: 'missing or unreadable posting date' },
      { externalId: '1200006', reason: 'no usable apply URL' },
      { externalId: null, reason: 'not a job object' },
    ]);
  });

  it('throws FeedFormatError for a payload that is not JSON or not an array', () => {
    expect(() => parseWith(remoteOkAdapter, '<html>Too many requests</html>')).toThrow(FeedFormatError);
    expect(() => parseWith(remoteOkAdapter, '{"jobs": []}')).toThrow(/remoteok: expected an array, got an object with jobs/);
    expect(() => parseWith(remoteOkAdapter, '')).toThrow(/empty/);
  });
});
