import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';

// The dialog's code (MUI's Dialog, modal and focus trap) is fetched the first time a question is asked.
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

export type Confirm = (message: string) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Kept after closing so the text does not vanish during the exit transition.
  const [message, setMessage] = useState('');
  const [asked, setAsked] = useState(false);
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
    setAsked(true);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialogView open={open} message={message} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
