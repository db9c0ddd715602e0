import { useParams, useSearchParams } from '../../../lib/router';
import { CompanyJobsView } from './CompanyJobsView';
import { FilteredJobsView } from './FilteredJobsView';

/** remote-jobs, remote-jobs/:categorySlug, and the company view `?companyName=`. */
export function RemoteJobsPage() {
  const searchParams = useSearchParams();
  const { categorySlug } = useParams();
  const companyName = searchParams.get('companyName')?.trim();
  // Keys: another company or category is a new list, starting at page 1 with its own selections.
  if (companyName) return <CompanyJobsView key={companyName} companyName={companyName} />;
  return <FilteredJobsView key={categorySlug ?? ''} categorySlug={categorySlug} />;
}
