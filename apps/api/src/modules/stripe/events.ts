import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { stripeEvents } from '../../db/schema/index.js';
import type { Queue } from '../../plugins/queue.js';
import { reconcileStripeRefund, type ReportedRefund } from '../orders/index.js';

/** The events whose object is a Refund: each one settles (or unsettles) a refund we asked Stripe for. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

export const STRIPE_EVENT_JOB = 'stripe-event';

interface StripeEventJob {
  eventId: string;
}

/**
 * Receives one verified Stripe event: in one transaction its id (and, for the events we act on, the event itself)
 * goes into `stripe_events` and its job is queued, so the webhook answers at once and the event is applied once.
 * A resent event (Stripe delivers at least once), or two deliveries at the same moment, find the id and queue
 * nothing. Events we do not act on are recorded as processed, without their payload.
 */
export async function receiveStripeEvent(db: Db, queue: Queue, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  const actOn = REFUND_EVENTS.has(event.type);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        payload: actOn ? event : null,
        processedAt: actOn ? null : sql`now()`,
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh.length) return { duplicate: true };
    if (actOn) await queue.send<StripeEventJob>(STRIPE_EVENT_JOB, { eventId: event.id }, { tx });
    return { duplicate: false };
  });
}

/**
 * The job: in one transaction holding the event's row lock, applies the event unless it was already processed,
 * and marks it processed. A try repeated after it committed (a process that died before telling the queue), or
 * two tries at once, apply it once.
 */
export async function applyStripeEvent(db: Db, eventId: string) {
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(stripeEvents).where(eq(stripeEvents.id, eventId)).for('update');
    if (!event) return 'unknown event';
    if (event.processedAt) return 'already processed';
    const outcome =
      REFUND_EVENTS.has(event.type) && event.payload
        ? await reconcileStripeRefund(tx, event.payload.data.object as ReportedRefund)
        : 'nothing to do';
    await tx
      .update(stripeEvents)
      .set({ processedAt: sql`now()` })
      .where(eq(stripeEvents.id, eventId));
    return outcome;
  });
}

/** Failed tries are retried from 30 s, doubling, for about two hours; each failure is logged by the queue. */
export function defineStripeEventJob(app: FastifyInstance) {
  app.queue.define<StripeEventJob>({
    name: STRIPE_EVENT_JOB,
    retryLimit: 8,
    retryDelay: 30,
    expireInSeconds: 120,
    async run({ data, log }) {
      const outcome = await applyStripeEvent(app.db, data.eventId);
      log.info({ stripeEvent: data.eventId, outcome }, 'stripe event processed');
      return { message: `Stripe event ${data.eventId}: ${outcome}` };
    },
  });
}
