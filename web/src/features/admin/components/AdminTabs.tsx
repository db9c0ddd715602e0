import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { AccessTab } from './AccessTab';
import { EmailTemplatesTab } from './EmailTemplatesTab';
import { ExchangeRatesTab } from './ExchangeRatesTab';
import { IngestionRunsTab } from './IngestionRunsTab';
import { JobBoardsTab } from './JobBoardsTab';
import { UsersTab } from './UsersTab';

const SECTIONS = [
  { value: 'users', label: 'Users', Panel: UsersTab },
  { value: 'access', label: 'Access', Panel: AccessTab },
  { value: 'job-boards', label: 'Job boards', Panel: JobBoardsTab },
  { value: 'ingestion-runs', label: 'Ingestion runs', Panel: IngestionRunsTab },
  { value: 'email-templates', label: 'Email templates', Panel: EmailTemplatesTab },
  { value: 'exchange-rates', label: 'Exchange rates', Panel: ExchangeRatesTab },
] as const;

type Section = (typeof SECTIONS)[number]['value'];

/** One section of the panel at a time; only the open one asks the server for anything. */
export function AdminTabs() {
  const [section, setSection] = useState<Section>('users');
  const baseId = useId();
  const { Panel } = SECTIONS.find((s) => s.value === section) ?? SECTIONS[0];

  return (
    <Box>
      <Tabs
        value={section}
        onChange={(_event, value: Section) => setSection(value)}
        aria-label="Admin panel sections"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SECTIONS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`${baseId}-tab-${value}`} aria-controls={`${baseId}-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${baseId}-panel-${section}`} aria-labelledby={`${baseId}-tab-${section}`} sx={{ pt: 2 }}>
        <Panel />
      </Box>
    </Box>
  );
}
