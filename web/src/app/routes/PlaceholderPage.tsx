import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentPage } from '../../features/shell/hooks/useCurrentPage';

/** The page heading and what the page is for; the screens themselves arrive with their features. */
export function PlaceholderPage({ description }: { description: string }) {
  const { title } = useCurrentPage();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
    </Stack>
  );
}
