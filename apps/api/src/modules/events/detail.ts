import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { EventDetail } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import {
  eventCategories,
  eventMatches,
  events,
  levels,
  organizations,
  schoolDistricts,
  statementsOfWork,
  users,
} from '../../db/schema/index.js';
import { alias } from 'drizzle-orm/pg-core';
import { iso, isoOrNull } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { runPrepared } from '../../shared/prepared.js';
import { qualified } from '../../shared/sql.js';

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

const home = alias(organizations, 'home_team');
const visiting = alias(organizations, 'visiting_team');
const eventId = qualified(events.id);
/** A UTC ISO string (what `iso()` gives) computed in SQL, for timestamps read inside JSON. */
const isoSql = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The child lists as JSON arrays in the one detail query (each from its event_id index; none when empty).
const orgsJson = sql<EventDetail['organizations']>`coalesce((select json_agg(json_build_object(
    'organizationId', eo.organization_id, 'name', o.name, 'isVenue', eo.is_venue) order by eo.id)
  from event_organizations eo join organizations o on o.id = eo.organization_id
  where eo.event_id = ${eventId} and eo.deleted_at is null), '[]')`;
const crewJson = sql<EventDetail['photographers']>`coalesce((select json_agg(json_build_object(
    'id', ep.id, 'photographerId', ep.photographer_id, 'name', u.first_name || ' ' || u.last_name,
    'eventRole', ep.event_role, 'commissionType', ep.commission_type, 'charge', ep.charge,
    'percentCharge', ep.percent_charge::text, 'totalCharge', ep.total_charge, 'owner', ep.owner,
    'uploadStatus', ep.upload_status, 'confirmation', ep.confirmation,
    'confirmationSentAt', ${sql.raw(isoSql('ep.confirmation_sent_at'))},
    'confirmationAt', ${sql.raw(isoSql('ep.confirmation_at'))}) order by ep.id)
  from event_photographers ep join users u on u.id = ep.photographer_id
  where ep.event_id = ${eventId} and ep.deleted_at is null), '[]')`;
// orderCount: the event product's order products (live), as the per-product count of the old grouping.
const productsJson = sql<EventDetail['products']>`coalesce((select json_agg(json_build_object(
    'id', p.id, 'productId', p.product_id, 'name', pr.name, 'productCategoryId', pr.product_catgeory_id,
    'defaultPrice', p.default_price, 'multiplier', p.multiplier::text, 'totalPrice', p.total_price,
    'orderCount', (select count(*) from order_products op where op.event_id = p.event_id
      and op.event_product_id = p.id and op.deleted_at is null)) order by p.id)
  from event_products p join products pr on pr.id = p.product_id
  where p.event_id = ${eventId} and p.deleted_at is null), '[]')`;
const imagesJson = sql<EventDetail['images']>`coalesce((select json_agg(json_build_object(
    'id', ei.id, 'url', i.img_url, 'primary', ei.primary_image) order by ei.sort, ei.id)
  from event_images ei join images i on i.id = ei.image_id
  where ei.event_id = ${eventId} and ei.deleted_at is null), '[]')`;
const salesJson = sql<EventDetail['manualSales']>`coalesce((select json_agg(json_build_object(
    'id', s.id, 'saleAmount', s.sale_amount, 'description', s.description,
    'settledAt', ${sql.raw(isoSql('s.settled_at'))}) order by s.id)
  from event_manual_sales s where s.event_id = ${eventId} and s.deleted_at is null), '[]')`;
const limitsJson = sql<EventDetail['orderLimits']>`coalesce((select json_agg(json_build_object(
    'productCategoryId', l.product_catgeory_id, 'productCategoryName', pc.name, 'orderLimit', l."orderLimit")
    order by l.id)
  from order_limit l join product_categories pc on pc.id = l.product_catgeory_id
  where l.event_id = ${eventId} and l.deleted_at is null), '[]')`;
const totalsJson = sql<{ orders: number; received: number; fulfilled: number }>`(select json_build_object(
    'orders', count(distinct op.order_id), 'received', count(*),
    'fulfilled', count(*) filter (where op.fullfilment_status = 'fulfilled'))
  from order_products op where op.event_id = ${eventId} and op.deleted_at is null)`;
const galleryJson = sql<{ galleryName: string | null; link: string | null; password: string | null } | null>`(
  select json_build_object('galleryName', z.gallery_name, 'link', z.link, 'password', z.password)
  from zenfolios z where z."galleryIds" = ${qualified(events.zenfolioId)} and z.deleted_at is null limit 1)`;
const participantsJson = sql<Array<{ id: number; name: string }>>`coalesce((select json_agg(json_build_object(
    'id', o.id, 'name', o.name)) from organizations o where o.id = any(${qualified(eventMatches.participatingTeams)})), '[]')`;

/** The detail query: `live` adds the not-deleted condition (a save reads its own row without it). */
function detailQuery(db: Executor, live: boolean) {
  return db
    .select({
      e: events,
      categoryName: eventCategories.category,
      ownerName: fullName,
      districtName: schoolDistricts.title,
      sowTitle: statementsOfWork.title,
      match: eventMatches,
      levelName: levels.name,
      homeName: home.name,
      visitingName: visiting.name,
      orgs: orgsJson,
      crew: crewJson,
      prods: productsJson,
      imgs: imagesJson,
      sales: salesJson,
      limits: limitsJson,
      totals: totalsJson,
      gallery: galleryJson,
      participants: participantsJson,
    })
    .from(events)
    .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
    .leftJoin(users, eq(users.id, events.eventOwnerId))
    .leftJoin(schoolDistricts, eq(schoolDistricts.id, events.schoolDistrictId))
    .leftJoin(statementsOfWork, eq(statementsOfWork.id, events.statementOfWorkId))
    .leftJoin(eventMatches, and(eq(eventMatches.eventId, events.id), isNull(eventMatches.deletedAt)))
    .leftJoin(levels, eq(levels.id, eventMatches.levelId))
    .leftJoin(home, eq(home.id, eventMatches.homeTeamId))
    .leftJoin(visiting, eq(visiting.id, eventMatches.visitingTeamId))
    .where(and(eq(events.id, sql.placeholder('id')), live ? liveEvent : undefined))
    .orderBy(asc(eventMatches.id))
    .limit(1);
}

/**
 * The whole event with its match, organizations, crew, products (with order counts), images and the rest, in
 * one prepared query: the child lists come back as JSON arrays, so a detail is one round trip and one plan.
 */
export async function loadEventDetail(db: Executor, id: number, known?: EventRow): Promise<EventDetail> {
  const live = !known;
  const [head] = await runPrepared(db, `events.detail|${live}`, () => detailQuery(db, live), { id });
  if (!head) throw notFound('Event');
  const row = known ?? head.e;
  const match = head.match;
  const total = head.totals;
  const z = head.gallery;
  const names = new Map(head.participants.map((t) => [t.id, t.name]));
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
    schoolDistrictId: row.schoolDistrictId,
    schoolDistrictName: row.schoolDistrictId ? head.districtName : null,
    statementOfWorkId: row.statementOfWorkId,
    statementOfWorkTitle: row.statementOfWorkId ? head.sowTitle : null,
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
    organizations: head.orgs,
    photographers: head.crew.map((p) => ({ ...p, uploadStatus: p.uploadStatus ?? null })),
    products: head.prods.map((p) => ({ ...p, orderCount: Number(p.orderCount) })),
    images: head.imgs,
    zenfolio: {
      createZenfolio: row.createZenfolio,
      zenfolioId: row.zenfolioId,
      galleryName: z?.galleryName ?? null,
      link: z?.link ?? null,
      password: z?.password ?? null,
    },
    manualSales: head.sales,
    orderLimits: head.limits,
    orderCount: Number(total?.orders ?? 0),
    ordersReceived: Number(total?.received ?? 0),
    ordersFulfilled: Number(total?.fulfilled ?? 0),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

const money = (c: number | null) => (c === null ? '' : `$${(c / 100).toFixed(2)}`);

/**
 * A crew line's pay in the audit text below: "Pat Lee (photographer, $50.00, owner)" → "Pat Lee (photographer,
 * owner)". The pay part (a sum, a percent or nothing) never holds a comma or a parenthesis.
 */
const CREW_PAY = /\((photographer|support), [^,)]*/g;

/** A history value of an event without any photographer's pay: what a scoped photographer may read. */
export function auditWithoutPay(value: string | null): string | null {
  return value === null ? null : value.replace(CREW_PAY, '($1');
}

/**
 * The event as the change history records it: its own fields plus one readable line per child list, so a
 * change anywhere in the event shows as one row ("changed Products from … to …").
 */
export function auditView(d: EventDetail): Record<string, string | number | boolean | null> {
  const m = d.match;
  return {
    title: d.title,
    category: d.categoryName,
    schoolDistrict: d.schoolDistrictName,
    statementOfWork: d.statementOfWorkTitle,
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
