/** Beyond this a crumb wraps on a phone: the company is left out then (the page's heading has it). */
const CRUMB_MAX_LENGTH = 60;

/** The applied job's last breadcrumb: "Senior React Engineer at Acme", or the title alone where both would be long. */
export function appliedJobCrumb({ jobTitle, companyName }: { jobTitle: string; companyName?: string | null }): string {
  const withCompany = companyName ? `${jobTitle} at ${companyName}` : jobTitle;
  return withCompany.length <= CRUMB_MAX_LENGTH ? withCompany : jobTitle;
}
