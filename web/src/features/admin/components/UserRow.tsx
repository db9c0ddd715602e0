import { useId } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { formatDay } from '../../../lib/format-day';
import type { AdminUser } from '../hooks/useAdminUsers';
import { NONE } from '../utils/admin-constants';
import { subscriptionEnds } from '../utils/admin-format';
import { UserActions } from './UserActions';

/** Name, email, last updated, subscription, ends and the expand button. */
export const USER_COLUMNS = 6;

export interface UserRowProps {
  user: AdminUser;
  open: boolean;
  onToggle(): void;
}

/** One user; opening it inserts a row beneath with the user's JSON and a template send. */
export function UserRow({ user, open, onToggle }: UserRowProps) {
  const actionsId = useId();
  return (
    <>
      <TableRow hover selected={open} sx={open ? { '& > td': { borderBottom: 'unset' } } : undefined}>
        <TableCell>{user.name.trim() || NONE}</TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
        <TableCell>{formatDay(user.lastUpdated)}</TableCell>
        <TableCell>{user.subscription?.state ?? NONE}</TableCell>
        <TableCell>{subscriptionEnds(user.subscription)}</TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Actions for ${user.email}`}
            aria-expanded={open}
            aria-controls={open ? actionsId : undefined}
            onClick={onToggle}
          >
            {open ? <ExpandLess /> : <ExpandMore />}
          </IconButton>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell id={actionsId} colSpan={USER_COLUMNS}>
            <UserActions user={user} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
