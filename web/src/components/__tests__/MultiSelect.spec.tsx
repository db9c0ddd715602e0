import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MultiSelect } from '../MultiSelect';

const boards = [
  { value: 'wwr', label: 'We Work Remotely', icon: 'https://wwr.example/favicon.ico' },
  { value: 'remoteok', label: 'Remote OK' },
  { value: 'himalayas', label: 'Himalayas' },
];

function renderSelect(value: string[], onChange = jest.fn()) {
  render(<MultiSelect label="Job Boards" options={boards} value={value} onChange={onChange} />);
  return { onChange, control: screen.getByRole('combobox') };
}

describe('MultiSelect', () => {
  it.each([
    [[], 'Choose options'],
    [['wwr'], '1 option selected'],
    [['wwr', 'remoteok', 'himalayas'], '3 options selected'],
  ])('summarises %j as "%s"', (value, text) => {
    const { control } = renderSelect(value);
    expect(control).toHaveTextContent(new RegExp(`^${text}$`));
  });

  it('shows its label', () => {
    renderSelect([]);
    expect(screen.getByText('Job Boards', { selector: 'label' })).toBeInTheDocument();
  });

  it('adds a clicked option to the selection', async () => {
    const user = userEvent.setup();
    const { control, onChange } = renderSelect(['wwr']);
    await user.click(control);
    await user.click(screen.getByRole('option', { name: 'Remote OK' }));
    expect(onChange).toHaveBeenCalledWith(['wwr', 'remoteok']);
  });

  it('removes a clicked option that was already selected', async () => {
    const user = userEvent.setup();
    const { control, onChange } = renderSelect(['wwr', 'himalayas']);
    await user.click(control);
    await user.click(screen.getByRole('option', { name: 'We Work Remotely' }));
    expect(onChange).toHaveBeenCalledWith(['himalayas']);
  });

  it('ticks the checkbox of each selected option', async () => {
    const user = userEvent.setup();
    const { control } = renderSelect(['remoteok']);
    await user.click(control);
    expect(within(screen.getByRole('option', { name: 'Remote OK' })).getByRole('checkbox')).toBeChecked();
    expect(within(screen.getByRole('option', { name: 'Himalayas' })).getByRole('checkbox')).not.toBeChecked();
  });

  it('limits the open list to 250px high', async () => {
    const user = userEvent.setup();
    const { control } = renderSelect([]);
    await user.click(control);
    const paper = screen.getByRole('listbox').closest('.MuiPaper-root');
    expect(paper).toHaveStyle({ maxHeight: '250px' });
  });

  it('shows an option icon as a small image', async () => {
    const user = userEvent.setup();
    const { control } = renderSelect([]);
    await user.click(control);
    const withIcon = screen.getByRole('option', { name: 'We Work Remotely' });
    expect(withIcon.querySelector('img')).toHaveAttribute('src', 'https://wwr.example/favicon.ico');
    expect(screen.getByRole('option', { name: 'Remote OK' }).querySelector('img')).toBeNull();
  });
});
