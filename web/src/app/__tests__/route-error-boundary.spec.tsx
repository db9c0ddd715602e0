import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterLink as Link, useRoutes } from '../../lib/router';
import { MemoryRouter } from '../../lib/router/memory-router';
import { RouteErrorBoundary } from '../routes/RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

function TwoPages() {
  const element = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <h1>Fine page</h1> },
  ]);
  return (
    <>
      <Link to="/fine">Somewhere else</Link>
      <RouteErrorBoundary>{element}</RouteErrorBoundary>
    </>
  );
}

describe('route error boundary', () => {
  it('shows the error page for a render error and the routes again once the user moves on', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <TwoPages />
      </MemoryRouter>,
    );

    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));

    expect(screen.getByRole('heading', { name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});
