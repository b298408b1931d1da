import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { stripeEvents } from '../../db/schema/index.js';
import { reconcileStripeRefund } from '../orders/refunds.js';

/** The events whose object is a Refund: each one settles (or unsettles) a refund we asked Stripe for. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/**
 * Handles one verified Stripe event, once: its id is stored in the same transaction as its effect, so a resent
 * event (Stripe delivers at least once), or two deliveries at the same moment, change nothing the second time.
 * Returns whether it had been handled before. Event types we do not act on are recorded and acknowledged.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh.length) return { duplicate: true };
    if (REFUND_EVENTS.has(event.type)) await reconcileStripeRefund(tx, event.data.object as Stripe.Refund);
    return { duplicate: false };
  });
}
