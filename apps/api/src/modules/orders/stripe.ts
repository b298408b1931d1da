import Stripe from 'stripe';
import type { Config } from '../../config.js';

export type StripeClient = Pick<Stripe, 'refunds'>;

/** The official SDK, pointed at STRIPE_API_HOST/PORT/PROTOCOL when set (tests use a local stand-in). */
export function createStripe(config: Config['stripe']): StripeClient | null {
  if (!config) return null;
  return new Stripe(config.secretKey, {
    host: config.host,
    port: config.port,
    protocol: config.protocol,
    // Retries reuse the request's idempotency key, so a retried refund is never paid twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}
