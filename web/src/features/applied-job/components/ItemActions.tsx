import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';

/** Edit and delete for one task, contact or note; the labels name the item, as icons alone say nothing to a screen reader. */
export function ItemActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit(): void;
  onDelete(): void;
}) {
  return (
    <Stack direction="row" sx={{ flexShrink: 0 }}>
      <IconButton size="small" aria-label={editLabel} title={editLabel} onClick={onEdit}>
        <EditOutlined fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={deleteLabel} title={deleteLabel} onClick={onDelete}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
}
