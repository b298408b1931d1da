import { sql } from 'drizzle-orm';
import { ERROR_CODES, EVENT_MESSAGES, type DuplicateEventDetails, type EventValues } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { AppError, businessRule } from '../../shared/errors.js';
import { rowsOf } from '../../shared/sql.js';

const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * What makes two events the same: the kind (a game, a media day…), teams, sport, level, gender and the start to
 * the minute. Not the title: a game's is built from these, and another kind's typed title differs by a word
 * more easily than the event does.
 */
interface Identity {
  competitionType: string;
  startMinute: number;
  eventCategoryId: number | null;
  levelId: number | null;
  homeTeamId: number | null;
  visitingTeamId: number | null;
  gender: string | null;
  participatingTeams: number[];
}

function identityOf(
  v: Pick<EventValues, 'competitionType' | 'startTime' | 'eventCategoryId' | 'match'>,
): Identity | null {
  const m = v.match;
  const participatingTeams = [...new Set(m.participatingTeams ?? [])].sort((a, b) => a - b);
  // Without a start or any team there is nothing to recognise a duplicate by.
  if (!v.startTime || (!m.homeTeamId && !participatingTeams.length)) return null;
  return {
    competitionType: v.competitionType,
    startMinute: Math.floor(new Date(v.startTime).getTime() / 60_000),
    eventCategoryId: v.eventCategoryId ?? null,
    levelId: m.levelId ?? null,
    homeTeamId: m.homeTeamId ?? null,
    visitingTeamId: m.visitingTeamId ?? null,
    gender: m.gender ?? null,
    participatingTeams,
  };
}

/**
 * An event identical to a live, not canceled one (docs/decisions.md) is saved only when the request confirms it
 * (`confirmDuplicate`); otherwise 409 DUPLICATE_EVENT naming the other event (`details.duplicateOf`), which the
 * form turns into a "Create anyway?" question. An update asks only when it changes what identifies the event,
 * so an event that was confirmed once is not questioned again on every save. A transaction-scoped advisory
 * lock on the identity makes two identical saves at the same instant take turns: the second sees the first.
 */
export async function assertNotDuplicate(
  tx: Executor,
  v: EventValues,
  self: { id: number; before: EventValues } | null,
): Promise<void> {
  if (v.confirmDuplicate || v.status === 'canceled') return;
  const key = identityOf(v);
  if (!key) return;
  if (self) {
    const was = identityOf(self.before);
    if (was && JSON.stringify(was) === JSON.stringify(key)) return;
  }
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-identity|${JSON.stringify(key)}`}))`);
  const start = new Date(key.startMinute * 60_000);
  const [other] = await rowsOf<{ id: number; title: string; start_time: Date | string }>(
    tx,
    sql`select e.id, e.title, e.start_time from events e
      join event_matches m on m.event_id = e.id and m.deleted_at is null
      where e.deleted_at is null and e.status <> 'canceled'
        and e.start_time >= ${start.toISOString()}::timestamptz
        and e.start_time < ${start.toISOString()}::timestamptz + interval '1 minute'
        and ${self ? sql`e.id <> ${self.id}` : sql`true`}
        and e.competition_type = ${key.competitionType}
        and e.event_category_id is not distinct from ${key.eventCategoryId}::int
        and m.level_id is not distinct from ${key.levelId}::int
        and m.home_team_id is not distinct from ${key.homeTeamId}::int
        and m.visiting_team_id is not distinct from ${key.visitingTeamId}::int
        and m.gender is not distinct from ${key.gender}::text
        and coalesce(array(select distinct t from unnest(m.participating_teams) t order by t), '{}')
            = ${`{${key.participatingTeams.join(',')}}`}::int[]
      order by e.id
      limit 1`,
  );
  if (!other) return;
  const startTime = new Date(other.start_time);
  const duplicateOf: DuplicateEventDetails = { id: other.id, title: other.title, startTime: startTime.toISOString() };
  throw new AppError(
    409,
    ERROR_CODES.duplicateEvent,
    EVENT_MESSAGES.duplicate(other.title, chicago.format(startTime)),
    undefined,
    undefined,
    { duplicateOf },
  );
}

/**
 * An event has one owner among its crew: a second line marked owner is 422 on its checkbox. The partial unique
 * index `event_photographers_one_owner` holds the rule against any other writer.
 */
export function assertOneOwner(v: EventValues, names: Map<number, string>): void {
  const owners = v.photographers.map((p, i) => ({ ...p, i })).filter((p) => p.owner);
  if (owners.length < 2) return;
  const message = EVENT_MESSAGES.oneOwner(names.get(owners[0].photographerId) ?? 'another photographer');
  throw businessRule(message, Object.fromEntries(owners.slice(1).map((p) => [`photographers.${p.i}.owner`, message])));
}
