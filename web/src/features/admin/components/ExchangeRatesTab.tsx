import TableCell from '@mui/material/TableCell';
import { useExchangeRates } from '../hooks/useExchangeRates';
import { ADMIN_MESSAGES } from '../utils/admin-messages';
import { AdminTable } from './AdminTable';
import { EXCHANGE_RATE_COLUMNS, ExchangeRateRow } from './ExchangeRateRow';

/** The rates every annual USD pay figure is worked out with; saving one recomputes its currency's jobs. */
export function ExchangeRatesTab() {
  const { rates, loading, failed, retry } = useExchangeRates();
  return (
    <AdminTable
      label="Exchange rates"
      columns={EXCHANGE_RATE_COLUMNS}
      rowCount={rates.length}
      emptyText={ADMIN_MESSAGES.noRates}
      loading={loading}
      failed={failed}
      onRetry={retry}
      head={
        <>
          <TableCell>Currency</TableCell>
          <TableCell>USD per unit</TableCell>
          <TableCell>As of</TableCell>
        </>
      }
    >
      {rates.map((rate) => (
        <ExchangeRateRow key={rate.currency} rate={rate} />
      ))}
    </AdminTable>
  );
}
