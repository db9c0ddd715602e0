import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { TryAgain } from '../../../components/TryAgain';
import { formatDay } from '../../../lib/format-day';
import { useCompanyVisibility } from '../../../lib/hidden-companies/useCompanyVisibility';
import { useHiddenCompanies } from '../../../lib/hidden-companies/useHiddenCompanies';
import { CompanyAvatar } from '../../../components/CompanyImage';
import { SETTINGS_MESSAGES } from '../utils/settings-messages';

/** The companies whose jobs the user hid from a job card, each with a way to show them again. */
export function HiddenCompaniesSection() {
  const { companies, ready, failed, retry } = useHiddenCompanies();
  const { show } = useCompanyVisibility();

  if (failed) return <TryAgain onRetry={retry} />;
  if (!ready) return null;
  if (companies.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {SETTINGS_MESSAGES.noHiddenCompanies}
      </Typography>
    );
  }
  return (
    <List aria-label="Hidden companies" disablePadding>
      {companies.map((company) => (
        <ListItem
          key={company.companyId}
          aria-label={company.name}
          disableGutters
          secondaryAction={
            <Button size="small" onClick={() => void show(company)}>
              Unhide
            </Button>
          }
        >
          <ListItemAvatar>
            <CompanyAvatar src={company.logo} name={company.name} />
          </ListItemAvatar>
          <ListItemText primary={company.name} secondary={`Hidden since ${formatDay(company.hiddenAt)}`} />
        </ListItem>
      ))}
    </List>
  );
}
