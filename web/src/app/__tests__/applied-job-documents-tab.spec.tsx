import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppliedJobDocumentsDocument } from '../../generated/graphql';
import { APPLIED_JOB_ID, renderAppliedJob } from '../../features/applied-job/__tests__/applied-job-test-utils';
import { AppliedJobDocuments } from '../../features/documents/components/AppliedJobDocuments';

// The applied job's Documents tab is the documents feature's list, composed by the app (router.tsx).
describe('the applied job with its documents', () => {
  it("links the Documents tab's upload to this applied job", async () => {
    const user = userEvent.setup();
    renderAppliedJob({
      documents: AppliedJobDocuments,
      mocks: [
        {
          request: { query: AppliedJobDocumentsDocument, variables: { appliedJobId: APPLIED_JOB_ID, page: 1, limit: 5 } },
          result: { data: { appliedJobDocuments: { __typename: 'DocumentPage', total: 0, page: 1, limit: 5, data: [] } } },
        },
      ],
    });

    await user.click(await screen.findByRole('tab', { name: 'Documents' }));

    expect((await screen.findByRole('link', { name: 'Upload document' }))).toHaveAttribute('href', `/upload-document?appliedJobId=${APPLIED_JOB_ID}`);
  });
});
