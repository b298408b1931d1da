import { and, eq, inArray, isNull } from 'drizzle-orm';
import { bundleDateErrors, bundlePublishProblems, type BundleInputParsed } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { eventCategories, events, levels, organizations, products } from '../../db/schema/index.js';
import { badRequest, businessRule } from '../../shared/errors.js';

type Refs = Pick<BundleInputParsed, 'levelId' | 'eventCategoryId' | 'organizationId'>;

async function exists(db: Executor, table: typeof levels | typeof organizations | typeof eventCategories, id: number) {
  const [hit] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    // Until the save ends the row cannot be deleted: its delete checks who uses it (shared/in-use.ts).
    .for('key share');
  return Boolean(hit);
}

/** Level, sport and team must be live rows (422 on the field). */
export async function assertReferences(db: Executor, refs: Partial<Refs>) {
  const fields: Record<string, string> = {};
  if (refs.levelId && !(await exists(db, levels, refs.levelId))) fields.levelId = 'This level no longer exists';
  if (refs.eventCategoryId && !(await exists(db, eventCategories, refs.eventCategoryId)))
    fields.eventCategoryId = 'This category no longer exists';
  if (refs.organizationId && !(await exists(db, organizations, refs.organizationId)))
    fields.organizationId = 'This organization no longer exists';
  if (Object.keys(fields).length) throw businessRule(Object.values(fields)[0], fields);
}

/** Every listed event must be live; the message names the position so the form can point at it. */
export async function assertEvents(db: Executor, list: BundleInputParsed['events']) {
  if (!list.length) return;
  const ids = list.map((e) => e.eventId);
  const found = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, ids), isNull(events.deletedAt)));
  const live = new Set(found.map((f) => f.id));
  const missing = list.findIndex((e) => !live.has(e.eventId));
  if (missing >= 0) {
    const message = `Event #${list[missing].eventId} no longer exists; remove it from the bundle`;
    throw businessRule(message, { events: message, [`events.${missing}.eventId`]: message });
  }
}

/** Every listed product must be live; their current prices are what the bundle is priced from. */
export async function productPrices(db: Executor, list: BundleInputParsed['products']): Promise<Map<number, number>> {
  if (!list.length) return new Map();
  const found = await db
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          list.map((p) => p.productId),
        ),
        isNull(products.deletedAt),
      ),
    )
    .for('key share');
  const prices = new Map(found.map((f) => [f.id, f.price]));
  const missing = list.findIndex((p) => !prices.has(p.productId));
  if (missing >= 0) {
    const message = `Product #${list[missing].productId} no longer exists; remove it from the bundle`;
    throw businessRule(message, { products: message, [`products.${missing}.productId`]: message });
  }
  return prices;
}

/** End and expiry dates must not be before the start: a validation error (400) on every save. */
export function assertBundleDates(b: Parameters<typeof bundleDateErrors>[0]) {
  const dates = bundleDateErrors(b);
  if (Object.keys(dates).length) throw badRequest(Object.values(dates)[0], dates);
}

/**
 * A bundle that will be saved as published needs sport, level, dates, expiry, an active event (every active one
 * matching the pass) and a product: 422 whose message says everything missing, on `status` too.
 */
export function assertPublishable(state: { status: string } & Parameters<typeof bundlePublishProblems>[0]) {
  if (state.status !== 'published') return;
  const problems = bundlePublishProblems(state);
  if (!Object.keys(problems).length) return;
  const message = Object.values(problems).join('. ');
  throw businessRule(message, { status: message, ...problems });
}
