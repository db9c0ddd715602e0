/**
 * A category's public page, served by the gateway outside the app (`/remote-design-jobs`): where a
 * visitor's Job Categories menu goes, since it lists the jobs to anyone (issue 49).
 */
export const publicCategoryUrl = (slug: string): string => `/remote-${encodeURIComponent(slug)}-jobs`;

export interface JobCategoryLink {
  slug: string;
  label: string;
}

/** The public bar's Job Categories, in the order the product shows them. */
export const JOB_CATEGORIES: readonly JobCategoryLink[] = [
  { slug: 'programming', label: 'Programming' },
  { slug: 'qa', label: 'QA' },
  { slug: 'design', label: 'Design' },
  { slug: 'it', label: 'IT' },
  { slug: 'devops-sysadmin', label: 'Devops & Sysadmin' },
  { slug: 'product', label: 'Product' },
  { slug: 'hr', label: 'HR' },
  { slug: 'customer-support', label: 'Customer Support' },
  { slug: 'virtual-assistant', label: 'Virtual Assistant' },
  { slug: 'general-administrative', label: 'General & Administrative' },
  { slug: 'business-enablement', label: 'Business Enablement' },
  { slug: 'management-finance', label: 'Management & Finance' },
  { slug: 'sales-marketing', label: 'Sales & Marketing' },
  { slug: 'health-care', label: 'Health Care' },
  { slug: 'legal', label: 'Legal' },
  { slug: 'accounting', label: 'Accounting' },
  { slug: 'editing', label: 'Editing' },
  { slug: 'writing', label: 'Writing' },
  { slug: 'teaching', label: 'Teaching' },
  { slug: 'data-entry', label: 'Data Entry' },
  { slug: 'all-other', label: 'All Other' },
  { slug: 'crypto', label: 'Crypto' },
];

export const findJobCategory = (slug: string | undefined): JobCategoryLink | undefined =>
  JOB_CATEGORIES.find((category) => category.slug === slug);
