import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { JobPostingFormOptionsDocument, JobPostingProductInfoDocument, type UserFieldsFragment } from '../../../generated/graphql';
import { bootstrapMock, storeLogin } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { PostJobPage } from '../components/PostJobPage';

export type User = ReturnType<typeof userEvent.setup>;

export const CATEGORIES = ['Developer', 'Design', 'All Other'];
export const REGIONS = ['Worldwide', 'USA Only', "Other (don't specify)"];
export const JOB_TYPES = ['Full-Time', 'Contract'];

export function formOptionsMock(): MockLink.MockedResponse {
  return {
    request: { query: JobPostingFormOptionsDocument },
    result: {
      data: {
        jobPostingFormOptions: {
          __typename: 'JobPostingFormOptions',
          categories: CATEGORIES,
          regionalRestrictions: REGIONS,
          jobTypes: JOB_TYPES,
          salaryCurrencies: ['USD', 'EUR', 'GBP'],
          salaryPeriods: ['year', 'month', 'hour'],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

const price = (id: string, label: string, subscription: boolean) => ({
  __typename: 'Price',
  id,
  label,
  amount: 19900,
  currency: 'usd',
  subscription,
  interval: subscription ? 30 : null,
  intervalType: subscription ? 'day' : null,
  country: 'US',
});

export function productInfoMock(answer: 'ok' | 'error' = 'ok'): MockLink.MockedResponse {
  const request = { query: JobPostingProductInfoDocument };
  if (answer === 'error') return { request, error: new Error('The server is down') };
  return {
    request,
    result: {
      data: {
        jobPostingProductInfo: {
          __typename: 'ProductInfo',
          prices: [price('job-posting-us', 'Job posting', false), price('job-posting-auto-bump-us', 'Job posting, renewed every 30 days', true)],
          public_key: null,
          testMode: true,
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The post-job page for a visitor, or for `user` signed in; `mocks` answer anything else it asks. */
export function renderPostJob({
  initialEntry = '/post-job',
  product = 'ok',
  user,
  mocks: more = [],
}: { initialEntry?: string; product?: 'ok' | 'error'; user?: UserFieldsFragment; mocks?: MockLink.MockedResponse[] } = {}) {
  const mocks = [formOptionsMock(), productInfoMock(product), ...more];
  if (user) {
    storeLogin(user);
    mocks.push(bootstrapMock(user));
  }
  return renderPage(<PostJobPage />, { path: '/post-job', initialEntry, mocks, landings: ['/my-job-postings'] });
}

/** A text field by its label (a required one's ends in " *"); by label, as role queries are slow on a form this size. */
export const textbox = (name: string) => screen.getByLabelText(new RegExp(`^${name.replace(/[()]/g, '\\$&')}( \\*)?$`));

export async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fill(user: User, name: string, value: string) {
  const field = textbox(name);
  if ((field as HTMLInputElement).value) await user.clear(field);
  await user.click(field);
  if (value) await user.paste(value);
}

export interface FormValues {
  jobTitle?: string;
  category?: string;
  jobDescription?: string;
  companyHq?: string;
  location?: string;
  applyUrl?: string;
  companyName?: string;
  websiteUrl?: string;
  email?: string;
  companyDescription?: string;
  companyStatement?: string;
  tags?: string;
}

export const COMPLETE_FORM: Required<FormValues> = {
  jobTitle: 'Senior React Engineer',
  category: 'Developer',
  jobDescription: 'Build our product.\nWork from anywhere.',
  companyHq: 'Berlin, Germany',
  location: 'Worldwide',
  applyUrl: 'https://acme.example.com/careers',
  companyName: 'Acme',
  websiteUrl: 'https://acme.example.com',
  email: 'jobs@acme.example.com',
  companyDescription: 'We make everything.',
  companyStatement: 'Everything, delivered.',
  tags: 'react, typescript',
};

/** Fills the form's fields; the selects only when a value is given. */
export async function fillForm(user: User, values: FormValues = COMPLETE_FORM) {
  if (values.category) await choose(user, 'Category', values.category);
  if (values.jobTitle !== undefined) await fill(user, 'Job Title', values.jobTitle);
  if (values.jobDescription !== undefined) await fill(user, 'Job Description', values.jobDescription);
  if (values.location) await choose(user, 'Regional Restriction', values.location);
  if (values.applyUrl !== undefined) await fill(user, 'Apply URL or Email', values.applyUrl);
  if (values.tags !== undefined) await fill(user, 'Tags', values.tags);
  if (values.companyName !== undefined) await fill(user, 'Company Name', values.companyName);
  if (values.companyHq !== undefined) await fill(user, 'Company HQ', values.companyHq);
  if (values.websiteUrl !== undefined) await fill(user, 'Company Website', values.websiteUrl);
  if (values.email !== undefined) await fill(user, 'Company Email', values.email);
  if (values.companyDescription !== undefined) await fill(user, 'Company Description', values.companyDescription);
  if (values.companyStatement !== undefined) await fill(user, 'Company Statement (optional)', values.companyStatement);
}

export const selectedStep = () => within(screen.getByRole('tablist', { name: 'Posting steps' })).getByRole('tab', { selected: true });

export const clickButton = (user: User, name: string) => user.click(screen.getByRole('button', { name }));
