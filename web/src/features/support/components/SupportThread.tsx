import Stack from '@mui/material/Stack';
import { oldestFirst, SUPPORT_MESSAGES, type SupportMessage } from '../utils/support-messages';
import { MessageCard } from './MessageCard';

export const MESSAGE_LIST = { listStyle: 'none', m: 0, p: 0 } as const;

/** A user's own queries, oldest first, each with support's reply beneath it. */
export function SupportThread({ messages }: { messages: readonly SupportMessage[] }) {
  return (
    <Stack component="ol" aria-label="Your messages" spacing={1.5} sx={MESSAGE_LIST}>
      {oldestFirst(messages).map((message) => (
        <MessageCard key={message._id} message={message} author={SUPPORT_MESSAGES.ownQueryLabel} />
      ))}
    </Stack>
  );
}
