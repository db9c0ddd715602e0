import { normalizeCompanyName, normalizeJobTitle } from '../company-names';
import { companyHintsOfUrl, registrableDomain } from '../mail-domains';
import { matchApplication, type TrackedApplication } from '../match-application';
import type { MailAddress } from '../read-forwarded-mail';

const APPLICATIONS: TrackedApplication[] = [
  { id: 'acme-backend', companyName: 'Acme Robotics, Inc.', jobTitle: 'Senior Backend Engineer', applyUrl: 'https://boards.greenhouse.io/acmerobotics/jobs/1' },
  { id: 'acme-platform', companyName: 'Acme Robotics, Inc.', jobTitle: 'Platform Engineer', applyUrl: 'https://boards.greenhouse.io/acmerobotics/jobs/2' },
  { id: 'globex', companyName: 'Globex Corporation', jobTitle: 'Platform Engineer', applyUrl: 'https://globex.wd5.myworkdayjobs.com/Careers/job/R-1' },
  { id: 'hooli', companyName: 'Hooli', jobTitle: 'Staff Software Engineer', applyUrl: 'https://careers.hooli.com/jobs/2291' },
  { id: 'bluth', companyName: 'The Bluth Company', jobTitle: 'iOS Engineer', applyUrl: 'https://jobs.smartrecruiters.com/BluthCompany/1' },
  { id: 'kestrel', companyName: 'Kestrel & Finch LLP', jobTitle: 'Legal Engineer', applyUrl: 'https://kestrelfinch.com/join-us' },
];

const match = (sender: MailAddress | null, subject: string, text: string) =>
  matchApplication({ sender, subject, text }, { kind: 'received' }, APPLICATIONS);

describe('company names and domains', () => {
  it.each([
    ['Acme Robotics, Inc.', 'acme robotics'],
    ['The Bluth Company', 'bluth'],
    ['Umbrella Health GmbH', 'umbrella health'],
    ['Kestrel & Finch LLP', 'kestrel and finch'],
    ['Dunder Mifflin Paper Co.', 'dunder mifflin paper'],
    ['Société Générale S.A.', 'societe generale'],
  ])('normalizes %s to "%s"', (name, normalized) => {
    expect(normalizeCompanyName(name)).toBe(normalized);
  });

  it('folds spellings of job titles together', () => {
    expect(normalizeJobTitle('Sr. Back-End Eng.')).toBe('senior backend engineer');
  });

  it('reads the company from an application URL: its own domain, or its board on an applicant tracking system', () => {
    expect(companyHintsOfUrl('https://careers.hooli.com/jobs/1')).toEqual({ ownDomain: 'hooli.com', boardName: null });
    expect(companyHintsOfUrl('https://boards.greenhouse.io/acmerobotics/jobs/1')).toEqual({ ownDomain: null, boardName: 'acmerobotics' });
    expect(companyHintsOfUrl('https://globex.wd5.myworkdayjobs.com/x')).toEqual({ ownDomain: null, boardName: 'globex' });
    expect(companyHintsOfUrl('https://careers-stark.icims.com/jobs/1')).toEqual({ ownDomain: null, boardName: 'stark' });
    expect(registrableDomain('jobs.nakatomi.co.jp')).toBe('nakatomi.co.jp');
  });
});

describe('matchApplication', () => {
  it('is sure of mail from the company\'s own domain that names it', () => {
    expect(match({ name: 'Priya', address: 'priya@hooli.com' }, 'Your offer', 'Welcome to Hooli!')).toEqual({ applicationId: 'hooli', confidence: 'high' });
  });

  it('reads an ATS sender by its display name, not its domain', () => {
    expect(match({ name: 'Kestrel & Finch', address: 'notifications@app.bamboohr.com' }, 'Thanks for applying to Kestrel & Finch', 'Hi Sam')).toEqual({
      applicationId: 'kestrel',
      confidence: 'high',
    });
  });

  it('reads a Workday sender by the company in its address', () => {
    expect(match({ name: 'Careers', address: 'globex@myworkday.com' }, 'Your application', 'Thank you for applying to Globex Corporation.')).toEqual({
      applicationId: 'globex',
      confidence: 'high',
    });
  });

  it('tells two applications at one company apart by the job title', () => {
    const sender = { name: 'Acme Robotics', address: 'no-reply@us.greenhouse-mail.io' };
    expect(match(sender, 'Thank you for applying to Acme Robotics', 'Your application for Platform Engineer has been received.')).toEqual({
      applicationId: 'acme-platform',
      confidence: 'high',
    });
  });

  it('is unsure which of a company\'s applications mail means when it names no title', () => {
    const sender = { name: 'Acme Robotics', address: 'no-reply@us.greenhouse-mail.io' };
    expect(match(sender, 'Thank you for applying to Acme Robotics', 'We received your application.')?.confidence).toBe('low');
  });

  it("is sure of someone writing from the company's own domain about the job's whole title, and not of the domain alone", () => {
    expect(match({ name: 'Gavin Belson', address: 'gavin@hooli.com' }, 'Re: Staff Software Engineer', 'Can you do a call with our CTO on Friday?')).toEqual({
      applicationId: 'hooli',
      confidence: 'high',
    });
    expect(match({ name: 'Gavin Belson', address: 'gavin@hooli.com' }, 'Re: our chat', 'Can you do a call with our CTO on Friday?')).toEqual({
      applicationId: 'hooli',
      confidence: 'low',
    });
    // An applicant tracking system's address names no company, so it is no company's own domain.
    expect(match({ name: 'Recruiting', address: 'no-reply@hire.lever.co' }, 'Staff Software Engineer', 'An update on your application.')).toBeNull();
  });

  it('is unsure when the company is named in one place only', () => {
    expect(match({ name: 'Recruiting', address: 'no-reply@us.greenhouse-mail.io' }, 'Update', 'An update from The Bluth Company.')).toEqual({
      applicationId: 'bluth',
      confidence: 'low',
    });
  });

  it('matches nothing on a job title alone', () => {
    expect(match({ name: 'Recruiter', address: 'jo@gmail.com' }, 'Platform Engineer role', 'About the Platform Engineer role')).toBeNull();
  });

  it('matches nothing for mail classified other', () => {
    expect(matchApplication({ sender: { name: 'Hooli', address: 'news@hooli.com' }, subject: 'Hooli news', text: 'Hooli' }, { kind: 'other' }, APPLICATIONS)).toBeNull();
  });
});
