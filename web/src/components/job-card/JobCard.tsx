import type { MouseEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HistoryIcon from '@mui/icons-material/History';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicIcon from '@mui/icons-material/Public';
import { useNavigate } from '../../lib/router';
import { paths } from '../../config/paths';
import { applyHref } from '../../lib/apply-href';
import { payLabel, SENIORITY_LABELS } from '../../lib/format-pay';
import { postedDateLabel } from '../../lib/posted-date-label';
import { CompanyImage } from '../CompanyImage';
import { Pill, pillLabel, pillShape } from '../Pill';
import { FILLED_NOTICE, type JobSummary } from './job-summary';

export interface JobCardProps {
  job: JobSummary;
  expanded: boolean;
  /** The id of the details row this card opens, for aria-controls. */
  detailsId: string;
  onToggleDetails(): void;
  /**
   * What the screen lets the reader do with the job, beside Apply Now: the seeker's shortlist and
   * hide buttons (the jobs feature), the poster's actions (my job postings) or the post-job
   * preview's notes. Passed in by each screen, so a card loads no screen's code but its own.
   */
  actions: ReactNode;
  /** The poster's view: its actions say Filled themselves. */
  posterView?: boolean;
  /** The post-job preview: the company link would leave the unsaved form. */
  preview?: boolean;
}

// The whole card opens the details; its own buttons and links must not do that as well.
export const stopCardClick = (event: MouseEvent) => event.stopPropagation();

/**
 * The card's layout and its tags are plain elements styled from here, in one style rule per
 * card, rather than a Stack, Typography or Chip each: a page shows ten cards with several
 * tags each, and every MUI component instance costs its own style work when the list renders.
 * The rules reproduce what those components looked like (Stack spacing, body2 text, small
 * default Chip).
 */
const cardStyles = (theme: Theme) => ({
  p: 2,
  cursor: 'pointer',
  '&:hover': { borderColor: 'primary.main' },
  // On narrow screens the actions wrap below the text instead of squeezing it.
  '& .job-card-layout': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 },
  '& .job-card-logo': { flexShrink: 0, objectFit: 'contain', borderRadius: 1, bgcolor: 'background.paper' },
  '& .job-card-main': { display: 'flex', flexDirection: 'column', gap: 0.75, flex: '1 1 220px', minWidth: 0 },
  '& .job-card-meta': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 },
  '& .job-card-note': { ...theme.typography.body2, color: 'text.secondary' },
  '& .job-card-pay': { ...theme.typography.body2, fontWeight: 600, color: 'success.dark' },
  '& .job-card-tags': { display: 'flex', flexWrap: 'wrap', gap: 0.5 },
  '& .job-card-tag': { ...pillShape(theme), color: 'text.primary', bgcolor: 'action.selected' },
  '& .job-card-tag-label': { ...pillLabel, px: 1 },
  '& .job-card-actions': {
    display: 'flex',
    flexDirection: { xs: 'row', sm: 'column' },
    alignItems: { xs: 'center', sm: 'flex-end' },
    gap: 1,
    flexShrink: 0,
    ml: 'auto',
  },
  '& .job-card-marks': { display: 'flex', alignItems: 'center', gap: 0.5 },
});

// Whether the caller may take the job from where they work (Account Settings), when they said.
const PLACE_COLORS: Record<string, 'success' | 'error'> = { 'may-apply': 'success', 'may-not': 'error' };
const PLACE_TITLES: Record<string, string> = { 'may-apply': 'Open to where you work from', 'may-not': 'Not open to where you work from' };

function placeIcon({ badge, forYou }: { badge: string | null; forYou?: string | null }) {
  if (forYou === 'may-apply') return <CheckCircleOutlineIcon />;
  if (forYou === 'may-not') return <BlockIcon />;
  return badge === 'Anywhere' ? <PublicIcon /> : <PlaceOutlinedIcon />;
}

const highlightedCardSx = (theme: Theme) => ({ ...cardStyles(theme), borderColor: 'warning.light', bgcolor: 'rgba(255, 193, 7, 0.08)' });

/** A job as every list shows it: the seeker's lists, the poster's postings and the post-job preview. */
export function JobCard({ job, expanded, detailsId, onToggleDetails, actions, posterView = false, preview = false }: JobCardProps) {
  const navigate = useNavigate();
  // A filled or expired job takes no more applications: no Apply Now, whoever looks at it.
  const applyLink = job.expired || job.filled ? null : applyHref(job.applyUrl);
  const pay = payLabel(job.salary);
  // One form of credit on every card; a job saved before the server gave every board one has none.
  const credit = job.source.attribution ?? `Source: ${job.source.name}`;
  const kind = [job.seniority && SENIORITY_LABELS[job.seniority], job.jobType].filter(Boolean).join(' · ');

  return (
    <Card
      variant="outlined"
      onClick={onToggleDetails}
      data-testid={`job-card-${job._id}`}
      sx={job.metadata.highlight ? highlightedCardSx : cardStyles}
    >
      <div className="job-card-layout">
        <CompanyImage className="job-card-logo" src={job.companyImage} companyName={job.companyName} />
        <div className="job-card-main">
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', lineHeight: 1.3 }}>
            <Link
              component="button"
              type="button"
              color="inherit"
              underline="hover"
              aria-expanded={expanded}
              aria-controls={expanded ? detailsId : undefined}
              sx={{ font: 'inherit', textAlign: 'left', verticalAlign: 'baseline' }}
            >
              {job.jobTitle}
            </Link>
          </Typography>
          <div className="job-card-meta">
            {preview ? (
              <Typography component="span" color="primary" sx={{ fontWeight: 600 }}>
                {job.companyName}
              </Typography>
            ) : (
              <Link
                component="button"
                type="button"
                underline="hover"
                title={`Show the jobs of ${job.companyName}`}
                onClick={(event: MouseEvent) => {
                  stopCardClick(event);
                  navigate(paths.remoteJobs.getHref({ companyName: job.companyName }));
                }}
                sx={{ fontWeight: 600 }}
              >
                {job.companyName}
              </Link>
            )}
            {/* Where it can be done from, as the posting says; the Worldwide tag only where it says nothing more. */}
            {job.eligibility.badge ? (
              <Pill
                icon={placeIcon(job.eligibility)}
                label={job.eligibility.badge}
                color={PLACE_COLORS[job.eligibility.forYou ?? ''] ?? (job.eligibility.badge === 'Anywhere' ? 'success' : 'default')}
                title={PLACE_TITLES[job.eligibility.forYou ?? ''] ?? 'Where the job can be done from'}
                aria-label={`${job.eligibility.badge}: ${PLACE_TITLES[job.eligibility.forYou ?? ''] ?? 'where the job can be done from'}`}
              />
            ) : (
              job.worldwide && <Pill icon={<PublicIcon />} label="Worldwide" color="success" />
            )}
            {job.staleReason && (
              <Pill icon={<HistoryIcon />} label="May be stale" color="warning" title={job.staleReason} aria-label={`May be stale: ${job.staleReason}`} />
            )}
            {/* Paid postings: highlighted, and pinned to the top of the list for their first week. */}
            {job.metadata.highlight && <Pill label="Featured" color="warning" />}
            {/* The credit and link back each board's terms ask for; the link is followed (no nofollow), as Remote OK requires. */}
            {job.source.jobUrl ? (
              <a className="job-card-note" href={job.source.jobUrl} target="_blank" rel="noopener" onClick={stopCardClick}>
                {credit}
              </a>
            ) : (
              <span className="job-card-note">{credit}</span>
            )}
            <span className="job-card-note">
              <time dateTime={job.datePosted}>{postedDateLabel(job.datePosted)}</time>
            </span>
            {/* The job's public page, to share or bookmark (none where the board's terms keep its jobs inside the app). Its name starts with what it shows (WCAG 2.5.3). */}
            {job.pagePath && (
              <a className="job-card-note" href={job.pagePath} target="_blank" rel="noopener" onClick={stopCardClick} aria-label={`Job page: ${job.jobTitle}`}>
                Job page
              </a>
            )}
          </div>
          {(pay || kind) && (
            <div className="job-card-meta">
              {pay && <span className="job-card-pay">{pay}</span>}
              {kind && <span className="job-card-note">{kind}</span>}
            </div>
          )}
          {job.tags.length > 0 && (
            <div className="job-card-tags" role="group" aria-label="Tags">
              {job.tags.map((tag) => (
                <span key={tag} className="job-card-tag">
                  <span className="job-card-tag-label">{tag}</span>
                </span>
              ))}
            </div>
          )}
        </div>
        <div className="job-card-actions">
          {actions}
          {/* The posting view says Filled among the poster's actions. */}
          {job.filled && !posterView && (
            <Pill label="Filled" title={FILLED_NOTICE} aria-label={`Filled: ${FILLED_NOTICE}`} />
          )}
          {applyLink && (
            <Button
              variant="contained"
              size="small"
              href={applyLink}
              target="_blank"
              rel="noopener noreferrer"
              onClick={stopCardClick}
            >
              Apply Now
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
