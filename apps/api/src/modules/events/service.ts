import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  EVENT_MESSAGES,
  matchOfType,
  type AuthUser,
  type EventChanges,
  type EventDetail,
  type EventValues,
} from '@phlox/contract';
import type { Db, Tx } from '../../db/client.js';
import { events, orderProducts } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { lockEventPayouts } from '../../shared/payout-lock.js';
import { businessRule, assertFresh } from '../../shared/errors.js';
import {
  softDeleteEventChildren,
  syncImages,
  syncManualSales,
  syncMatch,
  syncOrderLimits,
  syncOrganizations,
  syncPhotographers,
  syncProducts,
  syncZenfolio,
} from './children.js';
import { askNewCrew, type ConfirmationMailer } from './confirmation.js';
import { auditView, findEvent, loadEventDetail, type EventRow } from './detail.js';
import { assertNotDuplicate, assertOneOwner } from './identical.js';
import { assertNoScheduleConflict, checkEvent } from './rules.js';
import { assertCanSee, isScopedPhotographer, withOwnPayOnly } from './scope.js';

export const MENU = 'events';

/** The saved event as form values: the base an update's sent fields are laid over. */
export function valuesOf(d: EventDetail): EventValues {
  return {
    title: d.title,
    eventCategoryId: d.eventCategoryId,
    description: d.description,
    startTime: d.startTime,
    endTime: d.endTime,
    status: d.status,
    competitionType: d.competitionType,
    eventOwnerId: d.eventOwnerId,
    isPrivateEvent: d.isPrivateEvent,
    schoolDistrictId: d.schoolDistrictId,
    statementOfWorkId: d.statementOfWorkId,
    metaTitle: d.metaTitle,
    metaKeywords: d.metaKeywords,
    metaDescription: d.metaDescription,
    tags: d.tags,
    match: {
      gender: d.match.gender,
      homeTeamId: d.match.homeTeamId,
      visitingTeamId: d.match.visitingTeamId,
      levelId: d.match.levelId,
      academicYear: d.match.academicYear,
      participatingTeams: d.match.participatingTeams.map((t) => t.id),
      multiGender: d.match.multiGender,
      multiLevelIds: d.match.multiLevelIds,
    },
    organizations: d.organizations.map((o) => ({ organizationId: o.organizationId, isVenue: o.isVenue })),
    photographers: d.photographers.map((p) => ({
      photographerId: p.photographerId,
      eventRole: p.eventRole,
      // Never null here: the saved event is read unredacted (withOwnPayOnly is for a photographer's view).
      commissionType: p.commissionType ?? 'fixed',
      charge: p.charge,
      percentCharge: p.percentCharge,
      owner: p.owner,
      uploadStatus: p.uploadStatus,
    })),
    products: d.products.map((p) => ({
      productId: p.productId,
      defaultPrice: p.defaultPrice,
      multiplier: p.multiplier,
    })),
    images: d.images.map((i) => ({ url: i.url, primary: i.primary })),
    zenfolio: d.zenfolio,
    manualSales: d.manualSales,
    orderLimits: d.orderLimits.map((l) => ({ productCategoryId: l.productCategoryId, orderLimit: l.orderLimit })),
  };
}

/**
 * The match as a save stores it: a media day's teams are participating teams (a home or visiting team sent for
 * one, or kept from before it became one or from before the rule, joins them), whichever form or client sent it.
 */
const teamsOfType = (v: EventValues): EventValues => ({ ...v, match: matchOfType(v.competitionType, v.match) });

/** The events row's own columns; the draft's end defaults to its start. */
function rowValues(v: EventValues, title: string) {
  return {
    title,
    eventCategoryId: v.eventCategoryId ?? null,
    description: v.description ?? null,
    startTime: new Date(v.startTime!),
    endTime: new Date(v.endTime!),
    status: v.status,
    competitionType: v.competitionType,
    eventOwnerId: v.eventOwnerId ?? null,
    isPrivateEvent: v.isPrivateEvent,
    schoolDistrictId: v.schoolDistrictId ?? null,
    statementOfWorkId: v.statementOfWorkId ?? null,
    metaTitle: v.metaTitle ?? null,
    metaKeywords: v.metaKeywords ?? null,
    metaDescription: v.metaDescription ?? null,
    tags: v.tags ?? null,
    createZenfolio: v.zenfolio.createZenfolio,
    zenfolioId: v.zenfolio.zenfolioId ?? null,
  };
}

/**
 * Writes every child list of the event; `current` is what it had (empty for a new event). New crew members are
 * asked to confirm (an e-mail queued in this transaction).
 */
async function saveChildren(
  tx: Tx,
  id: number,
  v: EventValues,
  current: EventDetail,
  prices: Map<number, number>,
  userId: number,
  mailer: ConfirmationMailer,
) {
  await syncMatch(tx, id, v.match);
  await syncOrganizations(tx, id, v.organizations);
  const added = await syncPhotographers(tx, id, v.photographers, current, userId);
  await askNewCrew(tx, mailer, id, added, userId);
  await syncProducts(tx, id, v.products, current, prices);
  await syncImages(tx, id, v.images);
  await syncZenfolio(tx, v.zenfolio);
  await syncManualSales(tx, id, v.manualSales, current, userId);
  await syncOrderLimits(tx, id, v.orderLimits);
}

/** Creates the event with every child row and the history row in one transaction. */
export async function createEvent(
  db: Db,
  mailer: ConfirmationMailer,
  input: EventValues,
  userId: number,
): Promise<EventDetail> {
  const v = teamsOfType(input);
  return db.transaction(async (tx) => {
    const checked = await checkEvent(tx, v);
    assertOneOwner(v, checked.photographerNames);
    await assertNoScheduleConflict(tx, null, v, checked.photographerNames);
    await assertNotDuplicate(tx, v, null);
    const [row] = await tx.insert(events).values(rowValues(v, checked.title)).returning();
    const empty = await loadEventDetail(tx, row.id, row);
    await saveChildren(tx, row.id, v, empty, checked.productPrices, userId, mailer);
    const after = await loadEventDetail(tx, row.id);
    await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: auditView(after) });
    return after;
  });
}

/**
 * Lays the sent fields over the saved event, checks the result as a whole and writes it. The row lock
 * serialises two saves of one event; `updatedAt` detects a form loaded before someone else's save.
 */
export async function updateEvent(
  db: Db,
  mailer: ConfirmationMailer,
  id: number,
  changes: EventChanges,
  userId: number,
): Promise<EventDetail> {
  const { updatedAt, ...sent } = changes;
  return db.transaction(async (tx) => {
    // The payout lock before the row lock (shared/payout-lock.ts): the crew and its confirmations change here.
    await lockEventPayouts(tx, [id]);
    const row = await findEvent(tx, id, true);
    assertFresh(updatedAt, row.updatedAt, 'event');
    const before = await loadEventDetail(tx, id, row);
    const base = valuesOf(before);
    const defined = Object.fromEntries(Object.entries(sent).filter(([, x]) => x !== undefined));
    const v = teamsOfType({
      ...base,
      ...defined,
      zenfolio: { ...base.zenfolio, ...(sent.zenfolio ?? {}) },
    } as EventValues);
    const checked = await checkEvent(tx, v);
    assertOneOwner(v, checked.photographerNames);
    await assertNoScheduleConflict(tx, id, v, checked.photographerNames);
    await assertNotDuplicate(tx, v, { id, before: base });
    await tx
      .update(events)
      .set({ ...rowValues(v, checked.title), updatedAt: sql`now()` })
      .where(eq(events.id, id));
    await saveChildren(tx, id, v, before, checked.productPrices, userId, mailer);
    const after = await loadEventDetail(tx, id);
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

/**
 * A copy to finish: same details, match, organizations, products and images, as a draft without crew (the
 * copy usually moves to another day), manual sales, gallery or fulfilment.
 */
export async function duplicateEvent(
  db: Db,
  mailer: ConfirmationMailer,
  id: number,
  userId: number,
): Promise<EventDetail> {
  const source = await loadEventDetail(db, id);
  const v = valuesOf(source);
  return createEvent(
    db,
    mailer,
    {
      ...v,
      title: source.competitionType === 'game' ? v.title : `${v.title} (copy)`,
      status: 'draft',
      photographers: [],
      manualSales: [],
      zenfolio: { createZenfolio: false, zenfolioId: null, galleryName: null, link: null, password: null },
      // A copy is identical until it is moved to its own day: asking for it is the confirmation.
      confirmDuplicate: true,
    },
    userId,
  );
}

export async function eventOrderCount(db: Db | Tx, id: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(distinct ${orderProducts.orderId})`.mapWith(Number) })
    .from(orderProducts)
    .where(and(eq(orderProducts.eventId, id), isNull(orderProducts.deletedAt)));
  return r?.n ?? 0;
}

/** Soft delete; an event with orders is refused (422 with the count): its orders and payouts point at it. */
export async function deleteEvent(db: Db, id: number, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockEventPayouts(tx, [id]);
    const row: EventRow = await findEvent(tx, id, true);
    const orders = await eventOrderCount(tx, id);
    if (orders > 0) throw businessRule(EVENT_MESSAGES.hasOrders(orders));
    const before = await loadEventDetail(tx, id, row);
    await softDeleteEventChildren(tx, id);
    await tx
      .update(events)
      .set({ deletedAt: sql`now()` })
      .where(eq(events.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditView(before) });
  });
}

/**
 * Detail for the signed-in user: a photographer sees only events it is assigned to, and only its own pay on
 * them. Anyone else needs no check first: the detail query itself answers 404 for a missing event.
 */
export async function getEventFor(db: Db, id: number, user: AuthUser): Promise<EventDetail> {
  if (!isScopedPhotographer(user)) return loadEventDetail(db, id);
  await assertCanSee(db, id, user);
  return withOwnPayOnly(await loadEventDetail(db, id), user.id);
}
