import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Pager } from '../../../components/Pager';
import { paths } from '../../../config/paths';
import { JOB_BOARDS_PAGE_SIZE, useJobBoards, type JobBoardSummary } from '../hooks/useJobBoards';
import { ownImage } from '../../../components/CompanyImage';
import { JOB_BOARD_MESSAGES } from '../utils/job-board-messages';

function JobBoardCard({ board }: { board: JobBoardSummary }) {
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <Avatar src={ownImage(board.logo) ?? undefined} alt={`${board.name} logo`} variant="rounded" sx={{ width: 56, height: 56 }}>
          {board.name.charAt(0).toUpperCase()}
        </Avatar>
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            <Link href={board.url} target="_blank" rel="noopener noreferrer" underline="hover">
              {board.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {board.description}
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}

export function JobBoardsPage() {
  const [page, setPage] = useState(1);
  const { boards, total, loading } = useJobBoards(page);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.remoteJobBoards.title}
      </Typography>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading job boards" />}</Box>
      {/* The pager hides itself until there is more than one page. */}
      <Pager page={page} pageSize={JOB_BOARDS_PAGE_SIZE} total={total} onChange={setPage} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {boards.map((board) => (
          <li key={board._id}>
            <JobBoardCard board={board} />
          </li>
        ))}
      </Stack>
      <Pager page={page} pageSize={JOB_BOARDS_PAGE_SIZE} total={total} onChange={setPage} />
      {!loading && boards.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {JOB_BOARD_MESSAGES.noJobBoards}
        </Typography>
      )}
    </Stack>
  );
}
