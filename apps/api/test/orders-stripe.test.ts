import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

/** A local stand-in for Stripe's API: records each request; answers refunds, once per idempotency key. */
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: URLSearchParams;
}
const seen: Seen[] = [];
const refundsByKey = new Map<string, string>();
let failNext = false;
/** Requests to cut without an answer (the SDK retries twice, with the same idempotency key). */
let dropRequests = 0;
const port = 41000 + Math.floor(Math.random() * 2000);
let stripeStandIn: Server;

beforeAll(async () => {
  stripeStandIn = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      seen.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      if (dropRequests > 0) {
        dropRequests--;
        req.socket.destroy();
        return;
      }
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 402;
        res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Charge already refunded' } }));
        return;
      }
      const key = String(req.headers['idempotency-key']);
      const id = refundsByKey.get(key) ?? `re_test_${refundsByKey.size + 1}`;
      refundsByKey.set(key, id);
      res.end(JSON.stringify({ id, object: 'refund', amount: Number(body.get('amount')), status: 'succeeded' }));
    });
  });
  await new Promise<void>((resolve) => stripeStandIn.listen(port, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => stripeStandIn.close(() => resolve())));

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
    dropRequests = 3;
    const before = seen.length;
    const res = await refund(0, { amount: 200, reason: 'No answer', idempotencyKey: 'dialog-key-3' });
    expect(res.statusCode, res.body).toBe(504);
    expect(res.json().error.message).toMatch(/stays pending.*do not refund again/);
    const tries = seen.slice(before);
    expect(tries).toHaveLength(3);
    expect(new Set(tries.map((t) => t.headers['idempotency-key'])).size).toBe(1);
    // Its metadata names our refund row, so Stripe's webhook can settle it (stripe-webhook.test.ts).
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
