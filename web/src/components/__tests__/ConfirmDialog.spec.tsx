import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmProvider, useConfirm } from '../ConfirmDialog';

function AskButton({ message, onAnswer }: { message: string; onAnswer(answer: boolean): void }) {
  const confirm = useConfirm();
  return <button onClick={() => confirm(message).then(onAnswer)}>Delete avatar</button>;
}

function setup(message = 'Do you really want to delete the Avatar ?') {
  const user = userEvent.setup();
  const onAnswer = jest.fn();
  render(
    <ConfirmProvider>
      <AskButton message={message} onAnswer={onAnswer} />
    </ConfirmProvider>,
  );
  return { user, onAnswer };
}

describe('ConfirmDialog', () => {
  it('is closed until asked', () => {
    setup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the message with Cancel and Ok', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete avatar' }));
    // The dialog's code arrives with the first question.
    const dialog = await screen.findByRole('dialog', { name: 'Do you really want to delete the Avatar ?' });
    expect(dialog).toHaveTextContent('Do you really want to delete the Avatar ?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeInTheDocument();
  });

  it('answers true on Ok and closes', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete avatar' }));
    await user.click(await screen.findByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false on Cancel and closes', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete avatar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false when dismissed with Escape', async () => {
    const { user, onAnswer } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete avatar' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(false));
  });

  it('keeps the dialog at least 500px wide unless the screen is narrower', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete avatar' }));
    expect(await screen.findByRole('dialog')).toHaveStyle({ minWidth: 'min(500px, calc(100% - 64px))' });
  });

  it('refuses to work outside the provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<AskButton message="x" onAnswer={jest.fn()} />)).toThrow(/ConfirmProvider/);
    consoleError.mockRestore();
  });
});
