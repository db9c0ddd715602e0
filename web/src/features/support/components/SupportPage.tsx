import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProgressBar } from '../../../components/ProgressBar';
import { TryAgain } from '../../../components/TryAgain';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session/useSession';
import { useMarkMessagesRead } from '../hooks/useMarkMessagesRead';
import { useSupportMessages } from '../hooks/useSupportMessages';
import { SUPPORT_MESSAGES } from '../utils/support-messages';
import { AdminSupportThreads } from './AdminSupportThreads';
import { SendQueryBox } from './SendQueryBox';
import { SupportThread } from './SupportThread';

/**
 * Post your query here (spec section 2): the user's thread with support, or for an admin every
 * user's queries with a reply box each; a send box for everyone. Opening it reads the unread replies.
 */
export function SupportPage() {
  const admin = useSession().user?.admin === true;
  const { messages, users, loading, failed, retry } = useSupportMessages();
  useMarkMessagesRead();

  let thread = null;
  if (failed) thread = <TryAgain onRetry={retry} />;
  else if (messages.length > 0) thread = admin ? <AdminSupportThreads messages={messages} users={users} /> : <SupportThread messages={messages} />;
  else if (!loading) thread = <Typography color="text.secondary">{SUPPORT_MESSAGES.noMessages}</Typography>;

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography variant="h4" component="h1">
        {paths.support.title}
      </Typography>
      <Box aria-busy={loading}>
        <Box sx={{ height: 4, mb: 1 }}>{loading && <ProgressBar label="Loading messages" />}</Box>
        {thread}
      </Box>
      <SendQueryBox />
    </Stack>
  );
}
