import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type {
  BundleEventFacts,
  BundleEventOption,
  BundleEventOptionsQuery,
  BundleLookups,
  BundleTeamOption,
  BundleTeamOptionsQuery,
} from '@phlox/contract';
import type { Db } from '../../db/client.js';
import {
  eventCategories,
  eventMatches,
  eventOrganizations,
  events,
  levels,
  organizations,
  products,
  seasonPass,
} from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { searchAny } from '../../shared/list.js';
import { qualified } from '../../shared/sql.js';
import { eventFactsSql } from './matching.js';

const OPTION_LIMIT = 20;

/** Levels, sports (categories without sub-categories), products with prices and the academic years in use. */
export async function bundleLookups(db: Db): Promise<BundleLookups> {
  const levelRows = await db
    .select({ id: levels.id, name: levels.name })
    .from(levels)
    .where(isNull(levels.deletedAt))
    .orderBy(asc(levels.name));
  const hasChildren = sql`exists (select 1 from ${eventCategories} ch
    where ch.parent_id = ${qualified(eventCategories.id)} and ch.deleted_at is null)`;
  const categories = await db
    .select({ id: eventCategories.id, name: eventCategories.category })
    .from(eventCategories)
    .where(and(isNull(eventCategories.deletedAt), sql`not ${hasChildren}`))
    .orderBy(asc(eventCategories.category));
  const productRows = await db
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.name));
  const years = await db
    .selectDistinct({ year: seasonPass.academicYear })
    .from(seasonPass)
    .where(and(isNull(seasonPass.deletedAt), isNotNull(seasonPass.academicYear)))
    .orderBy(desc(seasonPass.academicYear));
  return {
    levels: levelRows,
    categories,
    products: productRows,
    academicYears: years.map((y) => y.year).filter((y): y is string => y !== null),
  };
}

/**
 * Events to add to a bundle, newest first: a title search narrowed to a team (home, visiting or linked
 * organization) and a sport, or exactly the events of `ids`. Reads the events tables directly.
 */
export async function bundleEventOptions(db: Db, q: BundleEventOptionsQuery): Promise<BundleEventOption[]> {
  const eventId = qualified(events.id);
  const ofTeam = q.organizationId
    ? or(
        sql`exists (select 1 from ${eventMatches} m where m.event_id = ${eventId} and m.deleted_at is null
          and (m.home_team_id = ${q.organizationId} or m.visiting_team_id = ${q.organizationId}))`,
        sql`exists (select 1 from ${eventOrganizations} o where o.event_id = ${eventId} and o.deleted_at is null
          and o.organization_id = ${q.organizationId})`,
      )
    : undefined;
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      startTime: events.startTime,
      status: events.status,
      facts: sql<BundleEventFacts>`${eventFactsSql('"events"')}`,
    })
    .from(events)
    .where(
      and(
        isNull(events.deletedAt),
        q.ids ? inArray(events.id, q.ids) : undefined,
        searchAny(q.q, [events.title]),
        q.categoryId ? eq(events.eventCategoryId, q.categoryId) : undefined,
        ofTeam,
      ),
    )
    .orderBy(desc(events.startTime), desc(events.id))
    .limit(q.ids ? q.ids.length : OPTION_LIMIT);
  return rows.map((r) => ({ ...r, startTime: iso(r.startTime) }));
}

/** Organizations to choose as the bundle's team, by name, or exactly those of `ids`. */
export async function bundleTeamOptions(db: Db, q: BundleTeamOptionsQuery): Promise<BundleTeamOption[]> {
  return db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(
      and(
        isNull(organizations.deletedAt),
        q.ids ? inArray(organizations.id, q.ids) : undefined,
        searchAny(q.q, [organizations.name]),
      ),
    )
    .orderBy(desc(organizations.isTeam), asc(organizations.name), asc(organizations.id))
    .limit(q.ids ? q.ids.length : OPTION_LIMIT);
}
