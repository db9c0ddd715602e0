import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { NOTIFICATION_LIFETIME_MS, type AppNotification } from './Notifications';

export interface NotificationBannerProps extends AppNotification {
  onClose(): void;
}

/** One notification; it asks to be closed when its lifetime ends or the user dismisses it. */
export default function NotificationBanner({ type, message, onClose }: NotificationBannerProps) {
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
