import { SENIORITIES, seniorityOf } from '../seniority';
import { hugeTitle } from '../../seed/hostile-text';

/**
 * Titles and level fields as the recorded feeds (../shared/feeds) carry them, each with the level
 * a reader of the posting would write down. The board is named for where the string comes from.
 */
describe('seniority from a title alone', () => {
  it.each([
    ['RemoteJobs.org', 'Frontend Developer - Intern', 'intern'],
    ['RemoteOK', 'HR Operations Intern', 'intern'],
    ['We Work Remotely', 'Website Admin / Design INTERNSHIP', 'intern'],
    ['RemoteOK', 'Job 19004 Junior Quality Assurance Engineer Brazil', 'junior'],
    ['We Work Remotely', 'B2B Jr Business Development Manager - Bilingual (English, Spanish)', 'junior'],
    ['We Work Remotely', 'Entry-Level Crypto Market Specialist', 'junior'],
    ['RemoteOK', 'Virtual Scheduling Assistant Entry Level', 'junior'],
    ['Working Nomads', 'Data Analyst (No Experience Required)', 'junior'],
    ['We Work Remotely', 'Public Relations Associate', 'junior'],
    ['RemoteJobs.org', 'Intermediate Java Software Developer', 'mid'],
    ['We Work Remotely', 'Midweight Ruby Developer', 'mid'],
    ['We Work Remotely', 'Mid-Level User Experience Designer.', 'mid'],
    ['RemoteJobs.org', 'SDE II - Frontend', 'mid'],
    ['RemoteJobs.org', 'Software Engineer II', 'mid'],
    ['RemoteOK', 'Senior Backend Golang Engineer Mailgun Send', 'senior'],
    ['We Work Remotely', 'Sr PHP Developer - High load, MySQL, GCP, Laminas 🚀', 'senior'],
    ['We Work Remotely', 'Frontend Engineer (Senior level) - North America/Latam (Remote)', 'senior'],
    ['We Work Remotely', 'System Engineer/DevOps - Senior', 'senior'],
    ['RemoteJobs.org', 'Desarrollador/a senior fullstack java', 'senior'],
    ['We Work Remotely', 'Java Software Engineer, III', 'senior'],
    ['We Work Remotely', 'DevOps Engineer III - Transformation Focus', 'senior'],
    ['RemoteOK', 'Lead Software Engineer Sandbox', 'lead'],
    ['RemoteOK', 'Engineering Lead', 'lead'],
    ['Remotive', 'Tech Lead Full-Stack Rails Engineer', 'lead'],
    ['We Work Remotely', 'Customer Success Team Lead', 'lead'],
    ['Remotive', 'Staff Software Engineer, Product (São Paulo)', 'lead'],
    ['RemoteJobs.org', 'Staff Engineer,QlikView', 'lead'],
    ['RemoteOK', 'Principal NetSuite Consultant', 'principal'],
    ['RemoteOK', 'Principal Data Engineer', 'principal'],
    ['We Work Remotely', 'Engineering Manager (Remote) – US', 'manager'],
    ['RemoteJobs.org', 'Engineering Manager, AI', 'manager'],
    ['RemoteOK', 'Manager Business Intelligence', 'manager'],
    ['We Work Remotely', 'Engineering Services Manager', 'manager'],
    ['We Work Remotely', 'B2B Sales Supervisor - Bilingual', 'manager'],
    ['RemoteJobs.org', 'Director, Fraud', 'director'],
    ['RemoteOK', 'Associate Medical Director Utilization Management', 'director'],
    ['RemoteOK', 'Head of Operations', 'director'],
    ['Jobicy', 'VP, Enterprise Change & Transformation Communications', 'director'],
    ['We Work Remotely', 'Chief Operations Officer (COO) For eLearning / Online Course Company (Remote)', 'director'],
    ['Arbeitnow', 'Technical Co-Founder/CTO aureas', 'director'],
  ])('%s "%s" is %s', (_board, title, level) => {
    expect(seniorityOf({ title })).toBe(level);
  });

  it.each([
    // Several words: the title's head decides.
    ['Senior Manager, Engineering (Nova)', 'manager'],
    ['Senior Manager, Change Enablement - Cox Automotive Fleet', 'manager'],
    ['Advanced Support - Senior Manager (SE Asia or LatAm)', 'manager'],
    ['Lead Software Engineer', 'lead'],
    ['Senior Staff Engineer', 'lead'],
    ['Sr. Staff Engineer', 'lead'],
    ['Sr. Lead AI Engineer - 11509', 'lead'],
    ['Senior Technical Lead', 'lead'],
    ['Senior Distinguished Technologist – Pre-Sales AI & Data Center Networking', 'principal'],
    ['Senior Director of Platform & Product', 'director'],
    ['Senior Data Engineer II, AI Native', 'senior'],
    // A range is its lower end.
    ['Mid/Senior AI Cinematic Video Editor', 'mid'],
    ['Senior/Staff Ruby on Rails Engineer', 'senior'],
    ['Senior or Staff Frontend Engineer - React (100% Remote)', 'senior'],
    ['Senior/Lead DevOps Engineer', 'senior'],
  ])('"%s" is %s', (title, level) => {
    expect(seniorityOf({ title })).toBe(level);
  });

  it.each([
    // Roles, not levels.
    'Sales Development Representative',
    'Account Manager B2B Sales',
    'Beekman Social - Account Manager',
    'Customer Success Manager',
    'Product Manager',
    'Technical Project Manager',
    'Partnerships Manager',
    'Solutions Architect DGX Cloud',
    'Sales Executive',
    'Executive Assistant',
    'Founding Engineer (Backend)',
    'Member of Technical Staff - Product Eng',
    'Tier III Service Desk Engineer',
    'Community Philanthropy Manager Midlevel Giving',
    'High-Ticket Financial Sales Specialist & Team Lead Track',
    'Mid-Market Account Executive',
    'Staff Accountant',
    'Lead Generation Specialist',
    'Senior Living Community Sales Counselor',
    // No level in it at all.
    'Software Engineer',
    'Protocol Engineer',
    // "I" here separates places; it is no grade.
    'Fullstack Engineer (f/m/d) - Berlin I Germany, EMEA I Remote',
  ])('"%s" names no level', (title) => {
    expect(seniorityOf({ title })).toBeNull();
  });

  it('reads a director served as no director: "Senior Executive Assistant to the CEO" is senior', () => {
    expect(seniorityOf({ title: 'Senior Executive Assistant to the CEO (up to $100k per year)' })).toBe('senior');
    expect(seniorityOf({ title: 'Executive Assistant to the CEO' })).toBeNull();
  });

  it.each([
    ['Werkstudent IT-Support (m/w/d)', 'intern'],
    ['Praktikant Marketing (m/w/d)', 'intern'],
    ['Cybersecurity Working Student (m/w/d)', 'intern'],
    ['Senior Entwickler (m/w/d)', 'senior'],
    ['Leiter Vertrieb (m/w/d)', 'manager'],
    ['Abteilungsleiterin Finanzen', 'manager'],
    ['Teamleiter Kundenservice', 'lead'],
    ['Geschäftsführer (m/w/d)', 'director'],
    ['Projektleiter Bau (m/w/d)', null],
    ['ETL Entwickler (m/w/d) Talend Cloud im AWS Umfeld – 100 % remote', null],
    ['Vertriebsingenieur Fluidhandling (all genders) Region Nordwestdeutschland', null],
  ])('German: "%s" is %s', (title, level) => {
    expect(seniorityOf({ title })).toBe(level);
  });
});

describe("seniority from a board's level field", () => {
  it.each([
    ['Himalayas', ['Entry-level'], 'Sales Development Representative', 'junior'],
    ['Himalayas', ['Mid-level'], 'Accountant', 'mid'],
    ['Himalayas', ['Senior'], 'Patient Enrollment Specialist', 'senior'],
    ['Himalayas', ['Manager'], 'Partnerships Manager', 'manager'],
    ['Himalayas', ['Director'], 'Regional Director, Sales', 'director'],
    ['Himalayas', ['Executive'], 'Managing Director, Programs', 'director'],
    ['Jobicy', 'Midweight', 'Credit Risk Manager, Flex Originations', 'mid'],
    ['Jobicy', 'Senior', 'Content Marketing Manager, Organic Growth (SEO & AEO)', 'senior'],
    ['Jobicy', 'Director', 'Project Director, Qualitative Research', 'director'],
    ['Jobicy', 'Entry-Level, Junior', 'Support Agent', 'junior'],
    ['Arbeitnow', ['professional / experienced'], 'ML Product Engineer', 'mid'],
    ['Arbeitnow', ['geschäftsleitung'], 'Technical Co-Founder/CTO aureas', 'director'],
  ])('%s %j on "%s" is %s', (_board, boardLevel, title, level) => {
    expect(seniorityOf({ title, boardLevel })).toBe(level);
  });

  it('lets the title name a finer rung than the board has', () => {
    expect(seniorityOf({ title: 'Principal Security Engineer', boardLevel: ['Senior'] })).toBe('principal');
    expect(seniorityOf({ title: 'Staff Engineer, Full Stack (Trust, Safety & Risk)', boardLevel: 'Senior' })).toBe('lead');
    expect(seniorityOf({ title: 'Senior Manager, Change Enablement', boardLevel: 'Senior' })).toBe('manager');
    expect(seniorityOf({ title: 'Cybersecurity Working Student (m/w/d)', boardLevel: ['Entry-level'] })).toBe('intern');
    expect(seniorityOf({ title: 'Senior Product Owner m/w/d', boardLevel: ['professional / experienced'] })).toBe('senior');
  });

  it('keeps the board when the title says less or lower', () => {
    expect(seniorityOf({ title: 'Workforce Scheduling Analyst II', boardLevel: 'Midweight' })).toBe('mid');
    expect(seniorityOf({ title: 'Senior Engineer', boardLevel: ['Mid-level'] })).toBe('mid');
    expect(seniorityOf({ title: 'Junior Analyst', boardLevel: ['Senior'] })).toBe('senior');
  });

  it('reads a board range as the level the title names within it, else its lower end', () => {
    expect(seniorityOf({ title: 'Senior Engineer', boardLevel: ['Mid-level', 'Senior'] })).toBe('senior');
    expect(seniorityOf({ title: 'Engineer', boardLevel: ['Senior', 'Mid-level'] })).toBe('mid');
  });

  it('does not take "Executive" for a rank when it is the role: the title decides', () => {
    expect(seniorityOf({ title: 'Sales Executive (Remote in the US)', boardLevel: ['Executive'] })).toBeNull();
    expect(seniorityOf({ title: 'Enterprise Account Executive – CIS (Russian Speaker)', boardLevel: 'Director' })).toBeNull();
    expect(seniorityOf({ title: 'Senior Commercial Account Executive', boardLevel: 'Director' })).toBe('senior');
  });

  it('falls back to the title when the board says nothing of seniority', () => {
    expect(seniorityOf({ title: 'OrioleDB Developer (AMER)', boardLevel: 'Any' })).toBeNull();
    expect(seniorityOf({ title: 'Customer Experience Lab Technician (Netherlands)', boardLevel: 'Any' })).toBeNull();
    expect(seniorityOf({ title: 'Senior SAP functional in-house Consultant (m/f/d)', boardLevel: [] })).toBe('senior');
    expect(seniorityOf({ title: 'Software Engineer', boardLevel: ['Full-time'] })).toBeNull();
  });
});

describe('hostile seniority input', () => {
  it.each([
    ['null', null],
    ['a number', 42],
    ['an object', { level: 'Senior' }],
    ['a nested list', [['Director']]],
    ['an empty string', ''],
    ['junk', 'asdf;;;'],
    ['a 2 MB string', 'Director'.repeat(250_000)],
  ])('a board level that is %s is no level: the title decides', (_name, boardLevel) => {
    expect(seniorityOf({ title: 'Senior Engineer', boardLevel })).toBe('senior');
  });

  it('reads only the head of a huge board list', () => {
    expect(seniorityOf({ title: 'Engineer', boardLevel: [...Array.from({ length: 100_000 }, () => 42), 'Director'] })).toBeNull();
    expect(seniorityOf({ title: 'Engineer', boardLevel: Array.from({ length: 100_000 }, () => 'Director') })).toBe('director');
  });

  it.each([
    ['empty', ''],
    ['whitespace', ' \n\t '],
    ['punctuation', '//--()[],,'],
    ['object keys', 'constructor toString __proto__ hasOwnProperty'],
    ['numbers', '1234 5678'],
    ['emoji', '🚀🚀🚀'],
  ])('a title that is %s names no level', (_name, title) => {
    expect(seniorityOf({ title })).toBeNull();
  });

  it('survives titles that are not strings', () => {
    expect(seniorityOf({ title: null as unknown as string })).toBeNull();
    expect(seniorityOf({ title: 7 as unknown as string, boardLevel: ['Senior'] })).toBe('senior');
    expect(seniorityOf(undefined as unknown as { title: string })).toBeNull();
  });

  it('reads only the head of a 2 MB title', () => {
    // The bench times it (bench/src/hostile-inputs.ts).
    const huge = hugeTitle();
    expect(seniorityOf({ title: huge })).toBe(seniorityOf({ title: huge.slice(0, 300) }));
    expect(seniorityOf({ title: 'x'.repeat(2_000_000) })).toBeNull();
  });

  it('only ever answers in the vocabulary', () => {
    for (const title of ['Senior Manager', 'Head of Sales', 'Intern', 'Staff Engineer', 'Mid/Senior']) expect(SENIORITIES).toContain(seniorityOf({ title }));
  });
});
