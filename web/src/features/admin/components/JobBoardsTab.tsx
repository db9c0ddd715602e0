import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import { visuallyHidden } from '@mui/utils';
import { useAdminJobBoards } from '../hooks/useAdminJobBoards';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { AdminTable } from './AdminTable';
import { JobBoardRow, JOB_BOARD_COLUMNS } from './JobBoardRow';

/** The boards jobs are fetched from: on or off, how often, the last run, and a run now. */
export function JobBoardsTab() {
  const { boards, loading, failed, retry } = useAdminJobBoards();
  return (
    <AdminTable
      label="Job boards"
      columns={JOB_BOARD_COLUMNS}
      rowCount={boards.length}
      emptyText={ADMIN_MESSAGES.noBoards}
      loading={loading}
      failed={failed}
      onRetry={retry}
      head={
        <>
          <TableCell>Name</TableCell>
          <TableCell>Enabled</TableCell>
          <TableCell>Full feed</TableCell>
          <TableCell>Interval (minutes)</TableCell>
          <TableCell>Last run</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </>
      }
    >
      {boards.map((board) => (
        <JobBoardRow key={board._id} board={board} />
      ))}
    </AdminTable>
  );
}
