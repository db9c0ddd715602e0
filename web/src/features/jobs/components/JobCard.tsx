import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkRemoveIcon from '@mui/icons-material/BookmarkRemove';
import PublicIcon from '@mui/icons-material/Public';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { JobSummary } from '../hooks/job-page-result';
import { useShortlistToggle } from '../hooks/useShortlistToggle';
import { applyHref } from '../utils/apply-href';
import { postedDateLabel } from '../utils/posted-date-label';
import { CompanyImage } from './CompanyImage';

export interface JobCardProps {
  job: JobSummary;
  expanded: boolean;
  /** The id of the details row this card opens, for aria-controls. */
  detailsId: string;
  onToggleDetails(): void;
}

// The whole card opens the details; its own buttons and links must not do that as well.
const stop = (event: MouseEvent) => event.stopPropagation();

export function JobCard({ job, expanded, detailsId, onToggleDetails }: JobCardProps) {
  const navigate = useNavigate();
  const toggleShortlist = useShortlistToggle();
  const applyLink = job.expired ? null : applyHref(job.applyUrl);
  const shortlistLabel = job.shortlisted ? 'Delist job' : 'Shortlist job';

  return (
    <Card
      variant="outlined"
      onClick={onToggleDetails}
      data-testid={`job-card-${job._id}`}
      sx={{
        p: 2,
        cursor: 'pointer',
        borderColor: job.metadata.highlight ? 'warning.light' : undefined,
        bgcolor: job.metadata.highlight ? 'rgba(255, 193, 7, 0.08)' : undefined,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {/* On narrow screens the actions wrap below the text instead of squeezing it. */}
      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
        <CompanyImage src={job.companyImage} companyName={job.companyName} />
        <Stack spacing={0.75} sx={{ flex: '1 1 220px', minWidth: 0 }}>
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
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
            <Link
              component="button"
              type="button"
              underline="hover"
              title={`Show the jobs of ${job.companyName}`}
              onClick={(event: MouseEvent) => {
                stop(event);
                navigate(paths.remoteJobs.getHref({ companyName: job.companyName }));
              }}
              sx={{ fontWeight: 600 }}
            >
              {job.companyName}
            </Link>
            {job.worldwide && (
              <Chip icon={<PublicIcon />} label="Worldwide" size="small" color="success" variant="outlined" />
            )}
            <Typography variant="body2" color="text.secondary">
              {job.source.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="span">
              <time dateTime={job.datePosted}>{postedDateLabel(job.datePosted)}</time>
            </Typography>
          </Stack>
          {job.tags.length > 0 && (
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" role="group" aria-label="Tags">
              {job.tags.map((tag) => (
                <Chip key={tag} label={tag} size="small" />
              ))}
            </Stack>
          )}
        </Stack>
        <Stack
          direction={{ xs: 'row', sm: 'column' }}
          alignItems={{ xs: 'center', sm: 'flex-end' }}
          spacing={1}
          sx={{ flexShrink: 0, ml: 'auto' }}
        >
          <Stack direction="row" alignItems="center" spacing={0.5}>
            {job.visited && <VisibilityIcon color="action" fontSize="small" titleAccess="Visited" />}
            {job.shortlisted && <BookmarkIcon color="primary" fontSize="small" titleAccess="Shortlisted" />}
            <IconButton
              size="small"
              aria-label={shortlistLabel}
              title={shortlistLabel}
              onClick={(event) => {
                stop(event);
                void toggleShortlist(job);
              }}
            >
              {job.shortlisted ? <BookmarkRemoveIcon fontSize="small" /> : <BookmarkAddOutlinedIcon fontSize="small" />}
            </IconButton>
          </Stack>
          {applyLink && (
            <Button
              variant="contained"
              size="small"
              href={applyLink}
              target="_blank"
              rel="noopener noreferrer"
              onClick={stop}
            >
              Apply Now
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
