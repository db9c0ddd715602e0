import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { paths } from '../../../config/paths';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { errorStatus, serverMessage } from '../../../lib/api-errors';
import { RouterLink, useNavigate } from '../../../lib/router';
import type { CardFieldHandle } from '../hooks/card-payment-method';
import { SUBSCRIBE_STEPS, type SubscribeStep, useSubscribeWithCard } from '../hooks/useSubscribeWithCard';
import { formatPlanInterval, formatPlanPrice, type Plan } from '../utils/plan-format';
import { SUBSCRIBE_STEP_MESSAGES, SUBSCRIPTION_MESSAGES } from '../utils/subscription-messages';
import { TestCardField } from './TestCardField';

// Stripe.js and its React bindings come only with a card provider's key (never in local test mode).
const StripeCardField = lazy(() => import('./StripeCardField').then((module) => ({ default: module.StripeCardField })));

type Problem = { field: 'name' | 'card' | null; message: string };

/** A failed call: the server's words when it refused (a plan already running), else the spec's failure text. */
function subscribeFailureMessage(error: unknown): string {
  const status = errorStatus(error);
  const refused = status !== undefined && status >= 400 && status < 500;
  return (refused && serverMessage(error)) || SUBSCRIPTION_MESSAGES.paymentFailed;
}

/** Name, card and Subscribe for a renewing plan; `publicKey` null is local test mode. */
export function PaymentForm({ plan, publicKey }: { plan: Plan; publicKey: string | null }) {
  const [name, setName] = useState('');
  const [cardComplete, setCardComplete] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // What Subscribe is doing, shown while it runs: about six seconds, most of them waiting on the payment.
  const [step, setStep] = useState<SubscribeStep | null>(null);
  const card = useRef<CardFieldHandle>(null);
  const subscribe = useSubscribeWithCard();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim()) {
      setProblem({ field: 'name', message: SUBSCRIPTION_MESSAGES.provideName });
      return;
    }
    if (!cardComplete || !card.current) {
      setProblem({ field: 'card', message: SUBSCRIPTION_MESSAGES.provideCard });
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      const outcome = await track(subscribe({ priceId: plan.id, billingName: name.trim(), card: card.current, onStep: setStep }));
      if (outcome.paid) {
        notify({ type: 'success', message: SUBSCRIPTION_MESSAGES.succeeded });
        navigate(paths.remoteJobs.getHref());
        return;
      }
      if (outcome.cardProblem) setProblem({ field: 'card', message: outcome.message });
      else notify({ type: 'error', message: outcome.message });
    } catch (error) {
      notifyFailure(error, subscribeFailureMessage(error));
    }
    setSubmitting(false);
    setStep(null);
  };

  const cardFieldProps = { ref: card, onCompleteChange: setCardComplete, invalid: problem?.field === 'card' };

  return (
    <Card variant="outlined" sx={{ maxWidth: 520 }}>
      <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h2">
          Subscribe to the {plan.label} plan
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {formatPlanPrice(plan)} {formatPlanInterval(plan)}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Payment">
          {problem && <Alert severity="error">{problem.message}</Alert>}
          <TextField
            label="First and last name"
            name="name"
            autoComplete="cc-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={problem?.field === 'name'}
            fullWidth
          />
          {publicKey ? (
            <Suspense
              fallback={
                <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
                  <CircularProgress size={28} aria-label="Loading the card field" />
                </Box>
              }
            >
              <StripeCardField publicKey={publicKey} {...cardFieldProps} />
            </Suspense>
          ) : (
            <TestCardField {...cardFieldProps} />
          )}
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            Subscribe
          </Button>
          {step && <SubscribeProgress step={step} />}
          <Link component={RouterLink} to={paths.subscription.getHref({ status: 'change_pricing' })} variant="body2">
            Choose another plan
          </Link>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Which step of the sequence is running, in words and a bar, announced as it changes. */
function SubscribeProgress({ step }: { step: SubscribeStep }) {
  const index = SUBSCRIBE_STEPS.indexOf(step);
  return (
    <Box role="status" aria-live="polite">
      <LinearProgress variant="determinate" value={(100 * (index + 1)) / (SUBSCRIBE_STEPS.length + 1)} aria-hidden />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Step {index + 1} of {SUBSCRIBE_STEPS.length}: {SUBSCRIBE_STEP_MESSAGES[step]}
      </Typography>
    </Box>
  );
}
