import type { MockLink } from '@apollo/client/testing';
import { HiddenCompaniesDocument, type HiddenCompanyFieldsFragment } from '../../../generated/graphql';

/** A hidden company as the API answers it. */
export function createHiddenCompany(name: string, overrides: Partial<HiddenCompanyFieldsFragment> = {}): HiddenCompanyFieldsFragment {
  return {
    __typename: 'HiddenCompany',
    companyId: `company-${name.toLowerCase().replace(/\W+/g, '-')}`,
    name,
    logo: null,
    hiddenAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  } as HiddenCompanyFieldsFragment;
}

/** The caller's hidden companies, answered as often as asked. */
export function hiddenCompaniesMock(companies: HiddenCompanyFieldsFragment[] = []): MockLink.MockedResponse {
  return {
    request: { query: HiddenCompaniesDocument },
    result: { data: { hiddenCompanies: companies } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
