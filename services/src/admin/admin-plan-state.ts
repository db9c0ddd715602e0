/** What the admin users table says of a subscription: its status, except where that misleads. */
export type AdminPlanState = string;

export interface PlanStateInput {
  status: string;
  lifetime: boolean;
  cancelAtPeriodEnd: boolean;
}

/**
 * A plan cancelled at period end keeps status `paid` (or `past_due`) until it ends: the renewal
 * stopped, not the access. Saying "paid" there hid the cancellation from admins, so the state
 * names it; the Ends column says when it runs out (or "lifetime": such a plan has nothing to cancel).
 */
export function adminPlanState({ status, lifetime, cancelAtPeriodEnd }: PlanStateInput): AdminPlanState {
  if (!lifetime && cancelAtPeriodEnd && (status === 'paid' || status === 'past_due')) return 'cancelled, runs to its end';
  return status;
}
