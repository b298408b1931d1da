import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.js';
import { orderProductRefunds, orderProducts, orders } from '../../db/schema/index.js';
import { createStripe, reconcileStripeRefund, type StripeClient } from '../orders/index.js';

export const REFUND_RECHECK_JOB = 'stripe-refund-recheck';
/** A refund still in flight this long after we asked Stripe for it is asked about again. */
const RECHECK_AFTER_MINUTES = 10;
/** Refunds asked about per run, oldest first; the next run (10 minutes later) takes the rest. */
const BATCH = 200;

interface InFlightRefund {
  id: number;
  stripeRefundId: string | null;
  stripePaymentId: string;
}

/** Refunds of Stripe-paid orders still pending (or waiting for the customer) for more than 10 minutes. */
async function refundsInFlight(db: Db): Promise<InFlightRefund[]> {
  const r = orderProductRefunds;
  // Literal statuses, as in the partial index order_product_refunds_unsettled_idx, so the planner can use it.
  const rows = await db
    .select({ id: r.id, stripeRefundId: r.stripeRefundId, stripePaymentId: orders.stripePaymentId })
    .from(r)
    .innerJoin(orderProducts, eq(orderProducts.id, r.orderProductId))
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .where(
      and(
        sql`${r.refundStatus} in ('pending', 'requires_action')`,
        isNull(r.deletedAt),
        eq(r.isManualRefund, false),
        isNotNull(orders.stripePaymentId),
        isNull(orders.deletedAt),
        sql`coalesce(${r.refundInitiatedAt}, ${r.createdAt}) < now() - make_interval(mins => ${RECHECK_AFTER_MINUTES})`,
      ),
    )
    .orderBy(r.refundInitiatedAt, r.id)
    .limit(BATCH);
  return rows as InFlightRefund[];
}

/**
 * Stripe's refund: by its id, or — when our create call got no answer, so we never learnt the id — among the
 * payment's refunds, by the refund id every refund we create carries in its metadata. null: Stripe has none.
 */
async function askStripe(stripe: StripeClient, refund: InFlightRefund): Promise<Stripe.Refund | null> {
  if (refund.stripeRefundId) return stripe.refunds.retrieve(refund.stripeRefundId);
  const payment = refund.stripePaymentId.startsWith('ch_')
    ? { charge: refund.stripePaymentId }
    : { payment_intent: refund.stripePaymentId };
  for await (const candidate of stripe.refunds.list({ ...payment, limit: 100 }))
    if (candidate.metadata?.refund_id === String(refund.id)) return candidate;
  return null;
}

/**
 * Asks Stripe about every refund left in flight and settles it with the webhook's own code. Stripe not answering
 * (or answering with an error of its own) throws, so the job is retried: a refund never fails because Stripe
 * was unreachable. Stripe refusing the question for one refund (no such refund) is logged and skips that one.
 */
export async function recheckRefunds(db: Db, stripe: StripeClient, log: FastifyBaseLogger) {
  const due = await refundsInFlight(db);
  const counts = { checked: due.length, updated: 0, unchanged: 0, unknownToStripe: 0 };
  for (const refund of due) {
    let reported: Stripe.Refund | null;
    try {
      reported = await askStripe(stripe, refund);
    } catch (err) {
      if ((err as { type?: string }).type !== 'StripeInvalidRequestError') throw err;
      log.warn({ refundId: refund.id, reason: (err as Error).message }, 'Stripe refused to report on a refund');
      counts.unknownToStripe++;
      continue;
    }
    if (!reported) {
      // Our create call never reached Stripe (or was refused without an answer): left for a person to decide.
      log.warn({ refundId: refund.id }, 'refund still pending: Stripe has no refund carrying its id');
      counts.unknownToStripe++;
      continue;
    }
    const outcome = await db.transaction((tx) => reconcileStripeRefund(tx, reported));
    if (outcome === 'updated') counts.updated++;
    else counts.unchanged++;
  }
  return counts;
}

/**
 * Every 10 minutes: refunds left pending (a create call that got no answer, a webhook that never came) are asked
 * about. Without STRIPE_SECRET_KEY it does nothing. A failed run is retried twice; the next run comes anyway.
 */
export function defineRefundRecheckJob(app: FastifyInstance) {
  let client: Promise<StripeClient | null> | undefined;
  app.queue.define<Record<string, never>>({
    name: REFUND_RECHECK_JOB,
    cron: '*/10 * * * *',
    retryLimit: 2,
    retryDelay: 60,
    expireInSeconds: 300,
    async run({ log }) {
      const stripe = await (client ??= createStripe(app.config.stripe));
      if (!stripe) return { message: 'Stripe is not set up here (STRIPE_SECRET_KEY): nothing to check' };
      const counts = await recheckRefunds(app.db, stripe, log);
      if (counts.checked) log.info(counts, 'pending Stripe refunds re-checked');
      return { message: `${counts.checked} refunds checked, ${counts.updated} settled`, ...counts };
    },
  });
}
