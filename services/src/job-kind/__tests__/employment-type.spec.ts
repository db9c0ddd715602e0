import { employmentTypeOf } from '../employment-type';
import { employmentTypeDescriptions } from '../../seed/hostile-text';

/**
 * Type fields, titles and description sentences as the recorded feeds (../shared/feeds) carry
 * them, each with the type a reader of the posting would write down.
 */
describe("employment type from a board's field", () => {
  it.each([
    ['We Work Remotely', 'Full-Time', 'Full-Time'],
    ['We Work Remotely', 'Contract', 'Contract'],
    ['Remotive', 'full_time', 'Full-Time'],
    ['Remotive', 'part_time', 'Part-Time'],
    ['Remotive', 'freelance', 'Freelance'],
    ['Remotive', 'contract', 'Contract'],
    ['Himalayas', 'Full Time', 'Full-Time'],
    ['Himalayas', 'Contractor', 'Contract'],
    ['Himalayas', 'Part Time', 'Part-Time'],
    ['Himalayas', 'Intern', 'Internship'],
    ['Himalayas', 'Temporary', 'Temporary'],
    ['Himalayas', 'Volunteer', 'Volunteer'],
    ['Jobicy', ['Full-Time'], 'Full-Time'],
    ['Jobicy', ['Contract'], 'Contract'],
    ['Arbeitnow', ['Full-time'], 'Full-Time'],
    ['RemoteJobs.org', 'Full-time', 'Full-Time'],
  ])('%s %j is %s', (_board, boardType, type) => {
    expect(employmentTypeOf({ boardType, title: 'Engineer' })).toBe(type);
  });

  it.each([
    ['Himalayas', 'Other'],
    ['Remotive', ''],
    ['Arbeitnow', ['professional / experienced']],
    ['Arbeitnow', []],
  ])('%s %j says nothing', (_board, boardType) => {
    expect(employmentTypeOf({ boardType, title: 'Engineer' })).toBeNull();
  });
});

describe('employment type from a title', () => {
  it.each([
    ['Jobicy', 'Senior Software Engineer (Contract)', 'Contract'],
    ['We Work Remotely', 'US Expat Tax Accountant (CPA, EA or JD) Independent Contractor', 'Contract'],
    ['Remotive', 'Inside Sales Contractor', 'Contract'],
    ['We Work Remotely', 'Wanted: Hungry full stack WordPress developer for website rebuild and ongoing contract work', 'Contract'],
    ['(the brief)', 'Contract Designer (6 months)', 'Contract'],
    ['We Work Remotely', 'React Native Developer - Part-Time', 'Part-Time'],
    ['We Work Remotely', 'Mentor - Software Engineering Career Track (Part-time/Remote)', 'Part-Time'],
    ['We Work Remotely', 'Front End Engineer - Full Time', 'Full-Time'],
    ['We Work Remotely', 'Freelance Shopify UI/UX Designer', 'Freelance'],
    ['RemoteOK', 'Freelance Python Contributor Project Aurora', 'Freelance'],
    ['We Work Remotely', 'ML Engineer Intern', 'Internship'],
    ['We Work Remotely', 'Website Admin / Design INTERNSHIP', 'Internship'],
    ['Arbeitnow', 'Praktikant Marketing (m/w/d)', 'Internship'],
    ['(German)', 'Entwickler (m/w/d) in Teilzeit', 'Part-Time'],
  ])('%s "%s" is %s', (_board, title, type) => {
    expect(employmentTypeOf({ title })).toBe(type);
  });

  it.each([
    // Subjects, not terms.
    'Senior Auditor Contract Compliance (Retail-Construction)',
    'Contract Manager',
    'Contracts Administrator',
    'Internship Program Coordinator',
    'Volunteer Coordinator',
    // Both named: neither.
    'Customer Support Agent (Full-time or Part-time)',
    // No type at all.
    'Senior Engineer: Long-term job - 100% remote',
    'Executive Assistant for a Digital Commerce Company in Australia (Home Based Part',
  ])('"%s" states no type', (title) => {
    expect(employmentTypeOf({ title })).toBeNull();
  });

  it('overrides the board only with a more specific type', () => {
    // The brief's case and the recorded ones.
    expect(employmentTypeOf({ boardType: 'Full-Time', title: 'Contract Designer (6 months)' })).toBe('Contract');
    expect(employmentTypeOf({ boardType: 'full_time', title: 'Inside Sales Contractor' })).toBe('Contract');
    expect(employmentTypeOf({ boardType: 'Contract', title: 'Freelance TIBCO Developer' })).toBe('Freelance');
    expect(employmentTypeOf({ boardType: 'Contractor', title: 'Freelance Data Scraping Engineer (Python)' })).toBe('Freelance');
    expect(employmentTypeOf({ boardType: 'Full-time', title: 'Frontend Developer - Intern' })).toBe('Internship');
    expect(employmentTypeOf({ boardType: 'Full-Time', title: 'React Native Developer - Part-Time' })).toBe('Part-Time');
    // Vaguer titles leave the board's word standing: a part-time contract is a contract.
    expect(employmentTypeOf({ boardType: 'Contract', title: 'Mentor - UI/UX Design Career Track (Part-time/Remote)' })).toBe('Contract');
    expect(employmentTypeOf({ boardType: 'Contract', title: 'Reddit Campaign Manager (Entry level / Part time)' })).toBe('Contract');
    expect(employmentTypeOf({ boardType: 'Contract', title: 'Front End Engineer - Full Time' })).toBe('Contract');
    expect(employmentTypeOf({ boardType: 'part_time', title: 'Content Reviewer - United States' })).toBe('Part-Time');
  });

  it('reads "Full-time. Unlimited. Contractor." as the contract it is, on full-time hours', () => {
    expect(employmentTypeOf({ boardType: 'Full-Time', title: 'Product Manager for Customer UX. Full-time. Unlimited. Contractor.' })).toBe('Contract');
  });
});

describe('employment type from a description, when board and title say nothing', () => {
  const typeOf = (descriptionText: string) => employmentTypeOf({ title: 'Engineer', descriptionText });

  it.each([
    ['This is a contract role with the likelihood of transitioning into a full-time position should it be a fit.', 'Contract'],
    ['<p>This position is a part-time, remote-eligible role for Bluefield University Online.</p>', 'Part-Time'],
    ['This is an open-ended contract opportunity, structured around project-based work.', 'Contract'],
    ['Contract details: This contract opportunity requires a Central or Eastern Time zone work schedule.', 'Contract'],
    ['Industry Blockchain Services Employment Type Full-time Please mention the word **VISIONARY**', 'Full-Time'],
    ['Posted 11:03:35 AM. Job Title: Data ScientistJob Type: ContractorLocation: RemoteJob Summary', 'Contract'],
    ['Details Posted: 08-Jun-26 Location: Orlando, Florida Type: Full Time Subspecialties', 'Full-Time'],
    ['Reports to: Vice President of Community Philanthropy Classification: Exempt Full Time Union Role? Yes', 'Full-Time'],
    ['Account Manager to support key accounts on a freelance basis.', 'Freelance'],
    ['<strong>Remote - Full time, US-based, Eastern or Central timezone preferred</strong>', 'Full-Time'],
    ['Biology / Environmental Science Evaluator Remote | Hourly Contract | $80 $120/hour', 'Contract'],
    ['Performance-Based Increases: Up to $25/hour Full-time, remote commitment: 40+ hours per week', 'Full-Time'],
    ['Location: 100% remote, full-time position, from Europe or the US.', 'Full-Time'],
    ['<li>Full time/40 hours a week</li><li>Unlimited PTO</li>', 'Full-Time'],
    ['Offer: B2B/UZL, paid days off, 100% remote (or hybrid/onsite - as you prefer), full-time position, long-term contract', 'Full-Time'],
    ['Utilization Management (UM) Nurse Consultant 100% Work‑From‑Home | Full‑Time | Open to CST residents', 'Full-Time'],
    ['This is a full-time, long-term contract with our client.', 'Full-Time'],
    ['&lt;p&gt;This is a&nbsp;part-time role.&lt;/p&gt;', 'Part-Time'],
  ])('"%s" is %s', (description, type) => {
    expect(typeOf(description)).toBe(type);
  });

  it.each([
    // Mentions, not statements.
    ["Our comprehensive compensation package offers a range of benefits for all full-time employees.", 'benefits of other staff'],
    ["We're 4 full-time US devs and 3 non-us contractors right now.", 'the team'],
    ['Cultivating relationships with freelance writers from a diverse range of backgrounds.', 'other people'],
    ['Freelance role, with possibilities of it becoming a Full Time position.', 'a prospect (and no statement)'],
    ['Potential to work full time after successful internship.', 'a prospect'],
    // Alternatives.
    ['Location: Remote Job Type: Full-Time/Part-Time Job Description: We are seeking', 'two types offered'],
    ['Blockchain Engineer / Analyst (Remote, Full-time or Contract)', 'two types offered'],
    ['This role can be set up as a contract position, or you can be hired through our Employer of Record (EOR) partner.', 'an option'],
    ['We prefer contract-to-hire relationships, but we’re also open to full-time employment for the right candidate.', 'an option'],
    ['This is a contract role. Job Type: Full-time', 'two statements that disagree'],
    // Nothing said.
    ['The ability to work 40 hours per week (8 hours per day) starting at 8 AM CST.', 'hours only'],
    ['This job description is not a contract of employment, either express or implied.', 'legal boilerplate'],
    ['', 'empty'],
  ])('"%s" states no type (%s)', (description) => {
    expect(typeOf(description)).toBeNull();
  });

  it('never lets the description override a board or a title', () => {
    expect(employmentTypeOf({ boardType: 'Full-Time', title: 'Engineer', descriptionText: 'This is a contract role.' })).toBe('Full-Time');
    expect(employmentTypeOf({ title: 'Freelance Writer', descriptionText: 'This is a full-time role.' })).toBe('Freelance');
  });
});

describe('hostile employment type input', () => {
  it.each([
    ['null', null],
    ['a number', 1],
    ['an object', { type: 'Contract' }],
    ['a nested list', [['Contract']]],
    ['a 2 MB string', 'contract'.repeat(250_000)],
  ])('a board type that is %s is no type', (_name, boardType) => {
    expect(employmentTypeOf({ boardType, title: 'Engineer' })).toBeNull();
  });

  it('survives input that is not what the types say', () => {
    expect(employmentTypeOf({ title: null as unknown as string })).toBeNull();
    expect(employmentTypeOf({ title: 'Engineer', descriptionText: 42 as unknown as string })).toBeNull();
    expect(employmentTypeOf(undefined as unknown as { title: string })).toBeNull();
    expect(employmentTypeOf({ title: 'constructor __proto__ toString' })).toBeNull();
  });

  it('reads only the head of a 2 MB description, and finds nothing in text built to make it backtrack', () => {
    // The bench times these (bench/src/hostile-inputs.ts).
    for (const descriptionText of employmentTypeDescriptions()) expect(employmentTypeOf({ title: 'Engineer', descriptionText })).toBeNull();
    expect(employmentTypeOf({ title: 'x'.repeat(2_000_000) })).toBeNull();
  });
});
