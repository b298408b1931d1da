import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EventTracker } from '@phlox/contract';
import { eventPhotographers, orderProductRefunds, orderProducts } from '../src/db/schema/index.js';
import { useEventWorld } from './event-fixtures.js';

/** The event tracker (issue 17): sold orders fulfilled, the crew's uploads, orders by team, money for staff. */
const { ctx, ids, call, create, game, addOrder } = useEventWorld();

const tracker = async (eventId: number, as: 'admin' | 'photographer' = 'admin') => {
  const res = await call('GET', `/api/events/${eventId}/tracker`, undefined, as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as EventTracker;
};

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
