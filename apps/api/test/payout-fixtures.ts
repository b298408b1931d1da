import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import * as s from '../src/db/schema/index.js';
import { PHOTOGRAPHER } from './helpers.js';

export interface PayoutWorld {
  /** game: sales on every line; quiet and later: only their season-pass share; empty: no sales at all */
  events: { game: number; quiet: number; later: number; empty: number };
  photographerId: number;
  otherPhotographerId: number;
  boosterId: number;
  schoolId: number;
  productId: number;
  eventProducts: { game: number };
}

const day = (d: string, h = 19) => new Date(`${d}T${String(h).padStart(2, '0')}:00:00-05:00`);

/**
 * One football game with sales on every line (pre-order with a partial refund, a pending order that does not
 * count, Zenfolio B&B, Zenfolio Spotlights, PhotoDay, an offline sale and a 3-event season pass), a game with
 * only a season-pass share, a later one likewise, and one with no sales at all. Crew: the test photographer (fixed $50) and another (10%); the home school's
 * booster club earns 12.5% through the parent category "Fall Sports".
 */
export async function seedPayoutWorld(database: Database): Promise<PayoutWorld> {
  const db = database.db;
  const [me] = await db.select().from(s.users).where(eq(s.users.email, PHOTOGRAPHER.email));
  const [other] = await db
    .insert(s.users)
    .values({ email: 'other.photo@test.local', password: 'x', firstName: 'Oscar', lastName: 'Lens' })
    .returning();
  const [fall] = await db.insert(s.eventCategories).values({ category: 'Fall Sports', slug: 'fall' }).returning();
  const [football] = await db
    .insert(s.eventCategories)
    .values({ category: 'Football', slug: 'football', parentId: fall.id })
    .returning();
  const [school] = await db.insert(s.organizations).values({ name: 'Central High' }).returning();
  const [booster] = await db
    .insert(s.organizations)
    .values({ name: 'Central Booster Club', isBoosterClub: true, parentId: school.id })
    .returning();
  await db
    .insert(s.boosterCommissions)
    .values({ organizationId: booster.id, eventCategoryId: fall.id, percent: '12.50' });
  const [product] = await db.insert(s.products).values({ name: 'Digital Download', price: 2500 }).returning();
  const evs = await db
    .insert(s.events)
    .values(
      (
        [
          ['Central vs North - Football', '2026-09-04'],
          ['Central vs South - Football', '2026-09-11'],
          ['Central vs East - Football', '2026-09-18'],
          ['Central vs West - Football', '2026-09-25'],
        ] as const
      ).map(([title, d]) => ({
        title,
        startTime: day(d),
        endTime: day(d, 22),
        status: 'published' as const,
        eventCategoryId: football.id,
      })),
    )
    .returning();
  const [game, quiet, later, empty] = evs.map((e) => e.id);
  for (const eventId of [game, quiet, later, empty]) {
    await db.insert(s.eventOrganizations).values({ eventId, organizationId: booster.id });
    await db.insert(s.eventPhotographers).values([
      // Both agreed to work it (a staff line is owed only once its assignment is Confirmed).
      {
        eventId,
        photographerId: me.id,
        commissionType: 'fixed',
        charge: 5000,
        totalCharge: 5000,
        confirmation: 'confirmed',
      },
      {
        eventId,
        photographerId: other.id,
        commissionType: 'percent',
        percentCharge: '10.00',
        confirmation: 'confirmed',
      },
    ]);
  }
  const [ep] = await db
    .insert(s.eventProducts)
    .values({ eventId: game, productId: product.id, defaultPrice: 2500, totalPrice: 2500 })
    .returning();
  const [customer] = await db.insert(s.customers).values({ firstName: 'Pat', lastName: 'Parent' }).returning();

  const order = async (
    o: Partial<typeof s.orders.$inferInsert>,
    items: Array<Partial<typeof s.orderProducts.$inferInsert>>,
  ) => {
    const [row] = await db
      .insert(s.orders)
      .values({ customerId: customer.id, status: 'paid', ...o })
      .returning();
    return db
      .insert(s.orderProducts)
      .values(items.map((i) => ({ price: 0, ...i, orderId: row.id })))
      .returning();
  };
  // pre-order: 2500 + 4001, then 1000 refunded (succeeded) and 500 failed → 5501
  const [, refundedItem] = await order({ status: 'partially_refunded' }, [
    { eventId: game, eventProductId: ep.id, price: 2500 },
    { eventId: game, eventProductId: ep.id, price: 4001 },
  ]);
  await db.insert(s.orderProductRefunds).values([
    { orderProductId: refundedItem.id, refundAmount: 1000, refundStatus: 'succeeded' },
    { orderProductId: refundedItem.id, refundAmount: 500, refundStatus: 'failed' },
  ]);
  await order({ status: 'pending' }, [{ eventId: game, eventProductId: ep.id, price: 9999 }]);
  await order({ source: 'zenfolio_bb', sourceOrderId: 'ZB-1' }, [{ eventId: game, price: 1500 }]);
  await order({ source: 'zenfolio_sl', sourceOrderId: 'ZS-1' }, [{ eventId: game, price: 700 }]);
  await order({ source: 'photoday', sourceOrderId: 'PD-1' }, [{ eventId: game, price: 333 }]);
  await db.insert(s.eventManualSales).values({ eventId: game, saleAmount: 12000, description: 'Prints at the gate' });
  // Season pass over the three games: 10000 → 3334 / 3333 / 3333 in start order.
  const [pass] = await db
    .insert(s.seasonPass)
    .values({ name: 'Central Football 2026', status: 'published' })
    .returning();
  await db
    .insert(s.seasonPassEvents)
    .values([game, quiet, later].map((eventId) => ({ seasonPassId: pass.id, eventId })));
  const [spp] = await db
    .insert(s.seasonPassProducts)
    .values({ seasonPassId: pass.id, productId: product.id, defaultPrice: 12500, totalPrice: 10000 })
    .returning();
  await order({}, [{ seasonPassProductId: spp.id, price: 10000 }]);

  return {
    events: { game, quiet, later, empty },
    photographerId: me.id,
    otherPhotographerId: other.id,
    boosterId: booster.id,
    schoolId: school.id,
    productId: product.id,
    eventProducts: { game: ep.id },
  };
}

/** One more paid pre-order sale of an event. */
export async function addSale(database: Database, eventId: number, price: number) {
  const [o] = await database.db.insert(s.orders).values({ status: 'paid' }).returning();
  await database.db.insert(s.orderProducts).values({ orderId: o.id, eventId, price });
}
