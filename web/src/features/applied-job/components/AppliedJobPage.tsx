import { PlaceholderPage } from '../../../app/routes/PlaceholderPage';

/** Stand-in while the screen is built. */
export function AppliedJobPage() {
  return <PlaceholderPage description="One application." />;
}
