import IconButton from '@mui/material/IconButton';
import BlockIcon from '@mui/icons-material/Block';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { JobCard, type JobCardProps, stopCardClick } from '../../../components/job-card/JobCard';
import type { JobSummary } from '../../../components/job-card/job-summary';
import { useCompanyVisibility } from '../../../lib/hidden-companies/useCompanyVisibility';
import { useShortlistToggle } from '../hooks/useShortlistToggle';

/** A job in the seeker's lists: the card with the visited mark, shortlist and hide-company buttons. */
export function SeekerJobCard(props: Omit<JobCardProps, 'actions' | 'posterView' | 'preview'>) {
  return <JobCard {...props} actions={<SeekerMarks job={props.job} />} />;
}

function SeekerMarks({ job }: { job: JobSummary }) {
  const toggleShortlist = useShortlistToggle();
  const { hide: hideCompany } = useCompanyVisibility();
  const shortlistLabel = job.shortlisted ? 'Delist job' : 'Shortlist job';
  return (
    <div className="job-card-marks">
      {job.visited && <VisibilityIcon color="action" fontSize="small" titleAccess="Visited" />}
      {/* The shortlist button is also the mark: filled while the job is shortlisted (one bookmark, not two). */}
      <IconButton
        size="small"
        aria-label={shortlistLabel}
        aria-pressed={job.shortlisted}
        title={shortlistLabel}
        onClick={(event) => {
          stopCardClick(event);
          void toggleShortlist(job);
        }}
      >
        {job.shortlisted ? <BookmarkIcon color="primary" fontSize="small" /> : <BookmarkAddOutlinedIcon fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        aria-label="Hide jobs from this company"
        title={`Hide jobs from ${job.companyName}`}
        onClick={(event) => {
          stopCardClick(event);
          void hideCompany(job.companyName);
        }}
      >
        <BlockIcon fontSize="small" />
      </IconButton>
    </div>
  );
}
