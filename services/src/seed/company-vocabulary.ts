/**
 * Word lists the generator builds fictional companies from. Names are made up
 * from parts so that tens of thousands of them stay distinct; none is meant
 * to be a real company.
 */

export type Industry =
  | 'fintech'
  | 'healthtech'
  | 'devtools'
  | 'ecommerce'
  | 'edtech'
  | 'logistics'
  | 'climate'
  | 'media'
  | 'security'
  | 'hrtech'
  | 'saas'
  | 'gaming'
  | 'web3'
  | 'travel'
  | 'ai';

export interface IndustryProfile {
  industry: Industry;
  /** Completes "experience in the ... space". */
  label: string;
  weight: number;
  /** Completes "<Company> ..." in the company description. */
  products: readonly string[];
  /** Completes "Our mission is to ...". */
  missions: readonly string[];
  /** Words that may follow the name, e.g. "Brightloop Health". */
  nameSuffixes: readonly string[];
}

export const INDUSTRIES: readonly IndustryProfile[] = [
  {
    industry: 'saas',
    label: 'B2B SaaS',
    weight: 16,
    products: [
      'builds workflow software that helps operations teams run on autopilot',
      'makes project planning tools for distributed teams',
      'offers a customer feedback platform used by thousands of product teams',
      'builds the scheduling software behind busy service businesses',
      'makes a collaborative knowledge base for fast-growing companies',
    ],
    missions: [
      'give every team back the hours lost to busywork',
      'make remote collaboration feel effortless',
      'help small businesses run like big ones',
    ],
    nameSuffixes: ['Software', 'Labs', 'Cloud', 'Systems', 'HQ'],
  },
  {
    industry: 'devtools',
    label: 'developer tools',
    weight: 10,
    products: [
      'builds observability tooling for modern cloud applications',
      'makes a developer platform that turns pull requests into preview environments',
      'offers an API-first feature flag service',
      'builds a database platform for serverless applications',
      'makes continuous integration fast and affordable for open-source projects',
    ],
    missions: [
      'help developers ship with confidence',
      'make infrastructure invisible',
      'shorten the path from idea to production',
    ],
    nameSuffixes: ['Labs', 'Dev', 'Cloud', 'Systems'],
  },
  {
    industry: 'fintech',
    label: 'fintech',
    weight: 10,
    products: [
      'builds payment infrastructure for online businesses',
      'makes bookkeeping effortless for small businesses and freelancers',
      'offers business banking for remote-first companies',
      'builds payroll and compliance tools for international teams',
      'makes spend management software for finance teams',
    ],
    missions: [
      'make money move as freely as information',
      'give every small business a world-class finance team',
      'make global payroll simple and fair',
    ],
    nameSuffixes: ['Financial', 'Pay', 'Capital', 'Finance'],
  },
  {
    industry: 'healthtech',
    label: 'digital health',
    weight: 9,
    products: [
      'runs a virtual care platform connecting patients with licensed clinicians',
      'builds software that helps clinics manage patient intake and billing',
      'offers online therapy and mental health coaching',
      'makes remote patient monitoring tools for chronic care',
    ],
    missions: [
      'make quality healthcare accessible from anywhere',
      'put patients at the center of their own care',
      'make mental health support available to everyone',
    ],
    nameSuffixes: ['Health', 'Care', 'Medical', 'Wellness'],
  },
  {
    industry: 'ecommerce',
    label: 'e-commerce',
    weight: 9,
    products: [
      'helps independent brands sell online and ship worldwide',
      'runs a direct-to-consumer home goods brand',
      'builds subscription commerce tools for online merchants',
      'operates an online marketplace for handmade and vintage goods',
    ],
    missions: ['help independent brands compete with the giants', 'make online shopping personal again'],
    nameSuffixes: ['Commerce', 'Goods', 'Market', 'Shop'],
  },
  {
    industry: 'edtech',
    label: 'education technology',
    weight: 7,
    products: [
      'runs live online classes for learners of all ages',
      'builds a learning platform used by universities and bootcamps',
      'offers one-to-one online tutoring in maths, science and languages',
      'makes language-learning apps used in over 100 countries',
    ],
    missions: ['make great teaching available to every learner', 'help people learn the skills that change their lives'],
    nameSuffixes: ['Learning', 'Academy', 'Education', 'Tutors'],
  },
  {
    industry: 'logistics',
    label: 'logistics',
    weight: 5,
    products: [
      'builds freight visibility software for shippers and carriers',
      'runs a last-mile delivery network for online retailers',
      'makes warehouse management software for growing brands',
    ],
    missions: ['make supply chains faster and less wasteful', 'move goods around the world with less friction'],
    nameSuffixes: ['Logistics', 'Freight', 'Supply'],
  },
  {
    industry: 'climate',
    label: 'climate tech',
    weight: 4,
    products: [
      'builds carbon accounting software for mid-sized companies',
      'helps homeowners switch to solar and heat pumps',
      'makes energy management software for commercial buildings',
    ],
    missions: ['accelerate the transition to clean energy', 'help every company measure and cut its emissions'],
    nameSuffixes: ['Energy', 'Climate', 'Power'],
  },
  {
    industry: 'media',
    label: 'media',
    weight: 5,
    products: [
      'publishes independent journalism read by millions each month',
      'builds podcast hosting and analytics tools',
      'runs a platform where creators sell courses and memberships',
      'produces video content for technology brands',
    ],
    missions: ['help creators earn a living from their work', 'make trustworthy information easy to find'],
    nameSuffixes: ['Media', 'Studio', 'Studios', 'Publishing'],
  },
  {
    industry: 'security',
    label: 'cybersecurity',
    weight: 5,
    products: [
      'builds identity and access management for cloud-native companies',
      'offers managed threat detection for small and mid-sized businesses',
      'makes a password manager trusted by security-conscious teams',
    ],
    missions: ['make strong security the default for every company', 'keep the internet a safe place to work'],
    nameSuffixes: ['Security', 'Secure', 'Defense', 'Networks'],
  },
  {
    industry: 'hrtech',
    label: 'HR technology',
    weight: 5,
    products: [
      'builds hiring software that helps companies recruit across borders',
      'makes onboarding and people-operations tools for remote teams',
      'runs a platform for employee feedback and performance reviews',
    ],
    missions: ['help people do the best work of their lives', 'make hiring fair, fast and global'],
    nameSuffixes: ['People', 'Talent', 'HR', 'Works'],
  },
  {
    industry: 'gaming',
    label: 'gaming',
    weight: 3,
    products: [
      'develops cross-platform multiplayer games',
      'builds backend services for independent game studios',
      'makes mobile puzzle games played by millions',
    ],
    missions: ['bring people together through play', 'give independent studios the tools of the big publishers'],
    nameSuffixes: ['Games', 'Interactive', 'Studios', 'Play'],
  },
  {
    industry: 'web3',
    label: 'web3',
    weight: 6,
    products: [
      'builds self-custody wallet infrastructure',
      'runs a decentralized exchange protocol',
      'makes developer tooling for smart-contract teams',
      'operates a staking and validator platform for proof-of-stake networks',
    ],
    missions: ['build an open financial system anyone can use', 'make blockchain technology safe and usable for everyone'],
    nameSuffixes: ['Protocol', 'Labs', 'Chain', 'Network', 'Foundation'],
  },
  {
    industry: 'travel',
    label: 'travel',
    weight: 3,
    products: [
      'builds booking software for boutique hotels',
      'runs a platform for long-stay rentals aimed at remote workers',
      'makes trip-planning tools for corporate travel teams',
    ],
    missions: ['make travel easier for everyone who works on the move', 'help independent hosts thrive'],
    nameSuffixes: ['Travel', 'Stays', 'Trips'],
  },
  {
    industry: 'ai',
    label: 'applied AI',
    weight: 7,
    products: [
      'builds AI assistants that automate customer support',
      'makes document-understanding software for legal and finance teams',
      'offers a platform for training and evaluating machine learning models',
      'builds AI-powered analytics for product teams',
    ],
    missions: ['put useful AI in the hands of every team', 'make machine learning reliable enough to trust'],
    nameSuffixes: ['AI', 'Labs', 'Intelligence', 'Analytics'],
  },
];

export const NAME_PREFIXES = [
  'Amber', 'Apex', 'Arc', 'Aster', 'Atlas', 'Aurora', 'Beacon', 'Birch', 'Blue', 'Bolt', 'Bright', 'Brook', 'Cedar',
  'Cinder', 'Clear', 'Cobalt', 'Copper', 'Coral', 'Crest', 'Crimson', 'Delta', 'Drift', 'Echo', 'Ember', 'Emerald',
  'Fable', 'Falcon', 'Fern', 'Flint', 'Fox', 'Frost', 'Golden', 'Granite', 'Harbor', 'Hazel', 'Helix', 'Indigo',
  'Iron', 'Ivory', 'Jade', 'Juniper', 'Kestrel', 'Lantern', 'Lark', 'Linen', 'Lumen', 'Maple', 'Meadow', 'Mercury',
  'Mint', 'Nimbus', 'North', 'Nova', 'Oak', 'Onyx', 'Orbit', 'Pine', 'Pixel', 'Polar', 'Prism', 'Quartz', 'Quill',
  'Rapid', 'Raven', 'Ridge', 'River', 'Rocket', 'Sable', 'Sage', 'Scarlet', 'Shore', 'Silver', 'Slate', 'Solar',
  'Spark', 'Spruce', 'Stone', 'Summit', 'Swift', 'Tidal', 'Timber', 'True', 'Velvet', 'Vivid', 'West', 'Willow',
  'Wild', 'Zephyr',
] as const;

export const NAME_ROOTS = [
  'loop', 'stack', 'works', 'field', 'forge', 'grid', 'hub', 'line', 'logic', 'mark', 'mind', 'path', 'point',
  'scale', 'shift', 'sky', 'spring', 'stream', 'flow', 'base', 'bit', 'cast', 'craft', 'dash', 'deck', 'desk', 'dock',
  'gate', 'glass', 'hive', 'keep', 'leaf', 'light', 'link', 'map', 'mesh', 'nest', 'note', 'post', 'pulse', 'quest',
  'ray', 'root', 'sail', 'seed', 'sense', 'sheet', 'ship', 'side', 'sight', 'span', 'sphere', 'star', 'step', 'track',
  'trail', 'tree', 'vault', 'verse', 'view', 'wave', 'way', 'wise', 'yard',
] as const;

export const SURNAMES = [
  'Abbott', 'Baker', 'Barlow', 'Bennett', 'Brennan', 'Calder', 'Carver', 'Chandler', 'Dalton', 'Ellis', 'Fairfax',
  'Fletcher', 'Garrett', 'Hale', 'Hart', 'Holloway', 'Hughes', 'Keane', 'Lowell', 'Marsh', 'Mercer', 'Morrow',
  'Nash', 'Okafor', 'Park', 'Pierce', 'Quinn', 'Reyes', 'Rowe', 'Sato', 'Sinclair', 'Stone', 'Thorne', 'Vance',
  'Wade', 'Whitman', 'Young',
] as const;

// Legal forms are dropped by normalizeCompanyName, so they vary the display name only.
export const LEGAL_SUFFIXES = [' Inc.', ', Inc.', ' LLC', ' Ltd', ' GmbH', ' BV', ' Corp.'] as const;

export const TLDS = ['com', 'com', 'com', 'com', 'io', 'io', 'co', 'ai', 'dev', 'app', 'tech'] as const;

export const HEADQUARTERS = [
  'San Francisco, CA, United States', 'New York, NY, United States', 'Austin, TX, United States',
  'Seattle, WA, United States', 'Boston, MA, United States', 'Denver, CO, United States', 'Chicago, IL, United States',
  'Miami, FL, United States', 'Toronto, Canada', 'Vancouver, Canada', 'Montreal, Canada', 'London, United Kingdom',
  'Manchester, United Kingdom', 'Dublin, Ireland', 'Berlin, Germany', 'Munich, Germany', 'Amsterdam, Netherlands',
  'Paris, France', 'Barcelona, Spain', 'Lisbon, Portugal', 'Stockholm, Sweden', 'Copenhagen, Denmark',
  'Helsinki, Finland', 'Tallinn, Estonia', 'Warsaw, Poland', 'Zurich, Switzerland', 'Tel Aviv, Israel',
  'Dubai, United Arab Emirates', 'Cape Town, South Africa', 'Lagos, Nigeria', 'Nairobi, Kenya', 'Bangalore, India',
  'Singapore', 'Sydney, Australia', 'Melbourne, Australia', 'Auckland, New Zealand', 'Tokyo, Japan',
  'São Paulo, Brazil', 'Buenos Aires, Argentina', 'Mexico City, Mexico', 'Fully remote',
] as const;

export const CONTACT_MAILBOXES = ['jobs', 'careers', 'hiring', 'talent', 'people', 'recruiting'] as const;

export const COMPANY_FACTS = [
  'Founded in {year}, the company now counts {size} people in {countries} countries.',
  'We have been remote-first since day one and work across {timezones} time zones.',
  'The company is {funding}.',
  'Our {size} teammates are spread over {countries} countries.',
] as const;

export const FUNDING = [
  'bootstrapped and profitable',
  'backed by leading venture investors',
  'backed by a recent Series B',
  'a public-benefit corporation',
  'employee-owned',
  'backed by a Series A from well-known investors',
] as const;

export const STATEMENTS = ['Our mission is to {mission}.', 'We exist to {mission}.', 'We want to {mission}, and we are just getting started.'] as const;
