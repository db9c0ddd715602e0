import type { ApolloLink } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  MyNewsletterDocument,
  NewsletterFormOptionsDocument,
  NewsletterProductInfoDocument,
  type NewsletterFieldsFragment,
  type UserFieldsFragment,
} from '../../../generated/graphql';
import { bootstrapMock, storeLogin } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { NewsletterPage } from '../components/NewsletterPage';

export type User = ReturnType<typeof userEvent.setup>;
export type Answer = ApolloLink.Result<Record<string, unknown>>;

export const COUNTRIES = [
  { code: 'US', name: 'United States' },
  { code: 'DE', name: 'Germany' },
];
export const CATEGORIES = [
  { slug: 'software-development', title: 'Software Development' },
  { slug: 'design', title: 'Design' },
  { slug: 'marketing', title: 'Marketing' },
];
export const MONTHLY_PRICE_ID = 'newsletter-monthly-us';
export const FILTER_TYPES = { title: true, tags: true, description: true };
/** The checkout returns with the choices of the complete form (COMPLETE_PREFERENCES, ada@example.com), so the page can show them. */
export const SUCCESS_CALLBACK =
  'http://localhost/#/remote-jobs-newsletter?status=success&name=Ada+Lovelace&email=ada%40example.com&country=DE&scheduleEvery=weekly&category=software-development%2Cdesign&contains=react+js%2Cbackend';
export const CANCEL_CALLBACK = 'http://localhost/#/remote-jobs-newsletter?status=cancel';

export function formOptionsMock({ freeAccess = false }: { freeAccess?: boolean } = {}): MockLink.MockedResponse {
  return {
    request: { query: NewsletterFormOptionsDocument },
    result: {
      data: {
        newsletterFormOptions: {
          __typename: 'NewsletterFormOptions',
          countries: COUNTRIES.map((c) => ({ __typename: 'Country', ...c })),
          categories: CATEGORIES.map((c) => ({ __typename: 'JobCategory', ...c })),
          freeAccess,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The newsletter's monthly price in the price list, as the checkout charges it. */
export type PriceListEntry = { amount: number; currency: string };

export function productInfoMock({ amount, currency }: PriceListEntry = { amount: 200, currency: 'usd' }): MockLink.MockedResponse {
  return {
    request: { query: NewsletterProductInfoDocument },
    result: {
      data: {
        newsletterProductInfo: {
          __typename: 'ProductInfo',
          prices: [
            {
              __typename: 'Price',
              id: MONTHLY_PRICE_ID,
              amount,
              currency,
              subscription: true,
              interval: 1,
              intervalType: 'month',
              label: 'Monthly',
              country: 'US',
            },
          ],
          public_key: null,
          testMode: true,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function createNewsletter(overrides: Partial<NewsletterFieldsFragment> = {}): NewsletterFieldsFragment {
  return {
    __typename: 'Newsletter',
    _id: 'newsletter-1',
    jobId: 'digest-weekly',
    email: 'ada@example.com',
    name: 'Ada L.',
    contains: ['react js', 'backend'],
    countryCode: 'DE',
    category: ['design'],
    scheduleEvery: 'weekly',
    filterTypes: { __typename: 'NewsletterFilterTypes', ...FILTER_TYPES },
    status: 'active',
    access: 'paid',
    ...overrides,
  } as NewsletterFieldsFragment;
}

export function myNewsletterMock(newsletter: NewsletterFieldsFragment | null): MockLink.MockedResponse {
  return { request: { query: MyNewsletterDocument }, result: { data: { myNewsletter: newsletter } } };
}

/** A mocked call that records its variables in `onCall` and answers `answer`. */
export function callMock(
  request: MockLink.MockedResponse['request'],
  answer: Answer,
  onCall: jest.Mock = jest.fn(),
): MockLink.MockedResponse {
  return {
    request,
    result: (variables) => {
      onCall(variables);
      return answer;
    },
  };
}

/**
 * The newsletter page at `initialEntry`, for a visitor or for `user` signed in, whose newsletter
 * answers are `mine` in turn (the first on arrival, later ones on reload).
 */
export function renderNewsletter({
  initialEntry = '/remote-jobs-newsletter',
  user,
  mine = [null],
  freeAccess = false,
  price,
  mocks = [],
}: {
  initialEntry?: string;
  user?: UserFieldsFragment;
  mine?: (NewsletterFieldsFragment | null)[];
  freeAccess?: boolean;
  price?: PriceListEntry;
  mocks?: MockLink.MockedResponse[];
} = {}) {
  const all = [formOptionsMock({ freeAccess }), productInfoMock(price), ...mocks];
  if (user) {
    storeLogin(user);
    all.push(bootstrapMock(user), ...mine.map(myNewsletterMock));
  }
  return renderPage(<NewsletterPage />, { path: '/remote-jobs-newsletter', initialEntry, mocks: all });
}

/** The form, once the server's countries and categories are in it. */
export async function formReady(): Promise<void> {
  await screen.findByRole('checkbox', { name: 'Design' });
}

export interface FormValues {
  name?: string;
  email?: string;
  scheduleEvery?: 'Daily' | 'Weekly';
  categories?: string[];
  country?: string;
  keywords?: string[];
}

export const COMPLETE_FORM: Required<FormValues> = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  scheduleEvery: 'Weekly',
  categories: ['Software Development', 'Design'],
  country: 'Germany',
  keywords: ['react js', 'backend'],
};

/** What the complete form sends as preferences. */
export const COMPLETE_PREFERENCES = {
  name: 'Ada Lovelace',
  scheduleEvery: 'weekly',
  category: ['software-development', 'design'],
  countryCode: 'DE',
  contains: ['react js', 'backend'],
  filterTypes: FILTER_TYPES,
};

export const textbox = (label: string) => screen.getByRole('textbox', { name: label });

/** The complete form of a signed-in user, whose account gives name and email. */
export const ACCOUNT_FORM: FormValues = {
  scheduleEvery: COMPLETE_FORM.scheduleEvery,
  categories: COMPLETE_FORM.categories,
  country: COMPLETE_FORM.country,
  keywords: COMPLETE_FORM.keywords,
};

async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills in the fields given, as a user would (text is pasted: typing into MUI fields is slow). */
export async function fillForm(user: User, values: FormValues = COMPLETE_FORM): Promise<void> {
  if (values.name !== undefined) await enter(user, textbox('Name'), values.name);
  if (values.email !== undefined) await enter(user, textbox('Email'), values.email);
  if (values.scheduleEvery) await user.click(screen.getByRole('radio', { name: values.scheduleEvery }));
  for (const category of values.categories ?? []) await user.click(screen.getByRole('checkbox', { name: category }));
  if (values.country) await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), values.country);
  for (const keyword of values.keywords ?? []) {
    await enter(user, screen.getByRole('combobox', { name: 'Keywords' }), keyword);
    await user.keyboard('{Enter}');
  }
}

/** The notification banner showing `text`, once it is on screen. */
export const banner = async (text: string) => (await screen.findByText(text)).closest('.MuiAlert-root');
