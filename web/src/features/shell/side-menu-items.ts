import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import BookmarkBorderOutlined from '@mui/icons-material/BookmarkBorderOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import SearchOutlined from '@mui/icons-material/Search';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import WorkOutlineOutlined from '@mui/icons-material/WorkOutlineOutlined';
import WorkHistoryOutlined from '@mui/icons-material/WorkHistoryOutlined';
import { paths } from '../../config/paths';

export interface SideMenuUserFlags {
  admin: boolean;
  recruiter: boolean;
}

export interface SideMenuItem {
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** Omitted: everyone signed in sees it. */
  visibleFor?: (user: SideMenuUserFlags) => boolean;
  /** Shows the unread-messages dot. */
  unreadDot?: boolean;
  /** Remote Jobs: its new jobs beside it, and the saved searches (with theirs) beneath it. */
  jobNews?: boolean;
}

export interface SideMenuGroup {
  /** Omitted for the ungrouped entries at the end. */
  title?: string;
  items: SideMenuItem[];
}

const never = () => false;

export const SIDE_MENU_GROUPS: readonly SideMenuGroup[] = [
  {
    title: 'Jobs',
    items: [
      { label: 'Remote Jobs', to: paths.remoteJobs.getHref(), icon: WorkOutlineOutlined, jobNews: true },
      { label: 'Saved Searches', to: paths.savedSearches.getHref(), icon: SearchOutlined },
      { label: 'Shortlisted Jobs', to: paths.shortlistedJobs.getHref(), icon: BookmarkBorderOutlined },
      { label: 'Applied Jobs', to: paths.appliedJobs.getHref(), icon: AssignmentTurnedInOutlined },
      { label: 'Upcoming', to: paths.upcoming.getHref(), icon: EventOutlined },
      { label: 'Viewed Jobs', to: paths.viewedJobs.getHref(), icon: VisibilityOutlined },
      { label: 'Remote Companies', to: paths.remoteCompanies.getHref(), icon: ApartmentOutlined },
      { label: 'Remote Job Boards', to: paths.remoteJobBoards.getHref(), icon: DashboardOutlined },
    ],
  },
  {
    title: 'Documents',
    items: [
      { label: 'Resumes & Cover Letters', to: paths.documents.getHref(), icon: DescriptionOutlined },
      { label: 'Upload Documents', to: paths.uploadDocument.getHref(), icon: UploadFileOutlined },
    ],
  },
  {
    title: 'Settings',
    items: [
      { label: 'Account Settings', to: paths.accountSettings.getHref(), icon: AccountCircleOutlined },
      // The product keeps this entry but never shows it; the page is reached from guards and pricing.
      { label: 'Subscription', to: paths.subscription.getHref(), icon: CardMembershipOutlined, visibleFor: never },
    ],
  },
  {
    title: 'Ask For Help',
    items: [
      { label: 'Support', to: paths.support.getHref(), icon: SupportAgentOutlined, unreadDot: true },
      { label: 'Help', to: paths.help.getHref(), icon: HelpOutlineOutlined },
    ],
  },
  {
    items: [
      { label: 'Admin Panel', to: paths.adminPanel.getHref(), icon: AdminPanelSettingsOutlined, visibleFor: (u) => u.admin },
      { label: 'Job Postings', to: paths.myJobPostings.getHref(), icon: WorkHistoryOutlined, visibleFor: (u) => u.recruiter },
      { label: 'Remote Jobs Newsletter', to: paths.newsletter.getHref(), icon: MailOutlineOutlined },
      { label: 'Post Job', to: paths.postJob.getHref(), icon: PostAddOutlined },
    ],
  },
];

