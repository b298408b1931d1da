import type { Database } from '../src/db/client.js';
import * as s from '../src/db/schema/index.js';

export interface OrderWorld {
  events: Array<{ id: number; title: string; products: number[] }>;
  productIds: number[];
  couponId: number;
  /** Orders by name: pricey (2 items, Stripe-paid), smith (coupon, fulfilled), outside (zenfolio_bb). */
  orders: Record<'pricey' | 'smith' | 'outside', { id: number; items: number[] }>;
}

/** Two events with products, three customers with players, three orders covering the list's filters. */
export async function seedOrderWorld(database: Database): Promise<OrderWorld> {
  const db = database.db;
  const prods = await db
    .insert(s.products)
    .values([
      { name: 'Digital Download', price: 2500 },
      { name: 'Print Package', price: 4000 },
    ])
    .returning();
  const day = (d: string, h = 19) => new Date(`${d}T${String(h).padStart(2, '0')}:00:00-05:00`);
  const evs = await db
    .insert(s.events)
    .values([
      {
        title: 'Eagles @ Hawks - Varsity - Football',
        startTime: day('2026-09-12'),
        endTime: day('2026-09-12', 22),
        status: 'published',
      },
      {
        title: 'Eagles @ Hawks - Varsity - Football (rescheduled)',
        startTime: day('2026-09-19'),
        endTime: day('2026-09-19', 22),
        status: 'published',
      },
    ])
    .returning();
  const events: OrderWorld['events'] = [];
  for (const e of evs) {
    const eps = await db
      .insert(s.eventProducts)
      .values(prods.map((p) => ({ eventId: e.id, productId: p.id, defaultPrice: p.price, totalPrice: p.price })))
      .returning();
    events.push({ id: e.id, title: e.title, products: eps.map((x) => x.id) });
  }
  const [coupon] = await db
    .insert(s.coupons)
    .values({
      name: 'Fall',
      code: 'FALL10',
      couponType: 'flat',
      amount: 1000,
      startDate: day('2026-01-01'),
      expiryDate: day('2027-01-01'),
    })
    .returning();
  const custs = await db
    .insert(s.customers)
    .values([
      { firstName: 'Priya', lastName: 'Patel', email: 'priya.patel@example.com', phone: '(214) 555-0182' },
      { firstName: 'John', lastName: 'Smith', email: 'jsmith@example.org', phone: '(972) 555-7788' },
      { firstName: 'Zoe', lastName: 'Zen', email: 'zoe@example.net', phone: null },
    ])
    .returning();
  const players = await db
    .insert(s.customerPlayers)
    .values([
      { customerId: custs[0].id, firstName: 'Arjun', lastName: 'Patel', graduationYear: 2028 },
      { customerId: custs[1].id, firstName: 'Maverick', lastName: 'Smith', graduationYear: 2027 },
    ])
    .returning();

  const order = async (
    o: typeof s.orders.$inferInsert,
    items: Array<Omit<typeof s.orderProducts.$inferInsert, 'orderId'>>,
  ) => {
    const [row] = await db.insert(s.orders).values(o).returning();
    const ops = await db
      .insert(s.orderProducts)
      .values(items.map((i) => ({ ...i, orderId: row.id })))
      .returning();
    return { id: row.id, items: ops.map((x) => x.id) };
  };
  const [e1, e2] = events;
  const pricey = await order(
    {
      customerId: custs[0].id,
      orderDate: new Date('2026-09-10T04:30:00Z'), // 23:30 on Sept 9 in Chicago
      orderTotal: 6500,
      totalAmount: 6500,
      status: 'paid',
      stripePaymentId: 'pi_test_pricey',
      encryptedOrderId: 'enc-pricey',
    },
    [
      { eventId: e1.id, eventProductId: e1.products[0], price: 2500, customerPlayerId: players[0].id },
      { eventId: e1.id, eventProductId: e1.products[1], price: 4000, customerPlayerId: players[0].id },
    ],
  );
  const smith = await order(
    {
      customerId: custs[1].id,
      orderDate: new Date('2026-09-10T15:00:00Z'),
      orderTotal: 4000,
      discountAmount: 1000,
      couponId: coupon.id,
      totalAmount: 3000,
      status: 'paid',
    },
    [
      {
        eventId: e2.id,
        eventProductId: e2.products[1],
        price: 4000,
        customerPlayerId: players[1].id,
        fulfilmentStatus: 'fulfilled',
      },
    ],
  );
  const outside = await order(
    {
      customerId: custs[2].id,
      orderDate: new Date('2026-09-20T15:00:00Z'),
      orderTotal: 1500,
      totalAmount: 1500,
      status: 'paid',
      source: 'zenfolio_bb',
      sourceOrderId: 'ZF-777',
    },
    [{ eventId: e2.id, price: 1500, fulfilmentStatus: 'fulfilled' }],
  );
  return { events, productIds: prods.map((p) => p.id), couponId: coupon.id, orders: { pricey, smith, outside } };
}
