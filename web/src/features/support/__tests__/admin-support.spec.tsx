import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError } from '../../../test/factories';
import { admin, createMessage, messageUser, renderSupport, replyMock, sendMessageMock, supportMessagesMock } from './support-test-utils';

const ADA = messageUser('user-1', 'Ada Lovelace', 'ada@example.com');
const NAMELESS = messageUser('user-2', '  ', 'bob@example.com');

const adaQuestion = createMessage({ _id: 'message-ada', from: 'user-1', details: 'How do I export?', sentTime: '2025-03-04T09:00:00.000Z' });
const adaAnswered = createMessage({
  _id: 'message-ada-old',
  from: 'user-1',
  details: 'Is there a phone app?',
  sentTime: '2025-03-01T09:00:00.000Z',
  reply: 'Not yet, the site works on phones.',
  replyTime: '2025-03-02T09:00:00.000Z',
  to: 'admin-1',
});
const bobQuestion = createMessage({ _id: 'message-bob', from: 'user-2', details: 'Refund please', sentTime: '2025-03-03T09:00:00.000Z' });

const threadsMock = () => supportMessagesMock([adaAnswered, adaQuestion, bobQuestion], [ADA, NAMELESS]);
const region = async (name: string) => within(await screen.findByRole('region', { name }));
const cardOf = (text: string) => within(screen.getByText(text).closest('li') as HTMLElement);

/** Answers the confirmation and waits for it to close: while it is open the page is hidden from queries by role. */
async function answerDialog(user: ReturnType<typeof userEvent.setup>, answer: 'Ok' | 'Cancel') {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure about this ?')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function typeReply(user: ReturnType<typeof userEvent.setup>, details: string, reply: string) {
  const card = cardOf(details);
  await user.type(card.getByRole('textbox', { name: 'Reply' }), reply);
  await user.click(card.getByRole('button', { name: 'Reply' }));
  return card;
}

describe('support page: an admin', () => {
  it("groups every user's queries under 'Support query from' their name, or their email without one", async () => {
    renderSupport({ user: admin, mocks: [threadsMock()] });

    const ada = await region('Support query from Ada Lovelace');
    expect(ada.getAllByRole('listitem').map((item) => within(item).getAllByText(/\?$/)[0].textContent)).toEqual([
      'Is there a phone app?',
      'How do I export?',
    ]);
    const bob = await region('Support query from bob@example.com');
    expect(bob.getByText('Refund please')).toBeInTheDocument();
    expect(bob.queryByText('How do I export?')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Support query from Ada Lovelace',
      'Support query from bob@example.com',
    ]);
  });

  it("labels an existing reply 'Reply from support team'", async () => {
    renderSupport({ user: admin, mocks: [threadsMock()] });

    await region('Support query from Ada Lovelace');
    const card = cardOf('Is there a phone app?');
    expect(card.getByText('Reply from support team')).toBeInTheDocument();
    expect(card.getByText('Not yet, the site works on phones.')).toBeInTheDocument();
  });

  it('keeps Reply disabled while the reply is blank', async () => {
    const user = userEvent.setup();
    renderSupport({ user: admin, mocks: [threadsMock()] });

    await region('Support query from Ada Lovelace');
    const card = cardOf('Refund please');
    expect(card.getByRole('button', { name: 'Reply' })).toBeDisabled();
    await user.type(card.getByRole('textbox', { name: 'Reply' }), '  ');
    expect(card.getByRole('button', { name: 'Reply' })).toBeDisabled();
    await user.type(card.getByRole('textbox', { name: 'Reply' }), 'Done');
    expect(card.getByRole('button', { name: 'Reply' })).toBeEnabled();
  });

  it('asks first and sends nothing on Cancel', async () => {
    const user = userEvent.setup();
    const replied = jest.fn();
    renderSupport({
      user: admin,
      mocks: [threadsMock(), replyMock('message-bob', 'Refunded.', { data: { replySupportMessage: { ...bobQuestion, reply: 'Refunded.' } } }, replied)],
    });

    await region('Support query from bob@example.com');
    await typeReply(user, 'Refund please', 'Refunded.');
    await answerDialog(user, 'Cancel');

    const card = cardOf('Refund please');
    expect(card.getByRole('textbox', { name: 'Reply' })).toHaveValue('Refunded.');
    expect(card.getByText('Awaiting reply')).toBeInTheDocument();
    expect(replied).not.toHaveBeenCalled();
  });

  it('replies on Ok, says so and shows the reply beneath the query', async () => {
    const user = userEvent.setup();
    const replied = jest.fn();
    const answer = { ...bobQuestion, to: 'admin-1', reply: 'Refunded today.', replyTime: '2025-03-05T09:00:00.000Z' };
    renderSupport({ user: admin, mocks: [threadsMock(), replyMock('message-bob', 'Refunded today.', { data: { replySupportMessage: answer } }, replied)] });

    await region('Support query from bob@example.com');
    await typeReply(user, 'Refund please', ' Refunded today. ');
    await answerDialog(user, 'Ok');

    expect((await screen.findByText('Replied to query successfully')).closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorSuccess');
    expect(replied).toHaveBeenCalledWith('message-bob', 'Refunded today.');
    const card = cardOf('Refund please');
    expect(card.getByText('Reply from support team')).toBeInTheDocument();
    expect(card.getByText('Refunded today.')).toBeInTheDocument();
    expect(card.getByRole('textbox', { name: 'Reply' })).toHaveValue('');
  });

  it('says replying failed and keeps the text', async () => {
    const user = userEvent.setup();
    renderSupport({ user: admin, mocks: [threadsMock(), replyMock('message-bob', 'Refunded.', apiError('Broken', 'INTERNAL_SERVER_ERROR', 500))] });

    await region('Support query from bob@example.com');
    await typeReply(user, 'Refund please', 'Refunded.');
    await answerDialog(user, 'Ok');

    expect((await screen.findByText('Replying to query failed, try again after some time')).closest('.MuiAlert-root')).toHaveClass(
      'MuiAlert-colorError',
    );
    expect(cardOf('Refund please').getByRole('textbox', { name: 'Reply' })).toHaveValue('Refunded.');
    expect(screen.queryByText('Replied to query successfully')).not.toBeInTheDocument();
  });

  it('can send a query too, which starts a thread under their own name', async () => {
    const user = userEvent.setup();
    const own = createMessage({ _id: 'message-admin', from: 'admin-1', details: 'Testing the inbox', sentTime: '2025-03-09T09:00:00.000Z' });
    renderSupport({ user: admin, mocks: [threadsMock(), sendMessageMock('Testing the inbox', { data: { sendSupportMessage: own } })] });

    await region('Support query from Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Your query' }), 'Testing the inbox');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Sent query successfully')).toBeInTheDocument();
    expect((await region('Support query from Grace Hopper')).getByText('Testing the inbox')).toBeInTheDocument();
  });
});
