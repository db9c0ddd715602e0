import { CATCH_ALL_CATEGORY, type CanonicalCategory } from './canonical-categories';
import { categoryFromWords } from './title-categories';

/**
 * Each board's own categories mapped onto ours, keyed by the board's name for
 * them lowercased. A board category that is too broad to trust alone ("All
 * others", "Data and Analytics") is a `vague` rule: the job title decides, and
 * the rule's category is used only when the title names none.
 */
export type CategoryRule = CanonicalCategory | { vague: CanonicalCategory };
export type CategoryTable = Readonly<Record<string, CategoryRule>>;

const byTitleElse = (category: CanonicalCategory): CategoryRule => ({ vague: category });
const BY_TITLE = byTitleElse(CATCH_ALL_CATEGORY);

/** We Work Remotely's <category> (the ten category feeds). */
export const WEWORKREMOTELY_CATEGORIES: CategoryTable = {
  'full-stack programming': 'Programming',
  'back-end programming': 'Programming',
  'front-end programming': 'Programming',
  programming: 'Programming',
  'devops and sysadmin': 'Devops & Sysadmin',
  design: 'Design',
  'customer support': 'Customer Support',
  product: 'Product',
  'sales and marketing': 'Sales & Marketing',
  'management and finance': 'Management & Finance',
  'all other remote': BY_TITLE,
};

/** Remotive's display names, old and new (the API's ?category= list and what jobs carry). */
export const REMOTIVE_CATEGORIES: CategoryTable = {
  'software development': 'Programming',
  'artificial intelligence': byTitleElse('Programming'),
  'customer service': 'Customer Support',
  'customer support': 'Customer Support',
  design: 'Design',
  marketing: 'Sales & Marketing',
  sales: 'Sales & Marketing',
  'sales / business': 'Sales & Marketing',
  business: byTitleElse('Sales & Marketing'),
  product: 'Product',
  'product management': 'Product',
  'project management': 'General & Administrative',
  data: byTitleElse('Business Enablement'),
  'data analysis': byTitleElse('Business Enablement'),
  'data and analytics': byTitleElse('Business Enablement'),
  devops: 'Devops & Sysadmin',
  'devops / sysadmin': 'Devops & Sysadmin',
  finance: byTitleElse('Management & Finance'),
  'finance / legal': byTitleElse('Management & Finance'),
  legal: 'Legal',
  'human resources': 'HR',
  hr: 'HR',
  qa: 'QA',
  writing: 'Writing',
  teaching: 'Teaching',
  education: 'Teaching',
  medical: 'Health Care',
  healthcare: 'Health Care',
  'information technology': 'IT',
  'all others': BY_TITLE,
};

/** Jobicy's jobIndustry values (entity-decoded). */
export const JOBICY_CATEGORIES: CategoryTable = {
  'software engineering': 'Programming',
  programming: 'Programming',
  'web & app development': 'Programming',
  'devops & infrastructure': 'Devops & Sysadmin',
  'devops & sysadmin': 'Devops & Sysadmin',
  'data science & analytics': byTitleElse('Business Enablement'),
  'technical support': 'Customer Support',
  'customer success': 'Customer Support',
  'customer support': 'Customer Support',
  'marketing & sales': 'Sales & Marketing',
  marketing: 'Sales & Marketing',
  sales: 'Sales & Marketing',
  seo: 'Sales & Marketing',
  'social media marketing': 'Sales & Marketing',
  'business development': 'Sales & Marketing',
  copywriting: 'Writing',
  'content & editorial': byTitleElse('Writing'),
  'finance & accounting': byTitleElse('Management & Finance'),
  accounting: 'Accounting',
  'hr & recruiting': 'HR',
  'legal & compliance': 'Legal',
  'product & operations': byTitleElse('Product'),
  'product management': 'Product',
  'project & program management': 'General & Administrative',
  'healthcare & medical': 'Health Care',
  'education & training': 'Teaching',
  education: 'Teaching',
  'web & app design': 'Design',
  'ui/ux & design': 'Design',
  'graphic design': 'Design',
  design: 'Design',
  'admin & support': 'General & Administrative',
  'virtual assistant': 'Virtual Assistant',
  'quality assurance': 'QA',
  'cybersecurity': 'IT',
  'it & networking': 'IT',
  'blockchain & crypto': 'Crypto',
  'data entry': 'Data Entry',
  'translation & localization': BY_TITLE,
  other: BY_TITLE,
};

/** Himalayas' parentCategories. */
export const HIMALAYAS_CATEGORIES: CategoryTable = {
  developer: byTitleElse('Programming'),
  engineering: byTitleElse('Programming'),
  'data science': byTitleElse('Business Enablement'),
  devops: 'Devops & Sysadmin',
  design: 'Design',
  'customer service': 'Customer Support',
  'customer success': 'Customer Support',
  marketing: 'Sales & Marketing',
  sales: 'Sales & Marketing',
  business: byTitleElse('Business Enablement'),
  consulting: byTitleElse('Business Enablement'),
  product: 'Product',
  'project management': 'General & Administrative',
  administrative: 'General & Administrative',
  operations: byTitleElse('Management & Finance'),
  finance: byTitleElse('Management & Finance'),
  accounting: 'Accounting',
  'human resources': 'HR',
  legal: 'Legal',
  healthcare: 'Health Care',
  medical: 'Health Care',
  education: 'Teaching',
  writing: 'Writing',
  it: 'IT',
  'quality assurance': 'QA',
  qa: 'QA',
  crypto: 'Crypto',
};

/** Working Nomads' category_name (the ?category= values and what jobs carry). */
export const WORKINGNOMADS_CATEGORIES: CategoryTable = {
  development: 'Programming',
  'system administration': 'Devops & Sysadmin',
  devops: 'Devops & Sysadmin',
  design: 'Design',
  marketing: 'Sales & Marketing',
  sales: 'Sales & Marketing',
  'customer success': 'Customer Support',
  'customer support': 'Customer Support',
  administration: byTitleElse('General & Administrative'),
  management: byTitleElse('Management & Finance'),
  finance: byTitleElse('Management & Finance'),
  hr: 'HR',
  'human resources': 'HR',
  legal: 'Legal',
  education: 'Teaching',
  healthcare: 'Health Care',
  writing: 'Writing',
  'it': 'IT',
  'data science': byTitleElse('Business Enablement'),
  consulting: byTitleElse('Business Enablement'),
};

/** RemoteJobs.org's category slugs (the API's ?category= values). */
export const REMOTEJOBS_ORG_CATEGORIES: CategoryTable = {
  programming: 'Programming',
  devops: 'Devops & Sysadmin',
  'data-science': byTitleElse('Programming'),
  design: 'Design',
  'customer-support': 'Customer Support',
  sales: 'Sales & Marketing',
  marketing: 'Sales & Marketing',
  product: 'Product',
  writing: 'Writing',
  finance: byTitleElse('Management & Finance'),
  hr: 'HR',
  legal: 'Legal',
  education: 'Teaching',
  healthcare: 'Health Care',
  'all-other': BY_TITLE,
};

/** Arbeitnow has no categories; its tags are broad job families ("Software Development", "Engineering"). */
export const ARBEITNOW_TAG_CATEGORIES: CategoryTable = {
  'software development': 'Programming',
  'software engineering': 'Programming',
  'data scientist': 'Programming',
  engineering: byTitleElse('Programming'),
  'it': 'IT',
  'project management & delivery': 'General & Administrative',
  'product management': 'Product',
  design: 'Design',
  'ux/ui design': 'Design',
  marketing: 'Sales & Marketing',
  sales: 'Sales & Marketing',
  'e-commerce': byTitleElse('Sales & Marketing'),
  'customer service': 'Customer Support',
  'customer support': 'Customer Support',
  'human resources': 'HR',
  finance: byTitleElse('Management & Finance'),
  accounting: 'Accounting',
  legal: 'Legal',
  healthcare: 'Health Care',
  education: 'Teaching',
};

/** RemoteOK has no categories; its tags name the areas its own category pages filter on. */
export const REMOTEOK_TAG_CATEGORIES: CategoryTable = {
  dev: 'Programming',
  developer: 'Programming',
  engineer: 'Programming',
  backend: 'Programming',
  frontend: 'Programming',
  'full stack': 'Programming',
  software: 'Programming',
  devops: 'Devops & Sysadmin',
  'sys admin': 'Devops & Sysadmin',
  sysadmin: 'Devops & Sysadmin',
  design: 'Design',
  designer: 'Design',
  'customer support': 'Customer Support',
  'customer success': 'Customer Support',
  marketing: 'Sales & Marketing',
  sales: 'Sales & Marketing',
  seo: 'Sales & Marketing',
  finance: 'Management & Finance',
  accounting: 'Accounting',
  legal: 'Legal',
  hr: 'HR',
  recruiter: 'HR',
  writing: 'Writing',
  copywriting: 'Writing',
  teaching: 'Teaching',
  education: 'Teaching',
  medical: 'Health Care',
  healthcare: 'Health Care',
  crypto: 'Crypto',
  blockchain: 'Crypto',
  web3: 'Crypto',
  qa: 'QA',
  'virtual assistant': 'Virtual Assistant',
};

export interface CategoryInput {
  /** The board's categories for the posting, best first. */
  boardCategories: readonly string[];
  /** The job title and any other free words that may name a role. */
  words: readonly string[];
}

/**
 * The canonical category for a posting: the first board category the table
 * knows decides, unless it is vague; then the title; then the vague rule's
 * fallback; then the catch-all.
 */
export function mapCategory(table: CategoryTable, input: CategoryInput): CanonicalCategory {
  let fallback: CanonicalCategory = CATCH_ALL_CATEGORY;
  for (const boardCategory of input.boardCategories) {
    const rule = table[boardCategory.trim().toLowerCase()];
    if (!rule) continue;
    if (typeof rule === 'string') return rule;
    fallback = rule.vague;
    break;
  }
  return categoryFromWords(input.words) ?? fallback;
}
