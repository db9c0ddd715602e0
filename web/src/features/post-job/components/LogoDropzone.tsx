import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { visuallyHidden } from '@mui/utils';
import { ACCEPTED_LOGO_TYPES, LOGO_MAX_BYTES } from '../utils/post-job-constants';
import { POST_JOB_MESSAGES } from '../utils/post-job-messages';

export interface LogoDropzoneProps {
  logo: File | null;
  /** The chosen logo as an address an <img> can show. */
  previewUrl: string | null;
  onChange(logo: File | null): void;
}

const ACCEPTED = new Set(ACCEPTED_LOGO_TYPES.split(','));

/** The optional company logo: chosen with the button or dropped onto the zone, and shown once chosen. */
export function LogoDropzone({ logo, previewUrl, onChange }: LogoDropzoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const take = (file: File | undefined) => {
    if (!file) return;
    if (!ACCEPTED.has(file.type)) setProblem(POST_JOB_MESSAGES.logoNotAnImage);
    else if (file.size > LOGO_MAX_BYTES) setProblem(POST_JOB_MESSAGES.logoTooLarge);
    else {
      setProblem(null);
      onChange(file);
    }
  };

  const dragOver = (event: DragEvent) => {
    // Without this the browser opens the dropped file itself.
    event.preventDefault();
    setDragging(true);
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  };

  return (
    <Box>
      <Box
        data-testid="logo-dropzone"
        onDragEnter={dragOver}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        sx={{
          p: 2,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 1,
          borderColor: dragging ? 'primary.main' : problem ? 'error.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          {previewUrl ? (
            <Box
              component="img"
              src={previewUrl}
              alt="Company logo preview"
              sx={{ width: 72, height: 72, objectFit: 'contain', borderRadius: 1, bgcolor: 'background.paper' }}
            />
          ) : (
            <CloudUploadOutlined color="action" sx={{ fontSize: 48 }} />
          )}
          <Stack spacing={1} sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {logo ? logo.name : 'Drag and drop the company logo here, or choose an image.'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              Optional. PNG, JPEG, WebP or GIF, at most 2 MB.
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" size="small" onClick={() => input.current?.click()}>
                {logo ? 'Change logo' : 'Choose image'}
              </Button>
              {logo && (
                <Button
                  size="small"
                  color="inherit"
                  onClick={() => {
                    setProblem(null);
                    onChange(null);
                  }}
                >
                  Remove logo
                </Button>
              )}
            </Stack>
          </Stack>
        </Stack>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_LOGO_TYPES}
          aria-label="Company logo"
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            // Choosing the same file again after removing it must still count as a change.
            event.currentTarget.value = '';
          }}
        />
      </Box>
      {problem && <FormHelperText error>{problem}</FormHelperText>}
    </Box>
  );
}
