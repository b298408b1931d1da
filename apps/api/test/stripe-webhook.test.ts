import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
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
function post(event: object, signature?: string | null, app: App = ctx.app) {
  const payload = JSON.stringify(event);
  const header =
    signature === undefined ? Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }) : signature;
  return app.inject({
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
/** Posts the event and waits until the job queue has applied it. */
async function deliver(event: object) {
  const res = await post(event);
  expect(res.statusCode, res.body).toBe(200);
  await ctx.app.queue.idle();
  return res;
}
/** The queued stripe-event jobs of one event, with their state. */
const jobsOf = async (eventId: string) =>
  (
    await ctx.database.query(
      `select id, state from pgboss.job where name = 'stripe-event' and data->'data'->>'eventId' = $1`,
      [eventId],
    )
  ).rows as Array<{ id: string; state: string }>;
const eventRow = async (id: string) =>
  (await ctx.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0];
const historyOf = async (refundId: number) =>
  ctx.database.db
    .select()
    .from(updateHistory)
    .where(eq(updateHistory.updatedField, `Refund #${refundId} status`));

beforeAll(async () => {
  world = await seedOrderWorld(ctx.database);
});

/** Waits until a queue job reaches one of the states given. */
async function jobReaches(id: string, states: string[], timeoutMs = 10_000) {
  await expect
    .poll(
      async () =>
        (await ctx.database.query(`select state from pgboss.job where id = $1`, [id])).rows[0]?.state as string,
      { timeout: timeoutMs, interval: 50 },
    )
    .toSatisfy((state: string) => states.includes(state));
}

describe('POST /api/stripe/webhook', () => {
  it('refuses a missing or wrong signature with 400, writes nothing and queues nothing', async () => {
    const refund = await pendingRefund(0, 500, 're_test_unsigned');
    const event = refundEvent('refund.updated', { id: 're_test_unsigned', status: 'succeeded' });
    const eventJobs = async () =>
      (await ctx.database.query(`select count(*)::int as n from pgboss.job where name = 'stripe-event'`)).rows[0].n;
    const jobsBefore = await eventJobs();
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
    await ctx.app.queue.idle();
    expect((await refundRow(refund.id)).refundStatus).toBe('pending');
    expect(await eventRow(event.id)).toBeUndefined();
    expect(await jobsOf(event.id)).toHaveLength(0);
    expect(await eventJobs()).toBe(jobsBefore);
  });

  it('settles a pending refund once, whatever the number of deliveries, and the order follows the money', async () => {
    const refund = await pendingRefund(0, 2500, 're_test_settle');
    expect(await orderStatus()).toBe('paid');
    const event = refundEvent('refund.updated', { id: 're_test_settle', status: 'succeeded' });
    // Stripe retries deliveries: the first answer, then three at the same moment.
    const first = await post(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await Promise.all([post(event), post(event), post(event)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(again.map((r) => r.json().duplicate)).toEqual([true, true, true]);
    await ctx.app.queue.idle();

    expect(await jobsOf(event.id)).toHaveLength(1);
    expect((await eventRow(event.id)).processedAt).toBeInstanceOf(Date);
    const row = await refundRow(refund.id);
    expect(row.refundStatus).toBe('succeeded');
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(await orderStatus()).toBe('partially_refunded');
    const history = await historyOf(refund.id);
    expect(history).toHaveLength(2); // once on the order, once on the item: one change
    expect(history[0]).toMatchObject({ oldValue: 'pending', newValue: 'succeeded (reported by Stripe)', userId: null });
  });

  it('answers at once with the event stored and queued; a worker applies it later', async () => {
    const refund = await pendingRefund(0, 700, 're_test_queued');
    // An API process that runs no workers (WORKERS=separate): what the webhook does by itself.
    const api = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/phlox-test-unused', STRIPE_WEBHOOK_SECRET: SECRET }),
      { database: ctx.database, logger: false, mailer: { send: async () => {} }, ready: false },
    );
    const event = refundEvent('refund.updated', { id: 're_test_queued', status: 'succeeded' });
    try {
      await api.ready();
      await api.queue.start({ work: false });
      api.readiness.markReady();
      const res = await post(event, undefined, api);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: false });
      expect((await refundRow(refund.id)).refundStatus).toBe('pending');
      const stored = await eventRow(event.id);
      expect(stored).toMatchObject({ type: 'refund.updated', processedAt: null });
      expect(stored.payload).toEqual(event);
      expect(await jobsOf(event.id)).toHaveLength(1);
    } finally {
      await api.close();
    }
    // This test's app runs workers: the job applies the event and marks it processed.
    await ctx.app.queue.idle();
    expect((await refundRow(refund.id)).refundStatus).toBe('succeeded');
    expect((await eventRow(event.id)).processedAt).toBeInstanceOf(Date);
  });

  it('a job repeated after it succeeded changes nothing, even when a later event changed the refund since', async () => {
    const refund = await pendingRefund(1, 300, 're_test_repeat');
    const succeeded = refundEvent('refund.updated', { id: 're_test_repeat', status: 'succeeded' });
    await deliver(succeeded);
    await deliver(refundEvent('refund.failed', { id: 're_test_repeat', status: 'failed' }));
    expect((await refundRow(refund.id)).refundStatus).toBe('failed');
    const history = (await historyOf(refund.id)).length;

    // As if the process had died after committing the effect but before telling the queue: the try is repeated.
    const [job] = await jobsOf(succeeded.id);
    expect(job.state).toBe('completed');
    await ctx.database.query(
      `update pgboss.job set state = 'retry', completed_on = null, start_after = now() where id = $1`,
      [job.id],
    );
    await ctx.app.queue.idle();
    expect((await jobsOf(succeeded.id))[0].state).toBe('completed');
    expect((await refundRow(refund.id)).refundStatus).toBe('failed');
    expect(await historyOf(refund.id)).toHaveLength(history);
  });

  it('processing that fails is retried by the queue while the webhook still answers 200', async () => {
    const refund = await pendingRefund(1, 400, 're_test_flaky');
    // Our own processing breaks (a stand-in for a bug or a lost connection): any update of this refund raises.
    await ctx.database.query(`create function test_refuse_update() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await ctx.database.query(`create trigger test_refuse before update on order_product_refunds for each row
      when (new.stripe_refund_id = 're_test_flaky') execute function test_refuse_update()`);
    const event = refundEvent('refund.updated', { id: 're_test_flaky', status: 'succeeded' });
    try {
      const res = await post(event);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ received: true, duplicate: false });
      const [job] = await jobsOf(event.id);
      await jobReaches(job.id, ['retry']);
      expect((await refundRow(refund.id)).refundStatus).toBe('pending');
      expect((await eventRow(event.id)).processedAt).toBeNull();
      // Stripe resends it meanwhile: still one job, still 200.
      expect((await post(event)).json()).toEqual({ received: true, duplicate: true });
      expect(await jobsOf(event.id)).toHaveLength(1);
    } finally {
      await ctx.database.query(`drop trigger test_refuse on order_product_refunds`);
      await ctx.database.query(`drop function test_refuse_update()`);
    }
    // The retry (its back-off wait skipped) applies it.
    await ctx.database.query(`update pgboss.job set start_after = now() where state = 'retry'`);
    await ctx.app.queue.idle();
    expect((await refundRow(refund.id)).refundStatus).toBe('succeeded');
    expect((await eventRow(event.id)).processedAt).toBeInstanceOf(Date);
    expect(await historyOf(refund.id)).toHaveLength(2);
  });

  it('never moves a settled refund back to pending when events arrive out of order', async () => {
    const refund = await pendingRefund(1, 1000, 're_test_order');
    await deliver(refundEvent('refund.updated', { id: 're_test_order', status: 'succeeded' }));
    await deliver(refundEvent('charge.refund.updated', { id: 're_test_order', status: 'pending' }));
    expect((await refundRow(refund.id)).refundStatus).toBe('succeeded');
  });

  it('a refund that failed after succeeding no longer counts: the order status goes back', async () => {
    const refund = await pendingRefund(1, 2300, 're_test_fail');
    await deliver(refundEvent('refund.updated', { id: 're_test_fail', status: 'succeeded' }));
    const before = await orderStatus();
    await deliver(refundEvent('refund.failed', { id: 're_test_fail', status: 'failed' }));
    expect((await refundRow(refund.id)).refundStatus).toBe('failed');
    expect((await refundRow(refund.id)).refundedAt).toBeNull();
    expect(before).toBe('refunded'); // every item's price refunded
    expect(await orderStatus()).toBe('partially_refunded'); // the other refunds still count
  });

  it('finds a refund whose create call got no answer by the refund id in its metadata', async () => {
    const refund = await pendingRefund(1, 200, null);
    await deliver(
      refundEvent('refund.updated', {
        id: 're_test_late',
        status: 'succeeded',
        metadata: { refund_id: String(refund.id) },
      }),
    );
    const row = await refundRow(refund.id);
    expect(row).toMatchObject({ stripeRefundId: 're_test_late', refundStatus: 'succeeded' });
  });

  it('acknowledges events it does not act on (kept without payload, nothing queued), and refunds not ours', async () => {
    const unrelated = await post({
      id: 'evt_test_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { email: 'someone@example.com' } },
    });
    expect(unrelated.statusCode).toBe(200);
    expect(await eventRow('evt_test_other')).toMatchObject({ payload: null, processedAt: expect.any(Date) });
    expect(await jobsOf('evt_test_other')).toHaveLength(0);
    const strangerEvent = refundEvent('refund.updated', { id: 're_not_ours', status: 'succeeded' });
    const stranger = await deliver(strangerEvent);
    expect(stranger.json()).toEqual({ received: true, duplicate: false });
    expect((await eventRow(strangerEvent.id)).processedAt).toBeInstanceOf(Date);
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
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      // One transaction holds the order's lock, as any refund change does, and settles the refund.
      const settling = ctx.database.db.transaction(async (tx) => {
        await tx.execute(`select id from orders where id = ${world.orders.pricey.id} for update`);
        locked();
        await held;
        await tx
          .update(orderProductRefunds)
          .set({ refundStatus: 'succeeded' })
          .where(eq(orderProductRefunds.id, refund.id));
      });
      // Only once the lock is held does the late event start (started together, on a loaded runner the late one
      // sometimes took the lock first and there was no race to see).
      await lockTaken;
      // Meanwhile a late event finds the refund still pending and waits for the lock.
      const late = ctx.database.db.transaction((tx) =>
        reconcileStripeRefund(tx, { id: 're_test_race', status: 'requires_action' }),
      );
      let lateDone: unknown = 'pending';
      late.then(
        (v) => (lateDone = v),
        (e) => (lateDone = e),
      );
      try {
        // Generous: on a loaded runner the late transaction takes a while to reach the lock (the default second
        // was not enough once on CI).
        await expect
          .poll(
            async () =>
              (
                await ctx.database.query(
                  `select count(*)::int as n from pg_stat_activity
                    where datname = current_database() and wait_event_type = 'Lock'`,
                )
              ).rows[0].n,
            { timeout: 15_000, interval: 250, message: 'the late event never waited for the lock' },
          )
          .toBe(1);
      } catch (error) {
        throw new Error(`${String(error)} (the late event came to ${String(lateDone)})`);
      } finally {
        // Never left holding the lock: a failed wait must not hang the file's teardown.
        release();
      }
      await settling;
      expect(await late).toBe('unchanged');
      expect((await refundRow(refund.id)).refundStatus).toBe('succeeded');
    },
  );
});

describe('the Stripe refund re-check without STRIPE_SECRET_KEY', () => {
  // Its schedule (every 10 minutes) is checked with the others in queue.test.ts.
  it('with no Stripe key, does nothing', async () => {
    const refund = await pendingRefund(1, 100, 're_test_no_key');
    await ctx.database.db
      .update(orderProductRefunds)
      .set({ refundInitiatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(orderProductRefunds.id, refund.id));
    const { queueJobId } = await ctx.app.queue.send('stripe-refund-recheck', {});
    await ctx.app.queue.idle();
    const [job] = (await ctx.database.query(`select state, output from pgboss.job where id = $1`, [queueJobId]))
      .rows as Array<{ state: string; output: { message: string } }>;
    expect(job.state).toBe('completed');
    expect(job.output.message).toMatch(/STRIPE_SECRET_KEY/);
    expect((await refundRow(refund.id)).refundStatus).toBe('pending');
  });
});
