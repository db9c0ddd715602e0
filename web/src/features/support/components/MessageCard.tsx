import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatMessageTime, SUPPORT_MESSAGES, type SupportMessage } from '../utils/support-messages';

function Sent({ author, time }: { author: string; time: string }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="subtitle2" component="span">
        {author}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="time" dateTime={time}>
        {formatMessageTime(time)}
      </Typography>
    </Stack>
  );
}

const TEXT = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

export interface MessageCardProps {
  message: SupportMessage;
  /** Who asked, as the reader knows them ("You", or the user's name for an admin). */
  author: string;
  /** Below the reply: an admin's reply box. */
  children?: ReactNode;
}

/** One query with its reply beneath it, or word that the reply is still to come. */
export function MessageCard({ message, author, children }: MessageCardProps) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Box>
          <Sent author={author} time={message.sentTime} />
          <Typography sx={TEXT}>{message.details}</Typography>
        </Box>
        {message.reply ? (
          <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
            <Sent author={SUPPORT_MESSAGES.replyLabel} time={message.replyTime ?? message.sentTime} />
            <Typography sx={TEXT}>{message.reply}</Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {SUPPORT_MESSAGES.awaitingReply}
          </Typography>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
