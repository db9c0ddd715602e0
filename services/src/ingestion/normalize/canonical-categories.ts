/**
 * The canonical job categories, as the foundation migration seeds
 * job_categories (slug, title) and web/src/config/job-categories.ts lists
 * them. A posting carries the title; categorySlug() gives the row key.
 */
export const CANONICAL_CATEGORIES = [
  { slug: 'programming', title: 'Programming' },
  { slug: 'qa', title: 'QA' },
  { slug: 'design', title: 'Design' },
  { slug: 'it', title: 'IT' },
  { slug: 'devops-sysadmin', title: 'Devops & Sysadmin' },
  { slug: 'product', title: 'Product' },
  { slug: 'hr', title: 'HR' },
  { slug: 'customer-support', title: 'Customer Support' },
  { slug: 'virtual-assistant', title: 'Virtual Assistant' },
  { slug: 'general-administrative', title: 'General & Administrative' },
  { slug: 'business-enablement', title: 'Business Enablement' },
  { slug: 'management-finance', title: 'Management & Finance' },
  { slug: 'sales-marketing', title: 'Sales & Marketing' },
  { slug: 'health-care', title: 'Health Care' },
  { slug: 'legal', title: 'Legal' },
  { slug: 'accounting', title: 'Accounting' },
  { slug: 'editing', title: 'Editing' },
  { slug: 'writing', title: 'Writing' },
  { slug: 'teaching', title: 'Teaching' },
  { slug: 'data-entry', title: 'Data Entry' },
  { slug: 'all-other', title: 'All Other' },
  { slug: 'crypto', title: 'Crypto' },
] as const;

export type CanonicalCategory = (typeof CANONICAL_CATEGORIES)[number]['title'];

/** Where a posting goes when nothing about it names a category. */
export const CATCH_ALL_CATEGORY: CanonicalCategory = 'All Other';

const SLUG_BY_TITLE = new Map<string, string>(CANONICAL_CATEGORIES.map((c) => [c.title, c.slug]));

export const isCanonicalCategory = (title: string): title is CanonicalCategory => SLUG_BY_TITLE.has(title);

/** The job_categories slug of a canonical title (jobs.category_slug). */
export function categorySlug(title: CanonicalCategory): string {
  return SLUG_BY_TITLE.get(title) as string;
}
