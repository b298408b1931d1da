import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { applyMultiplier, type EventDetail, type EventValues } from '@phlox/contract';
import type { Tx } from '../../db/client.js';
import {
  eventImages,
  eventManualSales,
  eventMatches,
  eventOrganizations,
  eventPhotographers,
  eventProducts,
  orderLimit,
  zenfolios,
} from '../../db/schema/index.js';
import { staleUpdate } from '../../shared/errors.js';
import { syncImageLinks } from '../../shared/images.js';

const now = sql`now()`;

interface Plan<W, C> {
  insert: W[];
  update: Array<{ was: C; next: W }>;
  removeIds: number[];
}

/** Children are matched by a natural key (a product, a photographer…) so rows others point at keep their id. */
function plan<W, C extends { id: number }>(
  current: C[],
  wanted: W[],
  keyW: (w: W) => unknown,
  keyC: (c: C) => unknown,
) {
  const out: Plan<W, C> = { insert: [], update: [], removeIds: [] };
  const left = [...current];
  for (const w of wanted) {
    const at = left.findIndex((c) => keyC(c) === keyW(w));
    if (at < 0) out.insert.push(w);
    else out.update.push({ was: left.splice(at, 1)[0], next: w });
  }
  out.removeIds = left.map((c) => c.id);
  return out;
}

export async function syncMatch(tx: Tx, eventId: number, m: EventValues['match']) {
  const values = {
    gender: m.gender ?? null,
    homeTeamId: m.homeTeamId ?? null,
    visitingTeamId: m.visitingTeamId ?? null,
    levelId: m.levelId ?? null,
    academicYear: m.academicYear || null,
    participatingTeams: m.participatingTeams?.length ? m.participatingTeams : null,
    multiGender: m.multiGender ?? false,
    multiLevelIds: m.multiLevelIds?.length ? m.multiLevelIds : null,
  };
  const updated = await tx
    .update(eventMatches)
    .set({ ...values, updatedAt: now })
    .where(and(eq(eventMatches.eventId, eventId), isNull(eventMatches.deletedAt)))
    .returning({ id: eventMatches.id });
  if (!updated.length) await tx.insert(eventMatches).values({ ...values, eventId });
}

export async function syncOrganizations(tx: Tx, eventId: number, list: EventValues['organizations']) {
  const rows = await tx
    .select({
      id: eventOrganizations.id,
      organizationId: eventOrganizations.organizationId,
      isVenue: eventOrganizations.isVenue,
    })
    .from(eventOrganizations)
    .where(and(eq(eventOrganizations.eventId, eventId), isNull(eventOrganizations.deletedAt)));
  const p = plan(
    rows,
    list,
    (w) => w.organizationId,
    (c) => c.organizationId,
  );
  if (p.removeIds.length)
    await tx.update(eventOrganizations).set({ deletedAt: now }).where(inArray(eventOrganizations.id, p.removeIds));
  for (const { was, next } of p.update)
    if (was.isVenue !== next.isVenue)
      await tx
        .update(eventOrganizations)
        .set({ isVenue: next.isVenue, updatedAt: now })
        .where(eq(eventOrganizations.id, was.id));
  if (p.insert.length)
    await tx
      .insert(eventOrganizations)
      .values(p.insert.map((o) => ({ eventId, organizationId: o.organizationId, isVenue: o.isVenue })));
}

/** Writes the crew; returns the new assignments' ids (each is then asked to confirm: confirmation.ts). */
export async function syncPhotographers(
  tx: Tx,
  eventId: number,
  list: EventValues['photographers'],
  cur: EventDetail,
  userId: number,
) {
  const p = plan(
    cur.photographers,
    list,
    (w) => w.photographerId,
    (c) => c.photographerId,
  );
  if (p.removeIds.length)
    await tx.update(eventPhotographers).set({ deletedAt: now }).where(inArray(eventPhotographers.id, p.removeIds));
  const values = (w: EventValues['photographers'][number]) => {
    const fixed = w.commissionType === 'fixed';
    return {
      eventRole: w.eventRole,
      commissionType: w.commissionType,
      charge: fixed ? (w.charge ?? null) : null,
      percentCharge: fixed ? null : (w.percentCharge ?? null),
      // A fixed fee is known now; a percent share only once the event's sales are (payouts compute it).
      totalCharge: fixed ? (w.charge ?? null) : null,
      owner: w.owner,
      uploadStatus: w.uploadStatus ?? null,
    };
  };
  // Lines giving up the owner mark first: the one-owner index must hold after every statement.
  const updates = [...p.update].sort((a, b) => Number(a.next.owner) - Number(b.next.owner));
  for (const { was, next } of updates)
    await tx
      .update(eventPhotographers)
      .set({ ...values(next), updatedAt: now })
      .where(eq(eventPhotographers.id, was.id));
  if (!p.insert.length) return [];
  const added = await tx
    .insert(eventPhotographers)
    .values(p.insert.map((w) => ({ ...values(w), eventId, photographerId: w.photographerId, userId })))
    .returning({ id: eventPhotographers.id });
  return added.map((r) => r.id);
}

/** total_price = round(default_price × multiplier) (BUSINESS_RULES); default price starts from the product's. */
export async function syncProducts(
  tx: Tx,
  eventId: number,
  list: EventValues['products'],
  cur: EventDetail,
  prices: Map<number, number>,
) {
  const p = plan(
    cur.products,
    list,
    (w) => w.productId,
    (c) => c.productId,
  );
  if (p.removeIds.length)
    await tx.update(eventProducts).set({ deletedAt: now }).where(inArray(eventProducts.id, p.removeIds));
  const values = (w: EventValues['products'][number], was?: EventDetail['products'][number]) => {
    const defaultPrice = w.defaultPrice ?? was?.defaultPrice ?? prices.get(w.productId) ?? 0;
    const multiplier = w.multiplier;
    return { defaultPrice, multiplier, totalPrice: applyMultiplier(defaultPrice, multiplier) };
  };
  for (const { was, next } of p.update) {
    const v = values(next, was);
    if (v.defaultPrice !== was.defaultPrice || Number(v.multiplier) !== Number(was.multiplier))
      await tx
        .update(eventProducts)
        .set({ ...v, updatedAt: now })
        .where(eq(eventProducts.id, was.id));
  }
  if (p.insert.length)
    await tx.insert(eventProducts).values(p.insert.map((w) => ({ ...values(w), eventId, productId: w.productId })));
}

/** Images by link, in the list's order; exactly one primary when there are any. */
export async function syncImages(tx: Tx, eventId: number, list: EventValues['images']) {
  await syncImageLinks(tx, eventImages, { key: 'eventId', id: eventId }, list);
}

/** The gallery lives in `zenfolios`, tied to the event by its gallery id (events.zenfolio_id = galleryIds). */
export async function syncZenfolio(tx: Tx, z: EventValues['zenfolio']) {
  if (!z.zenfolioId) return;
  const values = { galleryName: z.galleryName ?? z.zenfolioId, link: z.link, password: z.password };
  const updated = await tx
    .update(zenfolios)
    .set({ ...values, updatedAt: now })
    .where(and(eq(zenfolios.galleryIds, z.zenfolioId), isNull(zenfolios.deletedAt)))
    .returning({ id: zenfolios.id });
  if (!updated.length) await tx.insert(zenfolios).values({ ...values, galleryIds: z.zenfolioId });
}

export async function syncManualSales(
  tx: Tx,
  eventId: number,
  list: EventValues['manualSales'],
  cur: EventDetail,
  userId: number,
) {
  for (const s of list) if (s.id && !cur.manualSales.some((c) => c.id === s.id)) throw staleUpdate('event');
  const gone = cur.manualSales.filter((c) => !list.some((s) => s.id === c.id)).map((c) => c.id);
  if (gone.length) await tx.update(eventManualSales).set({ deletedAt: now }).where(inArray(eventManualSales.id, gone));
  for (const s of list) {
    const values = {
      saleAmount: s.saleAmount,
      description: s.description,
      settledAt: s.settledAt ? new Date(s.settledAt) : null,
    };
    if (!s.id) await tx.insert(eventManualSales).values({ ...values, eventId, userId });
    else {
      const was = cur.manualSales.find((c) => c.id === s.id)!;
      if (
        was.saleAmount !== s.saleAmount ||
        was.description !== s.description ||
        was.settledAt !== (s.settledAt ? new Date(s.settledAt).toISOString() : null)
      )
        await tx
          .update(eventManualSales)
          .set({ ...values, updatedAt: now })
          .where(eq(eventManualSales.id, s.id));
    }
  }
}

export async function syncOrderLimits(tx: Tx, eventId: number, list: EventValues['orderLimits']) {
  const rows = await tx
    .select({ id: orderLimit.id, productCategoryId: orderLimit.productCategoryId, orderLimit: orderLimit.orderLimit })
    .from(orderLimit)
    .where(and(eq(orderLimit.eventId, eventId), isNull(orderLimit.deletedAt)));
  const p = plan(
    rows,
    list,
    (w) => w.productCategoryId,
    (c) => c.productCategoryId,
  );
  if (p.removeIds.length)
    await tx.update(orderLimit).set({ deletedAt: now }).where(inArray(orderLimit.id, p.removeIds));
  for (const { was, next } of p.update)
    if (was.orderLimit !== next.orderLimit)
      await tx.update(orderLimit).set({ orderLimit: next.orderLimit, updatedAt: now }).where(eq(orderLimit.id, was.id));
  if (p.insert.length)
    await tx
      .insert(orderLimit)
      .values(p.insert.map((l) => ({ eventId, productCategoryId: l.productCategoryId, orderLimit: l.orderLimit })));
}

/** Soft-deletes what belongs to the event alone (its links and crew); orders and their products stay. */
export async function softDeleteEventChildren(tx: Tx, eventId: number) {
  for (const t of [
    eventMatches,
    eventOrganizations,
    eventPhotographers,
    eventProducts,
    eventImages,
    orderLimit,
  ] as const)
    await tx
      .update(t)
      .set({ deletedAt: now })
      .where(and(eq(t.eventId, eventId), isNull(t.deletedAt)));
}
