import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Pager } from '../../../components/Pager';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-errors';
import type { ItemPage } from '../hooks/item-page';
import { APPLIED_JOB_ITEMS_PAGE_SIZE } from '../utils/applied-job-constants';

export interface PagedItemListProps<T> {
  /** Names the list for screen readers ("Tasks"). */
  label: string;
  result: ItemPage<T>;
  page: number;
  onPageChange(page: number): void;
  emptyText: string;
  renderItem(item: T): ReactNode;
}

/** One page of tasks, contacts or notes with the pager beneath. */
export function PagedItemList<T extends { _id: string }>({ label, result, page, onPageChange, emptyText, renderItem }: PagedItemListProps<T>) {
  const { items, total, loading, failed, retry } = result;
  const lastPage = Math.max(1, Math.ceil(total / APPLIED_JOB_ITEMS_PAGE_SIZE));

  // Deleting the only item of the last page leaves that page empty: step back to the new last page.
  useEffect(() => {
    if (!loading && !failed && page > lastPage) onPageChange(lastPage);
  }, [loading, failed, page, lastPage, onPageChange]);

  if (failed) {
    return (
      <ErrorAlert
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
      >
        {GENERIC_ERROR_MESSAGE}
      </ErrorAlert>
    );
  }
  if (items.length === 0) {
    return loading ? (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={`Loading ${label.toLowerCase()}`} />
      </Box>
    ) : (
      <Typography color="text.secondary">{emptyText}</Typography>
    );
  }
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((item) => (
          <Box component="li" key={item._id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
            {renderItem(item)}
          </Box>
        ))}
      </Box>
      <Pager page={page} pageSize={APPLIED_JOB_ITEMS_PAGE_SIZE} total={total} onChange={onPageChange} />
    </>
  );
}
