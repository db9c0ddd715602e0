import { useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import { JobCard } from '../../../components/job-card/JobCard';
import { formatDay } from '../../../lib/format-day';
import type { PostingDraft } from '@remotehunt/forms/posting';
import { previewJob } from '../utils/preview-job';

export interface PostingPreviewProps {
  draft: PostingDraft;
  jobType: string;
  logoUrl: string | null;
  onMakeChanges(): void;
  onNext(): void;
}

const DETAILS_ID = 'posting-preview-details';

// Clicks on the notes must not open or close the details, as the card's own buttons do not.
const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

function PreviewNotes({ pinTill, validThrough }: { pinTill: Date; validThrough: Date }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }} onClick={stop}>
      <Chip size="small" color="warning" variant="outlined" label="Highlighted" />
      <Chip size="small" color="primary" variant="outlined" icon={<PushPinOutlined />} label={`Pinned until ${formatDay(pinTill)}`} />
      <Typography variant="caption" color="text.secondary">
        Valid until {formatDay(validThrough)}
      </Typography>
    </Stack>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Step 2: the job card as the list will show it, with the details row its readers open. The
 * description is shown as typed: the server turns it into safe HTML when the order is placed.
 */
export function PostingPreview({ draft, jobType, logoUrl, onMakeChanges, onNext }: PostingPreviewProps) {
  const [expanded, setExpanded] = useState(true);
  const { job, pinTill, validThrough } = useMemo(() => previewJob(draft, logoUrl), [draft, logoUrl]);

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">This is how your ad will appear in the remote jobs list. Click it to open its details.</Typography>
      <Box>
        <JobCard
          job={job}
          expanded={expanded}
          detailsId={DETAILS_ID}
          onToggleDetails={() => setExpanded((open) => !open)}
          actions={<PreviewNotes pinTill={pinTill} validThrough={validThrough} />}
          posterView
          preview
        />
        {expanded && (
          <Paper id={DETAILS_ID} role="region" aria-label={`Details of ${job.jobTitle}`} variant="outlined" sx={{ mt: 1, p: 2, bgcolor: 'grey.50' }}>
            <Stack component="dl" spacing={2} sx={{ m: 0 }}>
              <Detail label="Job Type">{jobType}</Detail>
              <Detail label="Regional Restriction">{draft.location}</Detail>
              <Detail label="Category">{draft.category}</Detail>
              <Detail label="Job Description">{draft.jobDescription.trim()}</Detail>
              <Detail label="Company HQ">{draft.companyHq.trim()}</Detail>
              <Detail label="Company Website">{draft.websiteUrl.trim()}</Detail>
              <Detail label="Company Email">{draft.email.trim()}</Detail>
              {draft.companyDescription.trim() && <Detail label="Company Description">{draft.companyDescription.trim()}</Detail>}
              {draft.companyStatement.trim() && <Detail label="Company Statement">{draft.companyStatement.trim()}</Detail>}
            </Stack>
          </Paper>
        )}
      </Box>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onMakeChanges}>
          Make Changes
        </Button>
        <Button variant="contained" onClick={onNext}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
