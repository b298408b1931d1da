import { sql, type SQL } from 'drizzle-orm';
import type { EventStatus, PayeeRow, PayoutDetail } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { rowsOfPrepared } from '../../shared/prepared.js';
import { holdReasonOf, staffLineConfirmedSql, standingOf } from './eligibility.js';
import { boostersSql, crewSql, linesOf, liveLinesSql, termsOf, type LineRow } from './gather.js';
import type { BoosterTerms, PhotographerTerms } from './split.js';
import { totalSales } from './split.js';

/** SQL: a payee's display name from its role and id (staff → users, booster club → organizations). */
export const payeeNameSql = (role: string, id: string) =>
  sql.raw(`case when ${role} = 'staff'
    then (select trim(u.first_name || ' ' || u.last_name) from users u where u.id = ${id})
    else (select o.name from organizations o where o.id = ${id}) end`);

interface PayeeDbRow {
  id: number;
  payeeRole: 'staff' | 'booster_club';
  payeeId: number;
  payeeName: string | null;
  amount: number;
  paymentStatus: PayeeRow['paymentStatus'];
  paymentAt: Date | string | null;
  /** Staff lines: the payee's assignment is Confirmed; null on a booster club's line. */
  confirmed: boolean | null;
}

/**
 * One event's payout in full: the sales analysis (live from the orders), the payee rows with their statuses and
 * standings at `now` (eligibility.ts), the platform fee (or loss) and the settlements that paid any of it. A
 * scoped photographer gets its own rows only.
 */
export async function payoutDetail(
  db: Db,
  eventId: number,
  scope: number | null,
  now: Date = new Date(),
): Promise<Omit<PayoutDetail, 'freshness'>> {
  const own = scope === null ? sql`` : sql` and pp.photographer_id = ${scope}`;
  const json = (query: SQL) => sql`(select coalesce(json_agg(x), '[]') from (${query}) x)`;
  // Everything in one statement (one round trip, one connection): the event, its payout, payee rows,
  // settlements, the live sales lines (not for a photographer) and the terms behind each payee's amount.
  // `ev` is the one event as a one-row relation (not an unnested array, which the planner guesses at 10 rows):
  // the generic plan then costs what a custom one does, so the named statement stops being re-planned.
  const [facts] = await rowsOfPrepared<{
    event: { id: number; title: string; startTime: string; endTime: string; status: EventStatus } | null;
    phlox: { phloxAmount: number; total: number; computedAt: string } | null;
    payees: PayeeDbRow[];
    settlements: Array<{
      id: number;
      payeeRole: 'staff' | 'booster_club';
      payeeId: number;
      payeeName: string | null;
      amount: number;
      settledAt: string;
    }>;
    sales: LineRow[] | null;
    crew: Array<{ eventId: number } & PhotographerTerms>;
    boosters: Array<{ eventId: number } & BoosterTerms>;
  }>(
    db,
    sql`with ev as (select ${eventId}::int as id)
    select
      (select row_to_json(x) from (select id, title, start_time as "startTime", end_time as "endTime", status from events
        where id = ${eventId} and deleted_at is null) x) as event,
      (select row_to_json(x) from (select phlox_amount as "phloxAmount", total_amount as total,
        updated_at as "computedAt" from payout_phlox where event_id = ${eventId} and deleted_at is null
        order by id limit 1) x) as phlox,
      ${json(sql`select pp.id, 'staff' as "payeeRole", pp.photographer_id as "payeeId",
        trim(u.first_name || ' ' || u.last_name) as "payeeName", pp.amount, pp.payment_status as "paymentStatus",
        pp.payment_at as "paymentAt", ${staffLineConfirmedSql(sql`pp.event_id`, sql`pp.photographer_id`)} as confirmed
      from payout_photographers pp join users u on u.id = pp.photographer_id
      where pp.event_id = ${eventId} and pp.deleted_at is null${own}
      union all
      select pb.id, 'booster_club', pb.booster_id, o.name, pb.amount, pb.payment_status, pb.payment_at, null
      from payout_boosters pb join organizations o on o.id = pb.booster_id
      where pb.event_id = ${eventId} and pb.deleted_at is null and ${scope === null ? sql`true` : sql`false`}
      order by 2 desc, 3, 1`)} as payees,
      ${json(sql`select s.id, s.payee_role as "payeeRole", s.payee_id as "payeeId",
        ${payeeNameSql('s.payee_role', 's.payee_id')} as "payeeName", es.amount, s.settled_at as "settledAt"
      from event_settlements es join settlements s on s.id = es.settlement_id and s.deleted_at is null
      where es.event_id = ${eventId} and es.deleted_at is null
        and ${scope === null ? sql`true` : sql`s.payee_role = 'staff' and s.payee_id = ${scope}`}
      order by s.settled_at desc, s.id desc`)} as settlements,
      ${scope === null ? json(liveLinesSql) : sql`null`} as sales,
      ${json(crewSql)} as crew,
      ${json(boostersSql)} as boosters`,
  );
  if (!facts.event) throw notFound('Event');
  const { event, phlox: computed, payees, settlements } = facts;
  const t = termsOf([eventId], facts.crew, facts.boosters).get(eventId)!;
  if (scope !== null && !payees.length && !t.photographers.some((p) => p.photographerId === scope))
    throw forbidden('You can see only your own payouts');

  const basisOf = (p: PayeeDbRow): string | null => {
    if (p.payeeRole === 'staff') {
      const term = t.photographers.find((x) => x.photographerId === p.payeeId);
      if (!term) return null;
      return term.commissionType === 'fixed' ? 'fixed' : `${term.percentCharge ?? '0'}%`;
    }
    const b = t.boosters.find((x) => x.boosterId === p.payeeId);
    return b ? `${b.percent}%` : null;
  };
  const lines = facts.sales ? linesOf([eventId], facts.sales).get(eventId)! : null;
  const eventFacts = { eventStatus: event.status, eventEnd: new Date(event.endTime) };
  const rows = payees.map((p): PayeeRow => {
    const lineFacts = p.confirmed === null ? eventFacts : { ...eventFacts, assignmentConfirmed: p.confirmed };
    return {
      id: p.id,
      payeeRole: p.payeeRole,
      payeeId: p.payeeId,
      payeeName: p.payeeName ?? `#${p.payeeId}`,
      amount: p.amount,
      paymentStatus: p.paymentStatus,
      paymentAt: isoOrNull(p.paymentAt ? new Date(p.paymentAt) : null),
      basis: basisOf(p),
      standing: standingOf(p.paymentStatus, lineFacts, now),
      holdReason: p.paymentStatus === 'Paid' ? null : holdReasonOf(lineFacts, now),
    };
  });
  const sumOf = (standing: PayeeRow['standing']) =>
    rows.filter((r) => r.standing === standing).reduce((s, r) => s + r.amount, 0);
  const staff = scope === null && computed;
  return {
    event: {
      id: event.id,
      title: event.title,
      startTime: iso(new Date(event.startTime)),
      endTime: iso(new Date(event.endTime)),
      status: event.status,
    },
    computedAt: computed ? iso(new Date(computed.computedAt)) : null,
    sales: lines ? { ...lines, total: totalSales(lines) } : null,
    payees: rows,
    // The remainder of the split: a fee when the sales cover the charges, else the platform's loss.
    phloxAmount: staff ? Math.max(computed.phloxAmount, 0) : null,
    phloxLoss: staff ? Math.max(-computed.phloxAmount, 0) : null,
    payoutTotal: staff ? computed.total : null,
    owed: sumOf('owed'),
    projected: sumOf('projected'),
    settlements: settlements.map((s) => ({
      id: s.id,
      payeeRole: s.payeeRole,
      payeeId: s.payeeId,
      payeeName: s.payeeName ?? `#${s.payeeId}`,
      amount: s.amount,
      settledAt: iso(new Date(s.settledAt)),
    })),
  };
}
