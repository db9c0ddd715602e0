import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pill } from '../Pill';

describe('Pill', () => {
  it('shows its label; with an aria-label it is read as that one name', () => {
    render(
      <>
        <Pill label="Worldwide" color="success" />
        <Pill label="May be stale" color="warning" title="Open for 75 days" aria-label="May be stale: Open for 75 days" />
      </>,
    );
    expect(screen.getByText('Worldwide')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'May be stale: Open for 75 days' })).toHaveAttribute('title', 'Open for 75 days');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('with onClick is a button that can be disabled', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <>
        <Pill label="go 12" aria-label="Add tag go, 12 jobs" onClick={onClick} />
        <Pill label="cobol 0" aria-label="Add tag cobol, 0 jobs" onClick={onClick} disabled />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add tag go, 12 jobs' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add tag cobol, 0 jobs' })).toBeDisabled();
  });

  it('with onRemove has a remove button, reached from the keyboard', async () => {
    const user = userEvent.setup();
    const onRemove = jest.fn();
    render(<Pill label="react" onRemove={onRemove} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove react' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});
