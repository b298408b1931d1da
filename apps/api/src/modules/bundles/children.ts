import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bundleProductPrices, type BundleDetail, type BundleInputParsed } from '@phlox/contract';
import type { Tx } from '../../db/client.js';
import { orderProducts, seasonPassEvents, seasonPassImages, seasonPassProducts } from '../../db/schema/index.js';
import { businessRule } from '../../shared/errors.js';
import { syncImageLinks } from '../../shared/images.js';

const now = sql`now()`;

/** Events are matched by event id: a kept event keeps its row, only its per-event status may change. */
export async function syncEvents(
  tx: Tx,
  passId: number,
  list: BundleInputParsed['events'],
  current: BundleDetail['events'],
) {
  const gone = current.filter((c) => !list.some((l) => l.eventId === c.eventId)).map((c) => c.id);
  if (gone.length) await tx.update(seasonPassEvents).set({ deletedAt: now }).where(inArray(seasonPassEvents.id, gone));
  const fresh = list.filter((l) => !current.some((c) => c.eventId === l.eventId));
  if (fresh.length)
    await tx
      .insert(seasonPassEvents)
      .values(fresh.map((e) => ({ seasonPassId: passId, eventId: e.eventId, status: e.status })));
  for (const e of list) {
    const was = current.find((c) => c.eventId === e.eventId);
    if (was && was.status !== e.status)
      await tx
        .update(seasonPassEvents)
        .set({ status: e.status, updatedAt: now })
        .where(eq(seasonPassEvents.id, was.id));
  }
}

/** A product sold in orders stays: those orders point at its row (season_pass_product_id). */
async function assertRemovable(tx: Tx, removed: BundleDetail['products']) {
  if (!removed.length) return;
  const sold = await tx
    .select({ id: orderProducts.seasonPassProductId, n: count() })
    .from(orderProducts)
    .where(
      and(
        inArray(
          orderProducts.seasonPassProductId,
          removed.map((r) => r.id),
        ),
        isNull(orderProducts.deletedAt),
      ),
    )
    .groupBy(orderProducts.seasonPassProductId);
  const hit = removed.find((r) => sold.some((s) => s.id === r.id));
  if (hit) {
    const message = `“${hit.name}” has been ordered, so it cannot be removed from the bundle`;
    throw businessRule(message, { products: message });
  }
}

/**
 * Products are matched by product id (a kept one keeps its row, which orders refer to). Every product's prices
 * are derived again from its current price and the active events (BUSINESS_RULES.md).
 */
export async function syncProducts(
  tx: Tx,
  passId: number,
  list: BundleInputParsed['products'],
  current: BundleDetail['products'],
  prices: Map<number, number>,
  activeEvents: number,
) {
  const removed = current.filter((c) => !list.some((l) => l.productId === c.productId));
  await assertRemovable(tx, removed);
  if (removed.length)
    await tx
      .update(seasonPassProducts)
      .set({ deletedAt: now })
      .where(
        inArray(
          seasonPassProducts.id,
          removed.map((r) => r.id),
        ),
      );
  for (const p of list) {
    const derived = bundleProductPrices(prices.get(p.productId) ?? 0, activeEvents, p.multiplier, p.discount);
    const values = { multiplier: p.multiplier, discount: p.discount, ...derived };
    const was = current.find((c) => c.productId === p.productId);
    if (!was) await tx.insert(seasonPassProducts).values({ ...values, seasonPassId: passId, productId: p.productId });
    else if (
      was.defaultPrice !== derived.defaultPrice ||
      was.totalPrice !== derived.totalPrice ||
      Number(was.multiplier) !== Number(p.multiplier) ||
      Number(was.discount) !== Number(p.discount)
    )
      await tx
        .update(seasonPassProducts)
        .set({ ...values, updatedAt: now })
        .where(eq(seasonPassProducts.id, was.id));
  }
}

export async function syncImages(tx: Tx, passId: number, list: BundleInputParsed['images']) {
  await syncImageLinks(tx, seasonPassImages, { key: 'seasonPassId', id: passId }, list);
}

/** Deleting a bundle soft-deletes its event, product and image links (and the images) with it. */
export async function softDeleteChildren(tx: Tx, current: BundleDetail) {
  await syncEvents(tx, current.id, [], current.events);
  if (current.products.length)
    await tx
      .update(seasonPassProducts)
      .set({ deletedAt: now })
      .where(and(eq(seasonPassProducts.seasonPassId, current.id), isNull(seasonPassProducts.deletedAt)));
  await syncImages(tx, current.id, []);
}
