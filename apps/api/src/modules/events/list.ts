import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  TYPES_OF_KIND,
  type AuthUser,
  type EventFulfilment,
  type EventListItem,
  type EventListQuery,
} from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { eventMatches, events } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { chicagoDayStart, chicagoToday } from '../../shared/chicago.js';
import { foldedLike, likePattern, offsetOf, orderBy } from '../../shared/list.js';
import { sqlList } from '../../shared/sql.js';
import { seesOrderMoney } from './tracker.js';
import { runPrepared } from '../../shared/prepared.js';
import { liveEvent } from './detail.js';
import { scopeCondition, scopeUserId } from './scope.js';

/** The placeholder values of one list request; its SQL depends only on which are present (see `eventFilters`). */
export type EventFilterValues = Record<string, string | number | boolean>;

/**
 * Every filter of the list, as SQL over events (joined to its match), written with placeholders so one shape
 * of filters is one prepared statement: `values` receives what the placeholders stand for, and `key` names the
 * shape (the filters present and whether the user is scoped).
 */
export function eventFilters(
  q: Omit<EventListQuery, 'page' | 'pageSize' | 'sort'>,
  user: AuthUser,
): { where: SQL | undefined; values: EventFilterValues; key: string } {
  const values: EventFilterValues = {};
  /** Registers a value and returns its placeholder. */
  const p = (name: string, value: string | number | boolean) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  const scopeUser = scopeUserId(user);
  const where = and(
    liveEvent,
    scopeUser !== undefined ? scopeCondition(p('scopeUserId', scopeUser)) : undefined,
    q.q ? foldedLike(events.title, p('q', likePattern(q.q))) : undefined,
    q.categoryId
      ? sql`${events.eventCategoryId} in (select id from event_categories where (id = ${p('categoryId', q.categoryId)} or parent_id = ${sql.placeholder('categoryId')}) and deleted_at is null)`
      : undefined,
    q.status ? eq(events.status, p('status', q.status)) : undefined,
    q.competitionType ? eq(events.competitionType, p('competitionType', q.competitionType)) : undefined,
    // A tab's types are constants of the code, written into the SQL: one statement per tab.
    q.kind ? sql`${events.competitionType} in (${sqlList(TYPES_OF_KIND[q.kind])})` : undefined,
    q.schoolDistrictId ? eq(events.schoolDistrictId, p('schoolDistrictId', q.schoolDistrictId)) : undefined,
    q.from ? sql`${events.startTime} >= ${chicagoDayStart(p('from', q.from))}` : undefined,
    q.to ? sql`${events.startTime} < ${chicagoDayStart(p('to', q.to), 1)}` : undefined,
    q.private ? eq(events.isPrivateEvent, p('private', q.private === 'yes')) : undefined,
    q.levelId
      ? sql`(${eventMatches.levelId} = ${p('levelId', q.levelId)} or ${sql.placeholder('levelId')}::int = any(${eventMatches.multiLevelIds}))`
      : undefined,
    q.organizationId
      ? sql`(${eventMatches.homeTeamId} = ${p('organizationId', q.organizationId)} or ${eventMatches.visitingTeamId} = ${sql.placeholder('organizationId')}
          or ${sql.placeholder('organizationId')}::int = any(${eventMatches.participatingTeams})
          or exists (select 1 from event_organizations eo where eo.event_id = ${events.id}
            and eo.organization_id = ${sql.placeholder('organizationId')} and eo.deleted_at is null))`
      : undefined,
    q.fulfilment
      ? sql`exists (select 1 from event_order_figures f where f.event_id = ${events.id}
          and f.fulfilment = ${p('fulfilment', q.fulfilment)})`
      : undefined,
    q.photographerId
      ? sql`exists (select 1 from event_photographers ep where ep.event_id = ${events.id}
          and ep.photographer_id = ${p('photographerId', q.photographerId)} and ep.deleted_at is null)`
      : undefined,
  );
  return { where, values, key: [...Object.keys(values), q.kind ? `kind=${q.kind}` : ''].filter(Boolean).join(',') };
}

// Select-list subqueries instead of joins: the planner plans each on its own in no time (a six-way join took
// PostgreSQL ~2 ms to plan, re-planned per request), and they run only for the page's rows, after the limit.
const categoryName = sql<
  string | null
>`(select c.category from event_categories c where c.id = ${events.eventCategoryId})`;
const levelName = sql<string | null>`(select l.name from levels l where l.id = ${eventMatches.levelId})`;
const homeTeamName = sql<string | null>`(select o.name from organizations o where o.id = ${eventMatches.homeTeamId})`;
const visitingTeamName = sql<
  string | null
>`(select o.name from organizations o where o.id = ${eventMatches.visitingTeamId})`;
const venueName = sql<
  string | null
>`(select o.name from event_organizations eo join organizations o on o.id = eo.organization_id
  where eo.event_id = ${events.id} and eo.is_venue and eo.deleted_at is null order by eo.id limit 1)`;
const teamNames = sql<string[]>`array(select o.name from organizations o
  where o.id = any(${eventMatches.participatingTeams}) order by o.name)`;
const districtName = sql<
  string | null
>`(select d.title from school_districts d where d.id = ${events.schoolDistrictId})`;
const sowTitle = sql<
  string | null
>`(select s.title from statements_of_work s where s.id = ${events.statementOfWorkId})`;
const crew = sql<EventListItem['photographers']>`coalesce((select json_agg(json_build_object('id', ep.photographer_id,
    'name', u.first_name || ' ' || u.last_name, 'confirmation', ep.confirmation) order by ep.id)
  from event_photographers ep join users u on u.id = ep.photographer_id
  where ep.event_id = ${events.id} and ep.deleted_at is null), '[]')`;

/**
 * The cockpit's game-day figures of a row: kept per event by triggers (event_order_figures, migration 0029), one
 * primary-key read per page row; null for an event that never had a line. The gallery is the Zenfolio one.
 */
const gameDay = sql<{
  preOrders: number;
  preOrderAmount: number;
  teamOrders: number;
  fulfilment: EventFulfilment | null;
} | null>`(select json_build_object('preOrders', f.pre_orders, 'preOrderAmount', f.pre_order_amount,
    'teamOrders', f.team_orders, 'fulfilment', f.fulfilment)
  from event_order_figures f where f.event_id = ${events.id})`;
const galleryLink = sql<string | null>`(select z.link from zenfolios z
  where z."galleryIds" = ${events.zenfolioId} and z.deleted_at is null limit 1)`;

/** What a row of the list reads: the event, and the names its columns show (sub-selects, for the page only). */
const ROW = {
  id: events.id,
  title: events.title,
  status: events.status,
  competitionType: events.competitionType,
  startTime: events.startTime,
  endTime: events.endTime,
  eventCategoryId: events.eventCategoryId,
  isPrivateEvent: events.isPrivateEvent,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  categoryName,
  levelName,
  homeTeamName,
  visitingTeamName,
  venueName,
  photographers: crew,
  participatingTeamNames: teamNames,
  schoolDistrictName: districtName,
  statementOfWorkTitle: sowTitle,
  gameDay,
  galleryLink,
};

/**
 * The default order's page: upcoming events (from the start of today in Chicago), soonest first, then past ones,
 * latest first — as two walks of the start-time index, the second only when the page runs past the upcoming ones.
 * (One query ordered by an expression sorted every matching event and computed each one's sub-selects first:
 * p95 148 ms at 10,000 events and 1M orders.)
 */
async function upcomingPage(
  db: Db,
  p: {
    where: SQL | undefined;
    values: EventFilterValues;
    key: string;
    named: boolean;
    matchJoin: SQL | undefined;
    offset: number;
    pageSize: number;
  },
) {
  const today = chicagoDayStart(sql.placeholder('today'));
  const values = { ...p.values, today: chicagoToday() };
  const part = (upcoming: boolean, offset: number, limit: number) =>
    runPrepared(
      db,
      `events.list-${upcoming ? 'upcoming' : 'past'}|${p.key}|${limit}|${offset > 0}`,
      () =>
        db
          .select(ROW)
          .from(events)
          .leftJoin(eventMatches, p.matchJoin)
          .where(and(p.where, upcoming ? sql`${events.startTime} >= ${today}` : sql`${events.startTime} < ${today}`))
          .orderBy(...(upcoming ? [asc(events.startTime), asc(events.id)] : [desc(events.startTime), desc(events.id)]))
          .limit(sql.raw(String(Math.trunc(limit))) as unknown as number)
          .offset(offset > 0 ? sql.placeholder('offset') : 0),
      // "today" is a value: one statement serves every day.
      { ...values, offset },
      p.named,
    );
  const soon = await part(true, p.offset, p.pageSize);
  if (soon.length === p.pageSize) return soon;
  // How many upcoming events there are: known from this page unless it started past them all.
  const upcoming =
    soon.length > 0 || p.offset === 0
      ? p.offset + soon.length
      : ((
          await runPrepared(
            db,
            `events.count-upcoming|${p.key}`,
            () =>
              db
                .select({ n: count() })
                .from(events)
                .leftJoin(eventMatches, p.matchJoin)
                .where(and(p.where, sql`${events.startTime} >= ${today}`)),
            values,
            p.named,
          )
        )[0]?.n ?? 0);
  return [...soon, ...(await part(false, Math.max(0, p.offset - upcoming), p.pageSize - soon.length))];
}

const listSorts = {
  startTime: events.startTime,
  title: events.title,
  status: events.status,
  createdAt: events.createdAt,
};

/**
 * The page, then the total (unless the page is short, which gives it) in two prepared queries: the page walks
 * the start-time index and stops after `pageSize` rows (the venue and crew sub-selects run for those rows only),
 * and the count joins the match only when a filter needs it. (`count(*) over()` would build every matching row,
 * with its joins and subqueries, before the limit.) Each shape of filters and sort is prepared once
 * (shared/prepared.ts).
 */
export async function listEvents(db: Db, q: EventListQuery, user: AuthUser) {
  const { where, values, key } = eventFilters(q, user);
  // The page size is written into the SQL (a validated small integer) and the first page has no offset: with
  // `limit $1` PostgreSQL prices a generic plan as if a tenth of the table came back and re-plans every call.
  const offset = offsetOf(q);
  // Filtered shapes are planned for their values each time (see runPrepared); the plain list keeps one plan, and
  // a search alone is named too: PostgreSQL keeps custom plans while a term's selectivity matters (a rare term
  // takes the trigram index), and the statement is parsed once per connection.
  const named = key === '' || key === 'q';
  const needsMatch = Boolean(q.levelId || q.organizationId);
  const matchJoin = and(eq(eventMatches.eventId, events.id), isNull(eventMatches.deletedAt));
  const rows = q.sort
    ? await runPrepared(
        db,
        `events.list|${key}|${q.sort}|${q.pageSize}|${offset > 0}`,
        () =>
          db
            .select(ROW)
            .from(events)
            .leftJoin(eventMatches, matchJoin)
            .where(where)
            .orderBy(...orderBy(q.sort, listSorts, [], events.id))
            // Drizzle writes an SQL object into `limit` as is (its type admits only a number or a placeholder).
            .limit(sql.raw(String(Math.trunc(q.pageSize))) as unknown as number)
            .offset(offset > 0 ? sql.placeholder('offset') : 0),
        { ...values, offset },
        named,
      )
    : await upcomingPage(db, { where, values, key, named, matchJoin, offset, pageSize: q.pageSize });
  // A page that is not full ends the list: its total is known without counting.
  const total =
    rows.length < q.pageSize && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : ((
          await runPrepared(
            db,
            `events.count|${key}`,
            () =>
              needsMatch
                ? db.select({ n: count() }).from(events).leftJoin(eventMatches, matchJoin).where(where)
                : db.select({ n: count() }).from(events).where(where),
            values,
            named,
          )
        )[0]?.n ?? 0);
  const money = seesOrderMoney(user);
  const data: EventListItem[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    competitionType: r.competitionType,
    startTime: iso(r.startTime),
    endTime: iso(r.endTime),
    eventCategoryId: r.eventCategoryId,
    categoryName: r.categoryName,
    levelName: r.levelName,
    homeTeamName: r.homeTeamName,
    visitingTeamName: r.visitingTeamName,
    venueName: r.venueName,
    photographers: r.photographers ?? [],
    isPrivateEvent: r.isPrivateEvent,
    participatingTeamNames: r.participatingTeamNames ?? [],
    schoolDistrictName: r.schoolDistrictName,
    statementOfWorkTitle: r.statementOfWorkTitle,
    preOrders: r.gameDay?.preOrders ?? 0,
    preOrderAmount: money ? (r.gameDay?.preOrderAmount ?? 0) : null,
    teamOrders: r.gameDay?.teamOrders ?? 0,
    fulfilment: r.gameDay?.fulfilment ?? null,
    galleryLink: r.galleryLink,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  }));
  return { data, meta: { page: q.page, pageSize: q.pageSize, total } };
}
