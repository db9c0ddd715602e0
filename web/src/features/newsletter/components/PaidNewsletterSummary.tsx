import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNewsletterFormOptions } from '../hooks/useNewsletterFormOptions';
import type { NewsletterFormValues } from '@remotehunt/forms/newsletter';
import { FREQUENCIES } from '../utils/newsletter-form';
import { paidNewsletterText } from '../utils/newsletter-messages';

const ROWS = { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 } as const;

/**
 * A visitor back from paying: what they chose, read-only. They are not signed in (checking out
 * proves nothing about the address); the receipt's link signs them in here to change it.
 */
export function PaidNewsletterSummary({ values }: { values: NewsletterFormValues }) {
  const options = useNewsletterFormOptions();
  const country = options.countries.find((c) => c.code === values.countryCode)?.name ?? values.countryCode;
  const categories = values.category.map((slug) => options.categories.find((c) => c.slug === slug)?.title ?? slug);
  const frequency = FREQUENCIES.find((f) => f.value === values.scheduleEvery)?.label ?? values.scheduleEvery;
  const rows: [string, string][] = [
    ['Name', values.name],
    ['Email', values.email],
    ['Country', country],
    ['Categories', categories.join(', ')],
    ['Keywords', values.contains.join(', ') || 'None: every job of the categories'],
    ['Email Frequency', frequency],
  ];
  return (
    <Box sx={{ maxWidth: 760 }}>
      <Alert severity="success" sx={{ mb: 3 }}>
        {paidNewsletterText(values.email)}
      </Alert>
      <Typography variant="h6" component="h2" id="paid-newsletter" gutterBottom>
        Your newsletter
      </Typography>
      <Box component="dl" sx={ROWS} aria-labelledby="paid-newsletter">
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
