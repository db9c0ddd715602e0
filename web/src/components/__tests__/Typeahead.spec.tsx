import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Typeahead } from '../Typeahead';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function setup(search: (query: string) => Promise<string[]>, onSelect = jest.fn()) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Typeahead label="Tags" search={search} onSelect={onSelect} />);
  return { user, onSelect, input: screen.getByRole('combobox', { name: 'Tags' }) };
}

const wait = (ms: number) => act(async () => jest.advanceTimersByTime(ms));

describe('Typeahead', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not search while the input is blank or whitespace', async () => {
    const search = jest.fn().mockResolvedValue(['react']);
    const { user, input } = setup(search);
    await user.type(input, '   ');
    await wait(2000);
    expect(search).not.toHaveBeenCalled();
  });

  it('searches once for the last input, 500 ms after typing stops', async () => {
    const search = jest.fn().mockResolvedValue(['react', 'redux']);
    const { user, input } = setup(search);
    await user.type(input, 're');
    await wait(400);
    await user.type(input, 'a');
    await wait(499);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('rea');
  });

  it('searches with the trimmed input', async () => {
    const search = jest.fn().mockResolvedValue([]);
    const { user, input } = setup(search);
    await user.type(input, '  go ');
    await wait(500);
    expect(search).toHaveBeenCalledWith('go');
  });

  it('lists the results', async () => {
    const { user, input } = setup(jest.fn().mockResolvedValue(['react', 'redux']));
    await user.type(input, 're');
    await wait(500);
    expect(screen.getByRole('option', { name: 'react' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'redux' })).toBeInTheDocument();
  });

  it('keeps the newer results when an older search answers last', async () => {
    const pending = new Map<string, ReturnType<typeof deferred<string[]>>>();
    const search = jest.fn((query: string) => {
      const d = deferred<string[]>();
      pending.set(query, d);
      return d.promise;
    });
    const { user, input } = setup(search);
    await user.type(input, 'j');
    await wait(500);
    await user.type(input, 'ava');
    await wait(500);
    expect(search.mock.calls).toEqual([['j'], ['java']]);

    await act(async () => pending.get('java')!.resolve(['java', 'javascript']));
    await act(async () => pending.get('j')!.resolve(['jquery']));

    expect(screen.getByRole('option', { name: 'javascript' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'jquery' })).not.toBeInTheDocument();
  });

  it('ignores an answer that arrives after the input changed', async () => {
    const first = deferred<string[]>();
    const search = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValue(['golang']);
    const { user, input } = setup(search);
    await user.type(input, 'go');
    await wait(500);
    await user.type(input, 'l');
    await act(async () => first.resolve(['google']));
    expect(screen.queryByRole('option', { name: 'google' })).not.toBeInTheDocument();
  });

  it('hides the results when the input is cleared', async () => {
    const { user, input } = setup(jest.fn().mockResolvedValue(['react']));
    await user.type(input, 're');
    await wait(500);
    await user.clear(input);
    expect(screen.queryByRole('option', { name: 'react' })).not.toBeInTheDocument();
  });

  it('passes the picked result on and clears the input', async () => {
    const { user, input, onSelect } = setup(jest.fn().mockResolvedValue(['react', 'redux']));
    await user.type(input, 're');
    await wait(500);
    await user.click(screen.getByRole('option', { name: 'redux' }));
    expect(onSelect).toHaveBeenCalledWith('redux');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('option', { name: 'react' })).not.toBeInTheDocument();
  });

  it('tells screen readers the results are a list of suggestions for the field', async () => {
    const { user, input } = setup(jest.fn().mockResolvedValue(['react', 'redux']));
    await user.type(input, 're');
    await wait(500);
    const listbox = screen.getByRole('listbox', { name: 'Tags suggestions' });
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['react', 'redux']);
  });

  it('moves through the results with the arrow keys and picks one with Enter', async () => {
    const { user, input, onSelect } = setup(jest.fn().mockResolvedValue(['react', 'redux']));
    await user.type(input, 're');
    await wait(500);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const redux = screen.getByRole('option', { name: 'redux' });
    expect(input).toHaveAttribute('aria-activedescendant', redux.id);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'react' }).id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('redux');
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the results on Escape and keeps what was typed', async () => {
    const { user, input, onSelect } = setup(jest.fn().mockResolvedValue(['react']));
    await user.type(input, 're');
    await wait(500);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('re');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
