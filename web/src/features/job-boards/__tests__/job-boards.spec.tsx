import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { JobBoardsDocument } from '../../../generated/graphql';
import { bootstrapMock, createUser, storeLogin } from '../../../test/factories';
import { renderRoutes } from '../../../test/render';
import { RequireSubscription } from '../../../lib/session/guards/RequireSubscription';
import { JobBoardsPage } from '../components/JobBoardsPage';

const GENERIC = 'Something went wrong, Please try again after sometime';

const createBoard = (n: number) => ({
  __typename: 'JobBoard',
  _id: `board-${n}`,
  name: `Board ${n}`,
  url: `https://board-${n}.example.com`,
  logo: `/boards/board-${n}.svg`,
  description: `Board ${n} lists remote jobs.`,
});

const boardsMock = (boards: ReturnType<typeof createBoard>[], total = boards.length, page = 1): MockLink.MockedResponse => ({
  request: { query: JobBoardsDocument, variables: { page, limit: 10 } },
  result: { data: { jobBoards: { __typename: 'JobBoardPage', data: boards, total } } },
});

function renderBoards(mocks: MockLink.MockedResponse[]) {
  const user = createUser();
  storeLogin(user);
  return renderRoutes(
    [{ element: <RequireSubscription />, children: [{ path: '/remotejob-boards', element: <JobBoardsPage /> }] }],
    { initialEntry: '/remotejob-boards', mocks: [bootstrapMock(user), ...mocks] },
  );
}

describe('remote job boards', () => {
  it('shows logo, description and the name linking to the board in a new tab', async () => {
    renderBoards([boardsMock([createBoard(1)])]);

    const name = await screen.findByRole('link', { name: 'Board 1' });
    expect(name).toHaveAttribute('href', 'https://board-1.example.com');
    expect(name).toHaveAttribute('target', '_blank');
    expect(name).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('Board 1 lists remote jobs.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Board 1 logo' })).toHaveAttribute('src', '/boards/board-1.svg');
  });

  it('shows no pager when every board fits on one page', async () => {
    renderBoards([boardsMock(Array.from({ length: 10 }, (_, i) => createBoard(i + 1)), 10)]);
    await screen.findByRole('link', { name: 'Board 10' });
    expect(screen.queryByRole('navigation', { name: 'pagination' })).not.toBeInTheDocument();
  });

  it('pages by 10 with a pager above and below', async () => {
    const user = userEvent.setup();
    renderBoards([
      boardsMock(Array.from({ length: 10 }, (_, i) => createBoard(i + 1)), 12),
      boardsMock([createBoard(11), createBoard(12)], 12, 2),
    ]);
    await screen.findByRole('link', { name: 'Board 10' });
    expect(screen.getAllByRole('navigation', { name: 'pagination' })).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: 'Go to page 2' })[1]);

    expect(await screen.findByRole('link', { name: 'Board 12' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Board 1' })).not.toBeInTheDocument();
  });

  it('shows the empty text and the generic message when the load fails', async () => {
    renderBoards([{ request: { query: JobBoardsDocument, variables: { page: 1, limit: 10 } }, error: new Error('offline') }]);
    expect(await screen.findByText(GENERIC)).toBeInTheDocument();
    expect(screen.getByText("We can't fetch remote job boards at the moment. Please try after sometime.")).toBeInTheDocument();
  });
});
