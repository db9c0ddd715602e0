import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ContactsPanel } from './ContactsPanel';
import { type AppliedJobDocumentsView, DocumentsPanel } from './DocumentsPanel';
import { EventsPanel } from './EventsPanel';
import { NotesPanel } from './NotesPanel';
import { TasksPanel } from './TasksPanel';

const SECTIONS = [
  { value: 'tasks', label: 'Tasks', Panel: TasksPanel },
  { value: 'interviews', label: 'Interviews', Panel: EventsPanel },
  { value: 'contacts', label: 'Contacts', Panel: ContactsPanel },
  { value: 'notes', label: 'Notes', Panel: NotesPanel },
  { value: 'documents', label: 'Documents', Panel: null },
] as const;

type Section = (typeof SECTIONS)[number]['value'];

/** Tasks, interviews, contacts, notes and documents of one application, one tab at a time; a tab loads its list when first opened. */
export function AppliedJobSidePanel({ appliedJobId, documents }: { appliedJobId: string; documents: AppliedJobDocumentsView }) {
  const [section, setSection] = useState<Section>('tasks');
  const baseId = useId();
  const current = SECTIONS.find((s) => s.value === section) ?? SECTIONS[0];
  const { Panel } = current;

  return (
    <Box>
      <Tabs
        value={section}
        onChange={(_event, value: Section) => setSection(value)}
        aria-label="Tasks, interviews, contacts, notes and documents"
        // Scrollable, not full width: in a phone's width (or the desktop's side column) four
        // equal tabs cut "Documents" short; these keep every label whole and scroll if need be.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minWidth: 0, px: 1.5 } }}
      >
        {SECTIONS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`${baseId}-tab-${value}`} aria-controls={`${baseId}-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${section}`} aria-labelledby={`${baseId}-tab-${section}`} sx={{ pt: 2 }}>
        {Panel ? <Panel key={section} appliedJobId={appliedJobId} /> : <DocumentsPanel appliedJobId={appliedJobId} Documents={documents} />}
      </Box>
    </Box>
  );
}
