import { Fragment, lazy, Suspense, useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import { RouterLink, useLocation } from '../../../lib/router';
import { paths, staticPages } from '../../../config/paths';
import { useAvatarUrl } from '../../../hooks/useAvatarUrl';
import { SIDE_MENU_GROUPS, type SideMenuItem, type SideMenuUserFlags } from '../side-menu-items';

// "New since your last visit": its chunk comes after the page (see SideMenuNews).
const menuNews = () => import('./SideMenuNews');
const JobListCount = lazy(() => menuNews().then((m) => ({ default: m.JobListCount })));
const SavedSearchEntries = lazy(() => menuNews().then((m) => ({ default: m.SavedSearchEntries })));
import { visuallyHidden } from '@mui/utils';

export interface SideMenuUser extends SideMenuUserFlags {
  userId: string;
  name?: string | null;
  email?: string | null;
  avatarFileId?: string | null;
}

export interface SideMenuProps {
  user: SideMenuUser;
  hasUnreadMessages: boolean;
  /** Show the new-jobs counts beside Remote Jobs and the saved searches beneath it (they need app access). */
  withNews?: boolean;
  onLogout(): void;
  /** Called after any entry is chosen, so the mobile drawer can close. */
  onNavigate?(): void;
}


const isActive = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

function ProfileBlock({ user, onNavigate }: { user: SideMenuUser; onNavigate?(): void }) {
  const avatarUrl = useAvatarUrl(user.userId, user.avatarFileId);
  const displayName = user.name?.trim() || user.email || '';
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 2 }}>
      <Avatar src={avatarUrl} alt={displayName} sx={{ width: 44, height: 44 }}>
        {displayName.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }} title={displayName}>
          {displayName}
        </Typography>
        <Link component={RouterLink} to={paths.accountSettings.getHref()} onClick={onNavigate} variant="body2">
          Settings
        </Link>
      </Box>
    </Stack>
  );
}

function MenuEntry({
  item,
  selected,
  showDot,
  showNews,
  onNavigate,
}: {
  item: SideMenuItem;
  selected: boolean;
  showDot: boolean;
  showNews: boolean;
  onNavigate?(): void;
}) {
  const Icon = item.icon;
  return (
    <ListItemButton
      component={RouterLink}
      to={item.to}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ borderRadius: 1, mx: 1 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
          <Icon fontSize="small" />
          {showDot && <Box component="span" data-testid="unread-dot" sx={UNREAD_DOT} />}
        </Box>
      </ListItemIcon>
      <ListItemText primary={item.label} />
      {showNews && (
        <Suspense fallback={null}>
          <JobListCount />
        </Suspense>
      )}
      {showDot && <Box sx={visuallyHidden}>(unread messages)</Box>}
    </ListItemButton>
  );
}

/** A red dot on the icon's corner (what MUI's dot Badge draws, without its module on every page). */
const UNREAD_DOT = { position: 'absolute', top: -2, right: -2, width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' } as const;
/** A hairline between groups (MUI's Divider, drawn by one rule). */
const RULE = { m: 0, border: 0, borderBottom: 1, borderColor: 'divider' } as const;

export function SideMenu({ user, hasUnreadMessages, withNews = false, onLogout, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const baseId = useId();
  return (
    <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <ProfileBlock user={user} onNavigate={onNavigate} />
      <Box component="hr" sx={RULE} />
      {SIDE_MENU_GROUPS.map((group, index) => {
        const items = group.items.filter((item) => !item.visibleFor || item.visibleFor(user));
        if (items.length === 0) return null;
        // The title names the list rather than sitting in it: a list holds its entries only.
        const titleId = group.title ? `${baseId}-group-${index}` : undefined;
        return (
          <Fragment key={group.title ?? `group-${index}`}>
            {group.title && (
              <ListSubheader id={titleId} component="div" disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                {group.title}
              </ListSubheader>
            )}
            <List dense aria-labelledby={titleId} sx={group.title ? { pt: 0 } : undefined}>
              {items.map((item) => {
                const selected = isActive(pathname, item.to);
                const news = Boolean(item.jobNews && withNews);
                return (
                  <li key={item.to}>
                    <MenuEntry
                      item={item}
                      selected={selected}
                      showDot={Boolean(item.unreadDot && hasUnreadMessages)}
                      // On Remote Jobs its jobs are being seen: no count beside it.
                      showNews={news && !selected}
                      onNavigate={onNavigate}
                    />
                    {news && (
                      <Suspense fallback={null}>
                        <SavedSearchEntries onNavigate={onNavigate} />
                      </Suspense>
                    )}
                  </li>
                );
              })}
            </List>
          </Fragment>
        );
      })}
      <Box component="hr" sx={RULE} />
      <List dense>
        <li>
          <ListItemButton onClick={onLogout} sx={{ borderRadius: 1, mx: 1 }}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <LogoutOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Logout" />
          </ListItemButton>
        </li>
      </List>
      <Stack direction="row" spacing={2} sx={{ px: 3, pb: 2, mt: 'auto' }}>
        <Link href={staticPages.terms} target="_blank" rel="noopener" variant="caption" color="text.secondary">
          Terms of Service
        </Link>
        <Link href={staticPages.privacy} target="_blank" rel="noopener" variant="caption" color="text.secondary">
          Privacy Policy
        </Link>
      </Stack>
    </Box>
  );
}
