import { useState } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RouterLink } from '../../../lib/router';
import { CompanyAvatar } from '../../../components/CompanyImage';
import { Pager } from '../../../components/Pager';
import { paths } from '../../../config/paths';
import { REMOTE_COMPANIES_PAGE_SIZE, useRemoteCompanies, type RemoteCompanySummary } from '../hooks/useRemoteCompanies';
import { COMPANY_MESSAGES } from '../utils/company-messages';

function CompanyCard({ company }: { company: RemoteCompanySummary }) {
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} alignItems="flex-start">
        <CompanyAvatar src={company.logo} name={company.name} size={56} />
        <Stack spacing={0.75} sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }}>
            <Link
              component={RouterLink}
              to={paths.remoteJobs.getHref({ companyName: company.name })}
              underline="hover"
              title={`Show the jobs of ${company.name}`}
            >
              {company.name}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {company.description}
          </Typography>
          {(company.url || company.careersPage) && (
            <Stack direction="row" spacing={2}>
              {company.url && (
                <Link href={company.url} target="_blank" rel="noopener noreferrer" variant="body2">
                  Website
                </Link>
              )}
              {company.careersPage && (
                <Link href={company.careersPage} target="_blank" rel="noopener noreferrer" variant="body2">
                  Careers
                </Link>
              )}
            </Stack>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

export function RemoteCompaniesPage() {
  const [page, setPage] = useState(1);
  const { companies, total, loading } = useRemoteCompanies(page);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {paths.remoteCompanies.title}
      </Typography>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading remote companies" />}</Box>
      <Pager page={page} pageSize={REMOTE_COMPANIES_PAGE_SIZE} total={total} onChange={setPage} />
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {companies.map((company) => (
          <li key={company._id}>
            <CompanyCard company={company} />
          </li>
        ))}
      </Stack>
      <Pager page={page} pageSize={REMOTE_COMPANIES_PAGE_SIZE} total={total} onChange={setPage} />
      {!loading && companies.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {COMPANY_MESSAGES.noCompanies}
        </Typography>
      )}
    </Stack>
  );
}
