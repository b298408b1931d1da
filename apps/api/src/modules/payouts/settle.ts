import { sql } from 'drizzle-orm';
import {
  PAYOUT_HOLD_LABELS,
  PAYOUT_MESSAGES,
  settlementInputSchema,
  type EventStatus,
  type SettlementDetail,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { adjustmentSettlements, eventSettlements, settlements } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, businessRule, conflict } from '../../shared/errors.js';
import { holdReasonOf } from './eligibility.js';
import { lockEventPayouts } from '../../shared/payout-lock.js';
import { rowsOf } from '../../shared/sql.js';
import { chicagoDayStart } from '../../shared/chicago.js';
import { getSettlement } from './settlements.js';

type Input = z.output<typeof settlementInputSchema>;

const TABLE = { staff: 'payout_photographers', booster_club: 'payout_boosters' } as const;
const PAYEE_COLUMN = { staff: 'photographer_id', booster_club: 'booster_id' } as const;

/**
 * An owner pays one payee some of its owed payout rows plus signed adjustments, in one transaction. The rows
 * are locked (`for update`) before their status is read, so of two owners settling the same rows at once the
 * second waits, then sees them Paid and gets a 409 with nothing written. Their events are locked `for share`
 * before the eligibility check (eligibility.ts, at `now`), so an event canceled meanwhile is seen: a row that is
 * not owed (event not over, draft, canceled, or a staff line whose assignment is not Confirmed) is a 422 on
 * `rowIds`, and nothing is written.
 */
export async function settle(db: Db, input: Input, userId: number, now: Date = new Date()): Promise<SettlementDetail> {
  const id = await db.transaction(async (tx) => {
    const table = sql.identifier(TABLE[input.payeeRole]);
    const payeeCol = sql.identifier(PAYEE_COLUMN[input.payeeRole]);
    const rowIdsJson = sql`(select value::int from json_array_elements_text(${JSON.stringify(input.rowIds)}::json))`;
    // The events' payout lock first (a line's event never changes): a recompute or an assignment's answer in
    // flight finishes before the lines and their standing are read.
    const eventIds = await rowsOf<{ eventId: number }>(
      tx,
      sql`select distinct event_id as "eventId" from ${table} where id in ${rowIdsJson}`,
    );
    await lockEventPayouts(
      tx,
      eventIds.map((e) => e.eventId),
    );
    const rows = await rowsOf<{
      id: number;
      eventId: number;
      amount: number;
      paymentStatus: string;
      payeeId: number;
      deletedAt: unknown;
    }>(
      tx,
      sql`select id, event_id as "eventId", amount, payment_status as "paymentStatus", ${payeeCol} as "payeeId",
        deleted_at as "deletedAt"
      from ${table} where id in (select value::int from json_array_elements_text(${JSON.stringify(input.rowIds)}::json))
      order by id for update`,
    );
    const mine = rows.filter((r) => r.payeeId === input.payeeId);
    if (mine.length !== input.rowIds.length)
      throw badRequest('Some payouts are not this payee’s', { rowIds: 'Pick payouts of the chosen payee only' });
    // Paid meanwhile, or replaced by a recompute (soft-deleted): the picker was out of date.
    if (mine.some((r) => r.paymentStatus === 'Paid' || r.deletedAt !== null))
      throw conflict(PAYOUT_MESSAGES.alreadySettled, { rowIds: PAYOUT_MESSAGES.alreadySettled });
    const events = await rowsOf<{ id: number; title: string; status: EventStatus; endTime: Date | string }>(
      tx,
      sql`select id, title, status, end_time as "endTime" from events
      where id in (select value::int from json_array_elements_text(${JSON.stringify([...new Set(mine.map((r) => r.eventId))])}::json))
      order by id for share`,
    );
    // A staff member's line also needs its assignment to the event Confirmed (the same rule, eligibility.ts).
    const confirmed =
      input.payeeRole === 'staff'
        ? new Set(
            (
              await rowsOf<{ eventId: number }>(
                tx,
                sql`select event_id as "eventId" from event_photographers where photographer_id = ${input.payeeId}
                  and event_id in (select value::int from json_array_elements_text(${JSON.stringify(events.map((e) => e.id))}::json))
                  and deleted_at is null and confirmation = 'confirmed'`,
              )
            ).map((r) => r.eventId),
          )
        : null;
    const held = events.flatMap((e) => {
      const facts = { eventStatus: e.status, eventEnd: new Date(e.endTime) };
      const reason = holdReasonOf(confirmed ? { ...facts, assignmentConfirmed: confirmed.has(e.id) } : facts, now);
      return reason ? [`${e.title} (${PAYOUT_HOLD_LABELS[reason]})`] : [];
    });
    if (held.length)
      throw businessRule(PAYOUT_MESSAGES.notOwed, { rowIds: `Not owed yet or void: ${held.join('; ')}` });

    const adjustments = input.adjustments ?? [];
    const total = mine.reduce((s, r) => s + r.amount, 0) + adjustments.reduce((s, a) => s + a.amount, 0);
    if (total < 0) throw businessRule(PAYOUT_MESSAGES.negativeTotal, { adjustments: PAYOUT_MESSAGES.negativeTotal });

    const paidAt = chicagoDayStart(input.paymentDate);
    await tx.execute(sql`update ${table} set payment_status = 'Paid', payment_at = ${paidAt}, updated_at = now()
      where id in (select value::int from json_array_elements_text(${JSON.stringify(input.rowIds)}::json))`);
    const [s] = await tx
      .insert(settlements)
      .values({
        payeeId: input.payeeId,
        payeeRole: input.payeeRole,
        comment: input.comment || null,
        settledBy: userId,
        totalAmount: total,
      })
      .returning();
    const byEvent = new Map<number, number>();
    for (const r of mine) byEvent.set(r.eventId, (byEvent.get(r.eventId) ?? 0) + r.amount);
    await tx.insert(eventSettlements).values(
      [...byEvent].map(([eventId, amount]) => ({
        settlementId: s.id,
        eventId,
        amount,
        // compensation: what the photographer earned on the event (booster commissions have none)
        compensation: input.payeeRole === 'staff' ? amount : null,
      })),
    );
    if (adjustments.length)
      await tx.insert(adjustmentSettlements).values(
        adjustments.map((a) => ({
          settlementId: s.id,
          amount: a.amount,
          description: a.description,
          paymentDate: paidAt,
        })),
      );
    await writeHistory(tx, {
      menu: 'payouts',
      userId,
      itemId: s.id,
      action: 'create',
      after: {
        payeeRole: s.payeeRole,
        payeeId: s.payeeId,
        totalAmount: s.totalAmount,
        paymentDate: input.paymentDate,
        rows: `${TABLE[input.payeeRole]} ${input.rowIds.join(', ')}`,
        adjustments: adjustments.map((a) => `${a.amount} ${a.description}`).join('; ') || null,
        comment: s.comment,
      },
    });
    return s.id;
  });
  return getSettlement(db, id, null);
}
