import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSTING_ALERT, POSTING_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { clickButton, fillForm, renderPostJob, textbox } from './post-job-test-utils';

// The shared table's invalid drafts, entered in the form: each is refused with the spec's alert the
// API answers too, and the field the API names is marked with its word
// (gateway/src/__tests__/shared-form-rules.int-spec.ts).

const LABELS: Record<string, string> = {
  jobTitle: 'Job Title',
  companyName: 'Company Name',
  companyHq: 'Company HQ',
  websiteUrl: 'Company Website',
  email: 'Company Email',
  applyUrl: 'Apply URL or Email',
};

describe('post a job refuses what the server refuses', () => {
  it.each(POSTING_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, field, message }) => {
    const user = userEvent.setup({ delay: null });
    renderPostJob();
    await screen.findByRole('heading', { name: 'Post a Job' });

    await fillForm(user, values);
    await clickButton(user, 'Next');

    expect(screen.getByRole('alert')).toHaveTextContent(POSTING_ALERT);
    expect(textbox(LABELS[field])).toHaveAccessibleDescription(message);
  });
});
