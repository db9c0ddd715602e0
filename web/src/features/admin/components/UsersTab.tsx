import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { visuallyHidden } from '@mui/utils';
import { Pager } from '../../../components/Pager';
import { useAdminUsers } from '../hooks/useAdminUsers';
import { useDebouncedValue } from '../../../hooks/useDebouncedValue';
import { ADMIN_USERS_PAGE_SIZE, USER_SEARCH_DEBOUNCE_MS } from '../utils/admin-constants';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { AdminTable } from './AdminTable';
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
      <AdminTable
        label="Users"
        columns={USER_COLUMNS}
        rowCount={users.length}
        emptyText={ADMIN_MESSAGES.noUsers}
        loading={loading}
        failed={failed}
        onRetry={retry}
        footer={<Pager page={page} pageSize={ADMIN_USERS_PAGE_SIZE} total={total} onChange={changePage} />}
        head={
          <>
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
          </>
        }
      >
        {users.map((user) => (
          <UserRow
            key={user._id}
            user={user}
            open={user._id === openUserId}
            onToggle={() => setOpenUserId(user._id === openUserId ? null : user._id)}
          />
        ))}
      </AdminTable>
    </Stack>
  );
}
