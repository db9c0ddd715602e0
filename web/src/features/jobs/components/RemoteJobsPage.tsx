import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from '../../../lib/router';
import { FilteredJobsView } from './FilteredJobsView';

// A company's page is opened from a card, not on a first visit: its code comes when it is.
const CompanyJobsView = lazy(() => import('./CompanyJobsView').then((module) => ({ default: module.CompanyJobsView })));

/** remote-jobs, remote-jobs/:categorySlug, and the company view `?companyName=`. */
export function RemoteJobsPage() {
  const [searchParams] = useSearchParams();
  const { categorySlug } = useParams();
  const companyName = searchParams.get('companyName')?.trim();
  // Keys: another company or category is a new list, starting at page 1 with its own selections.
  if (companyName) {
    return (
      <Suspense fallback={null}>
        <CompanyJobsView key={companyName} companyName={companyName} />
      </Suspense>
    );
  }
  return <FilteredJobsView key={categorySlug ?? ''} categorySlug={categorySlug} />;
}
