import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import { apiError } from '../../../test/factories';
import { formatMessageTime } from '../utils/support-messages';
import {
  createMessage,
  markMessagesReadMock,
  messageUser,
  renderSupport,
  sendMessageMock,
  supportMessagesMock,
} from './support-test-utils';

const ME = messageUser('user-1', 'Ada Lovelace', 'ada@example.com');

const thread = async () => within(await screen.findByRole('list', { name: 'Your messages' }));
const cardOf = (text: string) => within(screen.getByText(text).closest('li') as HTMLElement);
const banner = async (text: string) => (await screen.findByText(text)).closest('.MuiAlert-root');

describe('support page: a user', () => {
  it('shows their queries oldest first, each with the reply beneath it or awaiting one', async () => {
    const answered = createMessage({
      details: 'How do I export my applied jobs?',
      sentTime: '2025-03-01T09:00:00.000Z',
      reply: 'From the applied jobs page, with Export.',
      replyTime: '2025-03-02T10:30:00.000Z',
      to: 'admin-1',
    });
    const open = createMessage({ details: 'Can I pause my subscription?', sentTime: '2025-03-05T09:00:00.000Z' });
    renderSupport({ mocks: [supportMessagesMock([open, answered], [ME])] });

    const list = await thread();
    const items = list.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/\?$/).textContent)).toEqual([
      'How do I export my applied jobs?',
      'Can I pause my subscription?',
    ]);
    const first = cardOf('How do I export my applied jobs?');
    expect(first.getByText('You')).toBeInTheDocument();
    expect(first.getByText(formatMessageTime('2025-03-01T09:00:00.000Z'))).toBeInTheDocument();
    expect(first.getByText('Reply from support team')).toBeInTheDocument();
    expect(first.getByText('From the applied jobs page, with Export.')).toBeInTheDocument();
    expect(first.getByText(formatMessageTime('2025-03-02T10:30:00.000Z'))).toBeInTheDocument();
    expect(first.queryByText('Awaiting reply')).not.toBeInTheDocument();
    const second = cardOf('Can I pause my subscription?');
    expect(second.getByText('Awaiting reply')).toBeInTheDocument();
    expect(second.queryByText('Reply from support team')).not.toBeInTheDocument();
  });

  it('offers no reply box and no other users’ headings', async () => {
    renderSupport({ mocks: [supportMessagesMock([createMessage({ details: 'Hello?' })], [ME])] });

    await thread();
    expect(screen.queryByRole('textbox', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Support query from/)).not.toBeInTheDocument();
  });

  it('invites a first query when there are no messages', async () => {
    renderSupport({ mocks: [supportMessagesMock([])] });

    expect(await screen.findByText('No messages yet. Ask us anything below.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your query' })).toBeInTheDocument();
  });

  it('marks the messages read once on opening', async () => {
    const marked = jest.fn();
    const markRead = { ...markMessagesReadMock(marked), maxUsageCount: Number.POSITIVE_INFINITY };
    renderSupport({ mocks: [supportMessagesMock([createMessage({ details: 'Hello?' })], [ME])], markRead });

    await thread();
    await waitFor(() => expect(marked).toHaveBeenCalled());
    expect(marked).toHaveBeenCalledTimes(1);
  });

  it('says so when the thread cannot be loaded', async () => {
    renderSupport({ mocks: [{ request: supportMessagesMock([]).request, error: new Error('offline') }] });

    expect(await screen.findByText(GENERIC_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('support page: sending a query', () => {
  it('keeps Send disabled while the query is blank', async () => {
    const user = userEvent.setup();
    renderSupport({ mocks: [supportMessagesMock([])] });

    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your query' }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Your query' }), 'Hi');
    expect(send).toBeEnabled();
  });

  it('sends the query, says so, clears the box and shows it in the thread', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    const earlier = createMessage({ details: 'First question?', sentTime: '2025-03-01T09:00:00.000Z' });
    const created = createMessage({ _id: 'message-new', details: 'Where are my invoices?', sentTime: '2025-03-09T09:00:00.000Z' });
    renderSupport({
      mocks: [supportMessagesMock([earlier], [ME]), sendMessageMock('Where are my invoices?', { data: { sendSupportMessage: created } }, sent)],
    });

    await thread();
    const box = screen.getByRole('textbox', { name: 'Your query' });
    await user.type(box, '  Where are my invoices?  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await banner('Sent query successfully')).toHaveClass('MuiAlert-colorSuccess');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const items = (await thread()).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]).getByText('Where are my invoices?')).toBeInTheDocument();
    expect(within(items[1]).getByText('Awaiting reply')).toBeInTheDocument();
  });

  it('shows the first query of an empty thread', async () => {
    const user = userEvent.setup();
    const created = createMessage({ details: 'Anyone there?' });
    renderSupport({ mocks: [supportMessagesMock([]), sendMessageMock('Anyone there?', { data: { sendSupportMessage: created } })] });

    await screen.findByText('No messages yet. Ask us anything below.');
    await user.type(screen.getByRole('textbox', { name: 'Your query' }), 'Anyone there?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent query successfully')).toBeInTheDocument();
    expect((await thread()).getByText('Anyone there?')).toBeInTheDocument();
    expect(screen.queryByText('No messages yet. Ask us anything below.')).not.toBeInTheDocument();
  });

  it('says sending failed and keeps the text', async () => {
    const user = userEvent.setup();
    renderSupport({
      mocks: [supportMessagesMock([]), sendMessageMock('Help!', apiError('Something broke', 'INTERNAL_SERVER_ERROR', 500))],
    });

    await screen.findByText('No messages yet. Ask us anything below.');
    await user.type(screen.getByRole('textbox', { name: 'Your query' }), 'Help!');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await banner('Sending query failed, try again after some time')).toHaveClass('MuiAlert-colorError');
    expect(screen.getByRole('textbox', { name: 'Your query' })).toHaveValue('Help!');
    expect(screen.queryByText('Sent query successfully')).not.toBeInTheDocument();
  });

  it('shows nothing when the session has expired (401)', async () => {
    const user = userEvent.setup();
    const created = createMessage({ details: 'Second try' });
    renderSupport({
      mocks: [
        supportMessagesMock([]),
        sendMessageMock('First try', apiError('Login required', 'UNAUTHENTICATED', 401)),
        sendMessageMock('Second try', { data: { sendSupportMessage: created } }),
      ],
    });

    await screen.findByText('No messages yet. Ask us anything below.');
    const box = screen.getByRole('textbox', { name: 'Your query' });
    await user.type(box, 'First try');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // The answer has arrived once Send is usable again; a later success proves the queue was empty.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.clear(box);
    await user.type(box, 'Second try');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent query successfully')).toBeInTheDocument();
    expect(screen.queryByText('Sending query failed, try again after some time')).not.toBeInTheDocument();
  });
});
