import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Plan } from '../utils/plan-format';
import { PlanCard } from './PlanCard';

/** The plans for the visitor's country, side by side; `actionFor` gets the plan's 1-based place (subscription_type). */
export function PricingTable({ plans, actionFor }: { plans: readonly Plan[]; actionFor(plan: Plan, subscriptionType: number): ReactNode }) {
  if (plans.length === 0) {
    return <Typography color="text.secondary">No plans are offered in your country yet.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${Math.min(plans.length, 3)}, minmax(0, 1fr))` } }}>
      {plans.map((plan, index) => (
        <PlanCard key={plan.id} plan={plan} action={actionFor(plan, index + 1)} />
      ))}
    </Box>
  );
}
