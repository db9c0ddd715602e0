import { PlaceholderPage } from '../../../app/routes/PlaceholderPage';

/** Stand-in while the screen is built. */
export function UploadDocumentPage() {
  return <PlaceholderPage description="Add a resume or cover letter to your documents." />;
}
