import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { ShotCard } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import {
  customerPlayers,
  eventCategoryQuestions,
  images,
  orderProductQuestionsAnswers,
  orderProducts,
  orders,
  organizations,
} from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { findEvent } from './detail.js';

/** A short-card question asking for the player's number (e.g. "Jersey number") fills the number column. */
const NUMBER_QUESTION = /\b(number|jersey|no\.?)\b|#/i;

/**
 * The players to shoot at an event, from its live orders (not canceled or refunded): each player once, with
 * the answers to the questions marked isShortCard and their shot labels, grouped by team.
 */
export async function loadShotCard(db: Db, eventId: number): Promise<ShotCard> {
  const event = await findEvent(db, eventId);
  const rows = await db
    .selectDistinct({
      orderProductId: orderProducts.id,
      playerId: customerPlayers.id,
      firstName: customerPlayers.firstName,
      lastName: customerPlayers.lastName,
      teamId: customerPlayers.teamId,
      teamName: organizations.name,
      imageUrl: images.imgUrl,
    })
    .from(orderProducts)
    .innerJoin(orders, eq(orders.id, orderProducts.orderId))
    .innerJoin(customerPlayers, eq(customerPlayers.id, orderProducts.customerPlayerId))
    .leftJoin(organizations, eq(organizations.id, customerPlayers.teamId))
    .leftJoin(images, and(eq(images.id, customerPlayers.imageId), isNull(images.deletedAt)))
    .where(
      and(
        eq(orderProducts.eventId, eventId),
        isNull(orderProducts.deletedAt),
        isNull(orders.deletedAt),
        notInArray(orders.status, ['canceled', 'refunded']),
      ),
    );
  const opIds = rows.map((r) => r.orderProductId);
  type Answer = { orderProductId: number; question: string; shotLabel: string | null; answer: string | null };
  const answers: Answer[] = opIds.length
    ? await db
        .select({
          orderProductId: orderProductQuestionsAnswers.orderProductId,
          question: eventCategoryQuestions.questions,
          shotLabel: eventCategoryQuestions.shotLabel,
          answer: orderProductQuestionsAnswers.answer,
        })
        .from(orderProductQuestionsAnswers)
        .innerJoin(
          eventCategoryQuestions,
          eq(eventCategoryQuestions.id, orderProductQuestionsAnswers.eventCategoryQuestionId),
        )
        .where(
          and(
            inArray(orderProductQuestionsAnswers.orderProductId, opIds),
            isNull(orderProductQuestionsAnswers.deletedAt),
            eq(eventCategoryQuestions.isShortCard, true),
          ),
        )
        .orderBy(asc(eventCategoryQuestions.sortOrder), asc(orderProductQuestionsAnswers.id))
    : [];

  type Player = ShotCard['teams'][number]['players'][number];
  const teams = new Map<string, { teamId: number | null; teamName: string; players: Map<number, Player> }>();
  for (const r of rows) {
    const key = String(r.teamId ?? 'none');
    const team = teams.get(key) ?? {
      teamId: r.teamId,
      teamName: r.teamName ?? 'No team',
      players: new Map<number, Player>(),
    };
    teams.set(key, team);
    const player: Player = team.players.get(r.playerId) ?? {
      playerId: r.playerId,
      name: `${r.firstName} ${r.lastName}`.trim(),
      number: null,
      imageUrl: r.imageUrl,
      shotLabels: [],
      answers: [],
    };
    team.players.set(r.playerId, player);
    for (const a of answers.filter((x) => x.orderProductId === r.orderProductId && x.answer?.trim())) {
      const answer = a.answer!.trim();
      if (NUMBER_QUESTION.test(a.question) && !player.number) player.number = answer;
      if (a.shotLabel && !player.shotLabels.includes(a.shotLabel)) player.shotLabels.push(a.shotLabel);
      if (!player.answers.some((x) => x.question === a.question && x.answer === answer))
        player.answers.push({ question: a.question, shotLabel: a.shotLabel, answer });
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    eventId,
    title: event.title,
    startTime: iso(event.startTime),
    teams: [...teams.values()]
      .map((t) => ({ teamId: t.teamId, teamName: t.teamName, players: [...t.players.values()].sort(byName) }))
      .sort((a, b) => a.teamName.localeCompare(b.teamName)),
  };
}
