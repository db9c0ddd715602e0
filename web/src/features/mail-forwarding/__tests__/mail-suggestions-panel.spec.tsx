import { useQuery } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmMailSuggestionDocument, DismissMailSuggestionDocument, TrackedJobsDocument } from '../../../generated/graphql';
import { eventWhen } from '../../../lib/event-times';
import { browserTimeZone } from '../../../lib/places';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { MailSuggestionsPanel } from '../components/MailSuggestionsPanel';
import { createSuggestion, createTrackedJob, suggestionsMock, trackedJobsMock } from './mail-forwarding-test-utils';

const BACKEND = createTrackedJob('applied-1', 'Senior Backend Engineer', 'status-applied');
const FRONTEND = createTrackedJob('applied-2', 'Frontend Engineer', 'status-applied');

/**
 * Stands in for the Applied Jobs board (the app composes the two; features do not import each
 * other): the board's own query, each job with its status, and the panel given the board's jobs.
 */
function BoardStand() {
  const { data } = useQuery(TrackedJobsDocument, { variables: { page: 1, limit: 10000, stage: 'all' } });
  const jobs = data?.appliedJobs.data ?? [];
  return (
    <>
      <MailSuggestionsPanel applications={jobs} />
      <ul aria-label="Board">
        {jobs.map((job) => (
          <li key={job._id}>{`${job.jobInfo.jobTitle} in ${job.status}`}</li>
        ))}
      </ul>
    </>
  );
}

function renderBoard(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  return renderPage(<BoardStand />, { path: '/applied-jobs', mocks: [bootstrapMock(user), ...mocks] });
}

function confirmMock(variables: { id: string; appliedJobId?: string }, answer: MockLink.MockedResponse['result'], onCall = jest.fn()): MockLink.MockedResponse {
  return {
    request: { query: ConfirmMailSuggestionDocument, variables },
    result: () => {
      onCall(variables);
      return answer as never;
    },
  };
}

const panel = () => screen.findByRole('region', { name: 'From your forwarded mail' });

describe('suggestions from forwarded mail on the Applied Jobs board', () => {
  it('shows nothing while no mail waits to be confirmed', async () => {
    renderBoard([suggestionsMock([]), trackedJobsMock([BACKEND])]);
    expect(await screen.findByText('Senior Backend Engineer in status-applied')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'From your forwarded mail' })).not.toBeInTheDocument();
  });

  it('shows what the mail said and what confirming does, then moves the card and leaves', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const suggestion = createSuggestion();
    renderBoard([
      suggestionsMock([suggestion], { once: true }),
      trackedJobsMock([BACKEND]),
      confirmMock({ id: 'suggestion-1' }, { data: { confirmMailSuggestion: { ...suggestion, state: 'confirmed' } } }, sent),
      suggestionsMock([]),
      trackedJobsMock([{ ...BACKEND, status: 'status-rejected' }]),
    ]);

    const row = within(await panel()).getByRole('listitem', { name: 'Your application to Acme' });
    expect(within(row).getByRole('heading', { name: 'Rejection from Acme Recruiting' })).toBeInTheDocument();
    expect(row).toHaveTextContent('“Unfortunately we have decided to move forward with other candidates.”');
    expect(row).toHaveTextContent('Move Senior Backend Engineer at Acme to Rejected');
    expect(within(row).queryByRole('combobox', { name: 'Which application?' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Moved Senior Backend Engineer at Acme to Rejected')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ id: 'suggestion-1' });
    expect(await screen.findByText('Senior Backend Engineer in status-rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'From your forwarded mail' })).not.toBeInTheDocument());
  });

  it('says when confirming adds the interview the mail names', async () => {
    const startsAt = '2026-12-03T14:00:00.000Z';
    renderBoard([
      suggestionsMock([
        createSuggestion({ kind: 'interview', subject: 'Interview with Acme', toStatusTitle: 'Interviewing', eventStartsAt: startsAt, eventTimeZone: 'America/New_York' }),
      ]),
      trackedJobsMock([BACKEND]),
    ]);

    const row = within(await panel()).getByRole('listitem', { name: 'Interview with Acme' });
    expect(within(row).getByRole('heading', { name: 'Interview invitation from Acme Recruiting' })).toBeInTheDocument();
    expect(row).toHaveTextContent(
      `Move Senior Backend Engineer at Acme to Interviewing and add the interview on ${eventWhen(startsAt, 'America/New_York', browserTimeZone())}`,
    );
  });

  it('asks which application a mail is about when it matched none, and confirms only once one is picked', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const suggestion = createSuggestion({ appliedJobId: null, jobTitle: null, companyName: null, sender: 'talent@globex.example', subject: 'Next steps' });
    renderBoard([
      suggestionsMock([suggestion], { once: true }),
      trackedJobsMock([BACKEND, FRONTEND]),
      confirmMock({ id: 'suggestion-1', appliedJobId: 'applied-2' }, { data: { confirmMailSuggestion: { ...suggestion, appliedJobId: 'applied-2', state: 'confirmed' } } }, sent),
      suggestionsMock([]),
      trackedJobsMock([BACKEND, { ...FRONTEND, status: 'status-rejected' }]),
    ]);

    const row = within(await panel()).getByRole('listitem', { name: 'Next steps' });
    expect(within(row).getByRole('heading', { name: 'Rejection from talent@globex.example' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Move the application to Rejected');
    const confirm = within(row).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    const select = await within(row).findByRole('combobox', { name: 'Which application?' });
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Frontend Engineer at Acme' })).toBeInTheDocument());
    await user.selectOptions(select, 'Frontend Engineer at Acme');
    expect(confirm).toBeEnabled();
    await user.click(confirm);

    expect(await screen.findByText('Moved Frontend Engineer at Acme to Rejected')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ id: 'suggestion-1', appliedJobId: 'applied-2' });
    expect(await screen.findByText('Frontend Engineer in status-rejected')).toBeInTheDocument();
  });

  it('dismisses a suggestion, which leaves the list and moves nothing', async () => {
    const user = userEvent.setup();
    const dismissed = jest.fn();
    const suggestion = createSuggestion();
    renderBoard([
      suggestionsMock([suggestion], { once: true }),
      trackedJobsMock([BACKEND]),
      {
        request: { query: DismissMailSuggestionDocument, variables: { id: 'suggestion-1' } },
        result: () => {
          dismissed();
          return { data: { dismissMailSuggestion: { ...suggestion, state: 'dismissed' } } };
        },
      },
      suggestionsMock([]),
    ]);

    const row = within(await panel()).getByRole('listitem', { name: 'Your application to Acme' });
    await user.click(within(row).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText('Dismissed the suggestion')).toBeInTheDocument();
    expect(dismissed).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'From your forwarded mail' })).not.toBeInTheDocument());
    expect(screen.getByText('Senior Backend Engineer in status-applied')).toBeInTheDocument();
  });

  it('keeps the suggestion and says why when the server refuses', async () => {
    const user = userEvent.setup();
    renderBoard([
      suggestionsMock([createSuggestion()]),
      trackedJobsMock([BACKEND]),
      confirmMock({ id: 'suggestion-1' }, apiError('This suggestion was dismissed; change the status on the application instead', 'CONFLICT', 409)),
    ]);

    const row = within(await panel()).getByRole('listitem', { name: 'Your application to Acme' });
    await user.click(within(row).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('This suggestion was dismissed; change the status on the application instead')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});
