import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Refresh from '@mui/icons-material/Refresh';
import { useIngestionRuns } from '../hooks/useIngestionRuns';
import { formatDateTime } from '../utils/admin-format';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { AdminTable } from './AdminTable';

const COLUMNS = ['Board', 'Trigger', 'Status', 'Started', 'Finished', 'Fetched', 'Created', 'Updated', 'Unchanged', 'Skipped', 'Error'];
const NUMERIC = new Set(['Fetched', 'Created', 'Updated', 'Unchanged', 'Skipped']);

/** The latest fetches of every board, newest first. */
export function IngestionRunsTab() {
  const { runs, loading, failed, refresh } = useIngestionRuns();
  return (
    <Stack spacing={1}>
      <Box>
        <Button variant="outlined" size="small" startIcon={<Refresh />} onClick={refresh} disabled={loading}>
          Refresh
        </Button>
      </Box>
      <AdminTable
        label="Ingestion runs"
        columns={COLUMNS.length}
        rowCount={runs.length}
        emptyText={ADMIN_MESSAGES.noRuns}
        loading={loading}
        failed={failed}
        onRetry={refresh}
        head={COLUMNS.map((column) => (
          <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
            {column}
          </TableCell>
        ))}
      >
        {runs.map((run) => (
          <TableRow key={run.id}>
            <TableCell>{run.boardName}</TableCell>
            <TableCell>{run.trigger}</TableCell>
            <TableCell>{run.status}</TableCell>
            <TableCell>{formatDateTime(run.startedAt)}</TableCell>
            <TableCell>{formatDateTime(run.finishedAt)}</TableCell>
            <TableCell align="right">{run.fetched}</TableCell>
            <TableCell align="right">{run.created}</TableCell>
            <TableCell align="right">{run.updated}</TableCell>
            <TableCell align="right">{run.unchanged}</TableCell>
            <TableCell align="right">{run.skipped}</TableCell>
            <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{run.error ?? ''}</TableCell>
          </TableRow>
        ))}
      </AdminTable>
    </Stack>
  );
}
