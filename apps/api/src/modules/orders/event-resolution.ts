import { and, eq, inArray, isNull } from 'drizzle-orm';
import type {
  EventResolutionResult,
  eventRefundInputSchema,
  eventRolloverInputSchema,
  HeldOrders,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { events, products } from '../../db/schema/index.js';
import { AppError, badRequest, businessRule, notFound } from '../../shared/errors.js';
import { heldProductsOf } from './held-products.js';
import { refundOrderProduct } from './refunds.js';
import { heldValue, planRefundAll, planRollover } from './resolution-plan.js';
import { targetOf, writeMove } from './rollovers.js';
import type { StripeClient } from './stripe.js';
import { lockOrder } from './update.js';

/**
 * A canceled (or moved) event's paid orders, resolved in bulk (issue 13): all rolled over to another event with
 * a product mapping, or all refunded. Either can run again: it acts only on what the event still holds.
 */

async function liveEvent(tx: Executor, id: number) {
  const [event] = await tx
    .select({ id: events.id, title: events.title, status: events.status })
    .from(events)
    .where(and(eq(events.id, id), isNull(events.deletedAt)));
  return event;
}

/** What the event holds, by product, for the resolution step. */
export async function heldOrders(db: Db, eventId: number): Promise<HeldOrders> {
  if (!(await liveEvent(db, eventId))) throw notFound('Event');
  const held = await heldProductsOf(db, { eventId });
  const ids = [...new Set(held.map((p) => p.productId).filter((id): id is number => id !== null))];
  const names = new Map(
    ids.length
      ? (await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids))).map(
          (p) => [p.id, p.name],
        )
      : [],
  );
  const groups = new Map<string, HeldOrders['byProduct'][number]>();
  for (const p of held) {
    const key = String(p.eventProductId);
    const g = groups.get(key) ?? {
      eventProductId: p.eventProductId,
      productId: p.productId,
      productName: p.productId !== null ? (names.get(p.productId) ?? null) : null,
      count: 0,
      amount: 0,
      lines: [],
    };
    g.count += 1;
    g.amount += heldValue(p);
    // Lines alike in price and refunds, so the dialog prices the move with the server's own rule.
    const alike = g.lines.find((l) => l.price === p.price && l.refunded === p.refunded);
    if (alike) alike.count += 1;
    else g.lines.push({ price: p.price, refunded: p.refunded, count: 1 });
    groups.set(key, g);
  }
  return {
    orders: new Set(held.map((p) => p.orderId)).size,
    products: held.length,
    amount: held.reduce((a, p) => a + heldValue(p), 0),
    byProduct: [...groups.values()],
  };
}

/** Every held product to another event, in one transaction: all move or none. */
export async function rollOverEvent(
  db: Db,
  input: z.output<typeof eventRolloverInputSchema>,
  userId: number,
): Promise<EventResolutionResult> {
  if (input.targetEventId === input.eventId)
    throw badRequest('Choose another event', { targetEventId: 'Choose another event than the canceled one' });
  return db.transaction(async (tx) => {
    const from = await liveEvent(tx, input.eventId);
    if (!from) throw notFound('Event');
    const to = await liveEvent(tx, input.targetEventId);
    if (!to) throw badRequest('Choose an event', { targetEventId: 'No such event' });
    if (to.status === 'canceled')
      throw businessRule('The new event is canceled', { targetEventId: 'Choose an event that is not canceled' });
    const targets = await targetOf(tx, input.targetEventId);
    const sells = new Set(targets.map((t) => t.eventProductId));
    const wrong = input.mapping.find((m) => !sells.has(m.toEventProductId));
    if (wrong)
      throw badRequest('Choose products the new event sells', {
        mapping: `The new event does not sell product #${wrong.toEventProductId}`,
      });

    // Orders locked in id order (two resolutions, or a refund meanwhile, take turns), then read under the locks.
    const seen = await heldProductsOf(tx, { eventId: input.eventId });
    for (const orderId of [...new Set(seen.map((p) => p.orderId))].sort((a, b) => a - b)) await lockOrder(tx, orderId);
    const held = await heldProductsOf(tx, { eventId: input.eventId });
    const plan = planRollover(
      held,
      targets,
      new Map(input.mapping.map((m) => [m.fromEventProductId, m.toEventProductId])),
    );
    if ('unmapped' in plan)
      throw businessRule('Choose where each product goes', {
        mapping: `The new event does not sell ${plan.unmapped.length === 1 ? 'a product' : `${plan.unmapped.length} products`} of this one: choose one for ${plan.unmapped.map((id) => `#${id}`).join(', ')}`,
      });
    const byId = new Map(held.map((p) => [p.orderProductId, p]));
    let refunded = 0;
    let owed = 0;
    for (const move of plan.moves) {
      const p = byId.get(move.orderProductId)!;
      await writeMove(
        tx,
        {
          orderId: move.orderId,
          orderProductId: move.orderProductId,
          fromEventId: input.eventId,
          fromEventProductId: p.eventProductId,
          fromTitle: from.title,
          toEventId: input.targetEventId,
          toEventProductId: move.toEventProductId,
          toTitle: to.title,
          difference: move.difference,
        },
        input.reason,
        userId,
      );
      if (move.difference < 0) refunded -= move.difference;
      else owed += move.difference;
    }
    return {
      orders: new Set(plan.moves.map((m) => m.orderId)).size,
      products: plan.moves.length,
      refunded,
      owed,
      failures: [],
    };
  });
}

/**
 * Every held product refunded in full. Each refund is its own step (a Stripe refund happens between two short
 * transactions), so one that fails is reported and the others still go through; running it again refunds only
 * what is left.
 */
export async function refundEvent(
  db: Db,
  stripe: StripeClient | null,
  input: z.output<typeof eventRefundInputSchema>,
  userId: number,
): Promise<EventResolutionResult> {
  if (!(await liveEvent(db, input.eventId))) throw notFound('Event');
  const plan = planRefundAll(await heldProductsOf(db, { eventId: input.eventId }));
  const failures: EventResolutionResult['failures'] = [];
  let refunded = 0;
  for (const r of plan) {
    try {
      await refundOrderProduct(
        db,
        stripe,
        r.orderId,
        r.orderProductId,
        { amount: r.amount, reason: input.reason, manual: input.manual },
        userId,
      );
      refunded += r.amount;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      failures.push({ orderId: r.orderId, orderProductId: r.orderProductId, message: err.message });
    }
  }
  const done = plan.filter((r) => !failures.some((f) => f.orderProductId === r.orderProductId));
  return {
    orders: new Set(done.map((r) => r.orderId)).size,
    products: done.length,
    refunded,
    owed: 0,
    failures,
  };
}
