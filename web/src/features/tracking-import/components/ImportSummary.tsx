import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportResult } from '../utils/import-types';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the import did: how many came in, were there already, or failed, and the failed lines. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const listed = result.failed.length;
  return (
    <Stack spacing={2}>
      <Alert severity={result.failedCount ? 'warning' : 'success'}>
        {`Imported ${count(result.imported, 'application')}. ${result.skipped} already in your tracker, skipped. ${result.failedCount} failed.`}
      </Alert>
      {listed > 0 && (
        <>
          <Typography variant="subtitle2" component="h3">
            {result.failedCount > listed ? `The first ${listed} of ${result.failedCount} rows that failed` : 'Rows that failed'}
          </Typography>
          <List dense aria-label="Rows that failed" sx={{ maxHeight: 240, overflow: 'auto' }}>
            {result.failed.map((failure) => (
              <ListItem key={failure.line} disableGutters>
                {`Line ${failure.line}: ${failure.message}`}
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
