import { sql, type SQL } from 'drizzle-orm';
import type { EventStatus, PaymentStatus, PayoutHoldReason, PayoutStanding, UnpaidStanding } from '@phlox/contract';

/**
 * Payout eligibility (BUSINESS_RULES "Sales analysis and payouts"): whether a payee line is owed.
 *
 * An unpaid line is **owed** (counted in Owed, offered by the settle picker, settleable) only when its event has
 * taken place — its end is at or before now — and it is neither a draft nor canceled. A canceled event's lines
 * are **void**; a draft's, or those of an event not over yet, are **projected** (shown apart, never settled).
 * A Paid line stays **paid** whatever happens to its event: history is not rewritten.
 *
 * "Ended" compares instants (events.end_time, a timestamptz, NOT NULL; a missing end counts as not ended), so
 * an evening game in Chicago that ends after midnight UTC is still not over at 18:00 in Chicago. `now` is a
 * parameter everywhere (the callers pass the request's time; tests pass their own).
 *
 * The rule is the list of holds below, each written once as SQL (for the list, totals, pickers and the settle
 * check) and once as a TypeScript predicate, side by side; test/payouts-eligibility.test.ts runs both on the
 * same cases. The first hold that applies says why a line is not owed; none → owed. A staff member's line is
 * also held while its payee's assignment to the event is not Confirmed (projected until it is); a booster
 * club's line has no assignment. At the event's level (payout_phlox) that part of the unpaid sum is kept as
 * unconfirmed_amount (migration 0028), so the list and reports split it off without reading the lines.
 */

/** What the rule reads about a line, as values. */
export interface LineFacts {
  eventStatus: EventStatus;
  eventEnd: Date | null;
  /** A staff line: whether its payee's assignment is Confirmed. Absent for a booster club's line. */
  assignmentConfirmed?: boolean;
}

/** The same facts as SQL expressions of the query at hand: `e.status, e.end_time`, or payout_phlox's copies. */
export interface LineColumns {
  eventStatus: SQL;
  eventEnd: SQL;
  /** SQL boolean for a staff line (see `staffLineConfirmedSql`); absent when the rows have no assignment. */
  assignmentConfirmed?: SQL;
}

interface Hold {
  reason: PayoutHoldReason;
  standing: Exclude<UnpaidStanding, 'owed'>;
  holds: (f: LineFacts, now: Date) => boolean;
  holdsSql: (c: LineColumns, now: SQL) => SQL;
}

const HOLDS: readonly Hold[] = [
  {
    reason: 'canceled',
    standing: 'void',
    holds: (f) => f.eventStatus === 'canceled',
    holdsSql: (c) => sql`${c.eventStatus} = 'canceled'`,
  },
  {
    reason: 'draft',
    standing: 'projected',
    holds: (f) => f.eventStatus === 'draft',
    holdsSql: (c) => sql`${c.eventStatus} = 'draft'`,
  },
  {
    reason: 'not_played',
    standing: 'projected',
    holds: (f, now) => f.eventEnd === null || f.eventEnd.getTime() > now.getTime(),
    holdsSql: (c, now) => sql`(${c.eventEnd} is null or ${c.eventEnd} > ${now})`,
  },
  {
    reason: 'unconfirmed',
    standing: 'projected',
    holds: (f) => f.assignmentConfirmed === false,
    holdsSql: (c) => (c.assignmentConfirmed ? sql`not ${c.assignmentConfirmed}` : sql`false`),
  },
];

export const STANDING_OF_HOLD = Object.fromEntries(HOLDS.map((h) => [h.reason, h.standing])) as Record<
  PayoutHoldReason,
  Exclude<UnpaidStanding, 'owed'>
>;

/** `now` as a SQL timestamptz parameter. */
export const nowParam = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

// ---- TypeScript -------------------------------------------------------------------------------------------

/** Why an unpaid line is not owed, or null when it is. */
export function holdReasonOf(f: LineFacts, now: Date): PayoutHoldReason | null {
  return HOLDS.find((h) => h.holds(f, now))?.reason ?? null;
}

/** The standing of an unpaid line. */
export function unpaidStandingOf(f: LineFacts, now: Date): UnpaidStanding {
  const reason = holdReasonOf(f, now);
  return reason ? STANDING_OF_HOLD[reason] : 'owed';
}

/** A line's standing: paid stays paid, an unpaid one is owed, projected or void. */
export function standingOf(paymentStatus: PaymentStatus, f: LineFacts, now: Date): PayoutStanding {
  return paymentStatus === 'Paid' ? 'paid' : unpaidStandingOf(f, now);
}

/** Whether an unpaid line may be settled now. */
export const isOwed = (f: LineFacts, now: Date) => holdReasonOf(f, now) === null;

// ---- SQL --------------------------------------------------------------------------------------------------

/** SQL text: why an unpaid line is not owed (a PayoutHoldReason), or null when it is. */
export function holdReasonSql(c: LineColumns, now: Date): SQL {
  const n = nowParam(now);
  return sql`(case ${sql.join(
    HOLDS.map((h) => sql`when ${h.holdsSql(c, n)} then ${sql.raw(`'${h.reason}'`)}`),
    sql` `,
  )} else null end)`;
}

/** SQL text: the standing of an unpaid line ('owed' | 'projected' | 'void'). */
export function unpaidStandingSql(c: LineColumns, now: Date): SQL {
  const n = nowParam(now);
  return sql`(case ${sql.join(
    HOLDS.map((h) => sql`when ${h.holdsSql(c, n)} then ${sql.raw(`'${h.standing}'`)}`),
    sql` `,
  )} else 'owed' end)`;
}

/** SQL boolean: an unpaid line is owed (no hold applies). */
export function isOwedSql(c: LineColumns, now: Date): SQL {
  const n = nowParam(now);
  return sql`not (${sql.join(
    HOLDS.map((h) => sql`coalesce(${h.holdsSql(c, n)}, false)`),
    sql` or `,
  )})`;
}

/**
 * SQL boolean: the staff line `alias` (a payout_photographers row: event_id, photographer_id) has a live,
 * Confirmed assignment on its event. null → a booster line (`photographerCol` null) counts as not applicable.
 */
export const staffLineConfirmedSql = (eventCol: SQL, photographerCol: SQL): SQL =>
  sql`(${photographerCol} is null or exists (select 1 from event_photographers ep where ep.event_id = ${eventCol}
    and ep.photographer_id = ${photographerCol} and ep.deleted_at is null and ep.confirmation = 'confirmed'))`;

/** An event's own columns (`alias.status`, `alias.end_time`), and optionally a staff line's assignment. */
export const eventColumns = (alias: string, assignmentConfirmed?: SQL): LineColumns => ({
  eventStatus: sql.raw(`${alias}.status`),
  eventEnd: sql.raw(`${alias}.end_time`),
  assignmentConfirmed,
});

/** payout_phlox's copies of its event's columns (migration 0017), so the list reads payout_phlox alone. */
export const summaryColumns = (alias: string): LineColumns => ({
  eventStatus: sql.raw(`${alias}.event_status`),
  eventEnd: sql.raw(`${alias}.event_end_time`),
});
