import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import { bundleEventMismatches, GENDERS, type BundleCriteria, type BundleDetail } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { orderProducts, seasonPass, seasonPassProducts } from '../../db/schema/index.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { runPrepared } from '../../shared/prepared.js';
import { qualified } from '../../shared/sql.js';
import { eventFactsSql } from './matching.js';
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

const passId = qualified(seasonPass.id);
const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

// The detail in one query: names and the order count as sub-selects, the child lists as JSON arrays.
const levelName = sql<string | null>`(select l.name from levels l where l.id = ${qualified(seasonPass.levelId)})`;
const categoryName = sql<
  string | null
>`(select c.category from event_categories c where c.id = ${qualified(seasonPass.eventCategoryId)})`;
const organizationName = sql<
  string | null
>`(select o.name from organizations o where o.id = ${qualified(seasonPass.organizationId)})`;
/** Orders that bought one of the bundle's (live or removed) products, as bundleOrderCount counts them. */
const orderCount = sql<number>`(select count(distinct op.order_id) from order_products op
  join season_pass_products spp on spp.id = op.season_pass_product_id
  where spp.season_pass_id = ${passId} and op.deleted_at is null)`.mapWith(Number);
type LinkedEvent = Omit<BundleDetail['events'][number], 'matches' | 'mismatches'>;
const eventsJson = sql<LinkedEvent[]>`coalesce((select json_agg(json_build_object(
    'id', spe.id, 'eventId', spe.event_id, 'status', spe.status,
    'event', json_build_object('id', e.id, 'title', e.title,
      'startTime', to_char(e.start_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'status', e.status,
      'facts', ${eventFactsSql('e')}))
    order by e.start_time, spe.id)
  from season_pass_events spe join events e on e.id = spe.event_id
  where spe.season_pass_id = ${passId} and spe.deleted_at is null), '[]')`;
const productsJson = sql<BundleDetail['products']>`coalesce((select json_agg(json_build_object(
    'id', spp.id, 'productId', spp.product_id, 'name', p.name, 'productPrice', p.price,
    'defaultPrice', spp.default_price, 'multiplier', spp.multiplier::text, 'discount', spp.discount::text,
    'totalPrice', spp.total_price) order by spp.id)
  from season_pass_products spp join products p on p.id = spp.product_id
  where spp.season_pass_id = ${passId} and spp.deleted_at is null), '[]')`;
const imagesJson = sql<BundleDetail['images']>`coalesce((select json_agg(json_build_object(
    'id', spi.id, 'url', i.img_url, 'primary', spi.primary_image) order by spi.sort, spi.id)
  from season_pass_images spi join images i on i.id = spi.image_id
  where spi.season_pass_id = ${passId} and spi.deleted_at is null), '[]')`;

function detailQuery(db: Executor, live: boolean) {
  return db
    .select({
      b: seasonPass,
      levelName,
      categoryName,
      organizationName,
      orderCount,
      evs: eventsJson,
      prods: productsJson,
      imgs: imagesJson,
    })
    .from(seasonPass)
    .where(and(eq(seasonPass.id, sql.placeholder('id')), live ? liveBundle : undefined));
}

/**
 * The bundle with its events (by start time), products and images (in their order): one prepared query, one
 * round trip. `row` is the bundle as a save has it (then a removed bundle is read too).
 */
export async function loadBundleDetail(db: Executor, id: number, row?: BundleRow): Promise<BundleDetail> {
  const live = !row;
  const [head] = await runPrepared(db, `bundles.detail|${live}`, () => detailQuery(db, live), { id });
  if (!head) throw notFound('Bundle');
  const b = row ?? head.b;
  // Each linked event against the pass as it is now: an event changed since it was linked is flagged.
  const criteria: BundleCriteria = {
    eventCategoryId: b.eventCategoryId,
    categoryName: head.categoryName,
    levelId: b.levelId,
    levelName: head.levelName,
    gender: (GENDERS as readonly string[]).includes(b.gender ?? '') ? (b.gender as BundleCriteria['gender']) : null,
    organizationId: b.organizationId,
    organizationName: head.organizationName,
  };
  const linked = head.evs.map((e) => {
    const mismatches = bundleEventMismatches(criteria, e.event.facts).map((m) => m.text);
    return { ...e, matches: mismatches.length === 0, mismatches };
  });
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
    level: ref(b.levelId, head.levelName),
    category: ref(b.eventCategoryId, head.categoryName),
    organization: ref(b.organizationId, head.organizationName),
    orderCount: head.orderCount,
    events: linked,
    products: head.prods,
    images: head.imgs,
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
