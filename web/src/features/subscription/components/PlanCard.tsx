import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPlanInterval, formatPlanPrice, type Plan } from '../utils/plan-format';
import { PlanFeatures } from './PlanFeatures';

/** One plan: label, price, interval and features, with what choosing it does. */
export function PlanCard({ plan, action }: { plan: Plan; action: ReactNode }) {
  const titleId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {plan.label}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', my: 1 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 600 }}>
            {formatPlanPrice(plan)}
          </Typography>
          <Typography color="text.secondary">{formatPlanInterval(plan)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {plan.subscription ? 'Renews automatically; cancel any time.' : 'Pay once, keep every feature for good.'}
        </Typography>
        <PlanFeatures />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>
    </Card>
  );
}
