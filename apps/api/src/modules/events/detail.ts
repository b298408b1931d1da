import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { EventDetail } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import {
  eventCategories,
  eventImages,
  eventManualSales,
  eventMatches,
  eventOrganizations,
  eventPhotographers,
  eventProducts,
  events,
  images,
  levels,
  orderLimit,
  orderProducts,
  organizations,
  productCategories,
  products,
  users,
  zenfolios,
} from '../../db/schema/index.js';
import { alias } from 'drizzle-orm/pg-core';
import { iso, isoOrNull } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';

export type EventRow = typeof events.$inferSelect;
export const liveEvent = isNull(events.deletedAt);
const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The live event row; `lock` takes it FOR UPDATE so two saves of one event run one after the other. */
export async function findEvent(db: Executor, id: number, lock = false): Promise<EventRow> {
  const q = db
    .select()
    .from(events)
    .where(and(eq(events.id, id), liveEvent));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('Event');
  return row;
}

async function orgNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const home = alias(organizations, 'home_team');
const visiting = alias(organizations, 'visiting_team');

/** The whole event with its match, organizations, crew, products (with order counts), images and the rest. */
export async function loadEventDetail(db: Executor, id: number, known?: EventRow): Promise<EventDetail> {
  // The row, its category, owner, match, level and teams in one query.
  const [head] = await db
    .select({
      e: events,
      categoryName: eventCategories.category,
      ownerName: fullName,
      match: eventMatches,
      levelName: levels.name,
      homeName: home.name,
      visitingName: visiting.name,
    })
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .leftJoin(users, eq(users.id, events.eventOwnerId))
    .leftJoin(eventMatches, and(eq(eventMatches.eventId, events.id), isNull(eventMatches.deletedAt)))
    .leftJoin(levels, eq(levels.id, eventMatches.levelId))
    .leftJoin(home, eq(home.id, eventMatches.homeTeamId))
    .leftJoin(visiting, eq(visiting.id, eventMatches.visitingTeamId))
    .where(and(eq(events.id, id), known ? undefined : liveEvent))
    .orderBy(asc(eventMatches.id))
    .limit(1);
  if (!head) throw notFound('Event');
  const row = known ?? head.e;
  const match = head.match;
  const [orgs, crew, prods, imgs, sales, limits, counts, gallery, participants] = await Promise.all([
    db
      .select({
        organizationId: eventOrganizations.organizationId,
        name: organizations.name,
        isVenue: eventOrganizations.isVenue,
      })
      .from(eventOrganizations)
      .innerJoin(organizations, eq(organizations.id, eventOrganizations.organizationId))
      .where(and(eq(eventOrganizations.eventId, id), isNull(eventOrganizations.deletedAt)))
      .orderBy(asc(eventOrganizations.id)),
    db
      .select({ p: eventPhotographers, name: fullName })
      .from(eventPhotographers)
      .innerJoin(users, eq(users.id, eventPhotographers.photographerId))
      .where(and(eq(eventPhotographers.eventId, id), isNull(eventPhotographers.deletedAt)))
      .orderBy(asc(eventPhotographers.id)),
    db
      .select({ p: eventProducts, name: products.name, productCategoryId: products.productCategoryId })
      .from(eventProducts)
      .innerJoin(products, eq(products.id, eventProducts.productId))
      .where(and(eq(eventProducts.eventId, id), isNull(eventProducts.deletedAt)))
      .orderBy(asc(eventProducts.id)),
    db
      .select({ id: eventImages.id, url: images.imgUrl, primary: eventImages.primaryImage })
      .from(eventImages)
      .innerJoin(images, eq(images.id, eventImages.imageId))
      .where(and(eq(eventImages.eventId, id), isNull(eventImages.deletedAt)))
      .orderBy(asc(eventImages.sort), asc(eventImages.id)),
    db
      .select()
      .from(eventManualSales)
      .where(and(eq(eventManualSales.eventId, id), isNull(eventManualSales.deletedAt)))
      .orderBy(asc(eventManualSales.id)),
    db
      .select({ l: orderLimit, name: productCategories.name })
      .from(orderLimit)
      .innerJoin(productCategories, eq(productCategories.id, orderLimit.productCategoryId))
      .where(and(eq(orderLimit.eventId, id), isNull(orderLimit.deletedAt)))
      .orderBy(asc(orderLimit.id)),
    // Per event product, plus the grand total row (grouping set ()), in one pass over the event's order products.
    db
      .select({
        eventProductId: orderProducts.eventProductId,
        isTotal: sql<boolean>`grouping(${orderProducts.eventProductId}) = 1`,
        orders: sql<number>`count(distinct ${orderProducts.orderId})`.mapWith(Number),
        received: sql<number>`count(*)`.mapWith(Number),
        fulfilled: sql<number>`count(*) filter (where ${orderProducts.fulfilmentStatus} = 'fulfilled')`.mapWith(Number),
      })
      .from(orderProducts)
      .where(and(eq(orderProducts.eventId, id), isNull(orderProducts.deletedAt)))
      .groupBy(sql`grouping sets ((${orderProducts.eventProductId}), ())`),
    row.zenfolioId
      ? db
          .select()
          .from(zenfolios)
          .where(and(eq(zenfolios.galleryIds, row.zenfolioId), isNull(zenfolios.deletedAt)))
          .limit(1)
      : [],
    orgNames(db, match?.participatingTeams ?? []),
  ]);
  const total = counts.find((c) => c.isTotal);
  const byProduct = new Map(counts.filter((c) => !c.isTotal).map((r) => [r.eventProductId, r.received]));
  const z = gallery[0];
  const names = new Map([...participants]);
  if (match?.homeTeamId && head.homeName) names.set(match.homeTeamId, head.homeName);
  if (match?.visitingTeamId && head.visitingName) names.set(match.visitingTeamId, head.visitingName);
  return {
    id: row.id,
    title: row.title,
    eventCategoryId: row.eventCategoryId,
    categoryName: head.categoryName,
    description: row.description,
    startTime: iso(row.startTime),
    endTime: iso(row.endTime),
    status: row.status,
    competitionType: row.competitionType,
    eventOwnerId: row.eventOwnerId,
    eventOwnerName: row.eventOwnerId ? head.ownerName : null,
    isPrivateEvent: row.isPrivateEvent,
    metaTitle: row.metaTitle,
    metaKeywords: row.metaKeywords,
    metaDescription: row.metaDescription,
    tags: row.tags,
    fulfilledAt: isoOrNull(row.fulfilledAt),
    match: {
      gender: (match?.gender as EventDetail['match']['gender']) ?? null,
      homeTeamId: match?.homeTeamId ?? null,
      homeTeamName: match?.homeTeamId ? (names.get(match.homeTeamId) ?? null) : null,
      visitingTeamId: match?.visitingTeamId ?? null,
      visitingTeamName: match?.visitingTeamId ? (names.get(match.visitingTeamId) ?? null) : null,
      levelId: match?.levelId ?? null,
      levelName: head.levelName,
      academicYear: match?.academicYear ?? null,
      participatingTeams: (match?.participatingTeams ?? []).map((t) => ({ id: t, name: names.get(t) ?? `#${t}` })),
      multiGender: match?.multiGender ?? false,
      multiLevelIds: match?.multiLevelIds ?? [],
    },
    organizations: orgs,
    photographers: crew.map(({ p, name }) => ({
      id: p.id,
      photographerId: p.photographerId,
      name,
      eventRole: p.eventRole,
      commissionType: p.commissionType,
      charge: p.charge,
      percentCharge: p.percentCharge,
      totalCharge: p.totalCharge,
      owner: p.owner,
      uploadStatus: (p.uploadStatus as EventDetail['photographers'][number]['uploadStatus']) ?? null,
    })),
    products: prods.map(({ p, name, productCategoryId }) => ({
      id: p.id,
      productId: p.productId,
      name,
      productCategoryId,
      defaultPrice: p.defaultPrice,
      multiplier: p.multiplier,
      totalPrice: p.totalPrice,
      orderCount: byProduct.get(p.id) ?? 0,
    })),
    images: imgs,
    zenfolio: {
      createZenfolio: row.createZenfolio,
      zenfolioId: row.zenfolioId,
      galleryName: z?.galleryName ?? null,
      link: z?.link ?? null,
      password: z?.password ?? null,
    },
    manualSales: sales.map((s) => ({
      id: s.id,
      saleAmount: s.saleAmount,
      description: s.description,
      settledAt: isoOrNull(s.settledAt),
    })),
    orderLimits: limits.map(({ l, name }) => ({
      productCategoryId: l.productCategoryId!,
      productCategoryName: name,
      orderLimit: l.orderLimit,
    })),
    orderCount: total?.orders ?? 0,
    ordersReceived: total?.received ?? 0,
    ordersFulfilled: total?.fulfilled ?? 0,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const money = (c: number | null) => (c === null ? '' : `$${(c / 100).toFixed(2)}`);

/**
 * The event as the change history records it: its own fields plus one readable line per child list, so a
 * change anywhere in the event shows as one row ("changed Products from … to …").
 */
export function auditView(d: EventDetail): Record<string, string | number | boolean | null> {
  const m = d.match;
  return {
    title: d.title,
    category: d.categoryName,
    description: d.description,
    startTime: d.startTime,
    endTime: d.endTime,
    status: d.status,
    competitionType: d.competitionType,
    eventOwner: d.eventOwnerName,
    isPrivateEvent: d.isPrivateEvent,
    metaTitle: d.metaTitle,
    metaKeywords: d.metaKeywords,
    metaDescription: d.metaDescription,
    tags: d.tags,
    match: [
      m.visitingTeamName && m.homeTeamName ? `${m.visitingTeamName} @ ${m.homeTeamName}` : m.homeTeamName,
      m.gender,
      m.levelName,
      m.academicYear,
      m.participatingTeams.map((t) => t.name).join(', '),
      m.multiGender ? 'multi gender' : '',
    ]
      .filter(Boolean)
      .join(' · '),
    organizations: d.organizations.map((o) => `${o.name}${o.isVenue ? ' (venue)' : ''}`).join('; '),
    photographers: d.photographers
      .map(
        (p) =>
          `${p.name} (${p.eventRole}, ${p.commissionType === 'fixed' ? money(p.charge) : `${p.percentCharge}%`}${p.owner ? ', owner' : ''}${p.uploadStatus ? `, ${p.uploadStatus}` : ''})`,
      )
      .join('; '),
    products: d.products
      .map((p) => `${p.name} ${money(p.defaultPrice)} × ${p.multiplier} = ${money(p.totalPrice)}`)
      .join('; '),
    images: d.images.map((i) => `${i.url}${i.primary ? ' (primary)' : ''}`).join('; '),
    zenfolio: [
      d.zenfolio.createZenfolio ? 'create' : '',
      d.zenfolio.zenfolioId,
      d.zenfolio.galleryName,
      d.zenfolio.link,
    ]
      .filter(Boolean)
      .join(' · '),
    manualSales: d.manualSales
      .map((s) => `${money(s.saleAmount)}${s.description ? ` ${s.description}` : ''}`)
      .join('; '),
    orderLimits: d.orderLimits.map((l) => `${l.productCategoryName}: ${l.orderLimit}`).join('; '),
  };
}
