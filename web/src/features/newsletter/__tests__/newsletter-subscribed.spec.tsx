import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UnsubscribeNewsletterDocument, UpdateNewsletterDocument } from '../../../generated/graphql';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { createUser } from '../../../test/factories';
import { banner, callMock, createNewsletter, FILTER_TYPES, renderNewsletter, textbox } from './newsletter-test-utils';

const SUBSCRIBER = createNewsletter();

async function renderSubscribed(options: Parameters<typeof renderNewsletter>[0] = {}) {
  const user = userEvent.setup({ delay: null });
  const view = renderNewsletter({ user: createUser({ email: 'ada@example.com' }), mine: [SUBSCRIBER], ...options });
  await screen.findByRole('button', { name: 'Update Preferences' });
  return { user, ...view };
}

describe('newsletter page: a subscriber', () => {
  it('sees the saved preferences, the account email read-only, Update Preferences and Unsubscribe', async () => {
    await renderSubscribed();

    expect(textbox('Name')).toHaveValue('Ada L.');
    expect(textbox('Email')).toHaveValue('ada@example.com');
    expect(textbox('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    expect(screen.getByRole('checkbox', { name: 'Design' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'react js' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'backend' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Weekly' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('counts a newsletter still waiting for its payment or confirmation as not subscribed', async () => {
    renderNewsletter({ user: createUser(), mine: [createNewsletter({ jobId: null, status: 'pending' })] });

    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    await waitFor(() => expect(textbox('Name')).toHaveValue('Ada L.'));
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('updates the preferences', async () => {
    const updated = jest.fn();
    const { user } = await renderSubscribed({
      mocks: [
        callMock(
          {
            query: UpdateNewsletterDocument,
            variables: {
              newsletterId: 'newsletter-1',
              input: {
                name: 'Ada L.',
                scheduleEvery: 'daily',
                category: ['design', 'marketing'],
                countryCode: 'DE',
                contains: ['react js', 'backend'],
                filterTypes: FILTER_TYPES,
              },
            },
          },
          { data: { updateNewsletter: createNewsletter({ scheduleEvery: 'daily', category: ['design', 'marketing'] }) } },
          updated,
        ),
      ],
    });

    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.click(screen.getByRole('checkbox', { name: 'Marketing' }));
    await user.click(screen.getByRole('button', { name: 'Update Preferences' }));

    expect(await banner('Updated newsletter preferences successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(updated).toHaveBeenCalledTimes(1);
  });

  it('says so when the update fails', async () => {
    const { user } = await renderSubscribed({
      mocks: [{ request: { query: UpdateNewsletterDocument, variables: () => true }, error: new Error('offline') }],
    });

    await user.click(screen.getByRole('button', { name: 'Update Preferences' }));

    expect(await banner(GENERIC_ERROR_MESSAGE)).toHaveClass('MuiAlert-colorError');
  });

  it('asks before unsubscribing, then unsubscribes and loads the newsletter again', async () => {
    const unsubscribed = jest.fn();
    const { user } = await renderSubscribed({
      mine: [SUBSCRIBER, null],
      mocks: [
        callMock(
          { query: UnsubscribeNewsletterDocument, variables: { newsletterId: 'newsletter-1' } },
          { data: { unsubscribeNewsletter: true } },
          unsubscribed,
        ),
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you really want to unsubscribe ?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    expect(await banner('Unsubscribed newsletter successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(unsubscribed).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('stays subscribed when the question is answered Cancel', async () => {
    const unsubscribed = jest.fn();
    const { user } = await renderSubscribed({
      mocks: [
        callMock(
          { query: UnsubscribeNewsletterDocument, variables: { newsletterId: 'newsletter-1' } },
          { data: { unsubscribeNewsletter: true } },
          unsubscribed,
        ),
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(unsubscribed).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });
});
