import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { GENERIC_ERROR_MESSAGE, serverMessage } from '../../../lib/api-errors';
import { useSession } from '../../../lib/session/useSession';
import { useJobPostingProduct } from '../hooks/useJobPostingProduct';
import { usePlaceJobOrder } from '../hooks/usePlaceJobOrder';
import { AUTO_BUMP_DAYS } from '../utils/post-job-constants';
import { POST_JOB_MESSAGES } from '../utils/post-job-messages';
import { POSTING_FIELD_MESSAGES, type PostingDraft } from '@remotehunt/forms/posting';
import { isEmail, toJobInfo } from '../utils/posting-draft';
import { formatPrice } from '../../../lib/format-money';

export interface PurchaseStepProps {
  draft: PostingDraft;
  jobType: string;
  logo: File | null;
  onMakeChanges(): void;
}

/** Step 3: the order summary, auto bump and the receipt's email; Place your order opens the card checkout. */
export function PurchaseStep({ draft, jobType, logo, onMakeChanges }: PurchaseStepProps) {
  const { user } = useSession();
  const { product, loading, unavailable } = useJobPostingProduct();
  const placeOrder = usePlaceJobOrder();
  const notifyFailure = useNotifyFailure();
  const { track } = useLoader();
  const [autoBump, setAutoBump] = useState(false);
  const [email, setEmail] = useState(() => user?.email ?? draft.email.trim());
  const [emailTouched, setEmailTouched] = useState(false);
  // Stays set once the checkout opens: the page is leaving, a second click must not order twice.
  const [ordering, setOrdering] = useState(false);

  const emailProblem = isEmail(email) ? null : POSTING_FIELD_MESSAGES.invalidEmail;
  const price = autoBump && product?.renewing ? product.renewing : product?.oneOff;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!product || ordering) return;
    if (emailProblem) {
      setEmailTouched(true);
      return;
    }
    setOrdering(true);
    try {
      await track(placeOrder({ jobInfo: toJobInfo(draft, jobType), logo, priceId: product.oneOff.id, email: email.trim(), autoBump }));
    } catch (error) {
      notifyFailure(error, serverMessage(error) ?? GENERIC_ERROR_MESSAGE);
      setOrdering(false);
    }
  };

  if (loading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading the order summary" />
      </Box>
    );
  }

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Purchase" sx={{ maxWidth: 560 }}>
      {unavailable || !product || !price ? (
        <Alert severity="error">{POST_JOB_MESSAGES.productUnavailable}</Alert>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              Order summary
            </Typography>
            <Table size="small" aria-label="Order summary">
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {price.label}
                  </TableCell>
                  <TableCell align="right">{formatPrice(price.amount, price.currency)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row">
                    Tax
                  </TableCell>
                  <TableCell align="right">{formatPrice(0, price.currency)}</TableCell>
                </TableRow>
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    Total
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {formatPrice(price.amount, price.currency)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Your ad is highlighted and pinned to the top for 7 days, and listed for one month.
            </Typography>
          </Paper>
          {product.renewing && (
            <FormControlLabel
              control={<Checkbox checked={autoBump} onChange={(event) => setAutoBump(event.target.checked)} />}
              label={`Auto bump: renew my ad every ${AUTO_BUMP_DAYS} days, bringing it back to the top (cancel any time)`}
            />
          )}
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setEmailTouched(true)}
            error={emailTouched && Boolean(emailProblem)}
            helperText={(emailTouched && emailProblem) || 'The receipt goes here.'}
            fullWidth
          />
          {product.testMode && <Alert severity="info">Test mode: the checkout is a test page and no card is charged.</Alert>}
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onMakeChanges}>
          Make Changes
        </Button>
        <Button type="submit" variant="contained" disabled={!product || ordering}>
          Place your order
        </Button>
      </Stack>
    </Stack>
  );
}
