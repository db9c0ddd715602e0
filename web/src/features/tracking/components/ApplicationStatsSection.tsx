import { lazy, Suspense, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { formatWeek } from '../utils/applied-dates';
import { STATS_CHART_HEIGHT } from '../utils/applied-jobs-constants';
import type { ApplicationStats } from '../utils/application-stats';

const StatusChart = lazy(() => import('./ApplicationCharts').then((m) => ({ default: m.StatusChart })));
const WeeklyChart = lazy(() => import('./ApplicationCharts').then((m) => ({ default: m.WeeklyChart })));

interface FigureRow {
  key: string;
  label: string;
  count: number;
}

/** A chart for the eye, and the same figures as a table for screen readers (the drawing is hidden from them). */
function StatsFigure({ title, labelHeader, rows, chart }: { title: string; labelHeader: string; rows: FigureRow[]; chart: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {/* The height is held while the charts load, so the page does not jump when they arrive. */}
      <Box aria-hidden sx={{ height: STATS_CHART_HEIGHT }}>
        <Suspense fallback={null}>{chart}</Suspense>
      </Box>
      <table style={visuallyHidden} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">Applications</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}

export function ApplicationStatsSection({ stats }: { stats: ApplicationStats }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
      <StatsFigure
        title="Applications by status"
        labelHeader="Status"
        rows={stats.byStatus.map((entry) => ({ key: entry.status, label: entry.title, count: entry.count }))}
        chart={<StatusChart byStatus={stats.byStatus} />}
      />
      <StatsFigure
        title="Applications per week"
        labelHeader="Week starting"
        rows={stats.byWeek.map((entry) => ({ key: entry.weekStart, label: formatWeek(entry.weekStart), count: entry.count }))}
        chart={<WeeklyChart byWeek={stats.byWeek} />}
      />
    </Box>
  );
}
