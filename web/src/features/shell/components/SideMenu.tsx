import { Fragment } from 'react';
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
import { formatNewJobs } from '../../../lib/format-new-jobs';
import type { NewJobs, SideMenuNews } from '../hooks/useSideMenuNews';
import { SIDE_MENU_GROUPS, type SideMenuItem, type SideMenuUserFlags } from '../side-menu-items';
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
  /** New jobs beside Remote Jobs and the saved searches beneath it; null while unknown. */
  news?: SideMenuNews | null;
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

/** "3 new" at the end of an entry; part of the link's name ("Remote Jobs 3 new"). */
function NewJobsCount({ news }: { news: NewJobs | null | undefined }) {
  if (!news || news.newJobs === 0) return null;
  return (
    <Box component="span" data-testid="new-jobs" sx={NEW_JOBS}>
      {formatNewJobs(news)}
    </Box>
  );
}

/** The saved searches under Remote Jobs: each opens the list with its filter. */
function SavedSearchEntries({ searches, onNavigate }: { searches: SideMenuNews['savedSearches']; onNavigate?(): void }) {
  if (searches.length === 0) return null;
  return (
    <List component="div" role="group" dense disablePadding aria-label="Saved searches">
      {searches.map((search) => (
        <ListItemButton
          key={search.id}
          component={RouterLink}
          to={paths.openSavedSearch.getHref(search.id)}
          onClick={onNavigate}
          sx={{ borderRadius: 1, mx: 1, pl: 7, py: 0.25 }}
        >
          <ListItemText primary={search.name} slotProps={{ primary: { noWrap: true, variant: 'body2', title: search.name } }} />
          <NewJobsCount news={search.news} />
        </ListItemButton>
      ))}
    </List>
  );
}

function MenuEntry({
  item,
  selected,
  showDot,
  newJobs,
  onNavigate,
}: {
  item: SideMenuItem;
  selected: boolean;
  showDot: boolean;
  newJobs?: NewJobs | null;
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
      <NewJobsCount news={newJobs} />
      {showDot && <Box sx={visuallyHidden}>(unread messages)</Box>}
    </ListItemButton>
  );
}

/** A red dot on the icon's corner (what MUI's dot Badge draws, without its module on every page). */
const UNREAD_DOT = { position: 'absolute', top: -2, right: -2, width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' } as const;
/** A count pill at the end of an entry (what a Chip draws, without its module on every page). */
const NEW_JOBS = { ml: 1, px: 0.75, borderRadius: 8, fontSize: '0.75rem', lineHeight: '18px', whiteSpace: 'nowrap', bgcolor: 'primary.main', color: 'primary.contrastText' } as const;
/** A hairline between groups (MUI's Divider, drawn by one rule). */
const RULE = { m: 0, border: 0, borderBottom: 1, borderColor: 'divider' } as const;

export function SideMenu({ user, hasUnreadMessages, news, onLogout, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Main menu" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <ProfileBlock user={user} onNavigate={onNavigate} />
      <Box component="hr" sx={RULE} />
      {SIDE_MENU_GROUPS.map((group, index) => {
        const items = group.items.filter((item) => !item.visibleFor || item.visibleFor(user));
        if (items.length === 0) return null;
        return (
          <List
            key={group.title ?? `group-${index}`}
            dense
            subheader={
              group.title ? (
                <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                  {group.title}
                </ListSubheader>
              ) : undefined
            }
          >
            {items.map((item) => {
              const selected = isActive(pathname, item.to);
              const entry = (
                <MenuEntry
                  key={item.to}
                  item={item}
                  selected={selected}
                  showDot={Boolean(item.unreadDot && hasUnreadMessages)}
                  // On Remote Jobs its jobs are being seen: no count beside it.
                  newJobs={item.jobNews && !selected ? news?.jobList : null}
                  onNavigate={onNavigate}
                />
              );
              if (!item.jobNews || !news) return entry;
              return (
                <Fragment key={item.to}>
                  {entry}
                  <SavedSearchEntries searches={news.savedSearches} onNavigate={onNavigate} />
                </Fragment>
              );
            })}
          </List>
        );
      })}
      <Box component="hr" sx={RULE} />
      <List dense>
        <ListItemButton onClick={onLogout} sx={{ borderRadius: 1, mx: 1 }}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
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
