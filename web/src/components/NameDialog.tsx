import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

export interface NameDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves once done; a rejection's message is shown in the dialog, which stays open to correct the name. */
  onSubmit(name: string): Promise<void>;
  onClose(): void;
}

/** A dialog asking for one name (saving or renaming something), showing why the server refused it. */
export default function NameDialog({ open, title, submitLabel, initialName = '', onSubmit, onClose }: NameDialogProps) {
  const titleId = useId();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem('Please provide a name');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      await onSubmit(name.trim());
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : 'Something went wrong, Please try again after sometime');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <TextField
            label="Name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 80 } }}
            error={Boolean(problem)}
          />
          {problem && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
