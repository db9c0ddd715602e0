import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToggleCheckbox } from '../ToggleCheckbox';

describe('ToggleCheckbox', () => {
  it('reports the new state when switched on', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ToggleCheckbox label="Hide already viewed jobs" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Hide already viewed jobs' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('reports the new state when switched off', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ToggleCheckbox label="Hide already viewed jobs" checked onChange={onChange} />);
    await user.click(screen.getByRole('switch', { name: 'Hide already viewed jobs' }));
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing when hidden', () => {
    const { container } = render(
      <ToggleCheckbox label="Worldwide" checked={false} onChange={jest.fn()} hidden />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Worldwide')).not.toBeInTheDocument();
  });
});

describe('ToggleCheckbox as a checkbox', () => {
  it('is a checkbox named by its label, with the title as its hint, and reports the new state', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ToggleCheckbox kind="checkbox" label="Only confirmed" title="Only jobs that say so" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Only confirmed' });
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByTitle('Only jobs that say so')).toContainElement(box);
    await user.click(screen.getByText('Only confirmed'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('cannot be changed while disabled', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<ToggleCheckbox kind="checkbox" label="Only confirmed" checked disabled onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Only confirmed' });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    await user.click(screen.getByText('Only confirmed'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
