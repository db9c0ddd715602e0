import { useId } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { groupByUser, queryHeading, type MessageUser, type SupportMessage, type UserThread } from '../utils/support-messages';
import { MessageCard } from './MessageCard';
import { ReplyBox } from './ReplyBox';
import { MESSAGE_LIST } from './SupportThread';

function UserThreadSection({ thread }: { thread: UserThread }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {queryHeading(thread.label)}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={MESSAGE_LIST}>
        {thread.messages.map((message) => (
          <MessageCard key={message._id} message={message} author={thread.label}>
            <ReplyBox messageId={message._id} />
          </MessageCard>
        ))}
      </Stack>
    </Box>
  );
}

/** The admin's view: every user's queries, one section per user, each query with a reply box. */
export function AdminSupportThreads({ messages, users }: { messages: readonly SupportMessage[]; users: readonly MessageUser[] }) {
  return (
    <Stack spacing={3}>
      {groupByUser(messages, users).map((thread) => (
        <UserThreadSection key={thread.userId} thread={thread} />
      ))}
    </Stack>
  );
}
