/**
 * The drawings of the stats (MUI X Charts), loaded on their own after the board: the charts
 * library is several times the size of the rest of the screen. Animation is off because the
 * figures change with every card moved, and bars regrowing each time would pull the eye away.
 * Keyboard navigation is off: the drawings are hidden from assistive technology (the same figures
 * are a table beside them), so they must hold nothing to focus.
 */
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatWeek } from '../utils/applied-dates';
import { STATS_CHART_HEIGHT } from '../utils/applied-jobs-constants';
import type { ApplicationStats } from '../utils/application-stats';

const MARGIN = { top: 8, right: 16, bottom: 8, left: 8 };
const WEEKLY_MARGIN = { ...MARGIN, right: 32 };
const countAxis = { tickMinStep: 1, width: 32 };

export function StatusChart({ byStatus }: { byStatus: ApplicationStats['byStatus'] }) {
  return (
    <BarChart
      height={STATS_CHART_HEIGHT}
      layout="horizontal"
      margin={MARGIN}
      hideLegend
      skipAnimation
      disableKeyboardNavigation
      yAxis={[{ scaleType: 'band', data: byStatus.map((entry) => entry.title), width: 96 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: byStatus.map((entry) => entry.count), label: 'Applications' }]}
    />
  );
}

export function WeeklyChart({ byWeek }: { byWeek: ApplicationStats['byWeek'] }) {
  return (
    <LineChart
      height={STATS_CHART_HEIGHT}
      hideLegend
      skipAnimation
      disableKeyboardNavigation
      // The latest week is the one people look for: every other week is labelled counting back from
      // it (twelve labels do not fit side by side), and it gets room on the right edge, where its
      // label is centred. Whole-week counts are joined by straight lines: the default smoothed
      // curve bulged into spikes between a busy week and quiet ones.
      margin={WEEKLY_MARGIN}
      xAxis={[
        {
          scaleType: 'point',
          data: byWeek.map((entry) => formatWeek(entry.weekStart)),
          tickLabelInterval: (_value: string, index: number) => (byWeek.length - 1 - index) % 2 === 0,
        },
      ]}
      yAxis={[countAxis]}
      series={[{ data: byWeek.map((entry) => entry.count), label: 'Applications', area: true, curve: 'linear' }]}
    />
  );
}
