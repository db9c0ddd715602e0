import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { PayCurrenciesDocument, type UserFieldsFragment } from '../../../generated/graphql';
import { createUser } from '../../../test/factories';
import { RemoteJobsPage } from '../components/RemoteJobsPage';
import { createJob, jobsMock, renderSignedIn } from './job-test-utils';

const renderRemoteJobs = (options: { user?: UserFieldsFragment; mocks: MockLink.MockedResponse[] }) =>
  renderSignedIn(<RemoteJobsPage />, { path: '/remote-jobs', ...options });

const germanUser = () => createUser({ country: 'DE', timezone: 'Europe/Berlin' });

const payCurrenciesMock = (codes: string[]): MockLink.MockedResponse => ({
  request: { query: PayCurrenciesDocument },
  result: { data: { exchangeRates: codes.map((currency) => ({ __typename: 'ExchangeRate', currency })) } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** A list answer with one job of this title, so a test sees which filter reached the server. */
const listed = (filter: Parameters<typeof jobsMock>[0], jobTitle: string) => jobsMock(filter, { jobs: [createJob({ jobTitle })] });

describe('remote jobs: where the seeker can work from', () => {
  it("is on for a seeker with a country, leaving the server's default (open) in place", async () => {
    renderRemoteJobs({ user: germanUser(), mocks: [listed({}, 'Open to Germany')] });

    expect(await screen.findByRole('button', { name: 'Open to Germany' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jobs I can take from Germany')).toBeChecked();
    expect(screen.getByLabelText('Only confirmed')).not.toBeChecked();
  });

  it("asks for every job when switched off, and only confirmed ones with 'Only confirmed'", async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      user: germanUser(),
      mocks: [listed({}, 'Open to Germany'), listed({ eligibility: 'confirmed' }, 'Says Germany'), listed({ eligibility: 'any' }, 'Any job')],
    });
    await screen.findByRole('button', { name: 'Open to Germany' });

    await user.click(screen.getByLabelText('Only confirmed'));
    expect(await screen.findByRole('button', { name: 'Says Germany' })).toBeInTheDocument();

    await user.click(screen.getByLabelText('Jobs I can take from Germany'));
    expect(await screen.findByRole('button', { name: 'Any job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Only confirmed')).toBeDisabled();
  });

  it('points a seeker without a country to Account Settings instead', async () => {
    renderRemoteJobs({ mocks: [listed({}, 'Every job')] });
    await screen.findByRole('button', { name: 'Every job' });

    expect(screen.queryByLabelText(/^Jobs I can take from/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute('href', expect.stringContaining('/account-settings'));
    expect(screen.getByText(/to see only jobs you can take/)).toBeInTheDocument();
  });
});

describe('remote jobs: pay, kind of job and order', () => {
  it('asks for a minimum annual pay once typing pauses, in USD unless another currency is chosen', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      mocks: [
        listed({}, 'Any pay'),
        payCurrenciesMock(['EUR', 'GBP', 'USD']),
        listed({ minPay: 60000, payCurrency: 'USD' }, 'At least $60k'),
        listed({ minPay: 60000, payCurrency: 'EUR' }, 'At least €60k'),
      ],
    });
    await screen.findByRole('button', { name: 'Any pay' });

    await user.type(screen.getByLabelText('Minimum pay'), '60k');
    expect(await screen.findByRole('button', { name: 'At least $60k' })).toBeInTheDocument();

    const currency = screen.getByLabelText('Currency');
    // The currencies are asked for once the field is used.
    expect(await within(currency).findByRole('option', { name: 'EUR' })).toBeInTheDocument();
    await user.selectOptions(currency, 'EUR');
    expect(await screen.findByRole('button', { name: 'At least €60k' })).toBeInTheDocument();
  });

  it('hides jobs without pay', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({ mocks: [listed({}, 'Any pay'), listed({ withPayOnly: true }, 'Says its pay')] });
    await screen.findByRole('button', { name: 'Any pay' });

    await user.click(screen.getByLabelText('Hide jobs without pay'));

    expect(await screen.findByRole('button', { name: 'Says its pay' })).toBeInTheDocument();
  });

  it('narrows by employment type and seniority', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({
      mocks: [
        listed({}, 'Any kind'),
        listed({ jobTypes: ['Contract'] }, 'A contract'),
        listed({ jobTypes: ['Contract'], seniorities: ['senior'] }, 'A senior-only contract'),
        listed({ jobTypes: ['Contract'], seniorities: ['senior', 'lead'] }, 'A senior contract'),
      ],
    });
    await screen.findByRole('button', { name: 'Any kind' });

    await user.click(screen.getByRole('combobox', { name: 'Employment type' }));
    await user.click(await screen.findByRole('option', { name: 'Contract' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'A contract' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Seniority' }));
    await user.click(await screen.findByRole('option', { name: 'Senior' }));
    await user.click(screen.getByRole('option', { name: 'Lead / Staff' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'A senior contract' })).toBeInTheDocument();
  });

  it('sorts by highest pay', async () => {
    const user = userEvent.setup();
    renderRemoteJobs({ mocks: [listed({}, 'Newest first'), listed({ sort: 'pay' }, 'Best paid first')] });
    await screen.findByRole('button', { name: 'Newest first' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest pay');

    expect(await screen.findByRole('button', { name: 'Best paid first' })).toBeInTheDocument();
  });
});
