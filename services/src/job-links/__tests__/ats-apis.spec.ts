import { atsApiFor, readAtsAnswer } from '../ats-apis';
import { atsAnswer } from './fixture-pages';

describe('atsApiFor', () => {
  it.each([
    ['https://boards.greenhouse.io/acmerobotics/jobs/4012345006', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/acmerobotics/jobs/4012345006?pay_transparency=true'],
    ['https://job-boards.greenhouse.io/northwindlabs/jobs/5523190004?gh_src=abc#app', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/northwindlabs/jobs/5523190004?pay_transparency=true'],
    ['https://boards.greenhouse.io/embed/job_app?for=wingspan&token=6120443', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/wingspan/jobs/6120443?pay_transparency=true'],
    ['https://jobs.lever.co/contoso/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'lever', 'https://api.lever.co/v0/postings/contoso/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b'],
    ['https://jobs.lever.co/tailspin-toys/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f/apply', 'lever', 'https://api.lever.co/v0/postings/tailspin-toys/0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f'],
    ['https://jobs.eu.lever.co/kestrel/1e2d3c4b-5a69-4788-b7c6-d5e4f3a2b1c0', 'lever', 'https://api.eu.lever.co/v0/postings/kestrel/1e2d3c4b-5a69-4788-b7c6-d5e4f3a2b1c0'],
    ['https://jobs.ashbyhq.com/lumen/3f9a1c2e-7b8d-4e6f-a1b2-c3d4e5f60718', 'ashby', 'https://api.ashbyhq.com/posting-api/job-board/lumen?includeCompensation=true'],
    ['https://jobs.ashbyhq.com/lumen/3f9a1c2e-7b8d-4e6f-a1b2-c3d4e5f60718/application', 'ashby', 'https://api.ashbyhq.com/posting-api/job-board/lumen?includeCompensation=true'],
    ['https://apply.workable.com/globex/j/3C1F2A9B7E/', 'workable', 'https://apply.workable.com/api/v2/accounts/globex/jobs/3C1F2A9B7E'],
    ['https://apply.workable.com/globex/j/3C1F2A9B7E/apply/', 'workable', 'https://apply.workable.com/api/v2/accounts/globex/jobs/3C1F2A9B7E'],
    ['https://jobs.smartrecruiters.com/UmbrellaCorp/744000012345678-senior-accountant', 'smartrecruiters', 'https://api.smartrecruiters.com/v1/companies/UmbrellaCorp/postings/744000012345678'],
    ['https://jobs.smartrecruiters.com/UmbrellaCorp/744000012345678', 'smartrecruiters', 'https://api.smartrecruiters.com/v1/companies/UmbrellaCorp/postings/744000012345678'],
    // Pasted without the scheme's s, or with a capital in the host: still the same page.
    ['http://boards.greenhouse.io/acmerobotics/jobs/4012345006', 'greenhouse', 'https://boards-api.greenhouse.io/v1/boards/acmerobotics/jobs/4012345006?pay_transparency=true'],
    ['  https://Jobs.Lever.co/contoso/8F1A2B3C-4D5E-4F60-8A7B-9C0D1E2F3A4B  ', 'lever', 'https://api.lever.co/v0/postings/contoso/8F1A2B3C-4D5E-4F60-8A7B-9C0D1E2F3A4B'],
  ])('%s is %s, answered at %s', (pageUrl, ats, apiUrl) => {
    expect(atsApiFor(pageUrl)).toEqual({ ats, apiUrl });
  });

  it.each([
    ['a look-alike host', 'https://boards.greenhouse.io.evil.com/acme/jobs/123'],
    ['a look-alike host ending like it', 'https://evilboards.greenhouse.io/acme/jobs/123'],
    ['a subdomain of a look-alike', 'https://jobs.lever.co.attacker.example/contoso/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b'],
    ['credentials before the host', 'https://boards.greenhouse.io@evil.com/acme/jobs/123'],
    ['user info on the real host', 'https://user:pw@boards.greenhouse.io/acme/jobs/123'],
    ['another port', 'https://jobs.ashbyhq.com:8443/lumen/3f9a1c2e-7b8d-4e6f-a1b2-c3d4e5f60718'],
    ['another scheme', 'ftp://boards.greenhouse.io/acme/jobs/123'],
    ['javascript', 'javascript:alert(1)//boards.greenhouse.io/acme/jobs/123'],
    ['a company site with gh_jid only', 'https://www.wingspan.example/careers/job?gh_jid=6120443'],
    ['a board, not a job', 'https://boards.greenhouse.io/acmerobotics'],
    ['a Greenhouse id that is not a number', 'https://boards.greenhouse.io/acme/jobs/../../v1/admin'],
    ['an encoded path climb', 'https://boards.greenhouse.io/%2E%2E/jobs/123'],
    ['a Lever company list', 'https://jobs.lever.co/contoso'],
    ['a Lever id that is not a UUID', 'https://jobs.lever.co/contoso/senior-engineer'],
    ['an Ashby board', 'https://jobs.ashbyhq.com/lumen'],
    ['a Workable account page', 'https://apply.workable.com/globex/'],
    ['a SmartRecruiters company page', 'https://jobs.smartrecruiters.com/UmbrellaCorp'],
    ['a SmartRecruiters slug without id', 'https://jobs.smartrecruiters.com/UmbrellaCorp/senior-accountant'],
    ['a job page of another site', 'https://www.linkedin.com/jobs/view/3812345678'],
    ['not a URL', 'boards.greenhouse.io/acme/jobs/123'],
    ['an empty string', ''],
  ])('is null for %s', (_case, pageUrl) => {
    expect(atsApiFor(pageUrl)).toBeNull();
  });

  it('replaces each API’s scheme and host with the base given, keeping the path', () => {
    const bases = { greenhouse: 'http://127.0.0.1:4010', lever: 'http://127.0.0.1:4011/', smartrecruiters: 'http://localhost:4012/sr' };
    expect(atsApiFor('https://boards.greenhouse.io/acme/jobs/42', bases)?.apiUrl).toBe('http://127.0.0.1:4010/v1/boards/acme/jobs/42?pay_transparency=true');
    expect(atsApiFor('https://jobs.eu.lever.co/kestrel/1e2d3c4b-5a69-4788-b7c6-d5e4f3a2b1c0', bases)?.apiUrl).toBe(
      'http://127.0.0.1:4011/v0/postings/kestrel/1e2d3c4b-5a69-4788-b7c6-d5e4f3a2b1c0',
    );
    expect(atsApiFor('https://jobs.smartrecruiters.com/Acme/123-x', bases)?.apiUrl).toBe('http://localhost:4012/sr/v1/companies/Acme/postings/123');
    // An ATS without a base given keeps its own.
    expect(atsApiFor('https://apply.workable.com/globex/j/3C1F2A9B7E', bases)?.apiUrl).toBe('https://apply.workable.com/api/v2/accounts/globex/jobs/3C1F2A9B7E');
  });
});

describe('readAtsAnswer', () => {
  it('reads a Greenhouse job: escaped content decoded once, pay ranges in cents, employment type from metadata', () => {
    expect(readAtsAnswer('greenhouse', atsAnswer('greenhouse-job.json'), 'https://boards.greenhouse.io/acmerobotics/jobs/4012345006')).toEqual({
      jobTitle: 'Senior Backend Engineer',
      companyName: 'Acme Robotics',
      location: 'Remote - United States',
      description: expect.stringContaining('<li>Own reliability &amp; on-call</li>'),
      salary: '$165,000–$195,000',
      employmentType: 'full-time',
      applyUrl: 'https://boards.greenhouse.io/acmerobotics/jobs/4012345006',
      canonicalUrl: 'https://boards.greenhouse.io/acmerobotics/jobs/4012345006',
      datePosted: '2024-04-28T10:00:00-04:00',
      source: 'Greenhouse',
      isJobPage: true,
    });
  });

  it('reads a Greenhouse job without pay, company or metadata', () => {
    const draft = readAtsAnswer('greenhouse', atsAnswer('greenhouse-job-no-pay.json'), 'https://boards.greenhouse.io/fabrikam/jobs/7001823');
    expect(draft).toMatchObject({ jobTitle: 'Product Designer (Contract)', companyName: null, salary: null, employmentType: null, location: 'London, England, United Kingdom' });
    expect(draft?.description).toBe('<p>Fabrikam is looking for a product designer for a six-month engagement on our mobile banking app.</p>');
    expect(draft?.canonicalUrl).toBe('https://www.fabrikam.example/careers?gh_jid=7001823');
  });

  it('reads a Lever posting: description with its lists, salary range and interval, hosted and apply URLs', () => {
    const draft = readAtsAnswer('lever', atsAnswer('lever-posting.json'), 'https://jobs.lever.co/contoso/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(draft).toMatchObject({
      jobTitle: 'Senior Site Reliability Engineer',
      companyName: null,
      location: 'San Francisco, CA',
      salary: '$170,000–$205,000 a year',
      employmentType: 'full-time',
      applyUrl: 'https://jobs.lever.co/contoso/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b/apply',
      canonicalUrl: 'https://jobs.lever.co/contoso/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      datePosted: '2024-04-11T12:00:00.000Z',
      source: 'Lever',
    });
    expect(draft?.description).toContain('<h3>What you will do</h3><ul><li>Run our Kubernetes clusters</li>');
    expect(draft?.description).toContain('four weeks of holiday');
  });

  it('reads a remote Lever posting paid by the hour', () => {
    expect(readAtsAnswer('lever', atsAnswer('lever-posting-remote-hourly.json'), 'https://jobs.lever.co/litware/2b7c9d10-1e2f-4a3b-9c4d-5e6f7a8b9c0d')).toMatchObject({
      location: 'Remote (Canada)',
      salary: '$45–$60 an hour',
      employmentType: 'contract',
    });
  });

  it('picks the page’s job out of an Ashby board by the id in the page’s address', () => {
    const answer = atsAnswer('ashby-job-board.json');
    expect(readAtsAnswer('ashby', answer, 'https://jobs.ashbyhq.com/lumen/3F9A1C2E-7B8D-4E6F-A1B2-C3D4E5F60718/application')).toMatchObject({
      jobTitle: 'Senior Product Engineer',
      location: 'Remote (United States)',
      description: '<p><strong>About Lumen</strong></p><p>Lumen Analytics helps hospitals predict bed demand.</p>',
      salary: '$150K – $190K • Offers Equity',
      employmentType: 'full-time',
      applyUrl: 'https://jobs.ashbyhq.com/lumen/3f9a1c2e-7b8d-4e6f-a1b2-c3d4e5f60718/application',
      source: 'Ashby',
    });
    expect(readAtsAnswer('ashby', answer, 'https://jobs.ashbyhq.com/lumen/0aa11bb2-cc33-4dd4-8ee5-ff6600778899')).toMatchObject({ jobTitle: 'Account Executive', location: 'New York', salary: null });
    expect(readAtsAnswer('ashby', answer, 'https://jobs.ashbyhq.com/lumen/11111111-2222-4333-8444-555555555555')).toBeNull();
  });

  it('reads Workable jobs: its type names, its sections, a remote job by its country', () => {
    const page = 'https://apply.workable.com/globex/j/3C1F2A9B7E/';
    expect(readAtsAnswer('workable', atsAnswer('workable-job.json'), page)).toMatchObject({
      jobTitle: 'Backend Developer (Python)',
      location: 'Lisbon, Portugal',
      employmentType: 'full-time',
      canonicalUrl: page,
      applyUrl: page,
      datePosted: '2024-09-03T00:00:00.000Z',
      description: expect.stringContaining('<h3>Requirements</h3><ul><li>3+ years of Python'),
    });
    expect(readAtsAnswer('workable', atsAnswer('workable-job-remote.json'), 'https://apply.workable.com/hartwell-and-stone/j/9D8E7F6A5B/')).toMatchObject({
      location: 'Remote (Germany)',
      employmentType: 'part-time',
      description: '<p>Hartwell &amp; Stone is an accounting firm for creative studios.</p>',
    });
  });

  it('reads a SmartRecruiters posting: company, full location, sections in order', () => {
    const draft = readAtsAnswer('smartrecruiters', atsAnswer('smartrecruiters-posting.json'), 'https://jobs.smartrecruiters.com/UmbrellaCorp/744000012345678-senior-accountant');
    expect(draft).toMatchObject({
      jobTitle: 'Senior Accountant',
      companyName: 'Umbrella Corp',
      location: 'Chicago, IL, United States',
      employmentType: 'full-time',
      applyUrl: 'https://jobs.smartrecruiters.com/UmbrellaCorp/744000012345678-senior-accountant?oga=true',
      source: 'SmartRecruiters',
    });
    const description = draft?.description ?? '';
    expect(description.indexOf('<h3>Job Description</h3>')).toBeLessThan(description.indexOf('<h3>Qualifications</h3>'));
  });

  it('leaves out a field of an unexpected shape and keeps the rest', () => {
    const answer = { ...(atsAnswer('greenhouse-job.json') as object), location: 'Remote', pay_input_ranges: 'n/a', metadata: [{ name: 42 }] };
    expect(readAtsAnswer('greenhouse', answer, 'https://boards.greenhouse.io/acmerobotics/jobs/4012345006')).toMatchObject({
      jobTitle: 'Senior Backend Engineer',
      location: null,
      salary: null,
      employmentType: null,
    });
  });

  it.each([
    ['an error body', { status: 404, error: 'Job not found' }],
    ['null', null],
    ['a string', 'Senior Backend Engineer'],
    ['an array', [1, 2, 3]],
    ['a title that is not text', { title: { en: 'Engineer' } }],
    ['a blank title', { title: '   ', text: '  ', name: ' ' }],
  ])('gives null for %s, whichever ATS it is read as', (_case, json) => {
    for (const ats of ['greenhouse', 'lever', 'ashby', 'workable', 'smartrecruiters'] as const) {
      expect(readAtsAnswer(ats, json, 'https://jobs.lever.co/x/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b')).toBeNull();
    }
  });

  it('gives null for another ATS’s answer', () => {
    expect(readAtsAnswer('lever', atsAnswer('greenhouse-job.json'), 'https://jobs.lever.co/x/8f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b')).toBeNull();
    expect(readAtsAnswer('smartrecruiters', atsAnswer('lever-posting.json'), 'https://jobs.smartrecruiters.com/x/1')).toBeNull();
  });
});
