import { remoteJobsOrgAdapter } from '../adapters/remotejobs-org.adapter';
import { FeedFormatError } from '../feed-format-error';
import { REMOTEJOBS_ORG_API, REMOTEJOBS_ORG_CACHE } from './fixtures/json-boards.fixture';
import { parseWith, postingOf } from './parse-helper';

const result = parseWith(remoteJobsOrgAdapter, REMOTEJOBS_ORG_CACHE);
const OLIVO = '7d4f3c9e-1b2a-4c5d-8e9f-0a1b2c3d4e5f';
const QUARRY = '8e5a4d0f-2c3b-4d6e-9f0a-1b2c3d4e5f60';

describe('RemoteJobs.org adapter', () => {
  it("reads a cache wrapper and the API's own envelope alike", () => {
    expect(parseWith(remoteJobsOrgAdapter, REMOTEJOBS_ORG_API)).toEqual(result);
    expect(result.skipped).toEqual([]);
  });

  it('reads the nested company', () => {
    const job = postingOf(result, OLIVO);
    expect(job.companyName).toBe('Olivo Tech');
    expect(job.companyUrl).toBe('https://olivo.example/');
    expect(job.companyImage).toBeNull();
    expect(postingOf(result, QUARRY).companyImage).toBe('https://cdn-images.himalayas.app/quarry');
  });

  it('turns the plain-text description into escaped paragraphs, keeping the HTML footer', () => {
    expect(postingOf(result, OLIVO).descriptionHtml).toBe(
      '<p>Descripción del puesto</p>\n<p>Buscamos una persona &lt;curiosa&gt; &amp; constante.<br />Sin prisa.</p>\n' +
        '<p>Apply directly on <a href="https://remotejobs.org/" rel="nofollow noopener" target="_blank">RemoteJobs.org</a>: https://remotejobs.org/remote-jobs/desarrollador-backend-senior-olivo</p>',
    );
  });

  it('takes the currency from salary_text', () => {
    // No period word: amounts worth tens of thousands of USD are read as a year (pay/plausible-pay.ts).
    expect(postingOf(result, OLIVO).salary).toEqual({ min: 52800, max: 72200, currency: 'EUR', period: 'year' });
    expect(postingOf(result, QUARRY).salary).toBeNull();
  });

  it('reads locations, categories and a missing apply_url', () => {
    const olivo = postingOf(result, OLIVO);
    expect(olivo.worldwide).toBe(true);
    expect(olivo.category).toBe('Programming');
    const quarry = postingOf(result, QUARRY);
    expect(quarry.regionalRestriction).toBe('United Kingdom');
    expect(quarry.applyUrl).toBe('https://remotejobs.org/remote-jobs/data-scientist-quarry');
    expect(quarry.category).toBe('Programming');
  });

  it('throws FeedFormatError without a data list', () => {
    expect(() => parseWith(remoteJobsOrgAdapter, '{"jobs": []}')).toThrow(FeedFormatError);
  });
});
