import { sql, type SQL } from 'drizzle-orm';
import type { PaymentStatusCounts, PayoutListItem, PayoutListQuery, PayoutListResponse } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { iso } from '../../shared/dates.js';
import { offsetOf } from '../../shared/list.js';
import { rowsOfPrepared } from '../../shared/prepared.js';
import {
  eventColumns,
  holdReasonSql,
  isOwedSql,
  staffLineConfirmedSql,
  summaryColumns,
  unpaidStandingSql,
} from './eligibility.js';
import { rowsOf } from '../../shared/sql.js';
import { chicagoDayStart } from '../../shared/chicago.js';

/**
 * The payee rows the caller may see (all, or only a scoped photographer's own) whose event matches `onEvent`,
 * given the row's event_id column: `e.id` correlated, or membership in the filtered events.
 */
function payeeRowsWhere(onEvent: (eventIdColumn: SQL) => SQL, scope: number | null): SQL {
  const own = scope === null ? sql`` : sql` and pp.photographer_id = ${scope}`;
  const boosters =
    scope === null
      ? sql`union all select pb.amount, pb.payment_status, null::int, pb.booster_id, pb.event_id, true
          from payout_boosters pb
          where ${onEvent(sql`pb.event_id`)} and pb.deleted_at is null`
      : sql``;
  return sql`select pp.amount, pp.payment_status, pp.photographer_id as photographer_id, null::int as booster_id,
      pp.event_id, ${staffLineConfirmedSql(sql`pp.event_id`, sql`pp.photographer_id`)} as confirmed
    from payout_photographers pp where ${onEvent(sql`pp.event_id`)} and pp.deleted_at is null${own} ${boosters}`;
}

/**
 * payout_phlox's unpaid sum (owed_amount, kept by triggers: every unpaid row, whatever its standing) split by
 * the event's standing at `now` (eligibility.ts, on payout_phlox's copies of the event's status and end); of
 * an owed event, the staff lines whose assignment is not Confirmed (unconfirmed_amount) stay projected.
 * The payouts list and the reports read owed and projected through this, so they agree.
 */
export function summaryAmounts(now: Date) {
  const cols = summaryColumns('p');
  const owedEvent = isOwedSql(cols, now);
  return {
    owed: sql`(case when ${owedEvent} then p.owed_amount - p.unconfirmed_amount else 0 end)`,
    projected: sql`(case when ${unpaidStandingSql(cols, now)} = 'projected' then p.owed_amount
      when ${owedEvent} then p.unconfirmed_amount else 0 end)`,
  };
}

interface Row {
  eventId: number;
  title: string;
  startTime: Date | string;
  totalAmount: number;
  photographerAmount: number;
  boosterAmount: number;
  phloxAmount: number;
  phloxLoss: number;
  standing: PayoutListItem['standing'];
  holdReason: PayoutListItem['holdReason'];
  owed: string;
  projected: string;
  paid: string;
  New: number;
  Paid: number;
  Failed: number;
  Unpaid: number;
  computedAt: Date | string;
}

/** The unpaid / paid sums and status counts of the payee rows in `rows`. */
const aggregates = (rows: SQL) => sql`select count(*)::int as n,
    coalesce(sum(x.amount) filter (where x.payment_status <> 'Paid'), 0) as unpaid,
    coalesce(sum(x.amount) filter (where x.payment_status = 'Paid'), 0) as paid,
    coalesce(sum(x.amount) filter (where x.payment_status <> 'Paid' and not x.confirmed), 0) as unconfirmed,
    (count(*) filter (where x.payment_status = 'New'))::int as "New",
    (count(*) filter (where x.payment_status = 'Paid'))::int as "Paid",
    (count(*) filter (where x.payment_status = 'Failed'))::int as "Failed",
    (count(*) filter (where x.payment_status = 'Unpaid'))::int as "Unpaid"
  from (${rows}) x`;

/** The owed, projected and paid sums of the payee rows in `rows` of the events in `ev` (by their standing). */
const sums = (rows: SQL) => sql`select
    coalesce(sum(x.amount) filter (where x.payment_status <> 'Paid' and ev.standing = 'owed' and x.confirmed), 0)
      as owed,
    coalesce(sum(x.amount) filter (where x.payment_status <> 'Paid' and (ev.standing = 'projected'
      or ev.standing = 'owed' and not x.confirmed)), 0) as projected,
    coalesce(sum(x.amount) filter (where x.payment_status = 'Paid'), 0) as paid
  from ev join (${rows}) x on x.event_id = ev."eventId"`;

/**
 * The limit written into the text (a validated small integer), and no offset on the first page: with `limit $1`
 * a generic plan is priced as if a tenth of the table came back, so PostgreSQL would re-plan on every run.
 */
const pageSql = (q: PayoutListQuery) =>
  sql`${sql.raw(`limit ${Math.trunc(q.pageSize)}`)}${offsetOf(q) > 0 ? sql` offset ${offsetOf(q)}` : sql``}`;

/** The summary column counting an event's payee rows in each status (kept by triggers, migration 0010). */
const STATUS_COLUMN = { New: 'status_new', Paid: 'status_paid', Failed: 'status_failed', Unpaid: 'status_unpaid' };

/**
 * Events with a computed payout, filtered; owed, projected and paid totals over every filtered event, not just
 * the page. For staff everything is read from payout_phlox: its copies of the event's start, end, status and
 * deleted flag and its per-event sums and status counts (kept by triggers, migrations 0010 and 0017), so the
 * list is one narrow scan; whether the unpaid sum is owed or projected is decided at `now` (eligibility.ts).
 * For a scoped photographer the sums come from its own payee rows, for the page's events only.
 */
export async function listPayouts(
  db: Db,
  q: PayoutListQuery,
  scope: number | null,
  now: Date = new Date(),
): Promise<Omit<PayoutListResponse, 'freshness'>> {
  const all = scope === null;
  const amountsNow = summaryAmounts(now);
  /** Staff's unfiltered sort keys, on payout_phlox's own columns. */
  const SORTS: Record<string, SQL> = {
    startTime: sql`p.event_start_time`,
    totalAmount: sql`p.total_amount`,
    owed: amountsNow.owed,
  };
  const eventCols = all ? summaryColumns('p') : eventColumns('e');
  // Staff filter payout_phlox alone (it carries the event's start and deleted flag); a photographer's list
  // joins the events.
  const eventId = all ? sql`p.event_id` : sql`e.id`;
  const start = all ? sql`p.event_start_time` : sql`e.start_time`;
  const where: SQL[] = all
    ? [sql`p.deleted_at is null and not p.event_deleted`]
    : [sql`p.deleted_at is null and e.deleted_at is null`];
  const onEvent = (col: SQL) => sql`${col} = ${eventId}`;
  const payees = payeeRowsWhere(onEvent, scope);
  if (q.from) where.push(sql`${start} >= ${chicagoDayStart(q.from)}`);
  if (q.to) where.push(sql`${start} < ${chicagoDayStart(q.to, 1)}`);
  if (q.q)
    where.push(sql`exists (select 1 from events t where t.id = ${eventId}
      and t.title ilike ${`%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`);
  if (q.status)
    where.push(
      all
        ? sql`${sql.identifier('p')}.${sql.identifier(STATUS_COLUMN[q.status])} > 0`
        : sql`exists (select 1 from (${payees}) x where x.payment_status = ${q.status})`,
    );
  if (q.photographerId)
    where.push(sql`exists (select 1 from (${payees}) x where x.photographer_id = ${q.photographerId})`);
  if (q.boosterId) where.push(sql`exists (select 1 from (${payees}) x where x.booster_id = ${q.boosterId})`);
  // An organization: tied to the event (school, team, venue, booster club), or the school whose booster club
  // is paid on it (payout_boosters.organization_id).
  if (q.organizationId)
    where.push(sql`(exists (select 1 from event_organizations eo where eo.event_id = ${eventId}
      and eo.organization_id = ${q.organizationId} and eo.deleted_at is null)
      or exists (select 1 from payout_boosters ob where ob.event_id = ${eventId} and ob.deleted_at is null
      and ob.organization_id = ${q.organizationId}${all ? sql`` : sql` and false`}))`);
  // A photographer's list holds the events it has a payout row on.
  if (!all) where.push(sql`exists (${payees})`);
  const filtered = all
    ? sql`from payout_phlox p where ${sql.join(where, sql` and `)}`
    : sql`from payout_phlox p join events e on e.id = p.event_id where ${sql.join(where, sql` and `)}`;

  const descending = (q.sort ?? '-startTime').startsWith('-');
  const sortKey = (q.sort ?? '-startTime').replace(/^-/, '');
  const dir = descending ? sql`desc` : sql`asc`;
  const summary = sql`, ${amountsNow.owed} as owed, ${amountsNow.projected} as projected, p.paid_amount as paid,
    p.status_new as "New", p.status_paid as "Paid", p.status_failed as "Failed", p.status_unpaid as "Unpaid"`;
  // The event's totals (sales, each party's share, the platform fee) are for staff only: a photographer's
  // query does not read them, and its "total" sort is its own amount (unpaid + paid), never the event's sales.
  // A negative remainder is the platform's loss, not a negative fee.
  const amounts = sql`, p.total_amount as "totalAmount", p.photogrpher_amount as "photographerAmount",
    p.booster_amount as "boosterAmount", greatest(p.phlox_amount, 0) as "phloxAmount",
    greatest(-p.phlox_amount, 0) as "phloxLoss"${summary}`;
  const standing = sql`, ${unpaidStandingSql(eventCols, now)} as standing, ${holdReasonSql(eventCols, now)} as "holdReason"`;
  const columns = sql`${eventId} as "eventId", ${start} as "startTime", p.updated_at as "computedAt"${standing}${all ? amounts : sql``}`;
  const orderCol = sql.identifier(
    sortKey === 'totalAmount' ? (all ? 'totalAmount' : 'ownTotal') : sortKey === 'owed' ? 'owed' : 'startTime',
  );
  const unfiltered = where.length === 1;
  let evCte = sql``;
  let rowsQuery: SQL;
  let totalsQuery: SQL;
  if (all && unfiltered) {
    // The page straight from the start-time (or amount) order, and the totals summed over payout_phlox.
    rowsQuery = sql`select ${columns} ${filtered}
      order by ${SORTS[sortKey] ?? SORTS.startTime} ${dir}, p.event_id ${dir} ${pageSql(q)}`;
    totalsQuery = sql`select count(*) as n, coalesce(sum(${amountsNow.owed}), 0) as owed,
      coalesce(sum(${amountsNow.projected}), 0) as projected, coalesce(sum(p.paid_amount), 0) as paid ${filtered}`;
  } else if (all) {
    // Filtered: the matching payouts once (materialized), then the page and the totals from them.
    evCte = sql`ev as materialized (select ${columns} ${filtered}),`;
    rowsQuery = sql`select * from ev order by ${orderCol} ${dir}, "eventId" ${dir} ${pageSql(q)}`;
    totalsQuery = sql`select count(*) as n, coalesce(sum(owed), 0) as owed, coalesce(sum(projected), 0) as projected,
      coalesce(sum(paid), 0) as paid from ev`;
  } else {
    // A photographer: the matching events once (materialized), then the page and the totals from its own rows.
    const perEvent = aggregates(payeeRowsWhere((col) => sql`${col} = ev."eventId"`, scope));
    evCte = sql`ev as materialized (select ${columns} ${filtered}),`;
    const own = sql`agg.*, case when ev.standing = 'owed' then agg.unpaid - agg.unconfirmed else 0 end as owed,
      case when ev.standing = 'projected' then agg.unpaid when ev.standing = 'owed' then agg.unconfirmed else 0 end
        as projected, agg.unpaid + agg.paid as "ownTotal"`;
    rowsQuery =
      sortKey === 'owed' || sortKey === 'totalAmount'
        ? sql`select ev.*, ${own} from ev cross join lateral (${perEvent}) agg
          order by ${orderCol} ${dir}, ev."eventId" ${dir} ${pageSql(q)}`
        : sql`select ev.*, ${own} from (select * from ev
          order by ${orderCol} ${dir}, "eventId" ${dir} ${pageSql(q)}) ev
          cross join lateral (${perEvent}) agg`;
    totalsQuery = sql`select (select count(*) from ev) as n, t.owed, t.projected, t.paid
        from (${sums(payeeRowsWhere((col) => sql`${col} in (select "eventId" from ev)`, scope))}) t`;
  }
  // One round trip: the page (with its titles) and the totals beside each row (a page past the end asks for
  // the totals alone). Staff's list is one statement text per combination of filters and sort: a named
  // statement, parsed once per connection (one payout_phlox row per event: no plan is far off whatever the
  // values). A photographer's, joining its payee rows, is planned for its values.
  const run = all ? rowsOfPrepared : rowsOf;
  const rows = await run<Row & { totalN: string; totalOwed: string; totalProjected: string; totalPaid: string }>(
    db,
    sql`with ${evCte} tot as (${totalsQuery})
      select r.*, e.title, tot.n as "totalN", tot.owed as "totalOwed", tot.projected as "totalProjected",
        tot.paid as "totalPaid"
      from (${rowsQuery}) r join events e on e.id = r."eventId" cross join tot
      order by r.${orderCol} ${dir}, r."eventId" ${dir}`,
  );
  const totals = rows.length
    ? [{ n: rows[0].totalN, owed: rows[0].totalOwed, projected: rows[0].totalProjected, paid: rows[0].totalPaid }]
    : await rowsOf<{ owed: string; projected: string; paid: string; n: string }>(
        db,
        sql`with ${evCte} tot as (${totalsQuery}) select * from tot`,
      );
  return {
    data: rows.map((r) => ({
      eventId: r.eventId,
      title: r.title,
      startTime: iso(new Date(r.startTime)),
      totalAmount: all ? r.totalAmount : null,
      photographerAmount: all ? r.photographerAmount : null,
      boosterAmount: all ? r.boosterAmount : null,
      phloxAmount: all ? r.phloxAmount : null,
      phloxLoss: all ? r.phloxLoss : null,
      owed: Number(r.owed),
      projected: Number(r.projected),
      paid: Number(r.paid),
      standing: r.standing,
      holdReason: r.holdReason,
      statuses: { New: r.New, Paid: r.Paid, Failed: r.Failed, Unpaid: r.Unpaid } satisfies PaymentStatusCounts,
      computedAt: iso(new Date(r.computedAt)),
    })),
    meta: { page: q.page, pageSize: q.pageSize, total: Number(totals[0]?.n ?? 0) },
    totals: {
      owed: Number(totals[0]?.owed ?? 0),
      projected: Number(totals[0]?.projected ?? 0),
      paid: Number(totals[0]?.paid ?? 0),
    },
  };
}
