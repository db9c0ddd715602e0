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
