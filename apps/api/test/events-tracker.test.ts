import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventListItem, EventTracker } from '@phlox/contract';
import {
  customerPlayers,
  eventMatches,
  eventPhotographers,
  events,
  orderProductRefunds,
  orderProducts,
  orders,
} from '../src/db/schema/index.js';
import { useEventWorld } from './event-fixtures.js';

/** The event tracker (issue 17): sold orders fulfilled, the crew's uploads, orders by team, money for staff. */
const { ctx, ids, call, create, game, addOrder } = useEventWorld();

const tracker = async (eventId: number, as: 'admin' | 'photographer' = 'admin') => {
  const res = await call('GET', `/api/events/${eventId}/tracker`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EventTracker;
};

/** The event's row (games share their derived title: found by id among them). */
const row = async (e: { id: number; title: string }, as: 'admin' | 'photographer' = 'admin') =>
  (
    (await call('GET', `/api/events?pageSize=100&q=${encodeURIComponent(e.title)}`, undefined, as)).json()
      .data as EventListItem[]
  ).find((r) => r.id === e.id)!;

describe('the event tracker', () => {
  it('counts sold orders and the fulfilled ones, the crew’s uploads, and sums the orders by team less refunds', async () => {
    const e = await create(
      game('2026-09-18', {
        photographers: [
          { photographerId: ids.pat, charge: 15000, uploadStatus: 'uploaded' },
          { photographerId: ids.quinn, charge: 15000 },
        ],
      }),
    );
    const product = e.products[0].id;
    const lion1 = await addOrder(e.id, product, { first: 'Leo', teamId: ids.lions });
    const lion2 = await addOrder(e.id, product, { first: 'Lea', teamId: ids.lions });
    const eagle = await addOrder(e.id, product, { first: 'Eli', teamId: ids.eagles });
    await addOrder(e.id, product, { first: 'Pending', teamId: ids.eagles, status: 'pending' });
    await addOrder(e.id, product, { first: 'Gone', teamId: ids.bears, status: 'canceled' });
    const db = ctx.database.db;
    await db
      .update(orderProducts)
      .set({ fulfilmentStatus: 'fulfilled' })
      .where(eq(orderProducts.id, lion1.orderProductId));
    await db.insert(orderProductRefunds).values([
      { orderProductId: lion2.orderProductId, refundAmount: 500, refundStatus: 'succeeded' },
      // not gone through: not taken off
      { orderProductId: eagle.orderProductId, refundAmount: 999, refundStatus: 'pending' },
    ]);

    const t = await tracker(e.id);
    expect(t.orders).toEqual({ total: 3, fulfilled: 1 });
    expect(t.uploads).toEqual({ uploaded: 1, crew: 2 });
    expect(t.showsMoney).toBe(true);
    expect(t.teams).toEqual([
      { teamId: ids.lions, teamName: 'Lincoln Lions', orders: 2, amount: 1999 * 2 - 500 },
      { teamId: ids.eagles, teamName: 'Westlake Eagles', orders: 1, amount: 1999 },
    ]);

    // the photographer on the crew sees the counts, not the money; one not on it is refused
    const own = await tracker(e.id, 'photographer');
    expect(own.showsMoney).toBe(false);
    expect(own.teams.map((x) => [x.teamName, x.orders, x.amount])).toEqual([
      ['Lincoln Lions', 2, null],
      ['Westlake Eagles', 1, null],
    ]);
    await db
      .update(eventPhotographers)
      .set({ deletedAt: new Date() })
      .where(eq(eventPhotographers.photographerId, ids.pat));
    expect((await call('GET', `/api/events/${e.id}/tracker`, undefined, 'photographer')).statusCode).toBe(403);
  });

  it('an event without orders or crew: zeros and no teams; a missing event is a 404', async () => {
    const e = await create(game('2026-09-25'));
    expect(await tracker(e.id)).toEqual({
      orders: { total: 0, fulfilled: 0 },
      uploads: { uploaded: 0, crew: 0 },
      teams: [],
      showsMoney: true,
    });
    expect((await call('GET', '/api/events/999999/tracker')).statusCode).toBe(404);
  });
});

describe('the cockpit’s game-day columns', () => {
  it('counts pre-orders and their net amount, the game teams’ orders, and derives the fulfilment', async () => {
    const e = await create(game('2031-09-19', { photographers: [{ photographerId: ids.pat, charge: 15000 }] }));
    expect(await row(e)).toMatchObject({ preOrders: 0, preOrderAmount: 0, teamOrders: 0, fulfilment: null });
    const product = e.products[0].id;
    const lion = await addOrder(e.id, product, { first: 'Leo', teamId: ids.lions });
    await addOrder(e.id, product, { first: 'Eli', teamId: ids.eagles });
    // a player of another team, and an order that was never paid
    const bear = await addOrder(e.id, product, { first: 'Ben', teamId: ids.bears });
    await addOrder(e.id, product, { first: 'Pending', teamId: ids.lions, status: 'pending' });
    await ctx.database.db.insert(orderProductRefunds).values({
      orderProductId: bear.orderProductId,
      refundAmount: 999,
      refundStatus: 'succeeded',
    });
    expect(await row(e)).toMatchObject({
      preOrders: 3,
      preOrderAmount: 3 * 1999 - 999,
      teamOrders: 2,
      fulfilment: 'unfulfilled',
      galleryLink: null,
    });
    const db = ctx.database.db;
    await db
      .update(orderProducts)
      .set({ fulfilmentStatus: 'fulfilled' })
      .where(eq(orderProducts.id, lion.orderProductId));
    expect((await row(e)).fulfilment).toBe('partly');
    await db.update(orderProducts).set({ fulfilmentStatus: 'fulfilled' }).where(eq(orderProducts.eventId, e.id));
    expect((await row(e)).fulfilment).toBe('fulfilled');
    // the photographer on the crew sees the counts, not the money
    expect(await row(e, 'photographer')).toMatchObject({ preOrders: 3, preOrderAmount: null, teamOrders: 2 });
  });

  it('a fully refunded line has nothing to deliver: a cancelled, fully refunded game is not Unfulfilled', async () => {
    const e = await create(game('2031-09-26'));
    const product = e.products[0].id;
    const sold = [
      await addOrder(e.id, product, { first: 'Ann', teamId: ids.lions }),
      await addOrder(e.id, product, { first: 'Bob', teamId: ids.lions }),
    ];
    expect((await row(e)).fulfilment).toBe('unfulfilled');
    const db = ctx.database.db;
    // One refunded in full: the other still waits for its photos.
    await db
      .insert(orderProductRefunds)
      .values({ orderProductId: sold[0].orderProductId, refundAmount: 1999, refundStatus: 'succeeded' });
    expect((await row(e)).fulfilment).toBe('unfulfilled');
    await db
      .update(orderProducts)
      .set({ fulfilmentStatus: 'fulfilled' })
      .where(eq(orderProducts.id, sold[1].orderProductId));
    expect((await row(e)).fulfilment).toBe('fulfilled');
    // Both refunded in full (the game was cancelled): nothing is left to fulfil.
    await db
      .update(orderProducts)
      .set({ fulfilmentStatus: 'pending_upload' })
      .where(eq(orderProducts.id, sold[1].orderProductId));
    await db
      .insert(orderProductRefunds)
      .values({ orderProductId: sold[1].orderProductId, refundAmount: 1999, refundStatus: 'succeeded' });
    expect(await row(e)).toMatchObject({ preOrders: 2, preOrderAmount: 0, fulfilment: null });
  });

  it('an order placed after the start is not a pre-order', async () => {
    const e = await create(game('2026-10-02'));
    await addOrder(e.id, e.products[0].id, { first: 'Late', teamId: ids.lions });
    expect(await row(e)).toMatchObject({
      preOrders: 0,
      preOrderAmount: 0,
      teamOrders: 1,
      fulfilment: 'unfulfilled',
    });
  });

  it('keeps the figures as things change: a cancelled order, a moved start, the game’s teams, a player’s team, a rollover', async () => {
    const e = await create(game('2031-10-03'));
    const other = await create(game('2031-10-10'));
    const product = e.products[0].id;
    const lion = await addOrder(e.id, product, { first: 'Leo', teamId: ids.lions });
    const bear = await addOrder(e.id, product, { first: 'Ben', teamId: ids.bears });
    expect(await row(e)).toMatchObject({ preOrders: 2, teamOrders: 1, preOrderAmount: 2 * 1999 });
    const db = ctx.database.db;
    // the bear's order is cancelled: no longer sold
    await db.update(orders).set({ status: 'canceled' }).where(eq(orders.id, bear.orderId));
    expect(await row(e)).toMatchObject({ preOrders: 1, teamOrders: 1, preOrderAmount: 1999 });
    // the game moved to before the orders were placed: none is a pre-order any more
    await db
      .update(events)
      .set({ startTime: new Date('2020-01-01T00:00:00Z') })
      .where(eq(events.id, e.id));
    expect(await row(e)).toMatchObject({ preOrders: 0, preOrderAmount: 0, teamOrders: 1 });
    // the lions leave the game; then the player moves to the eagles, who play it
    await db.update(eventMatches).set({ homeTeamId: ids.bears }).where(eq(eventMatches.eventId, e.id));
    expect((await row(e)).teamOrders).toBe(0);
    await db.update(customerPlayers).set({ teamId: ids.eagles }).where(eq(customerPlayers.id, lion.playerId));
    expect((await row(e)).teamOrders).toBe(1);
    // a rollover moves the line to another event: both recounted
    await db.update(orderProducts).set({ eventId: other.id }).where(eq(orderProducts.id, lion.orderProductId));
    expect(await row(e)).toMatchObject({ teamOrders: 0, fulfilment: null });
    expect(await row(other)).toMatchObject({ preOrders: 1, teamOrders: 1, fulfilment: 'unfulfilled' });
  });

  it('filters the list by fulfilment', async () => {
    const done = await create(game('2031-11-07'));
    const half = await create(game('2031-11-08'));
    const none = await create(game('2031-11-09'));
    const a = await addOrder(done.id, done.products[0].id, { first: 'Ann', teamId: ids.lions });
    const b = await addOrder(half.id, half.products[0].id, { first: 'Bo', teamId: ids.lions });
    await addOrder(half.id, half.products[0].id, { first: 'Cy', teamId: ids.lions });
    await addOrder(none.id, none.products[0].id, { first: 'Di', teamId: ids.lions });
    const db = ctx.database.db;
    await db
      .update(orderProducts)
      .set({ fulfilmentStatus: 'fulfilled' })
      .where(inArray(orderProducts.id, [a.orderProductId, b.orderProductId]));
    const ids_ = async (f: string) =>
      (
        (await call('GET', `/api/events?pageSize=100&from=2031-11-07&to=2031-11-09&fulfilment=${f}`)).json()
          .data as EventListItem[]
      ).map((r) => r.id);
    expect(await ids_('fulfilled')).toEqual([done.id]);
    expect(await ids_('partly')).toEqual([half.id]);
    expect(await ids_('unfulfilled')).toEqual([none.id]);
    expect((await call('GET', '/api/events?fulfilment=some')).statusCode).toBe(400);
  });
});

describe('the game-day figures under concurrent orders', () => {
  // Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite serialises everything.
  it('two orders for the same event committed at once are both counted', async () => {
    const e = await create(game('2031-12-05'));
    const db = ctx.database.db;
    const one = await addOrder(e.id, e.products[0].id, { first: 'Ann', teamId: ids.lions, status: 'pending' });
    const two = await addOrder(e.id, e.products[0].id, { first: 'Bo', teamId: ids.lions, status: 'pending' });
    // Both paid in parallel transactions, each holding its own write until the other has counted.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const first = db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, one.orderId));
      await held;
    });
    const second = db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'paid' }).where(eq(orders.id, two.orderId));
    });
    setTimeout(release, 200);
    await Promise.all([first, second]);
    expect(await row(e)).toMatchObject({ preOrders: 2, teamOrders: 2, fulfilment: 'unfulfilled' });
  });
});
