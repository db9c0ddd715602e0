import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { AddMailSenderDocument, RemoveMailSenderDocument, ReplaceForwardingAddressDocument } from '../../../generated/graphql';
import { apiError, bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderPage } from '../../../test/render';
import { MailForwardingSection } from '../components/MailForwardingSection';
import { createSender, FORWARDING_ADDRESS, forwardingMock } from './mail-forwarding-test-utils';

const NEW_ADDRESS = 'fw-zyxwvutsrqponmlkjihg@in.remotehunt.example';
const NOT_RECEIVING = 'This server is not receiving mail yet (INBOUND_MAIL_PORT is not set), so forwarded mail will not arrive.';

async function renderSection(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  renderPage(<MailForwardingSection />, { path: '/account-settings', mocks: [bootstrapMock(user), ...mocks] });
  return screen.findByLabelText('Forwarding address');
}

async function answer(user: ReturnType<typeof userEvent.setup>, question: RegExp, button: 'Ok' | 'Cancel') {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(question);
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const addMock = (address: string, result: MockLink.MockedResponse['result'], onCall = jest.fn()): MockLink.MockedResponse => ({
  request: { query: AddMailSenderDocument, variables: { address } },
  result: () => {
    onCall();
    return typeof result === 'function' ? result({ address }) : result!;
  },
});

describe('account settings: forwarded mail', () => {
  it('shows the address to forward to, read-only, with a Copy button, and the addresses mail is read from', async () => {
    const user = userEvent.setup();
    const field = await renderSection([
      forwardingMock({ senders: [createSender({ _id: 's-1', address: 'ada@work.example' }), createSender({ _id: 's-2', address: 'ada@old.example', verified: true })] }),
    ]);

    expect(field).toHaveValue(FORWARDING_ADDRESS);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(/Forward employers’ replies to this address and we’ll update your applications/)).toBeInTheDocument();
    expect(screen.getByText('Mail you forward from your account’s address, ada@example.com, is always accepted.')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'ada@work.example' })).getByText('Waiting for confirmation')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'ada@old.example' })).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByText(NOT_RECEIVING)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied the forwarding address')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(FORWARDING_ADDRESS);
  });

  it('says so when this server receives no mail', async () => {
    await renderSection([forwardingMock({ receiving: false })]);
    expect(await screen.findByText(NOT_RECEIVING)).toBeInTheDocument();
    expect(screen.getByText('No other addresses yet.')).toBeInTheDocument();
  });

  it('refuses an invalid address with the shared rule’s words, then adds a valid one and says where the link went', async () => {
    const user = userEvent.setup();
    const sent = jest.fn();
    await renderSection([
      forwardingMock({}, { once: true }),
      addMock('ada@work.example', { data: { addMailSender: createSender() } }, sent),
      forwardingMock({ senders: [createSender()] }),
    ]);
    const input = screen.getByRole('textbox', { name: 'Add an address you forward from' });

    await user.type(input, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('This email is invalid')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, 'ada@work.example');
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    expect(await screen.findByText(/^We sent a confirmation link to ada@work\.example/)).toBeInTheDocument();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('listitem', { name: 'ada@work.example' })).toHaveTextContent('Waiting for confirmation');
    expect(input).toHaveValue('');
  });

  it('shows the server’s refusal under the field', async () => {
    const user = userEvent.setup();
    await renderSection([
      forwardingMock(),
      addMock('ada@example.com', apiError("address: this is your account's address, which is always accepted", 'BAD_USER_INPUT', 400)),
    ]);

    await user.type(screen.getByRole('textbox', { name: 'Add an address you forward from' }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Add address' }));

    expect(await screen.findByText("This is your account's address, which is always accepted")).toBeInTheDocument();
    expect(screen.queryByText(/We sent a confirmation link/)).not.toBeInTheDocument();
  });

  it('replaces the address only when confirmed, saying the old one stops working', async () => {
    const user = userEvent.setup();
    const replaced = jest.fn();
    const field = await renderSection([
      forwardingMock(),
      {
        request: { query: ReplaceForwardingAddressDocument },
        result: () => {
          replaced();
          return { data: { replaceForwardingAddress: { __typename: 'MailForwarding', address: NEW_ADDRESS, accountAddress: 'ada@example.com', receiving: true, senders: [] } } };
        },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Replace address' }));
    await answer(user, /The old address will stop working/, 'Cancel');
    expect(replaced).not.toHaveBeenCalled();
    expect(field).toHaveValue(FORWARDING_ADDRESS);

    await user.click(screen.getByRole('button', { name: 'Replace address' }));
    await answer(user, /The old address will stop working/, 'Ok');
    expect(await screen.findByText('Replaced your forwarding address: the old one no longer works')).toBeInTheDocument();
    expect(screen.getByLabelText('Forwarding address')).toHaveValue(NEW_ADDRESS);
    expect(replaced).toHaveBeenCalledTimes(1);
  });

  it('removes an address after asking', async () => {
    const user = userEvent.setup();
    await renderSection([
      forwardingMock({ senders: [createSender({ _id: 's-1', verified: true })] }, { once: true }),
      { request: { query: RemoveMailSenderDocument, variables: { id: 's-1' } }, result: { data: { removeMailSender: true } } },
      forwardingMock(),
    ]);

    await user.click(within(await screen.findByRole('listitem', { name: 'ada@work.example' })).getByRole('button', { name: 'Remove' }));
    await answer(user, /Stop reading mail forwarded from ada@work\.example\?/, 'Ok');

    expect(await screen.findByText('Mail forwarded from ada@work.example is no longer read')).toBeInTheDocument();
    expect(await screen.findByText('No other addresses yet.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'ada@work.example' })).not.toBeInTheDocument();
  });
});
