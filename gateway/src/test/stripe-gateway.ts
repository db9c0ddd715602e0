import { startStripeServer, type StripeServer } from '@remotehunt/services/test/stripe-server';
import { createTestGateway, type TestGateway } from './test-gateway';

export interface StripeGateway {
  server: StripeServer;
  gw: TestGateway;
  /** The Stripe settings the gateway runs with, for a gateway process of the same test. */
  env: NodeJS.ProcessEnv;
  close(): Promise<void>;
}

/**
 * The gateway with Stripe keys: the real SDK, pointed at a local Stripe-compatible server that
 * records every request, with our catalogue prices mapped to the given Stripe price ids (and
 * unmapped again on close: billing_prices is reference data the other suites share).
 */
export async function startStripeGateway(keys: { secretKey: string; publishableKey: string; webhookSecret: string; publicUrl: string }, prices: Record<string, string>): Promise<StripeGateway> {
  const server = await startStripeServer({ secretKey: keys.secretKey });
  const env = {
    STRIPE_SECRET_KEY: keys.secretKey,
    STRIPE_PUBLISHABLE_KEY: keys.publishableKey,
    STRIPE_WEBHOOK_SECRET: keys.webhookSecret,
    STRIPE_API_BASE: server.url,
  };
  const gw = await createTestGateway({ ...env, PUBLIC_URL: keys.publicUrl });
  for (const [id, providerPriceId] of Object.entries(prices)) {
    await gw.services.db.query(`UPDATE billing_prices SET provider_price_id = $2 WHERE id = $1`, [id, providerPriceId]);
  }
  return {
    server,
    gw,
    env,
    async close() {
      await gw.services.db.query(`UPDATE billing_prices SET provider_price_id = NULL WHERE id = ANY($1)`, [Object.keys(prices)]);
      await gw.close();
      await server.close();
    },
  };
}
