import { useCallback, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkedIn from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { useAddJobContact } from '../hooks/useAddJobContact';
import { useDeleteJobContact } from '../hooks/useDeleteJobContact';
import { useItemEditor } from '../hooks/useItemEditor';
import { useJobContacts, type JobContact, type JobContactValues } from '../hooks/useJobContacts';
import { useUpdateJobContact } from '../hooks/useUpdateJobContact';
import { CONTACT_MESSAGES } from '../utils/applied-job-messages';
import { isWebAddress } from '../utils/web-address';
import { ContactForm } from './ContactForm';
import { ItemActions } from './ItemActions';
import { ItemPanel } from './ItemPanel';
import { PagedItemList } from './PagedItemList';

function ContactDetails({ contact }: { contact: JobContact }) {
  return (
    <Stack sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography sx={{ fontWeight: 600 }}>{contact.name}</Typography>
      {contact.jobTitle && (
        <Typography variant="body2" color="text.secondary">
          {contact.jobTitle}
        </Typography>
      )}
      <Link variant="body2" href={`mailto:${contact.email}`}>
        {contact.email}
      </Link>
      <Stack direction="row">
        {isWebAddress(contact.linkedInUrl) && (
          <IconButton
            size="small"
            href={contact.linkedInUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`LinkedIn profile of ${contact.name}`}
            title="LinkedIn profile"
          >
            <LinkedIn fontSize="small" />
          </IconButton>
        )}
        {isWebAddress(contact.twitterUrl) && (
          <IconButton
            size="small"
            href={contact.twitterUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Twitter profile of ${contact.name}`}
            title="Twitter profile"
          >
            <XIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
    </Stack>
  );
}

export function ContactsPanel({ appliedJobId }: { appliedJobId: string }) {
  const [page, setPage] = useState(1);
  const result = useJobContacts(appliedJobId, page);
  const addContact = useAddJobContact();
  const updateContact = useUpdateJobContact();
  const deleteContact = useDeleteJobContact();

  const editor = useItemEditor<JobContact, JobContactValues>({
    add: useCallback((values: JobContactValues) => addContact(appliedJobId, values), [addContact, appliedJobId]),
    update: updateContact,
    remove: useCallback((contact: JobContact) => deleteContact(appliedJobId, contact._id), [deleteContact, appliedJobId]),
    messages: CONTACT_MESSAGES,
    onAdded: useCallback(() => setPage(1), []),
  });

  const { target } = editor;
  return (
    <ItemPanel
      title="Contacts"
      addLabel="Add contact"
      onAdd={editor.startAdding}
      form={
        target && (
          <ContactForm key={target.item?._id ?? 'new'} contact={target.item} onSave={editor.save} onCancel={editor.close} />
        )
      }
    >
      <PagedItemList
        label="Contacts"
        result={result}
        page={page}
        onPageChange={setPage}
        emptyText={CONTACT_MESSAGES.empty}
        renderItem={(contact) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <ContactDetails contact={contact} />
            <ItemActions
              editLabel={`Edit contact ${contact.name}`}
              deleteLabel={`Delete contact ${contact.name}`}
              onEdit={() => editor.startEditing(contact)}
              onDelete={() => void editor.remove(contact)}
            />
          </Stack>
        )}
      />
    </ItemPanel>
  );
}
