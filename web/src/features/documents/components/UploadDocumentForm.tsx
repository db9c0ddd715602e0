import { useRef, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import { visuallyHidden } from '@mui/utils';
import { useAppliedJobOptions } from '../hooks/useAppliedJobOptions';
import { useFileTypes } from '../hooks/useFileTypes';
import type { DocumentUpload } from '../hooks/useUploadDocument';
import { ACCEPTED_DOCUMENT_FILES } from '../utils/document-constants';
import { checkDocumentForm } from '../utils/document-form';

export interface UploadDocumentFormProps {
  initialAppliedJobId?: string;
  /** While an upload is on its way: a second click must not send the file twice. */
  busy?: boolean;
  /** Called with a complete upload. */
  onSubmit(upload: DocumentUpload): void;
  /** Called instead with the message of the first field left out. */
  onProblem(message: string): void;
}

export function UploadDocumentForm({ initialAppliedJobId = '', busy = false, onSubmit, onProblem }: UploadDocumentFormProps) {
  const [title, setTitle] = useState('');
  const [type, setType] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [appliedJobId, setAppliedJobId] = useState(initialAppliedJobId);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileTypes = useFileTypes();
  const appliedJobs = useAppliedJobOptions();
  // The job from the query is kept while the list loads (or when it is not in it), so it is still sent.
  const selectedJobMissing = appliedJobId !== '' && !appliedJobs.options.some((job) => job.id === appliedJobId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const check = checkDocumentForm({ title, type, file });
    if ('problem' in check) onProblem(check.problem);
    else onSubmit({ ...check.ready, ...(appliedJobId ? { appliedJobId } : {}) });
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="Upload document">
      <TextField label="Title" name="title" value={title} onChange={(e) => setTitle(e.target.value)} fullWidth />
      <TextField select label="Type" name="type" value={type} onChange={(e) => setType(e.target.value)} fullWidth>
        {fileTypes.map((fileType) => (
          <MenuItem key={fileType.id} value={fileType.id}>
            {fileType.title}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<AttachFile />} onClick={() => fileInput.current?.click()}>
          Choose file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_DOCUMENT_FILES}
          aria-label="Document file"
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
        />
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file ? file.name : 'PDF, Word (doc, docx) or Excel (xls, xlsx), at most 10 MB'}
        </Typography>
      </Stack>
      <TextField
        select
        label="Applied job (optional)"
        name="appliedJobId"
        value={appliedJobId}
        onChange={(e) => setAppliedJobId(e.target.value)}
        fullWidth
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {selectedJobMissing && (
          <MenuItem value={appliedJobId}>{appliedJobs.loading ? 'Loading applied jobs…' : 'The applied job you came from'}</MenuItem>
        )}
        {appliedJobs.options.map((job) => (
          <MenuItem key={job.id} value={job.id}>
            {job.label}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Button type="submit" variant="contained" disabled={busy}>
          Upload
        </Button>
      </div>
    </Stack>
  );
}
