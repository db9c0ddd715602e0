import { PlaceholderPage } from '../../../app/routes/PlaceholderPage';

/** Stand-in while the screen is built. */
export function AppliedJobsPage() {
  return <PlaceholderPage description="The jobs you applied to, grouped by status." />;
}
