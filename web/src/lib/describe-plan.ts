import { formatDay } from './format-day';
import { daysLeft, formatDaysLeft, TRIAL_ENDED_MESSAGE, type PlanState } from './plan-state';

// Apart from plan-state, which the shell loads with every page: the date formats come only with the pages that word a plan.

const PLAN_NAMES: Record<string, string> = { day: 'Daily plan', week: 'Weekly plan', month: 'Monthly plan', year: 'Yearly plan' };

/** The plan in a few words: "Trial: 5 days left", "Monthly plan, renews on March 5, 2030", "Lifetime", … */
export function describePlan(plan: PlanState, now = new Date()): string {
  if (plan.lifetime) return 'Lifetime';
  if (plan.status === 'trial') {
    if (!plan.active) return TRIAL_ENDED_MESSAGE;
    return plan.endTime ? formatDaysLeft(daysLeft(plan.endTime, now)) : 'Trial';
  }
  if (plan.status === 'paid' && plan.active) {
    const name = PLAN_NAMES[plan.intervalType ?? ''] ?? 'Paid plan';
    if (!plan.endTime) return name;
    const renews = plan.subscriptionId && !plan.cancelAtPeriodEnd;
    return `${name}, ${renews ? 'renews' : 'ends'} on ${formatDay(plan.endTime, 'long')}`;
  }
  if (plan.status === 'none') return 'No plan';
  if (plan.status === 'past_due') return 'A renewal payment failed: your plan is on hold until it goes through';
  return 'Your plan has ended';
}
