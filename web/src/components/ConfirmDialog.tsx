import { createContext, useCallback, useContext, useId, useRef, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

const CONFIRM_MIN_WIDTH_PX = 500;

export type Confirm = (message: string) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept after closing so the text does not vanish during the exit transition.
  const [message, setMessage] = useState('');
  const messageId = useId();
  const settle = useRef<((answer: boolean) => void) | null>(null);

  const answer = useCallback((value: boolean) => {
    settle.current?.(value);
    settle.current = null;
    setOpen(false);
  }, []);

  const confirm = useCallback<Confirm>((text) => {
    // A newer question replaces an unanswered one; the old caller must not hang forever.
    settle.current?.(false);
    setMessage(text);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={open}
        onClose={() => answer(false)}
        aria-labelledby={messageId}
        // Dialog paper keeps a 32px margin each side; on narrow screens fill what is left.
        slotProps={{ paper: { sx: { minWidth: `min(${CONFIRM_MIN_WIDTH_PX}px, calc(100% - 64px))` } } }}
      >
        <DialogContent>
          <DialogContentText id={messageId}>{message}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Cancel</Button>
          <Button onClick={() => answer(true)} variant="contained" autoFocus>
            Ok
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
