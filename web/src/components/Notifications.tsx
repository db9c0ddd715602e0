import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export const NOTIFICATION_LIFETIME_MS = 5000;

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface AppNotification {
  type: NotificationType;
  message: string;
}

export type Notify = (notification: AppNotification) => void;

export interface NotificationBannerProps extends AppNotification {
  onClose(): void;
}

/** One notification; it asks to be closed when its lifetime ends or the user dismisses it. */
export function NotificationBanner({ type, message, onClose }: NotificationBannerProps) {
  return (
    <Snackbar
      open
      autoHideDuration={NOTIFICATION_LIFETIME_MS}
      onClose={(_event, reason) => {
        // A click elsewhere on the page is not a request to dismiss.
        if (reason !== 'clickaway') onClose();
      }}
      // Banners sit in the provider's stack instead of each pinning itself to the same corner.
      sx={{ position: 'static', transform: 'none' }}
    >
      <Alert severity={type} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}

const NotifyContext = createContext<Notify | null>(null);

interface QueuedNotification extends AppNotification {
  id: number;
}

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [notifications, setNotifications] = useState<QueuedNotification[]>([]);
  const nextId = useRef(0);

  const notify = useCallback<Notify>(({ type, message }) => {
    const id = ++nextId.current;
    setNotifications((current) => [...current, { id, type, message }]);
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
          {notifications.map((n) => (
            <NotificationBanner key={n.id} type={n.type} message={n.message} onClose={() => dismiss(n.id)} />
          ))}
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
