import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Refresh from '@mui/icons-material/Refresh';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { useIngestionRuns } from '../hooks/useIngestionRuns';
import { formatDateTime } from '../utils/admin-format';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { EmptyTableRow } from './EmptyTableRow';

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
      <Box aria-busy={loading}>
        <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label="Loading ingestion runs" />}</Box>
        <TableContainer>
          <Table size="small" aria-label="Ingestion runs">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
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
              {!loading && !failed && runs.length === 0 && <EmptyTableRow columns={COLUMNS.length}>{ADMIN_MESSAGES.noRuns}</EmptyTableRow>}
            </TableBody>
          </Table>
        </TableContainer>
        {failed && <TryAgain onRetry={refresh} />}
      </Box>
    </Stack>
  );
}
