import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoaderProvider, useLoader } from '../GlobalLoader';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

interface TrackButtonProps {
  name: string;
  promise: Promise<string>;
  onSettled(outcome: string): void;
}

function TrackButton({ name, promise, onSettled }: TrackButtonProps) {
  const { track } = useLoader();
  const load = () =>
    track(promise).then(
      (value) => onSettled(`resolved ${value}`),
      () => onSettled('rejected'),
    );
  return <button onClick={load}>{name}</button>;
}

function ActiveFlag() {
  const { active } = useLoader();
  return <output>{active ? 'busy' : 'idle'}</output>;
}

function setup(...promises: Promise<string>[]) {
  const user = userEvent.setup();
  const onSettled = jest.fn();
  render(
    <LoaderProvider>
      <ActiveFlag />
      {promises.map((promise, i) => (
        <TrackButton key={i} name={`Load ${i + 1}`} promise={promise} onSettled={onSettled} />
      ))}
    </LoaderProvider>,
  );
  return { user, onSettled };
}

const loader = () => screen.queryByRole('progressbar', { name: 'Loading' });

describe('GlobalLoader', () => {
  it('is hidden while nothing is tracked', () => {
    setup();
    expect(loader()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('idle');
  });

  it('shows while a tracked promise is pending and hides once it resolves', async () => {
    const request = deferred<string>();
    const { user, onSettled } = setup(request.promise);
    await user.click(screen.getByRole('button', { name: 'Load 1' }));
    expect(loader()).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('busy');

    await act(async () => request.resolve('jobs'));
    expect(loader()).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('idle');
    expect(onSettled).toHaveBeenCalledWith('resolved jobs');
  });

  it('hides after a rejection and passes the rejection on', async () => {
    const request = deferred<string>();
    const { user, onSettled } = setup(request.promise);
    await user.click(screen.getByRole('button', { name: 'Load 1' }));
    await act(async () => request.reject(new Error('offline')));
    expect(loader()).not.toBeInTheDocument();
    expect(onSettled).toHaveBeenCalledWith('rejected');
  });

  it('stays until the last of overlapping promises settles', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const { user } = setup(first.promise, second.promise);
    await user.click(screen.getByRole('button', { name: 'Load 1' }));
    await user.click(screen.getByRole('button', { name: 'Load 2' }));

    await act(async () => first.resolve('a'));
    expect(loader()).toBeInTheDocument();

    await act(async () => second.resolve('b'));
    expect(loader()).not.toBeInTheDocument();
  });
});
