import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { EmptyTableRow } from './EmptyTableRow';

interface AdminTableProps {
  /** The table's accessible name; the progress bar says "Loading {label in lower case}". */
  label: string;
  /** The header cells. */
  head: ReactNode;
  columns: number;
  rowCount: number;
  emptyText: string;
  loading: boolean;
  failed: boolean;
  onRetry(): void;
  /** Under the table, above the retry (a pager). */
  footer?: ReactNode;
  children: ReactNode;
}

/** Every admin tab's table: a progress bar while loading, a muted row when empty, Try again on failure. */
export function AdminTable({ label, head, columns, rowCount, emptyText, loading, failed, onRetry, footer, children }: AdminTableProps) {
  return (
    <Box aria-busy={loading}>
      <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label={`Loading ${label.toLowerCase()}`} />}</Box>
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label={label}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>
            {children}
            {!loading && !failed && rowCount === 0 && <EmptyTableRow columns={columns}>{emptyText}</EmptyTableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
      {failed && <TryAgain onRetry={onRetry} />}
    </Box>
  );
}
