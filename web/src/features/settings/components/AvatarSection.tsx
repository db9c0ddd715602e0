import { useRef, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useConfirm } from '../../../components/ConfirmDialog';
import { useLoader } from '../../../components/GlobalLoader';
import { useNotify } from '../../../components/Notifications';
import { errorStatus, serverMessage } from '../../../lib/api-errors';
import type { SessionUser } from '../../../lib/session/SessionContext';
import { useAvatarUrl } from '../../../hooks/useAvatarUrl';
import { useDeleteAvatar } from '../hooks/useDeleteAvatar';
import { useUploadAvatar } from '../hooks/useUploadAvatar';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';
import { visuallyHidden } from '@mui/utils';

// Too large or not an image: the server's text tells the user what to do, "technical problem" would not.
const USER_FIXABLE_UPLOAD_STATUSES = new Set([400, 413, 415]);


export function AvatarSection({ user }: { user: SessionUser }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const avatarUrl = useAvatarUrl(user.userId, user.profilePic?._id);
  const uploadAvatar = useUploadAvatar();
  const deleteAvatar = useDeleteAvatar();
  const confirm = useConfirm();
  const notify = useNotify();
  const { track } = useLoader();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    try {
      await track(uploadAvatar(user.userId, user.name, file));
      notify({ type: 'success', message: SETTINGS_MESSAGES.detailsUpdated });
    } catch (error) {
      const status = errorStatus(error);
      const message = status && USER_FIXABLE_UPLOAD_STATUSES.has(status) ? serverMessage(error) : undefined;
      notify({ type: 'error', message: message ?? SETTINGS_MESSAGES.detailsFailed });
    } finally {
      // Choosing the same file again must fire another change.
      input.value = '';
    }
  };

  const remove = async () => {
    if (!(await confirm(SETTINGS_MESSAGES.deleteAvatarConfirm))) return;
    try {
      await track(deleteAvatar());
      notify({ type: 'success', message: SETTINGS_MESSAGES.avatarDeleted });
    } catch {
      notify({ type: 'error', message: SETTINGS_MESSAGES.avatarDeleteFailed });
    }
  };

  const displayName = user.name || user.email;
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Avatar src={avatarUrl} alt={`Avatar of ${displayName}`} sx={{ width: 96, height: 96, fontSize: 40 }}>
        {displayName.charAt(0).toUpperCase()}
      </Avatar>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => fileInput.current?.click()}>
          Change
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          aria-label="Avatar image file"
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(event) => void upload(event)}
        />
        <Button variant="outlined" color="error" onClick={() => void remove()} disabled={!user.profilePic}>
          Delete
        </Button>
      </Stack>
    </Stack>
  );
}
