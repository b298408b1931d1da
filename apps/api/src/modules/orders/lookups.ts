import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderEventOption, OrderLookups } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { coupons, eventProducts, events, products, seasonPass } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { foldedLike, likePattern } from '../../shared/list.js';

/** Choices of the list's bundle and coupon filters. */
export async function orderLookups(db: Db): Promise<OrderLookups> {
  const [bundles, couponRows] = await Promise.all([
    db
      .select({ id: seasonPass.id, name: seasonPass.name })
      .from(seasonPass)
      .where(isNull(seasonPass.deletedAt))
      .orderBy(asc(seasonPass.name))
      .limit(2000),
    db
      .select({ id: coupons.id, code: coupons.code })
      .from(coupons)
      .where(isNull(coupons.deletedAt))
      .orderBy(asc(coupons.code))
      .limit(2000),
  ]);
  return { bundles, coupons: couponRows };
}

/**
 * Events matching a title search (or the given ids), newest first, with the products each sells: the event
 * filter and the rollover dialog. The orders module keeps its own lookup so it needs no events permission.
 */
export async function eventOptions(db: Db, q: { q?: string; ids?: number[] }): Promise<OrderEventOption[]> {
  const rows = await db
    .select({ id: events.id, title: events.title, startTime: events.startTime })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        q.ids?.length ? inArray(events.id, q.ids) : undefined,
        q.q ? foldedLike(events.title, likePattern(q.q)) : undefined,
      ),
    )
    .orderBy(desc(events.startTime), desc(events.id))
    .limit(20);
  if (!rows.length) return [];
  const eps = await db
    .select({
      id: eventProducts.id,
      eventId: eventProducts.eventId,
      productId: eventProducts.productId,
      name: products.name,
      totalPrice: eventProducts.totalPrice,
    })
    .from(eventProducts)
    .innerJoin(products, eq(products.id, eventProducts.productId))
    .where(
      and(
        inArray(
          eventProducts.eventId,
          rows.map((r) => r.id),
        ),
        isNull(eventProducts.deletedAt),
      ),
    )
    .orderBy(asc(products.name));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    startTime: iso(r.startTime),
    products: eps
      .filter((p) => p.eventId === r.id)
      .map(({ id, productId, name, totalPrice }) => ({ id, productId, name, totalPrice })),
  }));
}
