import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderProductRefunds, orders, stripeEvents, updateHistory } from '../src/db/schema/index.js';
import { reconcileStripeRefund } from '../src/modules/orders/refunds.js';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

const SECRET = 'whsec_test_phlox_webhook_secret';
const ctx = useTestApp({ STRIPE_WEBHOOK_SECRET: SECRET });
let world: OrderWorld;
let seq = 0;

/** A Stripe event about one refund, as Stripe would send it. */
function refundEvent(type: string, refund: { id: string; status: string; metadata?: Record<string, string> }) {
  return {
    id: `evt_test_${++seq}_${Date.now()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'refund', amount: 2500, metadata: {}, ...refund } },
  };
}

/** Posts a body signed the way Stripe signs (the SDK's own test helper), or with the signature given. */
function post(event: object, signature?: string | null) {
  const payload = JSON.stringify(event);
  const header =
    signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) : signature;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
  });
}

async function pendingRefund(productIndex: number, amount: number, stripeRefundId: string | null) {
  const [row] = await ctx.database.db
    .insert(orderProductRefunds)
    .values({
      orderProductId: world.orders.pricey.items[productIndex],
      refundAmount: amount,
      refundReason: 'test',
      refundStatus: 'pending',
      stripeRefundId,
    })
    .returning();
  return row;
}

const refundRow = async (id: number) =>
  (await ctx.database.db.select().from(orderProductRefunds).where(eq(orderProductRefunds.id, id)))[0];
const orderStatus = async () =>
  (await ctx.database.db.select().from(orders).where(eq(orders.id, world.orders.pricey.id)))[0].status;
const historyOf = async (refundId: number) =>
  ctx.database.db
    .select()
    .from(updateHistory)
    .where(eq(updateHistory.updatedField, `Refund #${refundId} status`));

beforeAll(async () => {
  world = await seedOrderWorld(ctx.database);
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a missing or wrong signature with 400 and changes nothing', async () => {
    const refund = await pendingRefund(0, 500, 're_test_unsigned');
    const event = refundEvent('refund.updated', { id: 're_test_unsigned', status: 'succeeded' });
    for (const signature of [
      null,
      'garbage',
      Stripe.webhooks.generateTestHeaderString({ payload: '{}', secret: SECRET }),
    ]) {
      const res = await post(event, signature);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe('BAD_SIGNATURE');
    }
    const other = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_someone_else',
    });
    expect((await post(event, other)).statusCode).toBe(400);
    expect((await refundRow(refund.id)).refundStatus).toBe('pending');
    expect(await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id))).toHaveLength(0);
  });

  it('settles a pending refund once, whatever the number of deliveries, and the order follows the money', async () => {
    const refund = await pendingRefund(0, 2500, 're_test_settle');
    expect(await orderStatus()).toBe('paid');
    const event = refundEvent('refund.updated', { id: 're_test_settle', status: 'succeeded' });
    // Stripe retries deliveries: the first answer, then two at the same moment, then once more.
    const first = await post(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await Promise.all([post(event), post(event), post(event)]);
    expect(again.map((r) => r.json().duplicate)).toEqual([true, true, true]);

    const row = await refundRow(refund.id);
    expect(row.refundStatus).toBe('succeeded');
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(await orderStatus()).toBe('partially_refunded');
    const history = await historyOf(refund.id);
    expect(history).toHaveLength(2); // once on the order, once on the item: one change
    expect(history[0]).toMatchObject({ oldValue: 'pending', newValue: 'succeeded (reported by Stripe)', userId: null });
  });

  it('never moves a settled refund back to pending when events arrive out of order', async () => {
    const refund = await pendingRefund(1, 1000, 're_test_order');
    await post(refundEvent('refund.updated', { id: 're_test_order', status: 'succeeded' }));
    const late = await post(refundEvent('charge.refund.updated', { id: 're_test_order', status: 'pending' }));
    expect(late.statusCode).toBe(200);
    expect((await refundRow(refund.id)).refundStatus).toBe('succeeded');
  });

  it('a refund that failed after succeeding no longer counts: the order status goes back', async () => {
    const refund = await pendingRefund(1, 3000, 're_test_fail');
    await post(refundEvent('refund.updated', { id: 're_test_fail', status: 'succeeded' }));
    const before = await orderStatus();
    await post(refundEvent('refund.failed', { id: 're_test_fail', status: 'failed' }));
    expect((await refundRow(refund.id)).refundStatus).toBe('failed');
    expect((await refundRow(refund.id)).refundedAt).toBeNull();
    expect(before).toBe('refunded'); // every item's price refunded
    expect(await orderStatus()).toBe('partially_refunded'); // the other refunds still count
  });

  it('finds a refund whose create call got no answer by the refund id in its metadata', async () => {
    const refund = await pendingRefund(1, 200, null);
    const res = await post(
      refundEvent('refund.updated', {
        id: 're_test_late',
        status: 'succeeded',
        metadata: { refund_id: String(refund.id) },
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await refundRow(refund.id);
    expect(row).toMatchObject({ stripeRefundId: 're_test_late', refundStatus: 'succeeded' });
  });

  it('acknowledges events it does not act on, and refunds that are not ours, without changing anything', async () => {
    const unrelated = await post({
      id: 'evt_test_other',
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect(unrelated.statusCode).toBe(200);
    const stranger = await post(refundEvent('refund.updated', { id: 're_not_ours', status: 'succeeded' }));
    expect(stranger.json()).toEqual({ received: true, duplicate: false });
  });
});

describe('re-reading a refund under its order lock', () => {
  // PGlite serialises every statement on one connection, so only PostgreSQL can show this race.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'a late "requires_action" waiting on the lock does not undo a refund settled meanwhile',
    async () => {
      const refund = await pendingRefund(1, 100, 're_test_race');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // One transaction holds the order's lock, as any refund change does, and settles the refund.
      const settling = ctx.database.db.transaction(async (tx) => {
        await tx.execute(`select id from orders where id = ${world.orders.pricey.id} for update`);
        await held;
        await tx
          .update(orderProductRefunds)
          .set({ refundStatus: 'succeeded' })
          .where(eq(orderProductRefunds.id, refund.id));
      });
      // Meanwhile a late event finds the refund still pending and waits for the lock.
      const late = ctx.database.db.transaction((tx) =>
        reconcileStripeRefund(tx, { id: 're_test_race', status: 'requires_action' }),
      );
      await expect
        .poll(
          async () =>
            (
              await ctx.database.query(
                `select count(*)::int as n from pg_stat_activity
                  where datname = current_database() and wait_event_type = 'Lock'`,
              )
            ).rows[0].n,
        )
        .toBe(1);
      release();
      await settling;
      expect(await late).toBe('unchanged');
      expect((await refundRow(refund.id)).refundStatus).toBe('succeeded');
    },
  );
});
