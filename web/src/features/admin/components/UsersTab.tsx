import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { Pager } from '../../../components/Pager';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { ADMIN_USERS_PAGE_SIZE, USER_SEARCH_DEBOUNCE_MS } from '../utils/admin-constants';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { EmptyTableRow } from './EmptyTableRow';
import { UserRow, USER_COLUMNS } from './UserRow';

/** Every user, searchable by name or email, ten at a time; a row opens onto its actions. */
export function UsersTab() {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input.trim(), USER_SEARCH_DEBOUNCE_MS);
  // A new search starts on its first page.
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const { items: users, total, loading, failed, retry } = useAdminUsers(page, query);

  const changePage = (next: number) => {
    setPaging({ query, page: next });
    setOpenUserId(null);
  };

  return (
    <Stack spacing={2}>
      <TextField label="Search users" type="search" value={input} onChange={(e) => setInput(e.target.value)} size="small" sx={{ maxWidth: 420 }} />
      <Box aria-busy={loading}>
        <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label="Loading users" />}</Box>
        <TableContainer>
          <Table size="small" aria-label="Users">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Email</TableCell>
                <TableCell>Last updated</TableCell>
                <TableCell>Subscription</TableCell>
                <TableCell>Ends</TableCell>
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {users.map((user) => (
                <UserRow
                  key={user._id}
                  user={user}
                  open={user._id === openUserId}
                  onToggle={() => setOpenUserId(user._id === openUserId ? null : user._id)}
                />
              ))}
              {!loading && !failed && users.length === 0 && <EmptyTableRow columns={USER_COLUMNS}>{ADMIN_MESSAGES.noUsers}</EmptyTableRow>}
            </TableBody>
          </Table>
        </TableContainer>
        <Pager page={page} pageSize={ADMIN_USERS_PAGE_SIZE} total={total} onChange={changePage} />
        {failed && <TryAgain onRetry={retry} />}
      </Box>
    </Stack>
  );
}
