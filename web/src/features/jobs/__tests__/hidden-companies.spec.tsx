import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { HideCompanyDocument, UnhideCompanyDocument } from '../../../generated/graphql';
import { apiError } from '../../../test/factories';
import { RemoteJobsPage } from '../components/RemoteJobsPage';
import { companyJobsMock, createHiddenCompany, createJob, hiddenCompaniesMock, jobsMock, renderSignedIn } from './job-test-utils';

const ACME = createHiddenCompany('Acme');
const acmeJob = createJob({ jobTitle: 'Acme Engineer', companyName: 'Acme' });
const globexJob = createJob({ jobTitle: 'Globex Engineer', companyName: 'Globex' });

/** One answer of a list, for the list as it is before a change. */
const once = (mock: MockLink.MockedResponse): MockLink.MockedResponse => ({ ...mock, maxUsageCount: 1 });

function hideMock(companyName: string, answer: { data: object } | ReturnType<typeof apiError>, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: HideCompanyDocument, variables: { companyName } },
    result: () => {
      onCall(companyName);
      return answer;
    },
  };
}

function unhideMock(companyId: string, onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: UnhideCompanyDocument, variables: { companyId } },
    result: () => {
      onCall(companyId);
      return { data: { unhideCompany: true } };
    },
  };
}

const renderRemoteJobs = (mocks: MockLink.MockedResponse[], initialEntry = '/remote-jobs') =>
  renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', initialEntry, mocks });

const expectGone = (title: string) => waitFor(() => expect(screen.queryByRole('button', { name: title })).not.toBeInTheDocument());

const card = (title: string) => within(screen.getByRole('button', { name: title }).closest<HTMLElement>('[data-testid^="job-card-"]')!);

describe('remote jobs: hiding a company', () => {
  it("hides a company's jobs from its card by the name the card shows, and the list is asked again", async () => {
    const user = userEvent.setup();
    const hidden = jest.fn();
    renderRemoteJobs([
      once(jobsMock({}, { jobs: [acmeJob, globexJob] })),
      jobsMock({}, { jobs: [globexJob] }),
      hideMock('Acme', { data: { hideCompany: ACME } }, hidden),
    ]);
    await screen.findByRole('button', { name: 'Acme Engineer' });

    await user.click(card('Acme Engineer').getByRole('button', { name: 'Hide jobs from this company' }));

    expect(await screen.findByText('Jobs from Acme are hidden')).toBeInTheDocument();
    expect(hidden).toHaveBeenCalledWith('Acme');
    // The list was asked again: the hidden company's job is gone, the others stay.
    await expectGone('Acme Engineer');
    expect(screen.getByRole('button', { name: 'Globex Engineer' })).toBeInTheDocument();
    // Hiding does not open the card's details.
    expect(screen.queryByRole('region', { name: /^Details of/ })).not.toBeInTheDocument();
  });

  it('undoes the hiding from the message, and the jobs come back', async () => {
    const user = userEvent.setup();
    const unhidden = jest.fn();
    renderRemoteJobs([
      once(jobsMock({}, { jobs: [acmeJob, globexJob] })),
      once(jobsMock({}, { jobs: [globexJob] })),
      jobsMock({}, { jobs: [acmeJob, globexJob] }),
      hideMock('Acme', { data: { hideCompany: ACME } }),
      unhideMock(ACME.companyId, unhidden),
    ]);
    await screen.findByRole('button', { name: 'Acme Engineer' });
    await user.click(card('Acme Engineer').getByRole('button', { name: 'Hide jobs from this company' }));
    await screen.findByText('Jobs from Acme are hidden');
    await expectGone('Acme Engineer');

    await user.click(screen.getByRole('button', { name: 'Undo' }));

    expect(await screen.findByText('Jobs from Acme are shown again')).toBeInTheDocument();
    expect(unhidden).toHaveBeenCalledWith(ACME.companyId);
    expect(await screen.findByRole('button', { name: 'Acme Engineer' })).toBeInTheDocument();
    expect(screen.queryByText('Jobs from Acme are hidden')).not.toBeInTheDocument();
  });

  it('says why when the server refuses, and the list stays as it was', async () => {
    const user = userEvent.setup();
    const limit = 'You can hide at most 500 companies; unhide one in Account Settings first';
    renderRemoteJobs([jobsMock({}, { jobs: [acmeJob] }), hideMock('Acme', apiError(limit, 'BAD_USER_INPUT', 400))]);
    await screen.findByRole('button', { name: 'Acme Engineer' });

    await user.click(card('Acme Engineer').getByRole('button', { name: 'Hide jobs from this company' }));

    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acme Engineer' })).toBeInTheDocument();
  });
});

describe('remote jobs: hiding from the company view', () => {
  it('hides the company shown, then says so and offers to show its jobs again', async () => {
    const user = userEvent.setup();
    const unhidden = jest.fn();
    renderRemoteJobs(
      [
        companyJobsMock('Acme', [acmeJob]),
        once(hiddenCompaniesMock([])),
        once(hiddenCompaniesMock([ACME])),
        hiddenCompaniesMock([]),
        hideMock('Acme', { data: { hideCompany: ACME } }),
        unhideMock(ACME.companyId, unhidden),
      ],
      '/remote-jobs?companyName=Acme',
    );
    await screen.findByRole('button', { name: 'Acme Engineer' });

    await user.click(await screen.findByRole('button', { name: 'Hide jobs from Acme' }));

    expect(await screen.findByText('Jobs from Acme are hidden')).toBeInTheDocument();
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('You have hidden this company');
    // The company's own page still lists its jobs: opening it is asking for them.
    expect(screen.getByRole('button', { name: 'Acme Engineer' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show their jobs again' }));

    expect(await screen.findByText('Jobs from Acme are shown again')).toBeInTheDocument();
    expect(unhidden).toHaveBeenCalledWith(ACME.companyId);
    expect(await screen.findByRole('button', { name: 'Hide jobs from Acme' })).toBeInTheDocument();
  });
});

