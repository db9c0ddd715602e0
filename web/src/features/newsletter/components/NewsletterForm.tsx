import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { errorCode, errorStatus, GENERIC_ERROR_MESSAGE, isUnauthenticated, serverMessage } from '../../../lib/api-errors';
import { useSearchParams } from '../../../lib/router';
import { useSession } from '../../../lib/session/useSession';
import { useMyNewsletter } from '../hooks/useMyNewsletter';
import { useNewsletterForm } from '../hooks/useNewsletterForm';
import { useNewsletterFormOptions } from '../hooks/useNewsletterFormOptions';
import { useNewsletterPrice } from '../hooks/useNewsletterPrice';
import { useSendNewsletterLoginLink } from '../hooks/useSendNewsletterLoginLink';
import { useSubscribeNewsletter } from '../hooks/useSubscribeNewsletter';
import { useUnsubscribeNewsletter } from '../hooks/useUnsubscribeNewsletter';
import { useUpdateNewsletter } from '../hooks/useUpdateNewsletter';
import { formFromQuery, FREQUENCIES, isSubscribed, validateNewsletterForm, type Frequency } from '../utils/newsletter-form';
import { confirmationSentText, NEWSLETTER_MESSAGES } from '../utils/newsletter-messages';
import { hasPaidAppPlan } from '../utils/paid-app-plan';
import { KeywordsField } from './KeywordsField';
import { PaymentInfo } from './PaymentInfo';

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 } as const;

const isBadUserInput = (error: unknown) => errorStatus(error) === 400 || errorCode(error) === 'BAD_USER_INPUT';

/**
 * The subscribe form (spec section 2): subscribe, or update and unsubscribe once subscribed.
 * A signed-in user (whose session has loaded) subscribes with the account's email; `emailLocked`
 * keeps the one a login link brought as well.
 */
export function NewsletterForm({ emailLocked }: { emailLocked: boolean }) {
  const session = useSession();
  const [params] = useSearchParams();
  const options = useNewsletterFormOptions();
  const price = useNewsletterPrice();
  const mine = useMyNewsletter();
  const accountEmail = session.isLoggedIn ? (session.user?.email ?? session.storedUserInfo?.email ?? '') : null;
  const form = useNewsletterForm(mine.newsletter, () =>
    formFromQuery(params, { name: session.user?.name ?? session.storedUserInfo?.name ?? '', email: accountEmail ?? '' }),
  );
  const values = accountEmail === null ? form.values : { ...form.values, email: accountEmail };

  const subscribe = useSubscribeNewsletter();
  const update = useUpdateNewsletter();
  const unsubscribe = useUnsubscribeNewsletter();
  const sendLoginLink = useSendNewsletterLoginLink();
  const confirm = useConfirm();
  const { track } = useLoader();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [loginLinkOffered, setLoginLinkOffered] = useState(false);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  const newsletter = mine.newsletter;
  const subscribed = isSubscribed(newsletter);
  const paidPlan = session.isLoggedIn && hasPaidAppPlan(session.user);
  // Shown only once everything it depends on is known, so that it does not flash by.
  const showPaymentInfo = options.freeAccess === false && mine.known && !paidPlan && !subscribed;

  const submitSubscribe = async () => {
    setLoginLinkOffered(false);
    setConfirmationSentTo(null);
    try {
      const outcome = await track(subscribe(values, price));
      if (outcome.kind !== 'subscribed') return;
      notify({ type: 'success', message: NEWSLETTER_MESSAGES.subscribed });
      if (outcome.confirmationSent) setConfirmationSentTo(values.email.trim());
    } catch (error) {
      if (isUnauthenticated(error)) return;
      notify({ type: 'error', message: serverMessage(error) ?? GENERIC_ERROR_MESSAGE });
      // Most often the address already has an account: a login link lets its owner in here.
      if (isBadUserInput(error)) setLoginLinkOffered(true);
    }
  };

  const submitUpdate = async (newsletterId: string) => {
    try {
      await track(update(newsletterId, values));
      notify({ type: 'success', message: NEWSLETTER_MESSAGES.updated });
    } catch (error) {
      notifyFailure(error);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateNewsletterForm(values);
    if (problem) {
      notify({ type: 'warning', message: problem });
      return;
    }
    if (newsletter && subscribed) void submitUpdate(newsletter._id);
    else void submitSubscribe();
  };

  const confirmUnsubscribe = async (newsletterId: string) => {
    if (!(await confirm(NEWSLETTER_MESSAGES.unsubscribeConfirm))) return;
    try {
      await track(unsubscribe(newsletterId));
      notify({ type: 'success', message: NEWSLETTER_MESSAGES.unsubscribed });
    } catch (error) {
      notifyFailure(error);
    }
  };

  const requestLoginLink = async () => {
    try {
      await track(sendLoginLink(values.email));
      notify({ type: 'success', message: NEWSLETTER_MESSAGES.loginLinkSent });
    } catch (error) {
      // A rate limit says when to try again, which the generic message does not.
      const reason = errorStatus(error) === 429 ? serverMessage(error) : undefined;
      notifyFailure(error, reason ?? GENERIC_ERROR_MESSAGE);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      {showPaymentInfo && <PaymentInfo price={price} />}
      {paidPlan && !subscribed && <Alert severity="success">{NEWSLETTER_MESSAGES.freeWithPlan}</Alert>}
      {confirmationSentTo && <Alert severity="info">{confirmationSentText(confirmationSentTo)}</Alert>}
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label="Newsletter preferences">
        <Box sx={TWO_COLUMNS}>
          <TextField
            label="Name"
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={(e) => form.setField('name', e.target.value)}
            fullWidth
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => form.setField('email', e.target.value)}
            slotProps={{ htmlInput: { readOnly: accountEmail !== null || emailLocked } }}
            fullWidth
          />
        </Box>
        <TextField
          select
          label="Country"
          name="countryCode"
          value={values.countryCode}
          onChange={(e) => form.setField('countryCode', e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: { md: 'calc(50% - 8px)' } }}
          fullWidth
        >
          <option value="">Select Country</option>
          {options.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </TextField>
        <FormControl component="fieldset">
          <FormLabel component="legend">Categories</FormLabel>
          <FormGroup row>
            {options.categories.map((category) => (
              <FormControlLabel
                key={category.slug}
                label={category.title}
                control={
                  <Checkbox
                    name="category"
                    value={category.slug}
                    checked={values.category.includes(category.slug)}
                    onChange={(e) => form.toggleCategory(category.slug, e.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <KeywordsField value={values.contains} onChange={(keywords) => form.setField('contains', keywords)} />
        <FormControl>
          <FormLabel id="newsletter-frequency">Email Frequency</FormLabel>
          <RadioGroup
            row
            aria-labelledby="newsletter-frequency"
            name="scheduleEvery"
            value={values.scheduleEvery}
            onChange={(e) => form.setField('scheduleEvery', e.target.value as Frequency)}
          >
            {FREQUENCIES.map(({ value, label }) => (
              <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
            ))}
          </RadioGroup>
        </FormControl>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" size="large">
            {subscribed ? 'Update Preferences' : 'Subscribe'}
          </Button>
          {newsletter && subscribed && (
            <Button type="button" variant="outlined" color="error" size="large" onClick={() => void confirmUnsubscribe(newsletter._id)}>
              Unsubscribe
            </Button>
          )}
          {loginLinkOffered && (
            <Button type="button" variant="outlined" size="large" onClick={() => void requestLoginLink()}>
              Send me a login link
            </Button>
          )}
        </Stack>
      </Stack>
    </Stack>
  );
}
