import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REPLY_REFUSALS, SEND_QUERY_REFUSALS } from '@remotehunt/forms/__tests__/refusals';
import { enterValue } from '../../../test/enter-value';
import { renderPage } from '../../../test/render';
import { ReplyBox } from '../components/ReplyBox';
import { SendQueryBox } from '../components/SendQueryBox';

// The shared table's invalid values, typed into the support forms: each is refused beside its
// field with the message the API gives for it (gateway/src/__tests__/shared-form-rules.int-spec.ts).

describe('send a query refuses what the server refuses', () => {
  it.each(SEND_QUERY_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    renderPage(<SendQueryBox />, { path: '/support' });

    await enterValue(user, screen.getByRole('textbox', { name: 'Your query' }), values.details);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByRole('textbox', { name: 'Your query' })).toHaveAccessibleDescription(message);
  });
});

describe('reply refuses what the server refuses', () => {
  it.each(REPLY_REFUSALS.map((c) => [c.problem, c] as const))('%s', async (_problem, { values, message }) => {
    const user = userEvent.setup();
    renderPage(<ReplyBox messageId="message-1" />, { path: '/support' });

    await enterValue(user, screen.getByRole('textbox', { name: 'Reply' }), values.reply);
    await user.click(screen.getByRole('button', { name: 'Reply' }));

    // Refused before the confirmation is asked.
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
