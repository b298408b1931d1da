import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatUsd, REFUND_STATUSES, SOLD_ORDER_STATUSES, type refundInputSchema } from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { orderProductRefunds, orderProducts, orders } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { qualified } from '../../shared/sql.js';
import { AppError, businessRule, notFound } from '../../shared/errors.js';
import { COUNTED_REFUND_STATUSES } from './detail.js';
import type { StripeClient } from './stripe.js';
import { lockOrder, ORDERS_MENU } from './update.js';

export const ORDER_PRODUCTS_MENU = 'order-products';
type RefundValues = z.output<typeof refundInputSchema>;
type RefundStatus = (typeof REFUND_STATUSES)[number];
const REFUNDABLE_ORDER_STATUSES = ['paid', 'partially_refunded'];

/** BUSINESS_RULES: some product refunded → partially_refunded, all of them → refunded (succeeded refunds only). */
export async function syncRefundStatus(tx: Executor, orderId: number) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!(SOLD_ORDER_STATUSES as readonly string[]).includes(order.status)) return order.status;
  const [sums] = await tx
    .select({
      price: sql<number>`coalesce(sum(${orderProducts.price}), 0)`.mapWith(Number),
      refunded: sql<number>`coalesce(sum((select coalesce(sum(r.refund_amount), 0) from order_product_refunds r
        where r.order_product_id = ${qualified(orderProducts.id)} and r.refund_status = 'succeeded' and r.deleted_at is null)), 0)`.mapWith(
        Number,
      ),
    })
    .from(orderProducts)
    .where(and(eq(orderProducts.orderId, orderId), isNull(orderProducts.deletedAt)));
  const status = sums.refunded <= 0 ? 'paid' : sums.refunded >= sums.price ? 'refunded' : 'partially_refunded';
  if (status !== order.status)
    await tx
      .update(orders)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
  return status;
}

async function recordRefundHistory(
  tx: Executor,
  e: { orderId: number; productId: number; userId: number | null; field: string; before: string | null; after: string },
) {
  for (const [menu, itemId] of [
    [ORDERS_MENU, e.orderId],
    [ORDER_PRODUCTS_MENU, e.productId],
  ] as const)
    await writeHistory(tx, {
      menu,
      userId: e.userId,
      itemId,
      action: 'update',
      before: { [e.field]: e.before },
      after: { [e.field]: e.after },
    });
}

/**
 * Step 1, in one transaction holding the order's and the product's row locks: check the amount against what
 * is left (succeeded and in-flight refunds count), then record the refund: succeeded at once when manual,
 * pending while Stripe works on it. Two refunds racing are serialised by the locks; the second sees the first.
 */
async function reserveRefund(
  db: Db,
  orderId: number,
  productId: number,
  input: RefundValues,
  userId: number,
  viaStripe: (stripePaymentId: string | null) => boolean,
) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const [product] = await tx
      .select()
      .from(orderProducts)
      .where(and(eq(orderProducts.id, productId), eq(orderProducts.orderId, orderId), isNull(orderProducts.deletedAt)))
      .for('update');
    if (!product) throw notFound('Order product');
    if (!REFUNDABLE_ORDER_STATUSES.includes(order.status))
      throw businessRule(`A ${order.status.replace('_', ' ')} order cannot be refunded`);
    const [{ counted }] = await tx
      .select({ counted: sql<number>`coalesce(sum(${orderProductRefunds.refundAmount}), 0)`.mapWith(Number) })
      .from(orderProductRefunds)
      .where(
        and(
          eq(orderProductRefunds.orderProductId, productId),
          inArray(orderProductRefunds.refundStatus, [...COUNTED_REFUND_STATUSES]),
          isNull(orderProductRefunds.deletedAt),
        ),
      );
    const left = product.price - counted;
    if (input.amount > left) {
      const message =
        left > 0 ? `At most ${formatUsd(left)} can be refunded` : 'This product is already fully refunded';
      throw businessRule(message, { amount: message });
    }
    const stripe = viaStripe(order.stripePaymentId);
    const [refund] = await tx
      .insert(orderProductRefunds)
      .values({
        orderProductId: productId,
        userId,
        refundAmount: input.amount,
        refundReason: input.reason,
        refundInitiatedAt: sql`now()`,
        refundedAt: stripe ? null : sql`now()`,
        isManualRefund: !stripe,
        refundStatus: stripe ? 'pending' : 'succeeded',
      })
      .returning();
    await recordRefundHistory(tx, {
      orderId,
      productId,
      userId,
      field: `Refund #${refund.id} (item #${productId})`,
      before: null,
      after: `${formatUsd(input.amount)} ${stripe ? 'pending (Stripe)' : 'manual'}: ${input.reason}`,
    });
    if (!stripe) await syncRefundStatus(tx, orderId);
    return { refund, stripePaymentId: stripe ? order.stripePaymentId : null };
  });
}

/** Step 3: what Stripe answered, recorded; a retried request that Stripe recognised keeps only the first row. */
async function settleStripeRefund(
  db: Db,
  ids: { orderId: number; productId: number; refundId: number; userId: number },
  outcome: { stripeRefundId: string; status: RefundStatus } | { failed: string },
) {
  await db.transaction(async (tx) => {
    await lockOrder(tx, ids.orderId);
    if ('failed' in outcome) {
      await tx
        .update(orderProductRefunds)
        .set({ refundStatus: 'failed', updatedAt: sql`now()` })
        .where(eq(orderProductRefunds.id, ids.refundId));
    } else {
      const [twin] = await tx
        .select({ id: orderProductRefunds.id })
        .from(orderProductRefunds)
        .where(
          and(eq(orderProductRefunds.stripeRefundId, outcome.stripeRefundId), isNull(orderProductRefunds.deletedAt)),
        );
      await tx
        .update(orderProductRefunds)
        .set(
          twin
            ? { deletedAt: sql`now()`, refundStatus: 'canceled' }
            : {
                stripeRefundId: outcome.stripeRefundId,
                refundStatus: outcome.status,
                refundedAt: outcome.status === 'succeeded' ? sql`now()` : null,
                updatedAt: sql`now()`,
              },
        )
        .where(eq(orderProductRefunds.id, ids.refundId));
    }
    await recordRefundHistory(tx, {
      orderId: ids.orderId,
      productId: ids.productId,
      userId: ids.userId,
      field: `Refund #${ids.refundId} status`,
      before: 'pending',
      after: 'failed' in outcome ? `failed: ${outcome.failed}` : outcome.status,
    });
    await syncRefundStatus(tx, ids.orderId);
  });
}

/**
 * Refunds (part of) one order product. Stripe-paid orders go through Stripe unless `manual`; the Stripe call
 * happens between two short transactions so no lock waits on the network, and its idempotency key makes a
 * retried request (the SDK's own retries, or the same dialog submitted twice) refund once.
 */
export async function refundOrderProduct(
  db: Db,
  stripe: StripeClient | null,
  orderId: number,
  productId: number,
  input: RefundValues,
  userId: number,
) {
  const { refund, stripePaymentId } = await reserveRefund(db, orderId, productId, input, userId, (paymentId) =>
    Boolean(stripe && paymentId && !input.manual),
  );
  if (!stripe || !stripePaymentId) return;
  const ids = { orderId, productId, refundId: refund.id, userId };
  try {
    const result = await stripe.refunds.create(
      {
        payment_intent: stripePaymentId,
        amount: input.amount,
        reason: 'requested_by_customer',
        metadata: { order_id: String(orderId), order_product_id: String(productId), refund_id: String(refund.id) },
      },
      {
        idempotencyKey: input.idempotencyKey
          ? `order-product-${productId}-refund-${input.idempotencyKey}`
          : `order-product-refund-${refund.id}`,
      },
    );
    const status = (REFUND_STATUSES as readonly string[]).includes(result.status ?? '')
      ? (result.status as RefundStatus)
      : 'pending';
    await settleStripeRefund(db, ids, { stripeRefundId: result.id, status });
  } catch (err) {
    // No answer (a timeout, a cut connection): Stripe may well have made the refund. It stays pending — never
    // marked failed blindly — and Stripe's webhook settles it (it carries our refund id in its metadata).
    if ((err as { type?: string }).type === 'StripeConnectionError')
      throw new AppError(
        504,
        'STRIPE_NO_ANSWER',
        'Stripe did not answer in time. The refund stays pending until Stripe reports its outcome; do not refund again.',
      );
    const message = err instanceof Error ? err.message : 'Stripe did not answer';
    await settleStripeRefund(db, ids, { failed: message });
    throw new AppError(502, 'STRIPE_ERROR', `Stripe refused the refund: ${message}`);
  }
}

/** A refund Stripe reports on (its webhook), as far as our refund rows care. */
export interface ReportedRefund {
  id: string;
  status: string | null;
  metadata?: Record<string, string> | null;
}

const SETTLED: readonly RefundStatus[] = ['succeeded', 'failed', 'canceled'];

/**
 * What Stripe reports later about a refund: the row is found by Stripe's refund id or — when our create call got
 * no answer, so the id was never recorded — by the refund id our call put in the metadata. Its status follows
 * Stripe's, and the order's status follows the money (syncRefundStatus); reports follow through their triggers.
 * Events may arrive out of order: a settled refund never goes back to pending. Returns whether anything changed.
 */
export async function reconcileStripeRefund(
  tx: Executor,
  reported: ReportedRefund,
): Promise<'updated' | 'unchanged' | 'not ours'> {
  const status = reported.status as RefundStatus;
  if (!(REFUND_STATUSES as readonly string[]).includes(status)) return 'unchanged';
  const ourId = Number(reported.metadata?.refund_id);
  const [found] = await tx
    .select({ id: orderProductRefunds.id, orderId: orderProducts.orderId })
    .from(orderProductRefunds)
    .innerJoin(orderProducts, eq(orderProducts.id, orderProductRefunds.orderProductId))
    .where(
      and(
        isNull(orderProductRefunds.deletedAt),
        Number.isSafeInteger(ourId) && ourId > 0
          ? sql`(${orderProductRefunds.stripeRefundId} = ${reported.id} or (${orderProductRefunds.id} = ${ourId} and ${orderProductRefunds.stripeRefundId} is null))`
          : eq(orderProductRefunds.stripeRefundId, reported.id),
      ),
    )
    .limit(1);
  if (!found) return 'not ours';
  await lockOrder(tx, found.orderId);
  // Read under the order's lock (every change to its refunds holds it): another event, or the re-check, may have
  // settled this refund while we waited, and a stale read would let a late "pending" undo it.
  const [row] = await tx
    .select({
      id: orderProductRefunds.id,
      status: orderProductRefunds.refundStatus,
      stripeRefundId: orderProductRefunds.stripeRefundId,
      productId: orderProductRefunds.orderProductId,
    })
    .from(orderProductRefunds)
    .where(and(eq(orderProductRefunds.id, found.id), isNull(orderProductRefunds.deletedAt)));
  if (!row) return 'unchanged';
  const stale = SETTLED.includes(row.status) && !SETTLED.includes(status);
  if (stale || (row.status === status && row.stripeRefundId === reported.id)) return 'unchanged';
  await tx
    .update(orderProductRefunds)
    .set({
      stripeRefundId: reported.id,
      refundStatus: status,
      refundedAt: status === 'succeeded' ? sql`coalesce(${orderProductRefunds.refundedAt}, now())` : null,
      updatedAt: sql`now()`,
    })
    .where(eq(orderProductRefunds.id, row.id));
  await recordRefundHistory(tx, {
    orderId: found.orderId,
    productId: row.productId,
    userId: null,
    field: `Refund #${row.id} status`,
    before: row.status,
    after: `${status} (reported by Stripe)`,
  });
  await syncRefundStatus(tx, found.orderId);
  return 'updated';
}
