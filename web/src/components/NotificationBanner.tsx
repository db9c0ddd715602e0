import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { NOTIFICATION_LIFETIME_MS, type AppNotification } from './Notifications';

export interface NotificationBannerProps extends AppNotification {
  onClose(): void;
}

/** One notification; it asks to be closed when its lifetime ends or the user dismisses it. */
export default function NotificationBanner({ type, message, action, onClose }: NotificationBannerProps) {
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
      <Alert
        severity={type}
        variant="filled"
        onClose={onClose}
        // Alert drops its close button when given an action: this one keeps it beside the action.
        action={
          action && (
            <>
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  onClose();
                  action.onClick();
                }}
              >
                {action.label}
              </Button>
              <IconButton color="inherit" size="small" aria-label="Close" title="Close" onClick={onClose}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          )
        }
        sx={{ width: '100%' }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
