import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLocation } from '../lib/router';

export const NOTIFICATION_LIFETIME_MS = 5000;

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface AppNotification {
  type: NotificationType;
  message: string;
  /** A button beside the message, e.g. Undo; pressing it also closes the notification. */
  action?: { label: string; onClick(): void };
}

export type Notify = (notification: AppNotification) => void;

// A banner's code (MUI's Snackbar and Alert) is fetched with the first notification, not with the page.
const NotificationBanner = lazy(() => import('./NotificationBanner'));

const NotifyContext = createContext<Notify | null>(null);
const FollowPageContext = createContext<((pathname: string) => void) | null>(null);

interface ShownNotification extends AppNotification {
  id: number;
  /** The page (path) it was first shown on; it leaves when that page does. */
  page?: string;
}

/**
 * The app's messages, one at a time: a new one takes the place of the one on screen (two beside
 * each other piled up over the page and could contradict each other: "Current password is
 * incorrect" beside "Updated user password successfully"), and a message leaves with the page it
 * was shown on (NotificationsFollowPage tells the provider which page that is). On a phone it is
 * shown under the top bar, not over the buttons at the bottom of a form.
 */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownNotification | null>(null);
  const nextId = useRef(0);
  // The page on screen, set by NotificationsFollowPage's effect, which runs before this provider's
  // own in the same commit: a message raised just before a navigation belongs to the page it lands on.
  const page = useRef<string | null>(null);
  const [pageShown, setPageShown] = useState<string | null>(null);

  const notify = useCallback<Notify>((notification) => {
    const id = ++nextId.current;
    setCurrent({ id, ...notification });
  }, []);

  const dismiss = useCallback((id: number) => {
    setCurrent((shown) => (shown?.id === id ? null : shown));
  }, []);

  const followPage = useCallback((pathname: string) => {
    page.current = pathname;
    setPageShown(pathname);
  }, []);

  useEffect(() => {
    const onPage = page.current;
    if (!current || onPage === null || current.page === onPage) return;
    setCurrent(current.page === undefined ? { ...current, page: onPage } : null);
  }, [current, pageShown]);

  return (
    <NotifyContext.Provider value={notify}>
      <FollowPageContext.Provider value={followPage}>
        {children}
        {current && (
          <Box
            sx={{
              position: 'fixed',
              top: { xs: 64, sm: 'auto' },
              bottom: { xs: 'auto', sm: 24 },
              left: { xs: 8, sm: 24 },
              right: { xs: 8, sm: 'auto' },
              maxWidth: { sm: 480 },
              zIndex: (theme) => theme.zIndex.snackbar,
            }}
          >
            <Suspense fallback={null}>
              <NotificationBanner key={current.id} type={current.type} message={current.message} action={current.action} onClose={() => dismiss(current.id)} />
            </Suspense>
          </Box>
        )}
      </FollowPageContext.Provider>
    </NotifyContext.Provider>
  );
}

/** Inside the router: tells the provider which page is on screen, so a page's messages leave with it. */
export function NotificationsFollowPage() {
  const followPage = useContext(FollowPageContext);
  const { pathname } = useLocation();
  useEffect(() => {
    followPage?.(pathname);
  }, [followPage, pathname]);
  return null;
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationProvider>');
  return notify;
}
