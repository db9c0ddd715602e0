import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DOCUMENT_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { enterValue } from '../../../test/enter-value';
import { UploadDocumentPage } from '../components/UploadDocumentPage';
import { appliedJobsMock, renderSignedIn } from './document-test-utils';

// The shared table's invalid values, entered in the upload form: each is refused with the message
// the API gives for it (gateway/src/__tests__/shared-form-rules.int-spec.ts).

describe('upload document refuses what the server refuses', () => {
  it.each(DOCUMENT_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    renderSignedIn(<UploadDocumentPage />, { path: '/upload-document', guard: 'subscription', mocks: [appliedJobsMock([])] });
    await screen.findByRole('heading', { name: 'Upload Documents' });

    // Every case leaves the type unchosen: the title's problem comes first, else the type's.
    await enterValue(user, screen.getByLabelText('Title'), values.title);
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
