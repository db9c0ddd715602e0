import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { paths } from '../../../config/paths';
import { usePostingCheckoutReturn } from '../hooks/usePostingCheckoutReturn';
import { useRecruiterAfterPaying } from '../hooks/useRecruiterAfterPaying';
import { useJobPostingFormOptions } from '../hooks/useJobPostingFormOptions';
import { useDataUrl } from '../hooks/useDataUrl';
import { usePostingDraft } from '../hooks/usePostingDraft';
import { PostingForm } from './PostingForm';
import { PostingPaid } from './PostingPaid';
import { PostingPreview } from './PostingPreview';
import { PurchaseStep } from './PurchaseStep';

const STEPS = [
  { id: 'form', label: '1. Post a Job' },
  { id: 'preview', label: '2. Preview your ad' },
  { id: 'purchase', label: '3. Purchase' },
] as const;

type Step = (typeof STEPS)[number]['id'];

const tabId = (step: Step) => `post-job-tab-${step}`;
const panelId = (step: Step) => `post-job-panel-${step}`;

/**
 * Post a job (spec section 4, posting flow): the form, a preview of the ad and the purchase,
 * which leaves for the card checkout. Visitors may post as well; the shell gives them a container.
 */
export function PostJobPage() {
  const { paid, postAnother } = usePostingCheckoutReturn();
  useRecruiterAfterPaying(paid !== null);
  const state = usePostingDraft();
  const options = useJobPostingFormOptions();
  const logoUrl = useDataUrl(state.logo);
  const [step, setStep] = useState<Step>('form');
  const [incomplete, setIncomplete] = useState(false);
  const top = useRef<HTMLDivElement>(null);
  const jobType = state.jobType || options.jobTypes[0] || '';

  const goTo = (next: Step) => {
    if (next !== 'form' && !state.valid) {
      state.touchAll();
      setIncomplete(true);
      setStep('form');
      return;
    }
    setIncomplete(false);
    setStep(next);
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  const reset = () => {
    state.reset();
    setIncomplete(false);
  };

  if (paid) {
    return (
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {paths.postJob.title}
        </Typography>
        <PostingPaid paid={paid} onPostAnother={postAnother} />
      </Stack>
    );
  }

  return (
    <Stack ref={top} spacing={3} sx={{ scrollMarginTop: 16 }}>
      <Typography variant="h4" component="h1">
        {paths.postJob.title}
      </Typography>
      <Tabs
        value={step}
        onChange={(_event, next: Step) => goTo(next)}
        aria-label="Posting steps"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {STEPS.map(({ id, label }) => (
          <Tab
            key={id}
            value={id}
            label={label}
            id={tabId(id)}
            aria-controls={panelId(id)}
            // The later steps need a complete form.
            disabled={id !== 'form' && !state.valid}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(step)} aria-labelledby={tabId(step)}>
        {step === 'form' && (
          <PostingForm
            state={state}
            options={options}
            jobType={jobType}
            logoUrl={logoUrl}
            incomplete={incomplete}
            onNext={() => goTo('preview')}
            onReset={reset}
          />
        )}
        {step === 'preview' && (
          <PostingPreview
            draft={state.form.getValues()}
            jobType={jobType}
            logoUrl={logoUrl}
            onMakeChanges={() => goTo('form')}
            onNext={() => goTo('purchase')}
          />
        )}
        {step === 'purchase' && <PurchaseStep draft={state.form.getValues()} jobType={jobType} logo={state.logo} onMakeChanges={() => goTo('form')} />}
      </Box>
    </Stack>
  );
}
