import { lazy, Suspense, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { matchPath, Outlet, useLocation } from '../../../lib/router';
import { useLoader } from '../../../components/GlobalLoader';
import { paths, pathsWithoutSideMenu } from '../../../config/paths';
import { planNotice, type PlanNotice } from '../../../lib/plan-state';
import { useLogout } from '../../../lib/session/useLogout';
import { useSession } from '../../../lib/session/useSession';
import { useCurrentPage } from '../hooks/useCurrentPage';
import { useHasUnreadMessages } from '../hooks/useHasUnreadMessages';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { BrandLink } from './BrandLink';
import { PlanBanner } from './PlanBanner';
import { SideMenu, type SideMenuUser } from './SideMenu';

const DRAWER_WIDTH = 264;
const SIDE_MENU_ID = 'side-menu';

// Code a signed-in desktop page does not run is fetched when needed: the phone's menu drawer
// (MUI's Drawer with its modal and focus trap) when the menu button is reached for, the public
// bar (with its menus) for signed-out visitors.
const MenuDrawer = lazy(() => import('./MenuDrawer'));
const PublicTopBar = lazy(() => import('./PublicTopBar'));
const SideMenuNewsWatcher = lazy(() => import('./SideMenuNews').then((m) => ({ default: m.SideMenuNewsWatcher })));
/** The public bar's height while its code arrives, so the page below does not jump. */
const PUBLIC_BAR_PLACEHOLDER = <Box sx={{ minHeight: { xs: 56, sm: 64 }, borderBottom: 1, borderColor: 'divider' }} />;

function useDocumentTitle() {
  const { title } = useCurrentPage();
  useEffect(() => {
    document.title = title ? `${title} | RemoteHunt` : 'RemoteHunt';
  }, [title]);
}

function useSideMenuUser(): SideMenuUser | null {
  const { user, storedUserInfo } = useSession();
  // Before bootstrap answers, the stored copy fills the menu so it does not flicker.
  if (user) {
    return {
      userId: user.userId,
      name: user.name,
      email: user.email,
      admin: user.admin,
      recruiter: user.recruiter,
      avatarFileId: user.profilePic?._id,
    };
  }
  if (!storedUserInfo) return null;
  const profilePic = storedUserInfo.profilePic as { _id?: string } | null | undefined;
  return {
    userId: storedUserInfo.userId,
    name: storedUserInfo.name,
    email: storedUserInfo.email,
    admin: storedUserInfo.admin === true,
    recruiter: storedUserInfo.recruiter === true,
    avatarFileId: profilePic?._id,
  };
}

/** The trial's countdown for the banner, except on the Subscription page it links to. */
function usePlanNotice(): PlanNotice | null {
  const { status, user, appConfig } = useSession();
  const { pathname } = useLocation();
  if (status !== 'ready' || !user || matchPath(paths.subscription.path, pathname)) return null;
  return planNotice(user.appSubscription, {
    admin: user.isAdmin,
    freeAccess: Boolean(appConfig?.accessSwitches.enableFreeAccessForApp),
  });
}

function SignedInLayout({ user }: { user: SideMenuUser }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  // On phones the menu sits in a closed drawer: it is built when the user reaches for the
  // menu button, not on every page load. Mounting it closed on pointer-down or focus, before
  // the click that opens it, keeps the drawer's slide-in.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const mountDrawer = () => setDrawerMounted(true);
  const hasUnreadMessages = useHasUnreadMessages();
  // The counts need app access (they run job lists); without it the menu shows none.
  const { status, hasAppAccess } = useSession();
  const withNews = status === 'ready' && hasAppAccess;
  const logout = useLogout();
  const { track } = useLoader();
  const { pathname } = useLocation();
  const notice = usePlanNotice();

  useEffect(() => {
    setMobileOpen(false);
  }, [pathname]);

  const menu = (
    <SideMenu
      user={user}
      hasUnreadMessages={hasUnreadMessages}
      withNews={withNews}
      onLogout={() => void track(logout())}
      onNavigate={isMobile ? () => setMobileOpen(false) : undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {withNews && (
        <Suspense fallback={null}>
          <SideMenuNewsWatcher />
        </Suspense>
      )}
      {isMobile ? (
        <>
          <AppBar position="fixed" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Toolbar sx={{ gap: 1 }}>
              <IconButton
                edge="start"
                aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
                aria-controls={drawerMounted ? SIDE_MENU_ID : undefined}
                aria-expanded={mobileOpen}
                onPointerDown={mountDrawer}
                onFocus={mountDrawer}
                onClick={() => {
                  mountDrawer();
                  setMobileOpen((open) => !open);
                }}
              >
                <MenuIcon />
              </IconButton>
              <BrandLink />
            </Toolbar>
          </AppBar>
          {drawerMounted && (
            <Suspense fallback={null}>
              <MenuDrawer id={SIDE_MENU_ID} width={DRAWER_WIDTH} open={mobileOpen} onClose={() => setMobileOpen(false)}>
                {menu}
              </MenuDrawer>
            </Suspense>
          )}
        </>
      ) : (
        // What MUI's permanent Drawer renders: a fixed, full-height paper beside the page.
        <Box sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}>
          <Paper
            id={SIDE_MENU_ID}
            square
            elevation={0}
            sx={{ position: 'fixed', top: 0, left: 0, bottom: 0, width: DRAWER_WIDTH, overflowY: 'auto', borderRight: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', zIndex: 'drawer' }}
          >
            <Box sx={{ px: 2, pt: 2 }}>
              <BrandLink />
            </Box>
            {menu}
          </Paper>
        </Box>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        {isMobile && <Toolbar />}
        {notice && <PlanBanner key={user.userId} userId={user.userId} notice={notice} />}
        <AppBreadcrumbs />
        <Outlet />
      </Box>
    </Box>
  );
}

/**
 * The root layout. Signed-out visitors get the public top bar; signed-in
 * users get the side menu and breadcrumbs, except on the pages that stand
 * alone (sign in, sign up, password recovery).
 */
export function AppShell() {
  useDocumentTitle();
  const { isLoggedIn } = useSession();
  const user = useSideMenuUser();
  const { pathname } = useLocation();
  const standalone = pathsWithoutSideMenu.some((pattern) => matchPath(pattern, pathname));

  if (!isLoggedIn || !user) {
    return (
      <>
        <Suspense fallback={PUBLIC_BAR_PLACEHOLDER}>
          <PublicTopBar />
        </Suspense>
        <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
          <Outlet />
        </Container>
      </>
    );
  }
  if (standalone) {
    return (
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        <Outlet />
      </Container>
    );
  }
  return <SignedInLayout user={user} />;
}
