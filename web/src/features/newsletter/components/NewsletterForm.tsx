import { useEffect, useId, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import type { NewsletterFormValues } from '@remotehunt/forms/newsletter';
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
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { useNotifyFailure } from '../../../hooks/useNotifyFailure';
import { formatPrice } from '../../../lib/format-money';
import { errorCode, errorStatus, GENERIC_ERROR_MESSAGE, isUnauthenticated, serverMessage } from '../../../lib/api-errors';
import { useSearchParams } from '../../../lib/router';
import { inputProps } from '../../../lib/forms/text-field-props';
import { useSession } from '../../../lib/session/useSession';
import { useMyNewsletter } from '../hooks/useMyNewsletter';
import { useNewsletterForm } from '../hooks/useNewsletterForm';
import { useNewsletterFormOptions } from '../hooks/useNewsletterFormOptions';
import { useNewsletterPrice } from '../hooks/useNewsletterPrice';
import { useSendNewsletterLoginLink } from '../hooks/useSendNewsletterLoginLink';
import { useSubscribeNewsletter } from '../hooks/useSubscribeNewsletter';
import { useUnsubscribeNewsletter } from '../hooks/useUnsubscribeNewsletter';
import { useUpdateNewsletter } from '../hooks/useUpdateNewsletter';
import { formFromQuery, FREQUENCIES, isSubscribed } from '../utils/newsletter-form';
import { confirmationSentText, NEWSLETTER_MESSAGES, pricePerPeriodText } from '../utils/newsletter-messages';
import { hasPaidAppPlan } from '../utils/paid-app-plan';
import { KeywordsField } from './KeywordsField';
import { PaymentInfo } from './PaymentInfo';

const TWO_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 } as const;

const isBadUserInput = (error: unknown) => errorStatus(error) === 400 || errorCode(error) === 'BAD_USER_INPUT';

/** The spec's order of checks (the server's too), not the fields' order on screen: its first problem is the one named. */
const CHECK_ORDER = ['name', 'email', 'scheduleEvery', 'category', 'countryCode', 'contains'] as const;
const firstProblem = (errors: FieldErrors<NewsletterFormValues>) =>
  CHECK_ORDER.map((field) => errors[field]?.message).find((message) => message !== undefined);

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
  const form = useNewsletterForm(
    mine.newsletter,
    () => formFromQuery(params, { name: session.user?.name ?? session.storedUserInfo?.name ?? '', email: accountEmail ?? '' }),
    accountEmail,
  );
  const chosenCategories = form.watch('category');
  const priceId = useId();

  // The account's country, once the server's list shows it can be chosen, unless the form has one (a link's, the saved newsletter's).
  const profileCountry = session.isLoggedIn ? (session.user?.country ?? null) : null;
  useEffect(() => {
    if (!profileCountry || form.getValues('countryCode') || !options.countries.some((country) => country.code === profileCountry)) return;
    form.setValue('countryCode', profileCountry);
  }, [profileCountry, options.countries, form]);

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
  // Beside Subscribe, what the checkout will charge: the same price list, the same price.
  const priceText =
    showPaymentInfo && price ? pricePerPeriodText({ amount: formatPrice(price.amount, price.currency), period: price.intervalType ?? 'month', every: price.interval ?? 1 }) : null;

  const submitSubscribe = async (values: NewsletterFormValues) => {
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

  const submitUpdate = async (newsletterId: string, values: NewsletterFormValues) => {
    try {
      await track(update(newsletterId, values));
      notify({ type: 'success', message: NEWSLETTER_MESSAGES.updated });
    } catch (error) {
      notifyFailure(error);
    }
  };

  const submit = form.handleSubmit(
    (values) => (newsletter && subscribed ? submitUpdate(newsletter._id, values) : submitSubscribe(values)),
    (errors) => {
      const problem = firstProblem(errors);
      if (problem) notify({ type: 'warning', message: problem });
    },
  );

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
      await track(sendLoginLink(form.getValues('email')));
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
      <Stack component="form" noValidate spacing={3} onSubmit={(event) => void submit(event)} aria-label="Newsletter preferences">
        <Box sx={TWO_COLUMNS}>
          <TextField
            label="Name"
            autoComplete="name"
            {...inputProps(form.register('name'))}
            fullWidth
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            {...inputProps(form.register('email'))}
            slotProps={{ htmlInput: { readOnly: accountEmail !== null || emailLocked } }}
            fullWidth
          />
        </Box>
        {/* Controlled: the countries arrive after the form, and an uncontrolled select would lose the chosen one. */}
        <Controller
          control={form.control}
          name="countryCode"
          render={({ field: { ref, ...field } }) => (
            <TextField
              select
              label="Country"
              {...field}
              inputRef={ref}
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
          )}
        />
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
                    checked={chosenCategories.includes(category.slug)}
                    onChange={(e) =>
                      form.setValue(
                        'category',
                        e.target.checked ? [...chosenCategories.filter((s) => s !== category.slug), category.slug] : chosenCategories.filter((s) => s !== category.slug),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </FormControl>
        <KeywordsField value={form.watch('contains')} onChange={(keywords) => form.setValue('contains', keywords)} />
        <FormControl>
          <FormLabel id="newsletter-frequency">Email Frequency</FormLabel>
          <Controller
            control={form.control}
            name="scheduleEvery"
            render={({ field }) => (
              <RadioGroup row aria-labelledby="newsletter-frequency" name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                {FREQUENCIES.map(({ value, label }) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
                ))}
              </RadioGroup>
            )}
          />
        </FormControl>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="submit" variant="contained" size="large" aria-describedby={priceText ? priceId : undefined}>
            {subscribed ? 'Update Preferences' : 'Subscribe'}
          </Button>
          {priceText && (
            <Typography id={priceId} variant="body2" color="text.secondary">
              {priceText}
            </Typography>
          )}
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
