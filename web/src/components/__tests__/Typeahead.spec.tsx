import { act, render, screen } from '@testing-library/react';
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
  return { user, onSelect, input: screen.getByRole('textbox', { name: 'Tags' }) };
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
    expect(screen.getByRole('button', { name: 'react' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'redux' })).toBeInTheDocument();
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

    expect(screen.getByRole('button', { name: 'javascript' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'jquery' })).not.toBeInTheDocument();
  });

  it('ignores an answer that arrives after the input changed', async () => {
    const first = deferred<string[]>();
    const search = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValue(['golang']);
    const { user, input } = setup(search);
    await user.type(input, 'go');
    await wait(500);
    await user.type(input, 'l');
    await act(async () => first.resolve(['google']));
    expect(screen.queryByRole('button', { name: 'google' })).not.toBeInTheDocument();
  });

  it('hides the results when the input is cleared', async () => {
    const { user, input } = setup(jest.fn().mockResolvedValue(['react']));
    await user.type(input, 're');
    await wait(500);
    await user.clear(input);
    expect(screen.queryByRole('button', { name: 'react' })).not.toBeInTheDocument();
  });

  it('passes the picked result on and clears the input', async () => {
    const { user, input, onSelect } = setup(jest.fn().mockResolvedValue(['react', 'redux']));
    await user.type(input, 're');
    await wait(500);
    await user.click(screen.getByRole('button', { name: 'redux' }));
    expect(onSelect).toHaveBeenCalledWith('redux');
    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'react' })).not.toBeInTheDocument();
  });
});
