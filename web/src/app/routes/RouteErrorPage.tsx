import Button from '@mui/material/Button';
import { ErrorAlert } from '../../components/ErrorAlert';
import Container from '@mui/material/Container';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-errors';

/** Last resort for a render error anywhere in the tree: say so and offer a fresh start. */
export function RouteErrorPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <ErrorAlert
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        {GENERIC_ERROR_MESSAGE}
      </ErrorAlert>
    </Container>
  );
}
