import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

export const PAGER_VISIBLE_LINKS = 5;

/** The window of page numbers to show, kept full-width near either end of the range. */
function visiblePages(page: number, pageCount: number): number[] {
  const half = Math.floor(PAGER_VISIBLE_LINKS / 2);
  const first = Math.max(1, Math.min(page - half, pageCount - PAGER_VISIBLE_LINKS + 1));
  const last = Math.min(pageCount, first + PAGER_VISIBLE_LINKS - 1);
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

const PAGE_BUTTON = { minWidth: 32, height: 32, px: 0.75, borderRadius: 16, fontWeight: 400 } as const;

export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  if (pageSize <= 0 || total <= pageSize) return null;
  const pageCount = Math.ceil(total / pageSize);
  const current = Math.min(Math.max(1, page), pageCount);

  // MUI's Pagination cannot cap the numbers at exactly five in every position, so the
  // items are laid out here, as PaginationItem draws them: round 32px buttons, the current one filled.
  return (
    <Stack component="nav" aria-label="pagination" direction="row" justifyContent="center" sx={{ my: 1 }}>
      <Stack component="ul" direction="row" spacing={0.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        <li>
          <IconButton size="small" aria-label="Go to previous page" disabled={current === 1} onClick={() => onChange(current - 1)}>
            <NavigateBefore fontSize="small" />
          </IconButton>
        </li>
        {visiblePages(current, pageCount).map((n) => (
          <li key={n}>
            <Button
              size="small"
              variant={n === current ? 'contained' : 'text'}
              color={n === current ? 'primary' : 'inherit'}
              disableElevation
              aria-current={n === current ? 'page' : undefined}
              aria-label={n === current ? `page ${n}` : `Go to page ${n}`}
              onClick={() => n !== current && onChange(n)}
              sx={PAGE_BUTTON}
            >
              {n}
            </Button>
          </li>
        ))}
        <li>
          <IconButton size="small" aria-label="Go to next page" disabled={current === pageCount} onClick={() => onChange(current + 1)}>
            <NavigateNext fontSize="small" />
          </IconButton>
        </li>
      </Stack>
    </Stack>
  );
}
