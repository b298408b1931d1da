import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

// A search by name reads order_search_terms, which only the triggers of migration 0012 write: every change to
// what it holds (customer, players, the order's products, the source's order id, the order's date, deletion)
// must reach the search at once.
// No search cache: these changes are written straight to the database, past the API's cache clearing.
const ctx = useTestApp({ ORDER_SEARCH_CACHE_TTL_MS: '0' });
let world: OrderWorld;
beforeAll(async () => {
  world = await seedOrderWorld(ctx.database);
});

async function found(q: string): Promise<number[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/orders?q=${encodeURIComponent(q)}`,
    headers: await ctx.asAdmin(),
  });
  expect(res.statusCode, q).toBe(200);
  return res.json().data.map((o: { id: number }) => o.id);
}

const termsOf = async (id: number) =>
  (
    await ctx.database.db
      .select({ t: s.orderSearchTerms.term })
      .from(s.orderSearchTerms)
      .where(eq(s.orderSearchTerms.orderId, id))
  )
    .map((r) => r.t)
    .sort();

describe('orders search words', () => {
  it("holds the words of each order's customer, e-mail name, source order id and players, lower case", async () => {
    expect(await termsOf(world.orders.pricey.id)).toEqual(['arjun', 'patel', 'priya']);
    expect(await termsOf(world.orders.outside.id)).toEqual(expect.arrayContaining(['zf', '777']));
  });

  it('matches the start of words, every word of the search, in date order', async () => {
    const { pricey, smith } = world.orders;
    expect(await found('pat')).toEqual([pricey.id]);
    expect(await found('atel')).toEqual([]);
    expect(await found('maverick smi')).toEqual([smith.id]);
    expect(await found('maverick patel')).toEqual([]);
    // Two words with that start in one order ("patel" twice is one word; "priya" and "pri…") count once.
    expect(await found('pri')).toEqual([pricey.id]);
    // Words under 3 characters only narrow what a longer word found.
    expect(await found('maverick s')).toEqual([smith.id]);
    expect(await found('maverick p')).toEqual([]);
  });

  it('refuses a search with no word of 3 characters, or too many words, with a message on q', async () => {
    for (const q of ['a b c', 'jo sm', '!!!', 'one two three four five six seven']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/orders?q=${encodeURIComponent(q)}`,
        headers: await ctx.asAdmin(),
      });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().error.fields.q, q).toMatch(/3 characters|6 words/);
    }
  });

  it('follows a customer renamed through the order desk', async () => {
    const id = world.orders.pricey.id;
    const before = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: await ctx.asAdmin() })
    ).json().data;
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: await ctx.asAdmin(),
      payload: {
        updatedAt: before.updatedAt,
        customer: { firstName: 'Priya', lastName: 'Okafor', email: 'priya.okafor@example.com' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await found('okafor')).toEqual([id]);
    // The player keeps the old surname: the order is still found by it, but not by the customer's old e-mail.
    expect(await found('priya.patel@example.com')).toEqual([]);
    expect(await found('arjun patel')).toEqual([id]);
  });

  it('follows players renamed, moved, removed from and added to orders', async () => {
    const db = ctx.database.db;
    const { pricey, smith } = world.orders;
    const [arjun] = await db.select().from(s.customerPlayers).where(eq(s.customerPlayers.firstName, 'Arjun'));
    await db.update(s.customerPlayers).set({ firstName: 'Arjunan' }).where(eq(s.customerPlayers.id, arjun.id));
    expect(await found('arjunan')).toEqual([pricey.id]);

    // Soft-deleting the order's products takes their player out of its search text.
    await db
      .update(s.orderProducts)
      .set({ deletedAt: sql`now()` })
      .where(eq(s.orderProducts.orderId, pricey.id));
    expect(await found('arjunan')).toEqual([]);

    // A product with that player added to another order makes that order found.
    const [item] = await db.select().from(s.orderProducts).where(eq(s.orderProducts.orderId, smith.id));
    const [added] = await db
      .insert(s.orderProducts)
      .values({ orderId: smith.id, eventProductId: item.eventProductId, price: 100, customerPlayerId: arjun.id })
      .returning();
    expect(await found('arjunan')).toEqual([smith.id]);

    // Moved to the first order, then deleted outright.
    await db.update(s.orderProducts).set({ orderId: pricey.id }).where(eq(s.orderProducts.id, added.id));
    expect(await found('arjunan')).toEqual([pricey.id]);
    await db.delete(s.orderProducts).where(eq(s.orderProducts.id, added.id));
    expect(await found('arjunan')).toEqual([]);
  });

  it('follows the source order id, a change of customer and a deleted order', async () => {
    const db = ctx.database.db;
    const { outside, smith } = world.orders;
    await db.update(s.orders).set({ sourceOrderId: 'PD-4242' }).where(eq(s.orders.id, outside.id));
    expect(await found('pd-4242')).toEqual([outside.id]);
    expect(await found('zf-777')).toEqual([]);
    const [smithRow] = await db.select().from(s.orders).where(eq(s.orders.id, smith.id));
    await db.update(s.orders).set({ customerId: smithRow.customerId }).where(eq(s.orders.id, outside.id));
    expect((await found('jsmith@example.org')).sort()).toEqual([smith.id, outside.id].sort());
    // Newest first, straight from the word index: the outside sale (Sept 20) before Smith's order (Sept 10).
    expect(await found('john smith')).toEqual([outside.id, smith.id]);
    await db
      .update(s.orders)
      .set({ deletedAt: sql`now()` })
      .where(eq(s.orders.id, outside.id));
    expect(await termsOf(outside.id)).toEqual([]);
    expect(await found('john smith')).toEqual([smith.id]);
  });
});
