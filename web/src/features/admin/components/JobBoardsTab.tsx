import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { useAdminJobBoards } from '../hooks/useAdminJobBoards';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { EmptyTableRow } from './EmptyTableRow';
import { JobBoardRow, JOB_BOARD_COLUMNS } from './JobBoardRow';

/** The boards jobs are fetched from: on or off, how often, the last run, and a run now. */
export function JobBoardsTab() {
  const { boards, loading, failed, retry } = useAdminJobBoards();
  return (
    <Box aria-busy={loading}>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label="Loading job boards" />}</Box>
      <TableContainer>
        <Table size="small" aria-label="Job boards">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Enabled</TableCell>
              <TableCell>Interval (minutes)</TableCell>
              <TableCell>Last run</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {boards.map((board) => (
              <JobBoardRow key={board._id} board={board} />
            ))}
            {!loading && !failed && boards.length === 0 && <EmptyTableRow columns={JOB_BOARD_COLUMNS}>{ADMIN_MESSAGES.noBoards}</EmptyTableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      {failed && <TryAgain onRetry={retry} />}
    </Box>
  );
}
