import { sql } from 'drizzle-orm';
import { questionHasOptions, type ShotCard } from '@phlox/contract';
import type { Executor } from '../../../db/client.js';
import { iso } from '../../../shared/dates.js';
import { rowsOf } from '../../../shared/sql.js';
import { findEvent } from '../detail.js';

/** A short-card question asking for the player's number (e.g. "Jersey number", label "#") fills the number. */
const NUMBER_QUESTION = /\b(number|jersey|no\.?)\b|#/i;

type Player = ShotCard['teams'][number]['players'][number];
type Kind = Player['answers'][number]['kind'];

interface PlayerRow {
  playerId: number;
  firstName: string;
  lastName: string;
  teamId: number | null;
  teamName: string | null;
  imageUrl: string | null;
  onGameTeam: boolean;
}
interface AnswerRow {
  playerId: number;
  question: string;
  questionType: string;
  shotLabel: string | null;
  answer: string;
}

/**
 * The order products an event's shot card is made from: the event's own lines and the lines of season passes that
 * include it, on live orders that are not canceled or refunded, less lines refunded in full, for a live player.
 */
const cardLines = (eventId: number) => sql`
  select op.id, op.customer_player_id
  from order_products op
  join orders o on o.id = op.order_id
  join customer_players cp on cp.id = op.customer_player_id and cp.deleted_at is null
  where op.deleted_at is null and o.deleted_at is null and o.status not in ('canceled', 'refunded')
    and (op.event_id = ${eventId} or (op.event_id is null and op.season_pass_product_id in (
      select spp.id from season_pass_products spp
      join season_pass_events spe on spe.season_pass_id = spp.season_pass_id
      where spe.event_id = ${eventId} and spe.status and spe.deleted_at is null and spp.deleted_at is null)))
    and op.price > coalesce((select sum(r.refund_amount) from order_product_refunds r
      where r.order_product_id = op.id and r.refund_status = 'succeeded' and r.deleted_at is null), -1)`;

/**
 * The game's teams: home, visiting and tournament participants of its match, and the teams among its organizations.
 * An event without any lists every player on its orders.
 */
const gameTeams = (eventId: number) => sql`
  select t.id from event_matches m
  cross join lateral unnest(array[m.home_team_id, m.visiting_team_id] || coalesce(m.participating_teams, '{}')) t(id)
  where m.event_id = ${eventId} and m.deleted_at is null and t.id is not null
  union
  select eo.organization_id from event_organizations eo
  join organizations org on org.id = eo.organization_id and org.is_team
  where eo.event_id = ${eventId} and eo.deleted_at is null and not eo.is_venue`;

/**
 * The players to shoot at an event: the players of the game's teams on its live orders (see `cardLines`), each once,
 * grouped by team, with the answers to the questions marked isShortCard — the jersey number, the shot types wanted
 * (choice questions) and the other answers as notes under their shot label. Players of other teams are counted only.
 */
export async function loadShotCard(db: Executor, eventId: number): Promise<ShotCard> {
  const event = await findEvent(db, eventId);
  const players = await rowsOf<PlayerRow>(
    db,
    sql`with lines as (${cardLines(eventId)}), teams as (${gameTeams(eventId)})
    select distinct cp.id as "playerId", cp.first_name as "firstName", cp.last_name as "lastName",
      cp.team_id as "teamId", org.name as "teamName", img.img_url as "imageUrl",
      (not exists (select 1 from teams) or cp.team_id in (select id from teams)) as "onGameTeam"
    from lines l
    join customer_players cp on cp.id = l.customer_player_id
    left join organizations org on org.id = cp.team_id
    left join images img on img.id = cp.image_id and img.deleted_at is null`,
  );
  const answers = await rowsOf<AnswerRow>(
    db,
    sql`with lines as (${cardLines(eventId)})
    select l.customer_player_id as "playerId", q.questions as "question", q.question_type as "questionType",
      q.shot_label as "shotLabel", btrim(a.answer) as "answer"
    from lines l
    join order_product_questions_answers a on a.order_product_id = l.id and a.deleted_at is null
    join event_category_questions q on q.id = a.event_category_question_id and q."isShortCard"
    where btrim(coalesce(a.answer, '')) <> ''
    order by q."order", q.id, a.id`,
  );

  const listed = players.filter((p) => p.onGameTeam);
  const byPlayer = new Map<number, Player>();
  const teams = new Map<string, { teamId: number | null; teamName: string; players: Player[] }>();
  for (const r of listed) {
    const player: Player = {
      playerId: r.playerId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      number: null,
      imageUrl: r.imageUrl,
      shotTypes: [],
      answers: [],
    };
    byPlayer.set(r.playerId, player);
    const key = String(r.teamId ?? 'none');
    const team = teams.get(key) ?? { teamId: r.teamId, teamName: r.teamName ?? 'No team', players: [] };
    team.players.push(player);
    teams.set(key, team);
  }
  for (const a of answers) {
    const player = byPlayer.get(a.playerId);
    if (!player) continue;
    const kind = answerKind(a);
    // A multiselect answer holds its choices comma-separated.
    const values = a.questionType === 'multiselect' ? a.answer.split(/\s*,\s*/).filter(Boolean) : [a.answer];
    for (const answer of values) {
      if (kind === 'number') player.number ??= answer;
      if (kind === 'shotType' && !player.shotTypes.includes(answer)) player.shotTypes.push(answer);
      if (!player.answers.some((x) => x.question === a.question && x.answer === answer))
        player.answers.push({ question: a.question, shotLabel: a.shotLabel, answer, kind });
    }
  }

  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    eventId,
    title: event.title,
    startTime: iso(event.startTime),
    otherTeamPlayers: players.length - listed.length,
    teams: [...teams.values()]
      .map((t) => ({ ...t, players: t.players.sort(byName) }))
      .sort((a, b) => a.teamName.localeCompare(b.teamName)),
  };
}

function answerKind(a: AnswerRow): Kind {
  if (questionHasOptions(a.questionType)) return 'shotType';
  if (NUMBER_QUESTION.test(a.question) || NUMBER_QUESTION.test(a.shotLabel ?? '')) return 'number';
  return 'note';
}
