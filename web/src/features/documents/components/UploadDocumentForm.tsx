import { useRef } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { documentFormSchema, type DocumentFormValues } from '@remotehunt/forms/documents';
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
import { inputProps } from '../../../lib/forms/text-field-props';
import { useSchemaForm } from '../../../lib/forms/useSchemaForm';

export interface UploadDocumentFormProps {
  initialAppliedJobId?: string;
  /** While an upload is on its way: a second click must not send the file twice. */
  busy?: boolean;
  /** Called with a complete upload. */
  onSubmit(upload: DocumentUpload): void;
  /** Called instead with the message of the first field left out. */
  onProblem(message: string): void;
}

/** The page names one problem at a time, the first in the spec's order (the server's too). */
const FIELD_ORDER = ['title', 'type', 'file'] as const;
const firstProblem = (errors: FieldErrors<DocumentFormValues>) =>
  FIELD_ORDER.map((field) => errors[field]?.message).find((message) => message !== undefined);

export function UploadDocumentForm({ initialAppliedJobId = '', busy = false, onSubmit, onProblem }: UploadDocumentFormProps) {
  const form = useSchemaForm(documentFormSchema, { defaultValues: { title: '', type: '', file: null, appliedJobId: initialAppliedJobId } });
  const fileInput = useRef<HTMLInputElement>(null);
  const fileTypes = useFileTypes();
  const appliedJobs = useAppliedJobOptions();
  const file = form.watch('file');
  const appliedJobId = form.watch('appliedJobId') ?? '';
  // The job from the query is kept while the list loads (or when it is not in it), so it is still sent.
  const selectedJobMissing = appliedJobId !== '' && !appliedJobs.options.some((job) => job.id === appliedJobId);

  const submit = form.handleSubmit(
    ({ title, type, file: picked, appliedJobId: job }) => {
      if (busy || !picked) return;
      onSubmit({ title: title.trim(), type, file: picked, ...(job ? { appliedJobId: job } : {}) });
    },
    (errors) => {
      const problem = firstProblem(errors);
      if (problem && !busy) onProblem(problem);
    },
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)} aria-label="Upload document">
      <TextField label="Title" {...inputProps(form.register('title'))} fullWidth />
      <Controller
        control={form.control}
        name="type"
        render={({ field: { ref, ...field } }) => (
          <TextField select label="Type" {...field} inputRef={ref} fullWidth>
            {fileTypes.map((fileType) => (
              <MenuItem key={fileType.id} value={fileType.id}>
                {fileType.title}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
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
          onChange={(e) => form.setValue('file', e.currentTarget.files?.[0] ?? null)}
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
        onChange={(e) => form.setValue('appliedJobId', e.target.value)}
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
