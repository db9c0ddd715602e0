import { PlaceholderPage } from '../../../app/routes/PlaceholderPage';

/** Stand-in while the screen is built. */
export function DocumentsPage() {
  return <PlaceholderPage description="Your resumes and cover letters." />;
}
