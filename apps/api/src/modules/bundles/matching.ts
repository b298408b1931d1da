import { sql, type SQL } from 'drizzle-orm';
import {
  bundleEventMismatches,
  mismatchText,
  type BundleCriteria,
  type BundleEventFacts,
  type BundleInputParsed,
  type BundleMismatch,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { eventCategories, events, levels, organizations } from '../../db/schema/index.js';
import { businessRule } from '../../shared/errors.js';
import { rowsOf } from '../../shared/sql.js';

/**
 * The facts the matching rule (contract: bundleEventMismatches) reads of the event whose row is `alias` in the
 * enclosing query, as one JSON object: a scalar sub-query, so it fits any select. The match is the event's first
 * live one (as the event detail reads it); its teams' schools count as the event's organizations too.
 */
export function eventFactsSql(alias: string): SQL {
  const e = alias;
  return sql.raw(`(select json_build_object(
    'status', ${e}.status,
    'deleted', ${e}.deleted_at is not null,
    'categoryId', ${e}.event_category_id,
    'categoryName', (select c.category from event_categories c where c.id = ${e}.event_category_id),
    'levelIds', array_remove(array[m.level_id], null) || coalesce(m.multi_level_id, '{}'::int[]),
    'levelName', l.name,
    'levelCode', l.code,
    'gender', case when m.gender in ('boys', 'girls', 'coed') then m.gender end,
    'multiGender', coalesce(m.multi_gender, false),
    'organizationIds', coalesce((select array_agg(distinct t.id) from (
        select unnest(teams.ids) as id
        union select o.parent_id from organizations o
          where o.id = any(teams.ids) and o.is_team and o.parent_id is not null) t), '{}'::int[]))
  from (select 1) one
  left join lateral (select * from event_matches mm where mm.event_id = ${e}.id and mm.deleted_at is null
    order by mm.id limit 1) m on true
  left join levels l on l.id = m.level_id
  cross join lateral (select array_remove(array[m.home_team_id, m.visiting_team_id], null)
    || coalesce(m.participating_teams, '{}'::int[]) as ids) teams)`);
}

export interface LinkedEventFacts {
  id: number;
  title: string;
  facts: BundleEventFacts;
}

/** The facts of the events of `ids` (deleted ones too: the rule says why they no longer fit). */
export async function eventFacts(db: Executor, ids: number[]): Promise<Map<number, LinkedEventFacts>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<LinkedEventFacts>(
    db,
    sql`select e.id, e.title, ${eventFactsSql('e')} as facts from ${events} e
      where e.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  );
  return new Map(rows.map((r) => [r.id, r]));
}

type CriteriaFields = Pick<BundleInputParsed, 'eventCategoryId' | 'levelId' | 'gender' | 'organizationId'>;

/** The pass's criteria with the names its reasons show ("Junior Varsity, not Varsity"). */
export async function passCriteria(db: Executor, b: CriteriaFields): Promise<BundleCriteria> {
  const [names] = await rowsOf<{ category: string | null; level: string | null; organization: string | null }>(
    db,
    sql`select
      (select c.category from ${eventCategories} c where c.id = ${b.eventCategoryId}) as category,
      (select l.name from ${levels} l where l.id = ${b.levelId}) as level,
      (select o.name from ${organizations} o where o.id = ${b.organizationId}) as organization`,
  );
  return {
    eventCategoryId: b.eventCategoryId,
    levelId: b.levelId,
    gender: b.gender,
    organizationId: b.organizationId,
    categoryName: names?.category ?? null,
    levelName: names?.level ?? null,
    organizationName: names?.organization ?? null,
  };
}

export interface EventCheck {
  eventId: number;
  status: boolean;
  title: string;
  mismatches: BundleMismatch[];
}

/** Every listed event with why it does not match the pass (empty when it does). */
export async function checkEvents(
  db: Executor,
  criteria: BundleCriteria,
  list: BundleInputParsed['events'],
): Promise<EventCheck[]> {
  const facts = await eventFacts(
    db,
    list.map((e) => e.eventId),
  );
  return list.map((e) => {
    const f = facts.get(e.eventId);
    return {
      eventId: e.eventId,
      status: e.status,
      title: f?.title ?? `Event #${e.eventId}`,
      mismatches: f ? bundleEventMismatches(criteria, f.facts) : [],
    };
  });
}

/**
 * Events newly linked to the pass must match it (422): the message names each one with its reasons, and each
 * gets its own field message. Events already linked that stopped matching stay (flagged on the detail); only
 * publishing needs every active event to match.
 */
export function assertNewEventsMatch(checks: EventCheck[], alreadyLinked: Set<number>) {
  const refused = checks
    .map((c, index) => ({ ...c, index }))
    .filter((c) => c.mismatches.length && !alreadyLinked.has(c.eventId));
  if (!refused.length) return;
  const n = refused.length;
  const message = `This pass cannot hold ${n} ${n === 1 ? 'event' : 'events'}: ${refused
    .map((r) => `“${r.title}” (${mismatchText(r.mismatches)})`)
    .join('; ')}`;
  const fields: Record<string, string> = { events: message };
  for (const r of refused)
    fields[`events.${r.index}.eventId`] = `“${r.title}” does not match this pass: ${mismatchText(r.mismatches)}`;
  throw businessRule(message, fields);
}
