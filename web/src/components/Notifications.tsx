import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';

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

interface QueuedNotification extends AppNotification {
  id: number;
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<QueuedNotification[]>([]);
  const nextId = useRef(0);

  const notify = useCallback<Notify>((notification) => {
    const id = ++nextId.current;
    setNotifications((current) => [...current, { id, ...notification }]);
  }, []);

  const dismiss = useCallback((id: number) => {
    setNotifications((current) => current.filter((n) => n.id !== id));
  }, []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {notifications.length > 0 && (
        <Stack
          spacing={1}
          sx={{
            position: 'fixed',
            bottom: { xs: 8, sm: 24 },
            left: { xs: 8, sm: 24 },
            right: { xs: 8, sm: 'auto' },
            maxWidth: { sm: 480 },
            zIndex: (theme) => theme.zIndex.snackbar,
          }}
        >
          <Suspense fallback={null}>
            {notifications.map((n) => (
              <NotificationBanner key={n.id} type={n.type} message={n.message} action={n.action} onClose={() => dismiss(n.id)} />
            ))}
          </Suspense>
        </Stack>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify must be used inside <NotificationProvider>');
  return notify;
}
