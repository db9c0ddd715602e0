import { render, screen, waitFor, within } from '@testing-library/react';
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
    expect(control).toHaveValue(text);
  });

  it('shows its label', () => {
    renderSelect([]);
    expect(screen.getByText('Job Boards', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Job Boards' })).toBeInTheDocument();
  });

  it.each(['{ArrowDown}', '{Enter}', ' '])('opens its list from the keyboard (%s) and closes it with Escape', async (key) => {
    const user = userEvent.setup();
    const { control } = renderSelect([]);
    control.focus();
    await user.keyboard(key);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(control).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(control).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open while several options are chosen, marking each chosen one selected', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    const { rerender } = render(<MultiSelect label="Job Boards" options={boards} value={[]} onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.click(await screen.findByRole('option', { name: 'Remote OK' }));
    expect(onChange).toHaveBeenLastCalledWith(['remoteok']);
    rerender(<MultiSelect label="Job Boards" options={boards} value={['remoteok']} onChange={onChange} />);
    expect(screen.getByRole('option', { name: 'Remote OK' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Himalayas' }));
    expect(onChange).toHaveBeenLastCalledWith(['remoteok', 'himalayas']);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
  });

  it('adds a clicked option to the selection', async () => {
    const user = userEvent.setup();
    const { control, onChange } = renderSelect(['wwr']);
    await user.click(control);
    await user.click(await screen.findByRole('option', { name: 'Remote OK' }));
    expect(onChange).toHaveBeenCalledWith(['wwr', 'remoteok']);
  });

  it('removes a clicked option that was already selected', async () => {
    const user = userEvent.setup();
    const { control, onChange } = renderSelect(['wwr', 'himalayas']);
    await user.click(control);
    await user.click(await screen.findByRole('option', { name: 'We Work Remotely' }));
    expect(onChange).toHaveBeenCalledWith(['himalayas']);
  });

  it('ticks the checkbox of each selected option', async () => {
    const user = userEvent.setup();
    const { control } = renderSelect(['remoteok']);
    await user.click(control);
    expect(within(await screen.findByRole('option', { name: 'Remote OK' })).getByRole('checkbox')).toBeChecked();
    expect(within(screen.getByRole('option', { name: 'Himalayas' })).getByRole('checkbox')).not.toBeChecked();
  });

  it('limits the open list to 250px high', async () => {
    const user = userEvent.setup();
    const { control } = renderSelect([]);
    await user.click(control);
    const paper = (await screen.findByRole('listbox')).closest('.MuiPaper-root');
    expect(paper).toHaveStyle({ maxHeight: '250px' });
  });

  it('shows an option icon as a small image', async () => {
    const user = userEvent.setup();
    const { control } = renderSelect([]);
    await user.click(control);
    const withIcon = await screen.findByRole('option', { name: 'We Work Remotely' });
    expect(withIcon.querySelector('img')).toHaveAttribute('src', 'https://wwr.example/favicon.ico');
    expect(screen.getByRole('option', { name: 'Remote OK' }).querySelector('img')).toBeNull();
  });
});
