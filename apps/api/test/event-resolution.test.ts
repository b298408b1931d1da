import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';

/**
 * Issue 13: a canceled game's paid orders are all rolled over (with a product mapping; price differences
 * refunded or owed, never silently changed) or all refunded; Σ sales = Σ payouts to the cent afterwards.
 */
const ctx = useTestApp();

interface World {
  canceled: number;
  target: number;
  other: number;
  /** event products by event: digital, print, poster */
  ep: Record<'x' | 'y' | 'z', Record<string, number>>;
  orders: Record<'o1' | 'o2' | 'o3' | 'pending', { id: number; items: number[] }>;
}
let w: World;

beforeAll(async () => {
  const db = ctx.database.db;
  const [digital, print, poster] = await db
    .insert(s.products)
    .values([
      { name: 'Res Digital', price: 999 },
      { name: 'Res Print', price: 2499 },
      { name: 'Res Poster', price: 1500 },
    ])
    .returning();
  const day = (d: string, h = 19) => new Date(`${d}T${String(h).padStart(2, '0')}:00:00-05:00`);
  const [x, y, z] = await db
    .insert(s.events)
    .values(
      ['Rained out', 'Rescheduled', 'Also rained out'].map((title, i) => ({
        title: `Res ${title}`,
        startTime: day(`2026-10-0${i + 1}`),
        endTime: day(`2026-10-0${i + 1}`, 21),
        status: 'published' as const,
      })),
    )
    .returning();
  const sell = async (eventId: number, items: Array<[typeof digital, number]>) =>
    Object.fromEntries(
      (
        await db
          .insert(s.eventProducts)
          .values(items.map(([p, price]) => ({ eventId, productId: p.id, defaultPrice: price, totalPrice: price })))
          .returning()
      ).map((ep, i) => [items[i][0].name.replace('Res ', '').toLowerCase(), ep.id]),
    );
  const ep = {
    x: await sell(x.id, [
      [digital, 999],
      [print, 2499],
      [poster, 1500],
    ]),
    // The new date sells the digital at the same price and the print cheaper; no poster.
    y: await sell(y.id, [
      [digital, 999],
      [print, 1999],
    ]),
    z: await sell(z.id, [[digital, 999]]),
  };
  const order = async (status: 'paid' | 'pending', items: Array<[number, number, number]>) => {
    const [o] = await db
      .insert(s.orders)
      .values({ orderDate: day('2026-09-20'), orderTotal: 0, totalAmount: 0, status })
      .returning();
    const ops = await db
      .insert(s.orderProducts)
      .values(items.map(([eventId, eventProductId, price]) => ({ orderId: o.id, eventId, eventProductId, price })))
      .returning();
    return { id: o.id, items: ops.map((op) => op.id) };
  };
  const orders = {
    o1: await order('paid', [
      [x.id, ep.x.digital, 999],
      [x.id, ep.x.print, 2499],
    ]),
    o2: await order('paid', [[x.id, ep.x.poster, 1500]]),
    o3: await order('paid', [
      [x.id, ep.x.print, 2499],
      [z.id, ep.z.digital, 999],
    ]),
    pending: await order('pending', [[x.id, ep.x.digital, 999]]),
  };
  w = { canceled: x.id, target: y.id, other: z.id, ep, orders };
  // o3's print was partly refunded before the game was rained out: the customer holds $19.99 of it.
  const refund = await post(`/api/orders/${orders.o3.id}/products/${orders.o3.items[0]}/refunds`, {
    amount: 500,
    reason: 'Late delivery',
    manual: true,
  });
  expect(refund.statusCode, refund.body).toBe(200);
});

async function post(url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: await ctx.asAdmin() });
}
async function get(url: string) {
  return ctx.app.inject({ url, headers: await ctx.asAdmin() });
}

/** The real payout computation for the events: Σ sales and Σ (payees + platform) of each. */
async function payouts(eventIds: number[]) {
  let sales = 0;
  let paidOut = 0;
  for (const eventId of eventIds) {
    expect((await post('/api/payouts/recompute', { eventId })).statusCode).toBe(200);
    const d = (await get(`/api/payouts/${eventId}`)).json().data;
    const total = d.sales?.total ?? 0;
    sales += total;
    paidOut += (d.payees as Array<{ amount: number }>).reduce((a, p) => a + p.amount, 0) + (d.phloxAmount ?? total);
  }
  return { sales, paidOut };
}

describe('resolving a canceled event', () => {
  it('lists what the event holds: paid orders only, each product at what the customer holds', async () => {
    const res = await get(`/api/orders/held?eventId=${w.canceled}`);
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json().data;
    expect(held).toMatchObject({ orders: 3, products: 4, amount: 999 + 2499 + 1500 + 1999 });
    expect(
      Object.fromEntries(held.byProduct.map((p: { productName: string; count: number }) => [p.productName, p.count])),
    ).toEqual({ 'Res Digital': 1, 'Res Print': 2, 'Res Poster': 1 });
    expect((await get('/api/orders/held?eventId=999999')).statusCode).toBe(404);
  });

  it('refuses a rollover that leaves a product without a place, moving nothing', async () => {
    const res = await post('/api/orders/event-rollover', {
      eventId: w.canceled,
      targetEventId: w.target,
      reason: 'Rain',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.mapping).toMatch(/does not sell a product/);
    expect((await get(`/api/orders/held?eventId=${w.canceled}`)).json().data.products).toBe(4);
    const wrong = await post('/api/orders/event-rollover', {
      eventId: w.canceled,
      targetEventId: w.target,
      mapping: [{ fromEventProductId: w.ep.x.poster, toEventProductId: w.ep.z.digital }],
      reason: 'Rain',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.mapping).toMatch(/does not sell/);
    const self = await post('/api/orders/event-rollover', {
      eventId: w.canceled,
      targetEventId: w.canceled,
      reason: 'Rain',
    });
    expect(self.statusCode).toBe(400);
  });

  it('rolls every paid product over in one go: same product where sold, the mapping elsewhere; money reconciles', async () => {
    const before = await payouts([w.canceled, w.target]);
    expect(before.paidOut).toBe(before.sales);
    const res = await post('/api/orders/event-rollover', {
      eventId: w.canceled,
      targetEventId: w.target,
      mapping: [{ fromEventProductId: w.ep.x.poster, toEventProductId: w.ep.y.print }],
      reason: 'Rained out, moved to Saturday',
    });
    expect(res.statusCode, res.body).toBe(200);
    // digital 999→999: 0; o1's print 2499→1999: $5.00 back; poster 1500→1999: the customer owes $4.99;
    // o3's print (holds 1999)→1999: 0.
    expect(res.json().data).toEqual({ orders: 3, products: 4, refunded: 500, owed: 499, failures: [] });

    expect((await get(`/api/orders/held?eventId=${w.canceled}`)).json().data.products).toBe(0);
    const o1 = (await get(`/api/orders/${w.orders.o1.id}`)).json().data;
    expect(o1.status).toBe('partially_refunded');
    const print = o1.products.find((p: { id: number }) => p.id === w.orders.o1.items[1]);
    expect(print).toMatchObject({ price: 2499, refundedAmount: 500, eventProductId: w.ep.y.print });
    expect(print.event.id).toBe(w.target);
    const [poster] = await ctx.database.db
      .select()
      .from(s.orderProductRollovers)
      .where(eq(s.orderProductRollovers.orderProductId, w.orders.o2.items[0]));
    expect(poster).toMatchObject({ priceDifference: 499, rolledoverEventProductId: w.ep.y.print });
    // The pending order is not money held: it stays.
    const pending = (await get(`/api/orders/${w.orders.pending.id}`)).json().data;
    expect(pending.products[0].event.id).toBe(w.canceled);

    const after = await payouts([w.canceled, w.target]);
    expect(after.paidOut).toBe(after.sales);
    expect(after.sales).toBe(before.sales - 500);

    const again = await post('/api/orders/event-rollover', {
      eventId: w.canceled,
      targetEventId: w.target,
      reason: 'Rained out, moved to Saturday',
    });
    expect(again.json().data).toMatchObject({ orders: 0, products: 0, refunded: 0 });
  });

  it('refunds everything an event holds; the orders follow their money', async () => {
    const before = await payouts([w.other]);
    const res = await post('/api/orders/event-refund', { eventId: w.other, reason: 'Season over' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ orders: 1, products: 1, refunded: 999, owed: 0, failures: [] });
    expect((await get(`/api/orders/held?eventId=${w.other}`)).json().data.products).toBe(0);
    const o3 = (await get(`/api/orders/${w.orders.o3.id}`)).json().data;
    expect(o3.status).toBe('partially_refunded');
    const after = await payouts([w.other]);
    expect(after.sales).toBe(before.sales - 999);
    expect(after.paidOut).toBe(after.sales);
  });

  it('a single rollover to a dearer product records what the customer owes instead of changing the price', async () => {
    const [digital] = w.orders.o1.items;
    const res = await post(`/api/orders/${w.orders.o1.id}/products/${digital}/rollover`, {
      eventId: w.canceled,
      eventProductId: w.ep.x.print,
      reason: 'Upgrade asked by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data.products.find((x: { id: number }) => x.id === digital);
    expect(p).toMatchObject({ price: 999, refundedAmount: 0, eventProductId: w.ep.x.print });
    const rows = await ctx.database.db
      .select()
      .from(s.orderProductRollovers)
      .where(eq(s.orderProductRollovers.orderProductId, digital));
    expect(rows.at(-1)).toMatchObject({ priceDifference: 2499 - 999 });
  });

  it('a goodwill partial refund never becomes a debt: rolled over at the same price, nobody owes anything', async () => {
    const db = ctx.database.db;
    // A fresh rained-out game: a $9.99 digital with $7.00 refunded as goodwill, moved to a game selling it at $9.99.
    const [rained] = await db
      .insert(s.events)
      .values({
        title: 'Res Goodwill',
        startTime: new Date('2026-10-05T19:00:00-05:00'),
        endTime: new Date('2026-10-05T21:00:00-05:00'),
        status: 'published',
      })
      .returning();
    const [digitalProduct] = await db.select().from(s.products).where(eq(s.products.name, 'Res Digital'));
    const [ep] = await db
      .insert(s.eventProducts)
      .values({ eventId: rained.id, productId: digitalProduct.id, defaultPrice: 999, totalPrice: 999 })
      .returning();
    const [o] = await db
      .insert(s.orders)
      .values({ orderDate: new Date('2026-09-21T12:00:00Z'), orderTotal: 999, totalAmount: 999, status: 'paid' })
      .returning();
    const [op] = await db
      .insert(s.orderProducts)
      .values({ orderId: o.id, eventId: rained.id, eventProductId: ep.id, price: 999 })
      .returning();
    const goodwill = await post(`/api/orders/${o.id}/products/${op.id}/refunds`, {
      amount: 700,
      reason: 'Goodwill',
      manual: true,
    });
    expect(goodwill.statusCode, goodwill.body).toBe(200);
    // The dialog prices the move from the lines the server lists.
    const held = (await get(`/api/orders/held?eventId=${rained.id}`)).json().data;
    expect(held.byProduct[0]).toMatchObject({ amount: 299, lines: [{ price: 999, refunded: 700, count: 1 }] });
    const res = await post('/api/orders/event-rollover', {
      eventId: rained.id,
      targetEventId: w.target,
      reason: 'Rained out',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ orders: 1, products: 1, refunded: 0, owed: 0, failures: [] });
    const [row] = await db
      .select()
      .from(s.orderProductRollovers)
      .where(eq(s.orderProductRollovers.orderProductId, op.id));
    expect(row.priceDifference).toBe(0);
  });
});
