import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import type { JobFilterInput } from '../../../generated/graphql';

// The dialog and its mutation come with the first click, not with the list.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog'));

/** "Save this search": keeps the filter the list sends under a name (Saved Searches). */
export function SaveSearchButton({ filter }: { filter: JobFilterInput }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="small"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Save this search
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} filter={filter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
