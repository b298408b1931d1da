import { and, asc, eq, inArray, isNull, lt, gt, ne, sql } from 'drizzle-orm';
import {
  buildGameTitle,
  DISTRICT_MISSING,
  isMediaDayType,
  EVENT_MESSAGES,
  eventPublishProblems,
  eventTimeProblems,
  mediaDayProblems,
  type EventValues,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import {
  eventCategories,
  eventPhotographers,
  events,
  levels,
  organizations,
  productCategories,
  products,
  schoolDistricts,
  statementsOfWork,
  users,
} from '../../db/schema/index.js';
import { badRequest, conflict } from '../../shared/errors.js';

const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * The live rows of the ids the event refers to. The reference lists (organizations, products, levels, product
 * categories) are locked `for key share` until the save ends, so a delete checking who uses them waits for it
 * (shared/in-use.ts); users are not a reference list (deleting a user follows its own rules).
 */
async function idsFound(db: Executor, table: 'org' | 'product' | 'user' | 'level' | 'pcat', ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const uniq = [...new Set(ids)];
  const rows =
    table === 'org'
      ? await db
          .select({ id: organizations.id, name: organizations.name })
          .from(organizations)
          .where(and(inArray(organizations.id, uniq), isNull(organizations.deletedAt)))
          .for('key share')
      : table === 'product'
        ? await db
            .select({ id: products.id, name: sql<string>`${products.price}::text` })
            .from(products)
            .where(and(inArray(products.id, uniq), isNull(products.deletedAt)))
            .for('key share')
        : table === 'user'
          ? await db
              .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
              .from(users)
              .where(and(inArray(users.id, uniq), isNull(users.deletedAt)))
          : table === 'level'
            ? await db
                .select({ id: levels.id, name: levels.name })
                .from(levels)
                .where(and(inArray(levels.id, uniq), isNull(levels.deletedAt)))
                .for('key share')
            : await db
                .select({ id: productCategories.id, name: productCategories.name })
                .from(productCategories)
                .where(and(inArray(productCategories.id, uniq), isNull(productCategories.deletedAt)))
                .for('key share');
  return new Map(rows.map((r) => [r.id, r.name]));
}

export interface CheckedEvent {
  title: string;
  /** Product id → its current price (the default price of a new event product). */
  productPrices: Map<number, number>;
  photographerNames: Map<number, string>;
}

/**
 * Checks an event as it will be saved: times, what a publish needs, references that must exist, each
 * photographer's pay, and the title (built for a game). Throws one 400 holding every field's message.
 */
export async function checkEvent(db: Executor, v: EventValues): Promise<CheckedEvent> {
  const fields: Record<string, string> = {
    ...eventTimeProblems(v),
    ...mediaDayProblems(v),
    ...(v.status === 'published' ? eventPublishProblems(v) : {}),
  };
  const m = v.match;
  if (m.homeTeamId && m.visitingTeamId && m.homeTeamId === m.visitingTeamId)
    fields['match.visitingTeamId'] = EVENT_MESSAGES.sameTeams;
  v.photographers.forEach((p, i) => {
    if (p.commissionType === 'fixed' && (p.charge === null || p.charge === undefined))
      fields[`photographers.${i}.charge`] = EVENT_MESSAGES.commissionCharge;
    if (p.commissionType === 'percent' && !p.percentCharge)
      fields[`photographers.${i}.percentCharge`] = EVENT_MESSAGES.commissionPercent;
  });

  const [category] = v.eventCategoryId
    ? await db
        .select({ name: eventCategories.category })
        .from(eventCategories)
        .where(and(eq(eventCategories.id, v.eventCategoryId), isNull(eventCategories.deletedAt)))
        .for('key share')
    : [];
  if (v.eventCategoryId && !category) fields.eventCategoryId = 'This category no longer exists';
  // Locked like the category: the district cannot be deleted until this save ends (its delete checks events).
  const [district] = v.schoolDistrictId
    ? await db
        .select({ id: schoolDistricts.id })
        .from(schoolDistricts)
        .where(and(eq(schoolDistricts.id, v.schoolDistrictId), isNull(schoolDistricts.deletedAt)))
        .for('key share')
    : [];
  if (v.schoolDistrictId && !district) fields.schoolDistrictId = DISTRICT_MISSING;
  if (v.statementOfWorkId) {
    const [sow] = await db
      .select({ id: statementsOfWork.id })
      .from(statementsOfWork)
      .where(and(eq(statementsOfWork.id, v.statementOfWorkId), isNull(statementsOfWork.deletedAt)))
      .for('key share');
    if (!sow) fields.statementOfWorkId = EVENT_MESSAGES.sowMissing;
    else if (!isMediaDayType(v.competitionType)) fields.statementOfWorkId = EVENT_MESSAGES.sowMediaDaysOnly;
  }
  const teamIds = [m.homeTeamId, m.visitingTeamId, ...(m.participatingTeams ?? [])].filter((x): x is number => !!x);
  const [orgs, prods, people, lvls, pcats] = await Promise.all([
    idsFound(db, 'org', [...teamIds, ...v.organizations.map((o) => o.organizationId)]),
    idsFound(
      db,
      'product',
      v.products.map((p) => p.productId),
    ),
    idsFound(db, 'user', [
      ...v.photographers.map((p) => p.photographerId),
      ...(v.eventOwnerId ? [v.eventOwnerId] : []),
    ]),
    idsFound(db, 'level', [...(m.levelId ? [m.levelId] : []), ...(m.multiLevelIds ?? [])]),
    idsFound(
      db,
      'pcat',
      v.orderLimits.map((l) => l.productCategoryId),
    ),
  ]);
  const missing = (map: Map<number, string>, id: number | null | undefined, path: string, what: string) => {
    if (id && !map.has(id)) fields[path] = `This ${what} no longer exists`;
  };
  missing(orgs, m.homeTeamId, 'match.homeTeamId', 'team');
  missing(orgs, m.visitingTeamId, 'match.visitingTeamId', 'team');
  (m.participatingTeams ?? []).forEach((t) => missing(orgs, t, 'match.participatingTeams', 'team'));
  missing(lvls, m.levelId, 'match.levelId', 'level');
  (m.multiLevelIds ?? []).forEach((l) => missing(lvls, l, 'match.multiLevelIds', 'level'));
  missing(people, v.eventOwnerId, 'eventOwnerId', 'user');
  v.organizations.forEach((o, i) =>
    missing(orgs, o.organizationId, `organizations.${i}.organizationId`, 'organization'),
  );
  v.photographers.forEach((p, i) =>
    missing(people, p.photographerId, `photographers.${i}.photographerId`, 'photographer'),
  );
  v.products.forEach((p, i) => missing(prods, p.productId, `products.${i}.productId`, 'product'));
  v.orderLimits.forEach((l, i) =>
    missing(pcats, l.productCategoryId, `orderLimits.${i}.productCategoryId`, 'product category'),
  );

  const built = buildGameTitle({
    home: m.homeTeamId ? orgs.get(m.homeTeamId) : null,
    visiting: m.visitingTeamId ? orgs.get(m.visitingTeamId) : null,
    participants: (m.participatingTeams ?? []).map((t) => orgs.get(t) ?? ''),
    gender: m.gender,
    level: m.levelId ? lvls.get(m.levelId) : null,
    sport: category?.name,
  });
  const title = (v.competitionType === 'game' ? built || v.title : v.title || built) ?? '';
  if (!title && !fields.title) fields.title = EVENT_MESSAGES.titleOrParts;
  if (Object.keys(fields).length) throw badRequest(firstMessage(fields), fields);
  return {
    title: title.slice(0, 255),
    productPrices: new Map([...prods].map(([id, price]) => [id, Number(price)])),
    photographerNames: people,
  };
}

function firstMessage(fields: Record<string, string>): string {
  const n = Object.keys(fields).length;
  return n === 1 ? Object.values(fields)[0] : `Please correct the ${n} highlighted fields`;
}

/**
 * BUSINESS_RULES: a photographer is never booked on two overlapping events. The photographers' user rows are
 * locked first (in id order, so two saves cannot deadlock), then other live, not canceled events are read:
 * two saves booking one photographer at once are serialised and the second sees the first.
 */
export async function assertNoScheduleConflict(
  tx: Executor,
  eventId: number | null,
  v: EventValues,
  names: Map<number, string>,
): Promise<void> {
  if (!v.photographers.length || v.status === 'canceled' || !v.startTime || !v.endTime) return;
  const ids = [...new Set(v.photographers.map((p) => p.photographerId))].sort((a, b) => a - b);
  await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)).orderBy(asc(users.id)).for('update');
  const clashes = await tx
    .select({
      photographerId: eventPhotographers.photographerId,
      title: events.title,
      startTime: events.startTime,
    })
    .from(eventPhotographers)
    .innerJoin(events, eq(events.id, eventPhotographers.eventId))
    .where(
      and(
        inArray(eventPhotographers.photographerId, ids),
        isNull(eventPhotographers.deletedAt),
        isNull(events.deletedAt),
        ne(events.status, 'canceled'),
        eventId ? ne(events.id, eventId) : undefined,
        lt(events.startTime, new Date(v.endTime)),
        gt(events.endTime, new Date(v.startTime)),
      ),
    )
    .orderBy(asc(events.startTime));
  if (!clashes.length) return;
  const fields: Record<string, string> = {};
  v.photographers.forEach((p, i) => {
    const hit = clashes.find((c) => c.photographerId === p.photographerId);
    if (hit)
      fields[`photographers.${i}.photographerId`] = EVENT_MESSAGES.scheduleConflict(
        names.get(p.photographerId) ?? 'This photographer',
        hit.title,
        chicago.format(hit.startTime),
      );
  });
  throw conflict(Object.values(fields)[0], fields);
}
