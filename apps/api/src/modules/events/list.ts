import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser, EventListItem, EventListQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { eventCategories, eventMatches, events, levels, organizations } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { offsetOf, orderBy, searchAny } from '../../shared/list.js';
import { liveEvent } from './detail.js';
import { scopeCondition } from './scope.js';

const home = alias(organizations, 'home_team');
const visiting = alias(organizations, 'visiting_team');

/** Midnight starting a Chicago calendar day, as an instant (DST-safe: Postgres does the zone maths). */
const chicagoMidnight = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'America/Chicago')`;

/** Every filter of the list, as SQL over events (joined to its match). */
export function eventFilters(q: Omit<EventListQuery, 'page' | 'pageSize' | 'sort'>, user: AuthUser): SQL | undefined {
  const org = q.organizationId;
  return and(
    liveEvent,
    scopeCondition(user),
    searchAny(q.q, [events.title]),
    q.categoryId
      ? sql`${events.eventCategoryId} in (select id from event_categories where (id = ${q.categoryId} or parent_id = ${q.categoryId}) and deleted_at is null)`
      : undefined,
    q.status ? eq(events.status, q.status) : undefined,
    q.competitionType ? eq(events.competitionType, q.competitionType) : undefined,
    q.from ? sql`${events.startTime} >= ${chicagoMidnight(q.from)}` : undefined,
    q.to ? sql`${events.startTime} < ${chicagoMidnight(q.to, 1)}` : undefined,
    q.private ? eq(events.isPrivateEvent, q.private === 'yes') : undefined,
    q.levelId
      ? sql`(${eventMatches.levelId} = ${q.levelId} or ${q.levelId} = any(${eventMatches.multiLevelIds}))`
      : undefined,
    org
      ? sql`(${eventMatches.homeTeamId} = ${org} or ${eventMatches.visitingTeamId} = ${org}
          or ${org} = any(${eventMatches.participatingTeams})
          or exists (select 1 from event_organizations eo where eo.event_id = ${events.id}
            and eo.organization_id = ${org} and eo.deleted_at is null))`
      : undefined,
    q.photographerId
      ? sql`exists (select 1 from event_photographers ep where ep.event_id = ${events.id}
          and ep.photographer_id = ${q.photographerId} and ep.deleted_at is null)`
      : undefined,
  );
}

// Select-list subqueries: without a window function they run only for the page's rows, after the limit.
const venueName = sql<
  string | null
>`(select o.name from event_organizations eo join organizations o on o.id = eo.organization_id
  where eo.event_id = ${events.id} and eo.is_venue and eo.deleted_at is null order by eo.id limit 1)`;
const crewNames = sql<string[]>`array(select u.first_name || ' ' || u.last_name from event_photographers ep
  join users u on u.id = ep.photographer_id where ep.event_id = ${events.id} and ep.deleted_at is null order by ep.id)`;

/**
 * The page and the total in two queries run side by side: the page walks the start-time index and stops after
 * `pageSize` rows, and the count joins the match only when a filter needs it. (`count(*) over()` would build
 * every matching row, with its joins and subqueries, before the limit.)
 */
export async function listEvents(db: Db, q: EventListQuery, user: AuthUser) {
  const where = eventFilters(q, user);
  const needsMatch = Boolean(q.levelId || q.organizationId);
  const matchJoin = and(eq(eventMatches.eventId, events.id), isNull(eventMatches.deletedAt));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        e: events,
        categoryName: eventCategories.category,
        levelName: levels.name,
        homeTeamName: home.name,
        visitingTeamName: visiting.name,
        venueName,
        photographers: crewNames,
      })
      .from(events)
      .leftJoin(eventMatches, matchJoin)
      .leftJoin(eventCategories, eq(eventCategories.id, events.eventCategoryId))
      .leftJoin(levels, eq(levels.id, eventMatches.levelId))
      .leftJoin(home, eq(home.id, eventMatches.homeTeamId))
      .leftJoin(visiting, eq(visiting.id, eventMatches.visitingTeamId))
      .where(where)
      .orderBy(
        ...orderBy(
          q.sort,
          { startTime: events.startTime, title: events.title, status: events.status, createdAt: events.createdAt },
          [desc(events.startTime)],
          events.id,
        ),
      )
      .limit(q.pageSize)
      .offset(offsetOf(q)),
    needsMatch
      ? db.select({ n: count() }).from(events).leftJoin(eventMatches, matchJoin).where(where)
      : db.select({ n: count() }).from(events).where(where),
  ]);
  const data: EventListItem[] = rows.map((r) => ({
    id: r.e.id,
    title: r.e.title,
    status: r.e.status,
    competitionType: r.e.competitionType,
    startTime: iso(r.e.startTime),
    endTime: iso(r.e.endTime),
    eventCategoryId: r.e.eventCategoryId,
    categoryName: r.categoryName,
    levelName: r.levelName,
    homeTeamName: r.homeTeamName,
    visitingTeamName: r.visitingTeamName,
    venueName: r.venueName,
    photographers: r.photographers ?? [],
    isPrivateEvent: r.e.isPrivateEvent,
    createdAt: iso(r.e.createdAt),
    updatedAt: iso(r.e.updatedAt),
  }));
  return { data, meta: { page: q.page, pageSize: q.pageSize, total: counted?.n ?? 0 } };
}
