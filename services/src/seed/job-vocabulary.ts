import type { Industry } from './company-vocabulary';
import { REGIONAL_RESTRICTIONS } from '../job-postings/posting-form';

/**
 * What postings in each canonical category look like: titles are built as
 * seniority × role × specialty, tags come from the specialty and the
 * category's skills, and descriptions from the duty and skill sentences.
 * Sentence placeholders: {tech} and {tech2} are the posting's own skills,
 * {team} its team.
 */

export type SeniorityLadder = 'technical' | 'general' | 'entry';

export interface CategoryProfile {
  slug: string;
  /** Relative frequency among the categories a company may post in. */
  weight: number;
  /** When set, only companies in these industries post in this category. */
  industries?: readonly Industry[];
  ladder: SeniorityLadder;
  roles: readonly string[];
  /** Roles that read well after a specialty: "Senior Go Engineer". */
  stackRoles?: readonly string[];
  specialties: readonly (readonly [label: string, tags: readonly string[]])[];
  teams: readonly string[];
  /** Concrete skills: tags, and the {tech} of sentences. */
  skills: readonly string[];
  /** Broad tags boards add to the category ("dev", "support"). */
  broadTags: readonly string[];
  duties: readonly string[];
  requirements: readonly string[];
  /** Mid-level yearly salary in USD. */
  baseSalary: number;
}

export const SENIORITY_LADDERS: Record<SeniorityLadder, readonly (readonly [title: string, weight: number])[]> = {
  technical: [
    ['Junior', 8],
    ['', 30],
    ['Senior', 38],
    ['Staff', 8],
    ['Principal', 4],
    ['Lead', 12],
  ],
  general: [
    ['Junior', 12],
    ['', 48],
    ['Senior', 28],
    ['Lead', 12],
  ],
  entry: [
    ['', 80],
    ['Senior', 12],
    ['Lead', 8],
  ],
};

export const SENIORITY_SALARY_FACTOR: Record<string, number> = {
  Junior: 0.7,
  '': 1,
  Senior: 1.3,
  Staff: 1.55,
  Principal: 1.7,
  Lead: 1.4,
};

export const SENIORITY_YEARS: Record<string, number> = { Junior: 1, '': 3, Senior: 5, Staff: 8, Principal: 10, Lead: 6 };

export const CATEGORIES: readonly CategoryProfile[] = [
  {
    slug: 'programming',
    weight: 30,
    ladder: 'technical',
    roles: [
      'Software Engineer', 'Backend Engineer', 'Frontend Engineer', 'Full-Stack Engineer', 'Full Stack Developer',
      'Mobile Engineer', 'Web Developer', 'Data Engineer', 'Machine Learning Engineer', 'Software Developer',
      'Platform Engineer', 'API Engineer', 'Product Engineer', 'Integrations Engineer',
    ],
    stackRoles: ['Engineer', 'Developer', 'Software Engineer'],
    specialties: [
      ['React', ['react', 'javascript', 'frontend']],
      ['TypeScript', ['typescript', 'javascript']],
      ['Node.js', ['node', 'javascript', 'backend']],
      ['Go', ['golang', 'backend']],
      ['Python', ['python', 'backend']],
      ['Django', ['python', 'django']],
      ['Ruby on Rails', ['ruby', 'rails']],
      ['Java', ['java', 'spring']],
      ['Kotlin', ['kotlin', 'android']],
      ['Swift', ['swift', 'ios']],
      ['Rust', ['rust', 'backend']],
      ['Elixir', ['elixir', 'phoenix']],
      ['PHP', ['php', 'laravel']],
      ['Vue.js', ['vue', 'javascript', 'frontend']],
      ['Angular', ['angular', 'typescript', 'frontend']],
      ['.NET', ['c#', '.net']],
      ['Scala', ['scala', 'spark']],
      ['React Native', ['react native', 'mobile']],
      ['Flutter', ['flutter', 'dart', 'mobile']],
      ['C++', ['c++', 'linux']],
      ['Next.js', ['next.js', 'react']],
      ['GraphQL', ['graphql', 'api']],
    ],
    teams: [
      'Payments', 'Growth', 'Platform', 'Checkout', 'Search', 'Identity', 'Core Product', 'Data Platform',
      'Developer Experience', 'Integrations', 'Billing', 'Mobile', 'Marketplace', 'Onboarding', 'Notifications',
    ],
    skills: [
      'javascript', 'typescript', 'react', 'node', 'python', 'golang', 'aws', 'docker', 'kubernetes', 'postgresql',
      'graphql', 'redis', 'sql', 'microservices', 'git', 'ci/cd', 'gcp', 'mongodb', 'kafka', 'rest api', 'html', 'css',
    ],
    broadTags: ['dev', 'engineer', 'software', 'backend', 'frontend', 'full stack', 'saas'],
    duties: [
      'Design, build and ship features end to end for the {team} team',
      'Write clean, well-tested code and review your teammates\u2019 pull requests',
      'Own services in production: monitoring, on-call and fixing what breaks',
      'Work with product and design to turn rough ideas into reliable software',
      'Improve the performance and reliability of our {tech2} stack',
      'Break large projects into small, shippable increments',
      'Mentor other engineers and raise the bar for code quality',
      'Help shape our technical roadmap and architecture decisions',
      'Build and maintain internal tooling that makes the whole team faster',
      'Write clear design documents and share what you learn',
    ],
    requirements: [
      '{years}+ years of professional software development experience',
      'Strong hands-on experience with {tech}',
      'Working knowledge of {tech2} in production',
      'A track record of shipping and maintaining software used by real customers',
      'Experience with relational databases and API design',
      'You write tests because you want to, not because you have to',
      'Comfortable with code review, pairing and asynchronous collaboration',
    ],
    baseSalary: 120_000,
  },
  {
    slug: 'devops-sysadmin',
    weight: 7,
    ladder: 'technical',
    roles: [
      'DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer', 'Cloud Engineer', 'Infrastructure Engineer',
      'Systems Administrator', 'Linux Administrator', 'Database Administrator', 'Build and Release Engineer',
    ],
    stackRoles: ['DevOps Engineer', 'Cloud Engineer', 'Infrastructure Engineer'],
    specialties: [
      ['AWS', ['aws', 'cloud']],
      ['GCP', ['gcp', 'cloud']],
      ['Azure', ['azure', 'cloud']],
      ['Kubernetes', ['kubernetes', 'docker']],
      ['Terraform', ['terraform', 'infrastructure as code']],
      ['Linux', ['linux', 'bash']],
      ['PostgreSQL', ['postgresql', 'sql']],
      ['Observability', ['prometheus', 'grafana']],
    ],
    teams: ['Infrastructure', 'Reliability', 'Platform', 'Cloud Operations', 'Developer Productivity', 'Data Infrastructure'],
    skills: [
      'aws', 'kubernetes', 'docker', 'terraform', 'linux', 'ansible', 'gcp', 'azure', 'prometheus', 'grafana', 'ci/cd',
      'bash', 'python', 'golang', 'helm', 'postgresql', 'networking',
    ],
    broadTags: ['devops', 'sysadmin', 'sre', 'cloud', 'infrastructure'],
    duties: [
      'Run and scale our cloud infrastructure as traffic grows',
      'Automate everything you do twice',
      'Own our CI/CD pipelines and keep builds fast and green',
      'Lead incident response and write blameless postmortems',
      'Define SLOs with product teams and build the monitoring to back them',
      'Keep our systems secure, patched and cost-efficient',
      'Help developers ship safely with good defaults and self-service tooling',
      'Plan capacity ahead of growth and run regular disaster-recovery drills',
    ],
    requirements: [
      '{years}+ years running production systems',
      'Deep experience with {tech}',
      'Infrastructure as code with Terraform, Pulumi or similar',
      'Solid Linux, networking and troubleshooting skills',
      'Scripting in Python, Go or Bash',
      'A calm head during incidents and a habit of writing things down',
    ],
    baseSalary: 125_000,
  },
  {
    slug: 'qa',
    weight: 3,
    ladder: 'general',
    roles: ['QA Engineer', 'Test Automation Engineer', 'Software Engineer in Test', 'QA Analyst', 'Quality Assurance Specialist', 'Manual QA Tester'],
    stackRoles: ['QA Engineer', 'Test Automation Engineer'],
    specialties: [
      ['Cypress', ['cypress', 'javascript']],
      ['Playwright', ['playwright', 'typescript']],
      ['Selenium', ['selenium', 'java']],
      ['Mobile', ['appium', 'mobile']],
      ['API Testing', ['postman', 'api']],
      ['Performance', ['jmeter', 'performance testing']],
    ],
    teams: ['Web', 'Mobile', 'Payments', 'Platform', 'Release'],
    skills: ['cypress', 'playwright', 'selenium', 'jest', 'postman', 'jira', 'test automation', 'javascript', 'python', 'ci/cd', 'sql', 'testrail'],
    broadTags: ['qa', 'testing', 'quality assurance'],
    duties: [
      'Design test plans and test cases for new features before they ship',
      'Build and maintain automated end-to-end and API tests',
      'Run exploratory testing and write clear, reproducible bug reports',
      'Keep our regression suite fast, stable and meaningful',
      'Work with developers to build quality into every stage of delivery',
      'Track quality metrics and help the team decide when a release is ready',
    ],
    requirements: [
      '{years}+ years in software quality assurance',
      'Hands-on experience with {tech} and {tech2}',
      'A sharp eye for detail and edge cases',
      'Familiarity with CI pipelines and version control',
      'Clear written communication for bug reports and test documentation',
    ],
    baseSalary: 90_000,
  },
  {
    slug: 'design',
    weight: 6,
    ladder: 'general',
    roles: ['Product Designer', 'UX Designer', 'UI Designer', 'Visual Designer', 'Brand Designer', 'UX Researcher', 'Design Systems Designer', 'Graphic Designer', 'Motion Designer'],
    stackRoles: ['Designer', 'Product Designer'],
    specialties: [
      ['Mobile', ['mobile', 'ios', 'figma']],
      ['Web', ['web design', 'figma']],
      ['Design Systems', ['design systems', 'figma']],
      ['Brand', ['branding', 'illustrator']],
      ['Growth', ['experimentation', 'figma']],
      ['B2B SaaS', ['saas', 'b2b']],
    ],
    teams: ['Core Product', 'Growth', 'Brand', 'Mobile', 'Onboarding', 'Design Systems'],
    skills: ['figma', 'ux', 'ui', 'prototyping', 'user research', 'sketch', 'adobe creative suite', 'illustrator', 'photoshop', 'design systems', 'webflow', 'accessibility', 'interaction design'],
    broadTags: ['design', 'designer', 'creative'],
    duties: [
      'Own the design of key product areas from discovery to polished UI',
      'Turn research insights into flows, wireframes and high-fidelity prototypes',
      'Run usability tests and use what you learn to iterate quickly',
      'Contribute to and help evolve our design system',
      'Work closely with engineers to make sure what ships matches the intent',
      'Present your work and the thinking behind it to the wider team',
      'Create visual assets for launches, campaigns and the website',
    ],
    requirements: [
      'A portfolio that shows your process as well as the final result',
      '{years}+ years designing digital products',
      'Expert in {tech}; comfortable with {tech2}',
      'A strong grasp of typography, layout and interaction design',
      'Experience working with engineers in an agile team',
    ],
    baseSalary: 100_000,
  },
  {
    slug: 'product',
    weight: 5,
    ladder: 'general',
    roles: ['Product Manager', 'Product Owner', 'Technical Product Manager', 'Platform Product Manager', 'Product Operations Manager', 'Product Analyst'],
    specialties: [
      ['Payments', ['payments', 'fintech']],
      ['Growth', ['growth', 'experimentation']],
      ['Platform', ['api', 'platform']],
      ['Data', ['analytics', 'sql']],
      ['Mobile', ['mobile', 'ios', 'android']],
      ['AI', ['ai', 'machine learning']],
    ],
    teams: ['Growth', 'Core Product', 'Platform', 'Monetization', 'Enterprise', 'Onboarding'],
    skills: ['analytics', 'sql', 'jira', 'user research', 'a/b testing', 'amplitude', 'mixpanel', 'figma', 'looker'],
    broadTags: ['product', 'product manager', 'pm', 'roadmapping', 'agile', 'scrum', 'saas', 'b2b'],
    duties: [
      'Own the roadmap for the {team} area and the outcomes it should move',
      'Talk to customers every week and turn what you hear into clear problems to solve',
      'Write crisp specs and work hand in hand with design and engineering',
      'Define success metrics and dig into the data yourself',
      'Prioritize ruthlessly and explain the trade-offs',
      'Coordinate launches with marketing, sales and support',
    ],
    requirements: [
      '{years}+ years of product management experience',
      'Hands-on experience with {tech} and {tech2}',
      'Comfortable with data: you can write a query or build a dashboard',
      'Excellent written communication; you default to documents over meetings',
      'A technical background or the curiosity to go deep with engineers',
    ],
    baseSalary: 125_000,
  },
  {
    slug: 'it',
    weight: 3,
    ladder: 'general',
    roles: ['IT Support Specialist', 'IT Administrator', 'Help Desk Technician', 'IT Systems Engineer', 'Network Engineer', 'Security Analyst', 'IT Operations Engineer', 'Endpoint Engineer'],
    specialties: [
      ['Microsoft 365', ['microsoft 365', 'azure ad']],
      ['Google Workspace', ['google workspace', 'saas']],
      ['macOS', ['macos', 'jamf']],
      ['Security', ['security', 'compliance']],
      ['Networking', ['networking', 'vpn']],
    ],
    teams: ['Workplace Technology', 'Corporate IT', 'Security', 'Internal Systems'],
    skills: ['okta', 'jamf', 'google workspace', 'microsoft 365', 'active directory', 'macos', 'windows', 'itil', 'intune', 'slack', 'zoom'],
    broadTags: ['it', 'support', 'technical support', 'help desk', 'networking', 'security'],
    duties: [
      'Look after laptops, accounts and SaaS tools for a fully remote team',
      'Automate onboarding and offboarding for new and departing colleagues',
      'Resolve support tickets quickly and turn common ones into self-service guides',
      'Manage device security, patching and compliance',
      'Evaluate and roll out new tools as the company grows',
      'Keep an accurate inventory of hardware and software licenses',
    ],
    requirements: [
      '{years}+ years in IT support or administration',
      'Hands-on experience with {tech} and {tech2}',
      'Patience and clear communication with non-technical colleagues',
      'Experience supporting remote employees across time zones',
      'Scripting skills are a plus',
    ],
    baseSalary: 80_000,
  },
  {
    slug: 'customer-support',
    weight: 7,
    ladder: 'entry',
    roles: ['Customer Support Specialist', 'Customer Success Manager', 'Technical Support Engineer', 'Customer Experience Associate', 'Support Operations Specialist', 'Customer Service Representative', 'Onboarding Specialist'],
    specialties: [
      ['Tier 2', ['technical support', 'troubleshooting']],
      ['Spanish Speaking', ['spanish', 'bilingual']],
      ['German Speaking', ['german', 'bilingual']],
      ['Enterprise', ['enterprise', 'b2b']],
      ['Night Shift', ['night shift', '24/7']],
    ],
    teams: ['Customer Experience', 'Support', 'Success', 'Onboarding'],
    skills: ['zendesk', 'intercom', 'freshdesk', 'salesforce', 'helpscout', 'gorgias', 'jira', 'slack', 'hubspot'],
    broadTags: ['support', 'customer support', 'customer service', 'non tech', 'email support', 'live chat', 'troubleshooting', 'saas'],
    duties: [
      'Answer customer questions by email and chat',
      'Troubleshoot problems and escalate bugs with clear, reproducible notes',
      'Write and update help-center articles',
      'Turn customer feedback into insights for the product team',
      'Help new customers get set up and successful quickly',
      'Hit our response-time and satisfaction goals without cutting corners',
    ],
    requirements: [
      'Experience in a customer-facing role, ideally at a software company',
      'Familiarity with {tech} or a similar help desk',
      'Excellent written English and a friendly, clear tone',
      'Comfortable learning technical products quickly',
      'Available for a schedule that includes some weekend shifts',
    ],
    baseSalary: 50_000,
  },
  {
    slug: 'sales-marketing',
    weight: 10,
    ladder: 'general',
    roles: [
      'Account Executive', 'Sales Development Representative', 'Marketing Manager', 'Content Marketing Manager',
      'Growth Marketer', 'SEO Specialist', 'Performance Marketing Manager', 'Demand Generation Manager',
      'Partnerships Manager', 'Social Media Manager', 'Lifecycle Marketing Manager', 'Product Marketing Manager',
    ],
    specialties: [
      ['B2B SaaS', ['saas', 'b2b']],
      ['Enterprise', ['enterprise', 'sales']],
      ['EMEA', ['emea', 'sales']],
      ['Paid Social', ['paid social', 'facebook ads']],
      ['SEO', ['seo', 'content']],
      ['Email', ['email marketing', 'hubspot']],
    ],
    teams: ['Growth', 'Demand Generation', 'Brand', 'Partnerships', 'Mid-Market', 'Enterprise'],
    skills: ['hubspot', 'salesforce', 'seo', 'google ads', 'google analytics', 'linkedin', 'marketo', 'outreach', 'semrush', 'meta ads'],
    broadTags: ['marketing', 'sales', 'growth', 'non tech', 'b2b', 'saas', 'content marketing', 'email marketing', 'copywriting', 'outbound'],
    duties: [
      'Own a pipeline or channel target and report on it every week',
      'Plan and run campaigns across paid, owned and partner channels',
      'Build relationships with prospects and partners through thoughtful outreach',
      'Work with product marketing to sharpen our positioning and messaging',
      'Run experiments, measure the results and double down on what works',
      'Keep our CRM clean and our forecasts honest',
      'Create content that our customers actually want to read',
    ],
    requirements: [
      '{years}+ years in B2B sales or marketing',
      'Hands-on experience with {tech}',
      'Numerate and comfortable with funnels, attribution and forecasting',
      'A persuasive writer with an eye for detail',
      'Self-driven and happy to own a number',
    ],
    baseSalary: 85_000,
  },
  {
    slug: 'management-finance',
    weight: 4,
    ladder: 'general',
    roles: ['Finance Manager', 'Financial Analyst', 'FP&A Manager', 'Controller', 'Operations Manager', 'Strategy and Operations Manager', 'Business Operations Manager', 'Revenue Operations Manager'],
    specialties: [
      ['FP&A', ['fp&a', 'financial modeling']],
      ['SaaS Metrics', ['saas', 'metrics']],
      ['Strategy', ['strategy', 'operations']],
      ['Treasury', ['treasury', 'cash management']],
    ],
    teams: ['Finance', 'Operations', 'Strategy', 'Executive Office', 'Revenue Operations'],
    skills: ['excel', 'financial modeling', 'netsuite', 'google sheets', 'tableau', 'looker', 'sql', 'adaptive planning'],
    broadTags: ['finance', 'management', 'operations', 'exec', 'strategy', 'leadership', 'budgeting', 'forecasting', 'fp&a'],
    duties: [
      'Build and own the models behind our budget and forecasts',
      'Prepare monthly reporting for the leadership team and the board',
      'Partner with department heads on headcount and spend',
      'Improve processes and systems as we scale',
      'Lead cross-functional projects from plan to delivery',
      'Turn ambiguous questions into clear analysis and recommendations',
    ],
    requirements: [
      '{years}+ years in finance, strategy or operations roles',
      'Advanced skills in {tech}',
      'Experience at a high-growth company, ideally in SaaS',
      'Strong judgement and the ability to communicate numbers simply',
      'Comfort with {tech2}',
    ],
    baseSalary: 110_000,
  },
  {
    slug: 'hr',
    weight: 3,
    ladder: 'general',
    roles: ['Technical Recruiter', 'People Operations Manager', 'HR Generalist', 'Talent Acquisition Partner', 'People Partner', 'Recruiting Coordinator', 'HR Business Partner'],
    specialties: [
      ['Engineering Hiring', ['technical recruiting', 'engineering']],
      ['EMEA', ['emea', 'employment law']],
      ['Compensation', ['compensation', 'benefits']],
      ['Global Mobility', ['global mobility', 'eor']],
    ],
    teams: ['People', 'Talent', 'People Operations'],
    skills: ['greenhouse', 'lever', 'ashby', 'bamboohr', 'workday', 'linkedin recruiter', 'rippling', 'deel', 'hris'],
    broadTags: ['hr', 'recruiter', 'people', 'non tech', 'recruiting', 'sourcing', 'employee relations', 'people operations'],
    duties: [
      'Run full-cycle recruiting for roles across the company',
      'Source candidates proactively and give every applicant a great experience',
      'Own people processes: onboarding, reviews and offboarding',
      'Advise managers on performance, compensation and employee relations',
      'Keep us compliant with employment rules in every country we hire in',
      'Help shape a remote culture people want to stay in',
    ],
    requirements: [
      '{years}+ years in recruiting or people operations',
      'Experience with {tech} and {tech2}',
      'Experience hiring across multiple countries and time zones',
      'Discretion and sound judgement with sensitive information',
      'Excellent written and spoken communication',
    ],
    baseSalary: 75_000,
  },
  {
    slug: 'business-enablement',
    weight: 2,
    ladder: 'general',
    roles: ['Sales Enablement Manager', 'Business Operations Analyst', 'Business Analyst', 'Solutions Consultant', 'Implementation Manager', 'Business Systems Analyst'],
    specialties: [
      ['Salesforce', ['salesforce', 'crm']],
      ['Onboarding', ['onboarding', 'training']],
      ['Analytics', ['analytics', 'sql']],
    ],
    teams: ['Revenue', 'Business Operations', 'Enablement', 'Customer Onboarding'],
    skills: ['salesforce', 'sql', 'excel', 'tableau', 'looker', 'hubspot', 'jira', 'confluence', 'zapier'],
    broadTags: ['business', 'operations', 'enablement', 'business analysis', 'process improvement', 'training', 'project management'],
    duties: [
      'Build the playbooks, training and tools our customer-facing teams rely on',
      'Map business processes and find the bottlenecks',
      'Own reporting and turn it into decisions',
      'Lead customer implementations from kickoff to go-live',
      'Gather requirements from stakeholders and translate them for engineering',
    ],
    requirements: [
      '{years}+ years in business operations, enablement or consulting',
      'Strong skills in {tech} and {tech2}',
      'Experience designing and delivering training',
      'Structured thinking and excellent documentation habits',
    ],
    baseSalary: 90_000,
  },
  {
    slug: 'general-administrative',
    weight: 2,
    ladder: 'entry',
    roles: ['Executive Assistant', 'Office Manager', 'Operations Coordinator', 'Administrative Assistant', 'Project Coordinator', 'Program Manager'],
    specialties: [
      ['to the CEO', ['executive support', 'calendar management']],
      ['Events', ['event planning', 'logistics']],
      ['Part-Time', ['part time', 'flexible']],
    ],
    teams: ['Operations', 'Executive Office', 'Workplace'],
    skills: ['google workspace', 'notion', 'asana', 'microsoft office', 'slack', 'zoom', 'excel', 'expensify'],
    broadTags: ['admin', 'administrative', 'operations', 'non tech', 'calendar management', 'travel booking', 'scheduling', 'organization'],
    duties: [
      'Keep complex calendars across many time zones under control',
      'Organize team offsites, travel and company events',
      'Run day-to-day operations so leaders can focus on the big picture',
      'Maintain our internal documentation and processes',
      'Coordinate projects and keep everyone aligned on deadlines',
    ],
    requirements: [
      '{years}+ years supporting executives or running operations',
      'Confident with {tech} and {tech2}',
      'Highly organized and calm under pressure',
      'Discreet with confidential information',
    ],
    baseSalary: 55_000,
  },
  {
    slug: 'virtual-assistant',
    weight: 2,
    ladder: 'entry',
    roles: ['Virtual Assistant', 'Executive Virtual Assistant', 'Personal Assistant', 'Admin Virtual Assistant', 'E-commerce Virtual Assistant', 'Social Media Virtual Assistant'],
    specialties: [
      ['Part-Time', ['part time', 'flexible']],
      ['Shopify', ['shopify', 'ecommerce']],
      ['Bookkeeping', ['bookkeeping', 'quickbooks']],
    ],
    teams: ['Founder Office', 'Operations', 'Customer Care'],
    skills: ['google workspace', 'canva', 'shopify', 'excel', 'notion', 'quickbooks', 'trello', 'slack'],
    broadTags: ['virtual assistant', 'va', 'admin', 'non tech', 'email management', 'calendar management', 'data entry', 'research', 'social media'],
    duties: [
      'Manage inboxes and calendars for a busy founder',
      'Handle research, travel bookings and online errands',
      'Keep records and spreadsheets up to date',
      'Draft emails, documents and social posts',
      'Answer customer messages and route anything urgent',
    ],
    requirements: [
      'Proven experience as a virtual or administrative assistant',
      'Confident with {tech} and {tech2}',
      'Fluent written English and a proactive attitude',
      'A reliable internet connection and a quiet place to work',
    ],
    baseSalary: 35_000,
  },
  {
    slug: 'health-care',
    weight: 50,
    industries: ['healthtech'],
    ladder: 'general',
    roles: ['Registered Nurse', 'Nurse Practitioner', 'Clinical Care Coordinator', 'Licensed Therapist', 'Medical Coder', 'Physician Assistant', 'Care Navigator', 'Clinical Operations Manager', 'Psychiatric Nurse Practitioner'],
    specialties: [
      ['Telehealth', ['telehealth', 'patient care']],
      ['Behavioral Health', ['behavioral health', 'mental health']],
      ['Chronic Care', ['chronic care', 'patient education']],
      ['Medical Billing', ['medical billing', 'coding']],
    ],
    teams: ['Clinical', 'Care Team', 'Patient Experience', 'Clinical Operations'],
    skills: ['telehealth', 'patient care', 'ehr', 'hipaa', 'medical coding', 'mental health', 'nursing', 'care coordination', 'triage', 'icd-10'],
    broadTags: ['healthcare', 'health', 'medical', 'non tech'],
    duties: [
      'Deliver high-quality care to patients through our virtual platform',
      'Document visits accurately in our EHR',
      'Coordinate care plans with physicians, pharmacists and patients',
      'Educate patients and help them stay on track between visits',
      'Contribute to clinical protocols and quality improvement',
    ],
    requirements: [
      'An active, unrestricted license in your state or country of practice',
      '{years}+ years of clinical experience, ideally including {tech}',
      'Working knowledge of {tech2}',
      'Warm, clear communication with patients from all backgrounds',
    ],
    baseSalary: 85_000,
  },
  {
    slug: 'legal',
    weight: 1,
    ladder: 'general',
    roles: ['Corporate Counsel', 'Legal Counsel', 'Paralegal', 'Privacy Counsel', 'Contracts Manager', 'Compliance Manager'],
    specialties: [
      ['Commercial', ['contracts', 'commercial law']],
      ['Privacy', ['gdpr', 'privacy']],
      ['Employment', ['employment law', 'compliance']],
    ],
    teams: ['Legal', 'Compliance', 'Privacy'],
    skills: ['contracts', 'gdpr', 'compliance', 'privacy', 'commercial law', 'employment law', 'ip', 'ccpa'],
    broadTags: ['legal', 'lawyer', 'non tech', 'negotiation', 'legal research', 'saas'],
    duties: [
      'Draft, review and negotiate customer and vendor contracts',
      'Advise the business on {tech} questions in plain language',
      'Build templates and playbooks that let teams move fast safely',
      'Keep our policies current with changing regulation',
      'Work with outside counsel on specialist matters',
    ],
    requirements: [
      'A law degree and bar admission, or paralegal qualifications for paralegal roles',
      '{years}+ years of experience in a law firm or in-house',
      'Strong knowledge of {tech} and {tech2}',
      'Pragmatic, business-minded judgement',
    ],
    baseSalary: 120_000,
  },
  {
    slug: 'accounting',
    weight: 2,
    ladder: 'general',
    roles: ['Accountant', 'Staff Accountant', 'Bookkeeper', 'Accounts Payable Specialist', 'Payroll Specialist', 'Tax Accountant', 'Revenue Accountant'],
    specialties: [
      ['US GAAP', ['gaap', 'month-end close']],
      ['Revenue', ['revenue recognition', 'asc 606']],
      ['Payroll', ['payroll', 'multi-country']],
      ['Tax', ['tax', 'sales tax']],
    ],
    teams: ['Accounting', 'Finance', 'Payroll'],
    skills: ['quickbooks', 'xero', 'netsuite', 'excel', 'gaap', 'bill.com', 'gusto', 'avalara'],
    broadTags: ['accounting', 'finance', 'non tech', 'reconciliation', 'accounts payable', 'payroll', 'bookkeeping', 'tax', 'month-end close'],
    duties: [
      'Own parts of the month-end close, from journal entries to reconciliations',
      'Process payables and receivables accurately in {tech}',
      'Prepare schedules for audits and tax filings',
      'Improve and automate accounting workflows',
      'Run payroll across several countries with our providers',
    ],
    requirements: [
      '{years}+ years of accounting experience',
      'Hands-on experience with {tech} and {tech2}',
      'Working knowledge of GAAP or IFRS',
      'A CPA, ACCA or equivalent is a plus',
      'Meticulous attention to detail',
    ],
    baseSalary: 75_000,
  },
  {
    slug: 'editing',
    weight: 1,
    ladder: 'general',
    roles: ['Editor', 'Copy Editor', 'Features Editor', 'Proofreader', 'Content Editor', 'Video Editor'],
    specialties: [
      ['Technology', ['technology', 'tech writing']],
      ['Finance', ['finance', 'news']],
      ['Video', ['video editing', 'premiere pro']],
    ],
    teams: ['Editorial', 'Content', 'Newsroom'],
    skills: ['ap style', 'chicago manual of style', 'wordpress', 'seo', 'premiere pro', 'google docs', 'grammarly', 'ghost'],
    broadTags: ['editing', 'editor', 'content', 'non tech', 'proofreading', 'copy editing', 'fact checking', 'content strategy'],
    duties: [
      'Edit articles for clarity, accuracy, structure and voice',
      'Manage a calendar of writers and deadlines',
      'Fact-check claims and keep our style guide consistent',
      'Publish and optimize content in our CMS',
      'Give writers feedback that makes them better',
    ],
    requirements: [
      '{years}+ years of professional editing experience',
      'Mastery of {tech} and familiarity with {tech2}',
      'An exceptional command of English grammar and style',
      'Reliability with deadlines',
    ],
    baseSalary: 60_000,
  },
  {
    slug: 'writing',
    weight: 3,
    ladder: 'general',
    roles: ['Technical Writer', 'Content Writer', 'Copywriter', 'UX Writer', 'Documentation Engineer', 'Grant Writer', 'Content Strategist'],
    specialties: [
      ['API Documentation', ['api documentation', 'markdown']],
      ['B2B SaaS', ['saas', 'b2b']],
      ['Fintech', ['fintech', 'finance']],
      ['Health', ['health', 'medical writing']],
    ],
    teams: ['Content', 'Documentation', 'Brand', 'Developer Relations'],
    skills: ['seo', 'markdown', 'wordpress', 'git', 'google docs', 'hubspot', 'docusaurus', 'webflow'],
    broadTags: ['writing', 'writer', 'content', 'non tech', 'copywriting', 'technical writing', 'content marketing', 'blogging', 'storytelling'],
    duties: [
      'Write clear, accurate content for our customers and our website',
      'Interview subject-matter experts and turn their knowledge into clear articles and guides',
      'Own our documentation and keep it in sync with the product',
      'Develop our voice and tone guidelines',
      'Measure what content performs and improve it',
    ],
    requirements: [
      'A portfolio of published writing',
      '{years}+ years writing professionally',
      'Experience with {tech} and {tech2}',
      'The ability to explain complex ideas simply',
      'Comfort with feedback and revisions',
    ],
    baseSalary: 65_000,
  },
  {
    slug: 'teaching',
    weight: 50,
    industries: ['edtech'],
    ladder: 'entry',
    roles: ['Online English Teacher', 'Math Tutor', 'Curriculum Designer', 'Instructional Designer', 'Online Instructor', 'Coding Instructor', 'Learning Experience Designer'],
    specialties: [
      ['ESL', ['esl', 'english']],
      ['K-12', ['k-12', 'education']],
      ['Coding Bootcamp', ['javascript', 'bootcamp']],
      ['Corporate Learning', ['corporate training', 'e-learning']],
    ],
    teams: ['Curriculum', 'Instruction', 'Learning Experience'],
    skills: ['zoom', 'google classroom', 'articulate storyline', 'canvas lms', 'moodle', 'nearpod', 'kahoot'],
    broadTags: ['teaching', 'education', 'tutor', 'non tech', 'esl', 'tefl', 'curriculum design', 'instructional design', 'e-learning', 'lesson planning'],
    duties: [
      'Teach engaging live lessons to small groups and individuals',
      'Design lessons and materials that keep students engaged',
      'Track student progress and share feedback with learners and parents',
      'Adapt your teaching to different levels and learning styles',
      'Contribute to our curriculum and teaching standards',
    ],
    requirements: [
      'A recognized teaching qualification, such as a degree in education or a TEFL certificate',
      '{years}+ years of teaching or tutoring experience',
      'Confidence teaching online with {tech} and {tech2}',
      'Patience, energy and a love of learning',
    ],
    baseSalary: 55_000,
  },
  {
    slug: 'data-entry',
    weight: 1,
    ladder: 'entry',
    roles: ['Data Entry Specialist', 'Data Entry Clerk', 'Data Annotator', 'Transcriptionist', 'Records Specialist', 'Data Quality Associate'],
    specialties: [
      ['Part-Time', ['part time', 'flexible']],
      ['AI Training Data', ['data annotation', 'ai']],
      ['Medical', ['medical records', 'hipaa']],
    ],
    teams: ['Operations', 'Data Operations', 'Records'],
    skills: ['excel', 'google sheets', 'salesforce', 'airtable', 'label studio', 'microsoft office'],
    broadTags: ['data entry', 'admin', 'non tech', 'typing', 'data annotation', 'transcription', 'attention to detail'],
    duties: [
      'Enter and update records accurately',
      'Review data for errors and fix inconsistencies',
      'Label and annotate data following detailed guidelines',
      'Meet daily accuracy and volume targets',
    ],
    requirements: [
      'Fast, accurate typing',
      'Experience with {tech} and {tech2}',
      'Strong attention to detail',
      'Able to work independently with little supervision',
    ],
    baseSalary: 35_000,
  },
  {
    slug: 'all-other',
    weight: 2,
    ladder: 'general',
    roles: ['Community Manager', 'Translator', 'Researcher', 'Customer Operations Specialist', 'Trust and Safety Specialist', 'Localization Manager', 'Event Producer'],
    specialties: [
      ['Spanish', ['spanish', 'translation']],
      ['Japanese', ['japanese', 'localization']],
      ['Discord', ['discord', 'community']],
    ],
    teams: ['Community', 'Operations', 'Trust and Safety', 'Localization'],
    skills: ['discord', 'slack', 'notion', 'smartling', 'crowdin', 'hootsuite', 'zoom'],
    broadTags: ['non tech', 'other', 'community management', 'translation', 'localization', 'moderation', 'event planning', 'social media'],
    duties: [
      'Grow and look after our online community',
      'Moderate content and enforce our policies fairly',
      'Translate and localize product and marketing content',
      'Plan and host virtual events',
      'Share insights from the community with the rest of the company',
    ],
    requirements: [
      '{years}+ years of relevant experience',
      'Experience with {tech} and {tech2}',
      'Native-level fluency in at least one language we support',
      'Empathy, patience and good judgement',
    ],
    baseSalary: 60_000,
  },
  {
    slug: 'crypto',
    weight: 90,
    industries: ['web3'],
    ladder: 'technical',
    roles: ['Smart Contract Engineer', 'Blockchain Engineer', 'Protocol Engineer', 'Solidity Developer', 'Web3 Frontend Engineer', 'Security Researcher', 'DeFi Analyst', 'Developer Relations Engineer'],
    stackRoles: ['Engineer', 'Developer'],
    specialties: [
      ['Solidity', ['solidity', 'ethereum', 'evm']],
      ['Rust', ['rust', 'solana']],
      ['DeFi', ['defi', 'ethereum']],
      ['Zero Knowledge', ['zero knowledge', 'cryptography']],
      ['Go', ['golang', 'cosmos']],
    ],
    teams: ['Protocol', 'Wallet', 'Smart Contracts', 'Infrastructure', 'Security'],
    skills: ['solidity', 'ethereum', 'rust', 'web3', 'defi', 'typescript', 'evm', 'smart contracts', 'blockchain', 'golang', 'ethers.js', 'foundry'],
    broadTags: ['crypto', 'web3', 'blockchain', 'dev'],
    duties: [
      'Design, build and audit smart contracts that hold real value',
      'Work on core protocol features, from design to mainnet',
      'Write thorough tests and formal specifications',
      'Collaborate with auditors and respond to security findings',
      'Build developer tooling and SDKs for builders on our network',
      'Contribute to open-source repositories and community discussions',
    ],
    requirements: [
      '{years}+ years of software engineering experience',
      'Production experience with {tech}',
      'Deep understanding of {tech2} and blockchain security',
      'A strong security mindset and attention to detail',
      'Public open-source work is a big plus',
    ],
    baseSalary: 130_000,
  },
];

/** Display forms for tags that appear in description prose. */
export const TAG_DISPLAY: Record<string, string> = {
  javascript: 'JavaScript', typescript: 'TypeScript', react: 'React', node: 'Node.js', python: 'Python',
  golang: 'Go', aws: 'AWS', docker: 'Docker', kubernetes: 'Kubernetes', postgresql: 'PostgreSQL', graphql: 'GraphQL',
  redis: 'Redis', sql: 'SQL', git: 'Git', 'ci/cd': 'CI/CD', gcp: 'GCP', mongodb: 'MongoDB', kafka: 'Kafka',
  'rest api': 'REST APIs', html: 'HTML', css: 'CSS', django: 'Django', ruby: 'Ruby', rails: 'Rails', java: 'Java',
  spring: 'Spring', kotlin: 'Kotlin', android: 'Android', swift: 'Swift', ios: 'iOS', rust: 'Rust', elixir: 'Elixir',
  phoenix: 'Phoenix', php: 'PHP', laravel: 'Laravel', vue: 'Vue.js', angular: 'Angular', 'c#': 'C#', '.net': '.NET',
  scala: 'Scala', spark: 'Spark', 'react native': 'React Native', flutter: 'Flutter', dart: 'Dart', 'c++': 'C++',
  linux: 'Linux', 'next.js': 'Next.js', api: 'APIs', azure: 'Azure', terraform: 'Terraform', ansible: 'Ansible',
  prometheus: 'Prometheus', grafana: 'Grafana', bash: 'Bash', helm: 'Helm', cypress: 'Cypress',
  playwright: 'Playwright', selenium: 'Selenium', jest: 'Jest', postman: 'Postman', jira: 'Jira', appium: 'Appium',
  jmeter: 'JMeter', testrail: 'TestRail', figma: 'Figma', sketch: 'Sketch', 'adobe creative suite': 'Adobe Creative Suite',
  illustrator: 'Illustrator', photoshop: 'Photoshop', webflow: 'Webflow', ux: 'UX', ui: 'UI',
  'a/b testing': 'A/B testing', amplitude: 'Amplitude', saas: 'SaaS', b2b: 'B2B', okta: 'Okta', jamf: 'Jamf',
  'google workspace': 'Google Workspace', 'microsoft 365': 'Microsoft 365', 'active directory': 'Active Directory',
  macos: 'macOS', windows: 'Windows', itil: 'ITIL', intune: 'Intune', zendesk: 'Zendesk', intercom: 'Intercom',
  freshdesk: 'Freshdesk', salesforce: 'Salesforce', helpscout: 'Help Scout', gorgias: 'Gorgias', crm: 'CRM',
  hubspot: 'HubSpot', seo: 'SEO', 'google ads': 'Google Ads', 'google analytics': 'Google Analytics',
  linkedin: 'LinkedIn', excel: 'Excel', 'fp&a': 'FP&A', netsuite: 'NetSuite', greenhouse: 'Greenhouse', lever: 'Lever',
  hris: 'HRIS', bamboohr: 'BambooHR', 'linkedin recruiter': 'LinkedIn Recruiter', tableau: 'Tableau', looker: 'Looker',
  notion: 'Notion', asana: 'Asana', 'microsoft office': 'Microsoft Office', canva: 'Canva', shopify: 'Shopify',
  ehr: 'EHR systems', hipaa: 'HIPAA', 'icd-10': 'ICD-10', gdpr: 'GDPR', ip: 'intellectual property',
  quickbooks: 'QuickBooks', xero: 'Xero', gaap: 'GAAP', 'ap style': 'AP style', wordpress: 'WordPress',
  'premiere pro': 'Premiere Pro', markdown: 'Markdown', esl: 'ESL', tefl: 'TEFL', zoom: 'Zoom',
  'articulate storyline': 'Articulate Storyline', 'google sheets': 'Google Sheets', discord: 'Discord',
  solidity: 'Solidity', ethereum: 'Ethereum', web3: 'Web3', defi: 'DeFi', evm: 'the EVM', 'ethers.js': 'ethers.js',
  foundry: 'Foundry', solana: 'Solana', cosmos: 'Cosmos',
  slack: 'Slack', mixpanel: 'Mixpanel', marketo: 'Marketo', outreach: 'Outreach', semrush: 'Semrush',
  'meta ads': 'Meta Ads', 'adaptive planning': 'Adaptive Planning', ashby: 'Ashby', workday: 'Workday',
  rippling: 'Rippling', deel: 'Deel', confluence: 'Confluence', zapier: 'Zapier', expensify: 'Expensify',
  trello: 'Trello', ccpa: 'CCPA', 'bill.com': 'Bill.com', gusto: 'Gusto', avalara: 'Avalara',
  'chicago manual of style': 'the Chicago Manual of Style', 'google docs': 'Google Docs', grammarly: 'Grammarly',
  ghost: 'Ghost', docusaurus: 'Docusaurus', 'google classroom': 'Google Classroom', 'canvas lms': 'Canvas LMS',
  moodle: 'Moodle', nearpod: 'Nearpod', kahoot: 'Kahoot!', airtable: 'Airtable', 'label studio': 'Label Studio',
  smartling: 'Smartling', crowdin: 'Crowdin', hootsuite: 'Hootsuite',
};

export const WORLDWIDE_MARKERS: readonly (readonly [tag: string, weight: number])[] = [
  ['worldwide', 55],
  ['anywhere', 30],
  ['fullremote', 10],
  ['anywhere (100% remote) only', 5],
];

export type RegionalRestriction = (typeof REGIONAL_RESTRICTIONS)[number];
export { REGIONAL_RESTRICTIONS };

/** Restrictions of postings without a worldwide tag; "Worldwide" is kept for those with one. */
export const RESTRICTED_REGION_WEIGHTS: readonly (readonly [RegionalRestriction, number])[] = [
  ['USA Only', 30],
  ['North America Only', 12],
  ['Europe Only', 15],
  ['Americas Only', 6],
  ['Canada Only', 5],
  ['EMEA Only', 8],
  ['Asia Only', 4],
  ['Africa Only', 1],
  ["Other (don't specify)", 12],
];

export const REGION_PHRASES: Record<RegionalRestriction, string> = {
  Worldwide: 'from anywhere in the world',
  'USA Only': 'anywhere in the United States',
  'North America Only': 'anywhere in North America',
  'Europe Only': 'anywhere in Europe',
  'Americas Only': 'anywhere in North, Central or South America',
  'Canada Only': 'anywhere in Canada',
  'EMEA Only': 'anywhere in Europe, the Middle East or Africa',
  'Asia Only': 'anywhere in Asia',
  'Africa Only': 'anywhere in Africa',
  "Other (don't specify)": 'in most countries where we can legally employ you',
};

export const INTROS: readonly string[] = [
  '{company} {product}. We are looking for a {title} to join our {team} team.',
  'At {company}, our mission is to {mission}. As our new {title}, you will help us get there.',
  '{company} {product}, and we are growing fast. Join our {team} team as a {title}.',
  'We are {company}: a remote-first team that {product}. We are hiring a {title} to strengthen our {team} team.',
  'Are you a {title} who wants to {mission}? {company} {product}, and we would love to hear from you.',
  '{company} is hiring a {title}. The company {product}, and the {team} team is at the heart of that work.',
];

export const DUTY_HEADINGS = ["What you'll do", 'Responsibilities', 'Your role', 'In this role you will', 'What you will work on'];
export const REQUIREMENT_HEADINGS = ["What we're looking for", 'Requirements', 'About you', 'Who you are', 'Qualifications'];
export const NICE_HEADINGS = ['Nice to have', 'Bonus points', 'It would be great if you also had'];
export const BENEFIT_HEADINGS = ['What we offer', 'Benefits', 'Perks and benefits', 'Why join us'];

export const NICE_TO_HAVES: readonly string[] = [
  'Experience with {tech2}',
  'Experience at an early-stage startup',
  'Previous experience working fully remotely',
  'Open-source contributions or a public portfolio',
  'Experience in the {industry} space',
  'A second language',
  'Experience mentoring or managing others',
];

export const GENERAL_REQUIREMENTS: readonly string[] = [
  'Excellent written communication in English',
  'Comfortable working asynchronously across time zones',
  'A bias for action and ownership of outcomes',
  'Curiosity and a willingness to learn new things',
];

export const BENEFITS: readonly string[] = [
  'Fully remote: work from wherever you do your best work',
  'Flexible working hours',
  'Unlimited paid time off, with a minimum of 25 days encouraged',
  '30 days of paid vacation plus local public holidays',
  'Home office stipend of $1,500 to set up your workspace',
  'Monthly coworking or internet allowance',
  'Annual learning and development budget of $2,000',
  'Comprehensive health, dental and vision insurance',
  'Generous parental leave',
  'Equity in a fast-growing company',
  'Yearly company retreat somewhere nice',
  'The latest MacBook or equivalent laptop',
  'Four-day work weeks during the summer',
  'Mental health support and wellness stipend',
  'Retirement plan with company matching',
  'Paid sabbatical after four years',
];

export const CLOSINGS: readonly string[] = [
  'This is a remote position open to candidates {region}.',
  'You can work {region}; we care about overlap with your team, not where you are.',
  'We hire {region} and support you with the equipment you need.',
];

/**
 * How boards write each restriction in their location fields (../shared/feeds): the same rule in
 * several spellings, some with the hours the team keeps. Read back by the eligibility rule, as
 * ingestion reads a board's text, so `npm start` shows badges and the filter has work to do.
 */
export const LOCATION_TEXTS: Record<RegionalRestriction, readonly (readonly [text: string, weight: number])[]> = {
  Worldwide: [
    ['Worldwide', 5],
    ['Anywhere in the World', 3],
    ['Global', 1],
    ['Anywhere (UTC-3 to UTC+3)', 1],
  ],
  'USA Only': [
    ['USA Only', 4],
    ['United States', 3],
    ['Remote - US', 2],
    ['US (UTC-8 to UTC-5)', 1],
  ],
  'North America Only': [
    ['North America', 3],
    ['USA or Canada', 2],
    ['US or Canada, EST preferred', 1],
  ],
  'Europe Only': [
    ['Europe', 4],
    ['EU only', 2],
    ['Europe (CET ±3 hours)', 1],
    ['Germany', 1],
    ['United Kingdom', 1],
  ],
  'Americas Only': [
    ['Americas', 3],
    ['LATAM', 2],
    ['Brazil', 1],
  ],
  'Canada Only': [
    ['Canada Only', 3],
    ['Canada', 2],
  ],
  'EMEA Only': [
    ['EMEA', 4],
    ['EMEA (UTC-1 to UTC+4)', 1],
  ],
  'Asia Only': [
    ['APAC', 2],
    ['India', 2],
    ['Philippines', 1],
  ],
  'Africa Only': [['Africa', 1]],
  "Other (don't specify)": [
    ['Remote', 4],
    ['Work From Home', 1],
  ],
};

/** The currency employers in a region quote pay in, when not USD; weights against USD's. */
export const REGION_CURRENCIES: Partial<Record<RegionalRestriction, readonly (readonly [currency: string, weight: number])[]>> = {
  'Europe Only': [['EUR', 6], ['GBP', 2], ['USD', 2]],
  'EMEA Only': [['EUR', 4], ['USD', 6]],
  'Canada Only': [['CAD', 7], ['USD', 3]],
  'Asia Only': [['INR', 3], ['USD', 7]],
};
