import type { ProviderCancellations } from './provider-cancellations';
import type { SubscriptionBillingService } from './subscription-billing.service';

export interface BillingSweepOutcome {
  /** Subscribe claims left by a crash that were settled, and how many had made a subscription. */
  claims: { settled: number; recorded: number };
  /** Replaced plans stopped at the provider, and those the provider refused this time. */
  cancellations: { cancelled: number; failed: number };
}

/**
 * The minute's repair of what a crash or a provider outage left half done: subscribes claimed and
 * never recorded (the provider is asked what they made) and replaced plans not yet stopped. Safe to
 * run in several processes at once, and twice.
 */
export async function sweepBilling(billing: SubscriptionBillingService, cancellations: ProviderCancellations): Promise<BillingSweepOutcome> {
  return { claims: await billing.settleStaleClaims(), cancellations: await cancellations.runDue() };
}
