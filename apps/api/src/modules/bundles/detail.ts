import { and, asc, countDistinct, eq, isNull } from 'drizzle-orm';
import type { BundleDetail } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import {
  eventCategories,
  events,
  images,
  levels,
  orderProducts,
  organizations,
  products,
  seasonPass,
  seasonPassEvents,
  seasonPassImages,
  seasonPassProducts,
} from '../../db/schema/index.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { formatUsd } from '@phlox/contract';

export type BundleRow = typeof seasonPass.$inferSelect;
export const liveBundle = isNull(seasonPass.deletedAt);

export async function findBundle(db: Executor, id: number, lock = false): Promise<BundleRow> {
  const q = db
    .select()
    .from(seasonPass)
    .where(and(eq(seasonPass.id, id), liveBundle));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Bundle');
  return row;
}

/** Orders that bought one of the bundle's (live or removed) products. */
export async function bundleOrderCount(db: Executor, id: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: countDistinct(orderProducts.orderId) })
    .from(orderProducts)
    .innerJoin(seasonPassProducts, eq(seasonPassProducts.id, orderProducts.seasonPassProductId))
    .where(and(eq(seasonPassProducts.seasonPassId, id), isNull(orderProducts.deletedAt)));
  return n;
}

/** The names of the bundle's level, sport and team, in one round trip. */
async function refsOf(db: Executor, b: BundleRow) {
  const [r] = await db
    .select({ level: levels.name, category: eventCategories.category, organization: organizations.name })
    .from(seasonPass)
    .leftJoin(levels, eq(levels.id, seasonPass.levelId))
    .leftJoin(eventCategories, eq(eventCategories.id, seasonPass.eventCategoryId))
    .leftJoin(organizations, eq(organizations.id, seasonPass.organizationId))
    .where(eq(seasonPass.id, b.id));
  const ref = (id: number | null, name: string | null | undefined) =>
    id !== null && name !== null && name !== undefined ? { id, name } : null;
  return {
    level: ref(b.levelId, r?.level),
    category: ref(b.eventCategoryId, r?.category),
    organization: ref(b.organizationId, r?.organization),
  };
}

/** The bundle with its events (by start time), products and images (in their order). */
export async function loadBundleDetail(db: Executor, id: number, row?: BundleRow): Promise<BundleDetail> {
  const b = row ?? (await findBundle(db, id));
  // Independent reads, sent together (a transaction's client queues them in order).
  const [evs, prods, imgs, refs, orderCount] = await Promise.all([
    db
      .select({
        id: seasonPassEvents.id,
        eventId: seasonPassEvents.eventId,
        status: seasonPassEvents.status,
        title: events.title,
        startTime: events.startTime,
        eventStatus: events.status,
      })
      .from(seasonPassEvents)
      .innerJoin(events, eq(events.id, seasonPassEvents.eventId))
      .where(and(eq(seasonPassEvents.seasonPassId, id), isNull(seasonPassEvents.deletedAt)))
      .orderBy(asc(events.startTime), asc(seasonPassEvents.id)),
    db
      .select({ link: seasonPassProducts, name: products.name, productPrice: products.price })
      .from(seasonPassProducts)
      .innerJoin(products, eq(products.id, seasonPassProducts.productId))
      .where(and(eq(seasonPassProducts.seasonPassId, id), isNull(seasonPassProducts.deletedAt)))
      .orderBy(asc(seasonPassProducts.id)),
    db
      .select({ id: seasonPassImages.id, url: images.imgUrl, primary: seasonPassImages.primaryImage })
      .from(seasonPassImages)
      .innerJoin(images, eq(images.id, seasonPassImages.imageId))
      .where(and(eq(seasonPassImages.seasonPassId, id), isNull(seasonPassImages.deletedAt)))
      .orderBy(asc(seasonPassImages.sort), asc(seasonPassImages.id)),
    refsOf(db, b),
    bundleOrderCount(db, id),
  ]);

  return {
    id: b.id,
    name: b.name,
    description: b.description,
    status: b.status,
    academicYear: b.academicYear,
    gender: b.gender,
    price: b.price,
    discount: b.discount,
    totalPrice: b.totalPrice,
    startDate: isoOrNull(b.startDate),
    endDate: isoOrNull(b.endDate),
    expiryDate: isoOrNull(b.expiryDate),
    levelId: b.levelId,
    eventCategoryId: b.eventCategoryId,
    organizationId: b.organizationId,
    ...refs,
    orderCount,
    events: evs.map((e) => ({
      id: e.id,
      eventId: e.eventId,
      status: e.status,
      event: { id: e.eventId, title: e.title, startTime: iso(e.startTime), status: e.eventStatus },
    })),
    products: prods.map((p) => ({
      id: p.link.id,
      productId: p.link.productId,
      name: p.name,
      productPrice: p.productPrice,
      defaultPrice: p.link.defaultPrice,
      multiplier: p.link.multiplier,
      discount: p.link.discount,
      totalPrice: p.link.totalPrice,
    })),
    images: imgs,
    createdAt: iso(b.createdAt),
    updatedAt: iso(b.updatedAt),
  };
}

/**
 * The bundle as update_history sees it: its fields by name (level, category, team), money as dollars, and one
 * readable line per child list, so a change anywhere in the bundle is one row per changed part.
 */
export function auditView(d: BundleDetail): Record<string, string | null> {
  return {
    name: d.name,
    description: d.description,
    status: d.status,
    price: formatUsd(d.price),
    discount: `${Number(d.discount)}%`,
    totalPrice: formatUsd(d.totalPrice),
    startDate: d.startDate,
    endDate: d.endDate,
    expiryDate: d.expiryDate,
    academicYear: d.academicYear,
    level: d.level?.name ?? null,
    category: d.category?.name ?? null,
    gender: d.gender,
    team: d.organization?.name ?? null,
    events: d.events.map((e) => `${e.event.title}${e.status ? '' : ' (inactive)'}`).join('; ') || null,
    products:
      d.products
        .map(
          (p) =>
            `${p.name}: ${formatUsd(p.defaultPrice)} × ${Number(p.multiplier)} − ${Number(p.discount)}% = ${formatUsd(p.totalPrice)}`,
        )
        .join('; ') || null,
    images: d.images.map((i) => (i.primary ? `${i.url} (primary)` : i.url)).join('; ') || null,
  };
}
