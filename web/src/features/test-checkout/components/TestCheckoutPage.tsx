import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { TryAgain } from '../../../components/TryAgain';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { useParams } from '../../../lib/router';
import { useFinishTestCheckout } from '../hooks/useFinishTestCheckout';
import { useTestCheckout, type TestCheckout } from '../hooks/useTestCheckout';
import { leaveCheckout } from '../utils/leave-checkout';
import { formatPrice } from '../../../lib/format-money';
import { billingInterval } from '../utils/billing-interval';
import { TEST_CHECKOUT_MESSAGES } from '../utils/test-checkout-messages';

function Summary({ checkout }: { checkout: TestCheckout }) {
  const { price } = checkout;
  const interval = checkout.mode === 'subscription' ? billingInterval(price.interval, price.intervalType) : null;
  return (
    <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
      <Box>
        <Typography variant="subtitle2" component="dt">
          Plan
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {price.label}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="dt">
          Amount
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {formatPrice(price.amount, price.currency)}
          {interval && ` ${interval}`}
        </Typography>
      </Box>
      {checkout.customerEmail && (
        <Box>
          <Typography variant="subtitle2" component="dt">
            Email
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {checkout.customerEmail}
          </Typography>
        </Box>
      )}
    </Stack>
  );
}

/**
 * Local test mode's stand-in for the card provider's hosted checkout: Pay completes the order as
 * a real payment would (through the same webhook), Cancel abandons it; either goes back to the app.
 */
export function TestCheckoutPage() {
  const sessionId = useParams().sessionId ?? '';
  const { checkout, loading, notFound, failed, retry } = useTestCheckout(sessionId);
  const { pay, cancel } = useFinishTestCheckout();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  // Stays set once the browser is on its way: a second click must not pay twice.
  const [leaving, setLeaving] = useState(false);

  const finish = (action: (id: string) => Promise<string>) => async () => {
    setLeaving(true);
    try {
      leaveCheckout(await track(action(sessionId)));
    } catch (error) {
      notifyFailure(error);
      setLeaving(false);
    }
  };

  let body;
  if (loading && !checkout) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label="Loading the checkout" />
      </Box>
    );
  } else if (notFound) {
    body = <Alert severity="error">{TEST_CHECKOUT_MESSAGES.notFound}</Alert>;
  } else if (failed || !checkout) {
    body = <TryAgain onRetry={retry} />;
  } else {
    body = (
      <Stack spacing={3}>
        <Summary checkout={checkout} />
        {checkout.status === 'open' ? (
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" disabled={leaving} onClick={finish(cancel)}>
              Cancel
            </Button>
            <Button variant="contained" disabled={leaving} onClick={finish(pay)}>
              Pay
            </Button>
          </Stack>
        ) : checkout.status === 'complete' ? (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" disabled={leaving} onClick={finish(pay)}>
                Continue
              </Button>
            }
          >
            {TEST_CHECKOUT_MESSAGES.complete}
          </Alert>
        ) : (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" disabled={leaving} onClick={finish(cancel)}>
                Go back
              </Button>
            }
          >
            {TEST_CHECKOUT_MESSAGES.expired}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {paths.testCheckout.title}
      </Typography>
      <Alert severity="warning" variant="filled">
        {TEST_CHECKOUT_MESSAGES.testMode}
      </Alert>
      <Card variant="outlined">
        <CardContent>{body}</CardContent>
      </Card>
    </Stack>
  );
}
