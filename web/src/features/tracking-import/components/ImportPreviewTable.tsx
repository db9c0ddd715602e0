import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDay } from '../../../lib/format-day';
import { IMPORT_MESSAGES } from '../utils/import-messages';
import type { ImportPreview } from '../utils/import-types';

/** The file's first rows as they would import; a row that would fail says why, in its place. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={IMPORT_MESSAGES.firstRows}>
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Job title</TableCell>
            <TableCell>Company</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Applied</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preview.preview.map((row) => (
            <TableRow key={row.line}>
              <TableCell>{row.line}</TableCell>
              {row.error ? (
                <TableCell colSpan={4} sx={{ color: 'error.main' }}>
                  {row.error}
                </TableCell>
              ) : (
                <>
                  <TableCell>{row.jobTitle}</TableCell>
                  <TableCell>{row.companyName}</TableCell>
                  <TableCell>{row.saved ? IMPORT_MESSAGES.saved : row.status}</TableCell>
                  <TableCell>{row.appliedAt ? formatDay(row.appliedAt) : ''}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
