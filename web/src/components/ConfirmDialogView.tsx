import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

const CONFIRM_MIN_WIDTH_PX = 500;

export interface ConfirmDialogViewProps {
  open: boolean;
  message: string;
  onAnswer(answer: boolean): void;
}

/** The confirm dialog itself (see ConfirmProvider): the message with Cancel and Ok. */
export default function ConfirmDialogView({ open, message, onAnswer }: ConfirmDialogViewProps) {
  const messageId = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      aria-labelledby={messageId}
      // Dialog paper keeps a 32px margin each side; on narrow screens fill what is left.
      slotProps={{ paper: { sx: { minWidth: `min(${CONFIRM_MIN_WIDTH_PX}px, calc(100% - 64px))` } } }}
    >
      <DialogContent>
        <DialogContentText id={messageId}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>Cancel</Button>
        <Button onClick={() => onAnswer(true)} variant="contained" autoFocus>
          Ok
        </Button>
      </DialogActions>
    </Dialog>
  );
}
