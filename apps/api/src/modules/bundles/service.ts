import { eq, sql } from 'drizzle-orm';
import { bundleTotals, type BundleDetail, type BundleInputParsed, type BundleUpdateParsed } from '@phlox/contract';
import type { Db, Tx } from '../../db/client.js';
import { seasonPass } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { businessRule, assertFresh } from '../../shared/errors.js';
import { softDeleteChildren, syncEvents, syncImages, syncProducts } from './children.js';
import { auditView, bundleOrderCount, findBundle, loadBundleDetail } from './detail.js';
import { assertNewEventsMatch, checkEvents, passCriteria } from './matching.js';
import { assertBundleDates, assertEvents, assertPublishable, assertReferences, productPrices } from './rules.js';

const MENU = 'bundles';
const toDate = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));

type Children = Pick<BundleInputParsed, 'events' | 'products' | 'images'>;

/**
 * Checks and writes the bundle's children as they will be, then derives every product's prices and the
 * bundle's price and total from them (the server is authoritative: the form only previews them).
 */
async function saveChildren(tx: Tx, current: BundleDetail, next: Children, sent: Partial<Children>) {
  if (sent.events) await syncEvents(tx, current.id, next.events, current.events);
  const prices = await productPrices(tx, next.products);
  const activeEvents = next.events.filter((e) => e.status).length;
  await syncProducts(tx, current.id, next.products, current.products, prices, activeEvents);
  if (sent.images) await syncImages(tx, current.id, next.images);
  const after = await loadBundleDetail(tx, current.id);
  const totals = bundleTotals(after.products);
  await tx.update(seasonPass).set(totals).where(eq(seasonPass.id, current.id));
  return { ...after, ...totals };
}

type Pass = Pick<
  BundleInputParsed,
  'status' | 'eventCategoryId' | 'levelId' | 'gender' | 'organizationId' | 'startDate' | 'endDate' | 'expiryDate'
>;

/**
 * The rules on the bundle as it will be saved: listed events exist; events it did not hold yet match the pass
 * (matching.ts); a published bundle has everything publishing needs, every active event matching.
 */
async function assertSaveable(tx: Tx, pass: Pass, next: Children, sent: Partial<Children>, current: BundleDetail) {
  if (sent.events) await assertEvents(tx, next.events);
  const criteria = await passCriteria(tx, pass);
  const checks = await checkEvents(tx, criteria, next.events);
  assertNewEventsMatch(checks, new Set(current.events.map((e) => e.eventId)));
  assertPublishable({ ...pass, events: checks, products: next.products });
}

/** The child lists as the form sees them, from the stored detail. */
const childrenOf = (d: BundleDetail): Children => ({
  events: d.events.map((e) => ({ eventId: e.eventId, status: e.status })),
  products: d.products.map((p) => ({ productId: p.productId, multiplier: p.multiplier, discount: p.discount })),
  images: d.images.map((i) => ({ url: i.url, primary: i.primary })),
});

/** Creates the bundle with its events, products, images, derived prices and the history row in one transaction. */
export async function createBundle(db: Db, input: BundleInputParsed, userId: number): Promise<BundleDetail> {
  const { events, products, images, ...fields } = input;
  assertBundleDates(input);
  return db.transaction(async (tx) => {
    await assertReferences(tx, fields);
    const [row] = await tx
      .insert(seasonPass)
      .values({
        ...fields,
        startDate: toDate(fields.startDate),
        endDate: toDate(fields.endDate),
        expiryDate: toDate(fields.expiryDate),
      })
      .returning();
    const empty = await loadBundleDetail(tx, row.id, row);
    await assertSaveable(tx, fields, { events, products, images }, { events }, empty);
    const after = await saveChildren(tx, empty, { events, products, images }, { events, products, images });
    await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: auditView(after) });
    return after;
  });
}

/**
 * Updates the fields sent and replaces each child list sent. The row lock serialises two saves of one bundle;
 * `updatedAt` refuses a save based on an older version (409 STALE_UPDATE). Rules are checked on the bundle as it
 * will be, so publishing a bundle whose events were removed earlier is refused too.
 */
export async function updateBundle(
  db: Db,
  id: number,
  input: BundleUpdateParsed,
  userId: number,
): Promise<BundleDetail> {
  const { updatedAt, events, products, images, ...fields } = input;
  return db.transaction(async (tx) => {
    const row = await findBundle(tx, id, true);
    assertFresh(updatedAt, row.updatedAt, 'bundle');
    const before = await loadBundleDetail(tx, id, row);
    const current = childrenOf(before);
    const next: Children = {
      events: events ?? current.events,
      products: products ?? current.products,
      images: images ?? current.images,
    };
    const pick = <K extends keyof Pass>(key: K) => (fields[key] !== undefined ? fields[key] : before[key]) as Pass[K];
    const pass: Pass = {
      status: pick('status'),
      eventCategoryId: pick('eventCategoryId'),
      levelId: pick('levelId'),
      gender: pick('gender'),
      organizationId: pick('organizationId'),
      startDate: pick('startDate'),
      endDate: pick('endDate'),
      expiryDate: pick('expiryDate'),
    };
    assertBundleDates(pass);
    await assertReferences(tx, fields);
    await assertSaveable(tx, pass, next, { events }, before);
    await tx
      .update(seasonPass)
      .set({
        ...fields,
        startDate: toDate(fields.startDate),
        endDate: toDate(fields.endDate),
        expiryDate: toDate(fields.expiryDate),
        // Any change, children included, moves the version on.
        updatedAt: sql`now()`,
      })
      .where(eq(seasonPass.id, id));
    const after = await saveChildren(tx, before, next, { events, products, images });
    await writeHistory(tx, {
      menu: MENU,
      userId,
      itemId: id,
      action: 'update',
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Soft-deletes the bundle and its links; a bundle customers have bought stays (archive it instead). */
export async function deleteBundle(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await findBundle(tx, id, true);
    const orders = await bundleOrderCount(tx, id);
    if (orders > 0)
      throw businessRule(
        `“${row.name}” has ${orders} ${orders === 1 ? 'order' : 'orders'}, so it cannot be deleted. Archive it instead.`,
      );
    const before = await loadBundleDetail(tx, id, row);
    await softDeleteChildren(tx, before);
    await tx
      .update(seasonPass)
      .set({ deletedAt: sql`now()` })
      .where(eq(seasonPass.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditView(before) });
  });
}
