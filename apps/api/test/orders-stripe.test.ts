import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderProductRefunds, updateHistory } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

/** A local stand-in for Stripe's API: records each request; makes refunds, once per idempotency key, and reports them. */
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: URLSearchParams;
}
interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  status: string;
  payment_intent: string | null;
  metadata: Record<string, string>;
}
const seen: Seen[] = [];
const refundsByKey = new Map<string, string>();
/** The refunds Stripe made, by id: what GET /v1/refunds/:id and the list answer. */
const stripeRefunds = new Map<string, StandInRefund>();
let failNext = false;
/** The status the next refunds are made with. */
let createdStatus = 'succeeded';
/** Requests whose answer is lost: the refund is made, then the connection is cut (the SDK retries twice). */
let loseAnswers = 0;
const port = 41000 + Math.floor(Math.random() * 2000);
let stripeStandIn: Server | undefined;

function answer(req: IncomingMessage, body: URLSearchParams): { status?: number; json: unknown } {
  const url = new URL(req.url!, 'http://stand-in');
  if (req.method === 'POST' && url.pathname === '/v1/refunds') {
    const key = String(req.headers['idempotency-key']);
    const id = refundsByKey.get(key) ?? `re_test_${refundsByKey.size + 1}`;
    refundsByKey.set(key, id);
    if (!stripeRefunds.has(id)) {
      const metadata: Record<string, string> = {};
      for (const [k, v] of body) if (k.startsWith('metadata[')) metadata[k.slice(9, -1)] = v;
      stripeRefunds.set(id, {
        id,
        object: 'refund',
        amount: Number(body.get('amount')),
        status: createdStatus,
        payment_intent: body.get('payment_intent'),
        metadata,
      });
    }
    return { json: stripeRefunds.get(id) };
  }
  if (req.method === 'GET' && url.pathname === '/v1/refunds') {
    const pi = url.searchParams.get('payment_intent');
    const data = [...stripeRefunds.values()].filter((r) => r.payment_intent === pi).reverse();
    return { json: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
  }
  const one = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
  if (req.method === 'GET' && one && stripeRefunds.has(one[1])) return { json: stripeRefunds.get(one[1]) };
  return { status: 404, json: { error: { type: 'invalid_request_error', message: `No such resource: ${req.url}` } } };
}

async function startStandIn() {
  stripeStandIn = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 402;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Charge already refunded' } }));
        return;
      }
      const { status = 200, json } = answer(req, body);
      if (loseAnswers > 0) {
        loseAnswers--;
        req.socket.destroy();
        return;
      }
      res.statusCode = status;
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => stripeStandIn!.listen(port, '127.0.0.1', resolve));
}
/** Stripe unreachable: the port refuses connections, kept-alive ones included. */
async function stopStandIn() {
  const server = stripeStandIn;
  stripeStandIn = undefined;
  if (!server) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}
beforeAll(startStandIn);
afterAll(stopStandIn);

const ctx = useTestApp({
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(port),
  STRIPE_API_PROTOCOL: 'http',
});
let world: OrderWorld;
beforeAll(async () => {
  world = await seedOrderWorld(ctx.database);
});

const refund = async (productIndex: number, payload: object) => {
  const { id, items } = world.orders.pricey;
  return ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/products/${items[productIndex]}/refunds`,
    payload,
    headers: await ctx.asAdmin(),
  });
};

/** The Stripe-paid order as the detail page reads it. */
const priceyOrder = async () =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/orders/${world.orders.pricey.id}`, headers: await ctx.asAdmin() })
  ).json().data;

describe('refunds through Stripe', () => {
  it('refunds a Stripe-paid order through the SDK with an idempotency key', async () => {
    const res = await refund(0, { amount: 1000, reason: 'Blurry', idempotencyKey: 'dialog-key-1' });
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
    const call = seen[0];
    expect(call).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(call.headers.authorization).toBe('Bearer sk_test_standin');
    expect(call.headers['idempotency-key']).toBe(`order-product-${world.orders.pricey.items[0]}-refund-dialog-key-1`);
    expect(call.body.get('payment_intent')).toBe('pi_test_pricey');
    expect(call.body.get('amount')).toBe('1000');
    const p = res.json().data.products[0];
    expect(p.refunds[0]).toMatchObject({ status: 'succeeded', stripeRefundId: 're_test_1', isManual: false });
    expect(res.json().data.status).toBe('partially_refunded');
  });

  it('a retried request with the same key refunds once', async () => {
    const res = await refund(0, { amount: 1000, reason: 'Blurry', idempotencyKey: 'dialog-key-1' });
    expect(res.statusCode).toBe(200);
    const p = res.json().data.products[0];
    expect(p.refunds).toHaveLength(1);
    expect(p.refundedAmount).toBe(1000);
  });

  it('records a refund Stripe refuses as failed and answers 502', async () => {
    failNext = true;
    const res = await refund(1, { amount: 500, reason: 'Dup', idempotencyKey: 'dialog-key-2' });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toMatch(/Charge already refunded/);
    const d = await priceyOrder();
    expect(d.products[1].refunds[0].status).toBe('failed');
    expect(d.products[1].refundableAmount).toBe(4000);
  });

  it('a refund Stripe does not answer stays pending, never failed, and says not to refund again', async () => {
    loseAnswers = 3;
    const before = seen.length;
    const res = await refund(0, { amount: 200, reason: 'No answer', idempotencyKey: 'dialog-key-3' });
    expect(res.statusCode, res.body).toBe(504);
    expect(res.json().error.message).toMatch(/stays pending.*do not refund again/);
    const tries = seen.slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers['idempotency-key'])).size).toBe(1);
    // Its metadata names our refund row, so Stripe's webhook (stripe-webhook.test.ts) or the re-check can settle it.
    const d = await priceyOrder();
    const pending = d.products[0].refunds.at(-1);
    expect(pending).toMatchObject({ status: 'pending', stripeRefundId: null });
    expect(tries[0].body.get('metadata[refund_id]')).toBe(String(pending.id));
  });

  it('refunds by hand when asked, without calling Stripe', async () => {
    const before = seen.length;
    const res = await refund(1, { amount: 4000, reason: 'Cash back', manual: true });
    expect(res.statusCode).toBe(200);
    expect(seen).toHaveLength(before);
    expect(res.json().data.products[1].refunds.at(-1)).toMatchObject({ isManual: true, status: 'succeeded' });
  });
});

describe('the re-check of refunds left pending', () => {
  /** Runs the re-check once, as its schedule would; resolves with the queue's job id. */
  const recheck = async () => (await ctx.app.queue.send('stripe-refund-recheck', {})).queueJobId!;
  const jobOf = async (id: string) =>
    (await ctx.database.query(`select state, retry_count, output from pgboss.job where id = $1`, [id])).rows[0] as {
      state: string;
      retry_count: number;
      output: Record<string, unknown> | null;
    };
  const inFlight = () =>
    ctx.database.db
      .select()
      .from(orderProductRefunds)
      .where(inArray(orderProductRefunds.refundStatus, ['pending', 'requires_action']));
  /** As if we had asked Stripe for it `minutes` ago. */
  const age = (id: number, minutes: number) =>
    ctx.database.db
      .update(orderProductRefunds)
      .set({ refundInitiatedAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(orderProductRefunds.id, id));
  const stripeCalls = (from: number) => seen.slice(from).filter((c) => c.method === 'GET');

  it('leaves alone a refund pending for less than 10 minutes', async () => {
    // The refund whose answer was lost (the 504 above): Stripe made it, we do not know its id.
    const [pending] = await inFlight();
    expect(pending).toMatchObject({ refundStatus: 'pending', stripeRefundId: null });
    await age(pending.id, 9);
    const before = seen.length;
    const job = await recheck();
    await ctx.app.queue.idle();
    expect(await jobOf(job)).toMatchObject({ state: 'completed', output: { checked: 0 } });
    expect(stripeCalls(before)).toHaveLength(0);
    expect((await inFlight())[0]).toMatchObject({ id: pending.id, refundStatus: 'pending' });
  });

  it('Stripe down: the run fails and is retried, the refund stays pending; the retry finds it by its metadata', async () => {
    const [pending] = await inFlight();
    await age(pending.id, 11);
    await stopStandIn();
    const before = seen.length;
    let job: string;
    try {
      job = await recheck();
      await expect.poll(async () => (await jobOf(job)).state, { timeout: 15_000, interval: 50 }).toBe('retry');
      const [still] = await inFlight();
      expect(still).toMatchObject({ id: pending.id, refundStatus: 'pending', stripeRefundId: null });
    } finally {
      await startStandIn();
    }
    // The retry, its back-off wait skipped, now that Stripe answers.
    await ctx.database.query(`update pgboss.job set start_after = now() where state = 'retry'`);
    await ctx.app.queue.idle();
    expect(await jobOf(job)).toMatchObject({ state: 'completed', retry_count: 1 });
    const asked = stripeCalls(before).map((c) => c.path);
    expect(asked.length).toBeGreaterThan(0);
    for (const path of asked) expect(path).toMatch(/^\/v1\/refunds\?.*payment_intent=pi_test_pricey/);
    const made = [...stripeRefunds.values()].find((r) => r.metadata.refund_id === String(pending.id))!;
    const d = await priceyOrder();
    expect(d.products[0].refunds.find((r: { id: number }) => r.id === pending.id)).toMatchObject({
      status: 'succeeded',
      stripeRefundId: made.id,
    });
    const history = await ctx.database.db
      .select()
      .from(updateHistory)
      .where(eq(updateHistory.updatedField, `Refund #${pending.id} status`));
    expect(history.map((h) => h.newValue)).toEqual([
      'succeeded (reported by Stripe)',
      'succeeded (reported by Stripe)',
    ]);
    expect(await inFlight()).toHaveLength(0);
  });

  it("asks by Stripe's refund id when we have it, and settles what Stripe settled since", async () => {
    createdStatus = 'pending';
    try {
      const res = await refund(0, { amount: 300, reason: 'Slow bank', idempotencyKey: 'dialog-key-slow' });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      createdStatus = 'succeeded';
    }
    const [pending] = await inFlight();
    expect(pending.stripeRefundId).toMatch(/^re_test_/);
    stripeRefunds.get(pending.stripeRefundId!)!.status = 'succeeded';
    await age(pending.id, 30);
    const before = seen.length;
    await recheck();
    await ctx.app.queue.idle();
    // (A run of the schedule landing here may ask too: the same question.)
    expect(new Set(stripeCalls(before).map((c) => c.path))).toEqual(new Set([`/v1/refunds/${pending.stripeRefundId}`]));
    const [row] = await ctx.database.db
      .select()
      .from(orderProductRefunds)
      .where(and(eq(orderProductRefunds.id, pending.id)));
    expect(row).toMatchObject({ refundStatus: 'succeeded', refundedAt: expect.any(Date) });
  });
});
