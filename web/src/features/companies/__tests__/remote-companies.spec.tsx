import { screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RemoteCompaniesDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';
import { RemoteCompaniesPage } from '../components/RemoteCompaniesPage';

const EMPTY = "We can't fetch remote companies at the moment. Please try after sometime.";
const GENERIC = 'Something went wrong, Please try again after sometime';

const createCompany = (n: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'RemoteCompany',
  _id: `company-${n}`,
  name: `Company ${n}`,
  logo: `/logos/company-${n}.webp?v=1`,
  description: `Company ${n} builds things remotely.`,
  url: `https://company-${n}.example.com`,
  careersPage: `https://company-${n}.example.com/careers`,
  jobCount: 3,
  ...overrides,
});

const companiesMock = (companies: ReturnType<typeof createCompany>[], total = companies.length): MockLink.MockedResponse => ({
  request: { query: RemoteCompaniesDocument, variables: { page: 1, limit: 10 } },
  result: { data: { remoteCompanies: { __typename: 'RemoteCompanyPage', data: companies, total } } },
});

function renderCompanies(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  return renderRoutes(
    [
      { element: <RequireSubscription />, children: [{ path: '/remote-companies', element: <RemoteCompaniesPage /> }] },
      { path: '/remote-jobs', element: <h1>Landed on /remote-jobs</h1> },
    ],
    { initialEntry: '/remote-companies', mocks: [bootstrapMock(user), ...mocks] },
  );
}

describe('remote companies', () => {
  it('shows logo, name, description, website and careers links', async () => {
    renderCompanies([companiesMock([createCompany(1, { name: 'Acme & Co' })])]);

    const name = await screen.findByRole('link', { name: 'Acme & Co' });
    expect(name).toHaveAttribute('href', '/remote-jobs?companyName=Acme+%26+Co');
    const item = within(screen.getAllByRole('listitem')[0]);
    expect(item.getByText('Company 1 builds things remotely.')).toBeInTheDocument();
    expect(item.getByRole('img', { name: 'Acme & Co logo' })).toHaveAttribute('src', '/logos/company-1.webp?v=1');
    const website = item.getByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', 'https://company-1.example.com');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(item.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', 'https://company-1.example.com/careers');
  });

  it('leaves out links a company does not have', async () => {
    renderCompanies([companiesMock([createCompany(1, { url: null, careersPage: null, logo: null })])]);
    await screen.findByRole('link', { name: 'Company 1' });
    expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Careers' })).not.toBeInTheDocument();
  });

  it('shows the empty text when there are no companies', async () => {
    renderCompanies([companiesMock([])]);
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('shows the generic message and the empty text when the load fails', async () => {
    renderCompanies([{ request: { query: RemoteCompaniesDocument, variables: { page: 1, limit: 10 } }, error: new Error('offline') }]);
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
  });

  it('hides the pager for 10 companies and shows it above and below for 11', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => createCompany(i + 1));
    const { unmount } = renderCompanies([companiesMock(ten, 10)]);
    await screen.findByRole('link', { name: 'Company 10' });
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
    unmount();

    renderCompanies([companiesMock(ten, 11)]);
    await screen.findByRole('link', { name: 'Company 10' });
    expect(screen.getAllByRole('navigation', { name: 'pagination' })).toHaveLength(2);
  });
});
