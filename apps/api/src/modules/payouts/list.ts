import { sql, type SQL } from 'drizzle-orm';
import type { PaymentStatusCounts, PayoutListQuery, PayoutListResponse } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { iso } from '../../shared/dates.js';
import { offsetOf } from '../../shared/list.js';
import { rowsOfPrepared } from '../../shared/prepared.js';
import { rowsOf } from './gather.js';

/** Chicago calendar day → the instant it starts. */
export const chicagoDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone 'America/Chicago')`;

/**
 * The payee rows the caller may see (all, or only a scoped photographer's own) whose event matches `onEvent`,
 * given the row's event_id column: `e.id` correlated, or membership in the filtered events.
 */
function payeeRowsWhere(onEvent: (eventIdColumn: SQL) => SQL, scope: number | null): SQL {
  const own = scope === null ? sql`` : sql` and pp.photographer_id = ${scope}`;
  const boosters =
    scope === null
      ? sql`union all select pb.amount, pb.payment_status, null::int, pb.booster_id from payout_boosters pb
          where ${onEvent(sql`pb.event_id`)} and pb.deleted_at is null`
      : sql``;
  return sql`select pp.amount, pp.payment_status, pp.photographer_id as photographer_id, null::int as booster_id
    from payout_photographers pp where ${onEvent(sql`pp.event_id`)} and pp.deleted_at is null${own} ${boosters}`;
}
const payeeRows = (scope: number | null) => payeeRowsWhere((col) => sql`${col} = e.id`, scope);

const SORTS: Record<string, SQL> = {
  startTime: sql`e.start_time`,
  totalAmount: sql`p.total_amount`,
  owed: sql`agg.owed`,
};

interface Row {
  eventId: number;
  title: string;
  startTime: Date | string;
  totalAmount: number;
  photographerAmount: number;
  boosterAmount: number;
  phloxAmount: number;
  owed: string;
  paid: string;
  New: number;
  Paid: number;
  Failed: number;
  Unpaid: number;
  computedAt: Date | string;
}

/** The owed / paid sums and status counts of the payee rows in `rows`. */
const aggregates = (rows: SQL) => sql`select count(*)::int as n,
    coalesce(sum(x.amount) filter (where x.payment_status <> 'Paid'), 0) as owed,
    coalesce(sum(x.amount) filter (where x.payment_status = 'Paid'), 0) as paid,
    (count(*) filter (where x.payment_status = 'New'))::int as "New",
    (count(*) filter (where x.payment_status = 'Paid'))::int as "Paid",
    (count(*) filter (where x.payment_status = 'Failed'))::int as "Failed",
    (count(*) filter (where x.payment_status = 'Unpaid'))::int as "Unpaid"
  from (${rows}) x`;

/** Just the owed and paid sums of the payee rows in `rows` (the totals: no per-status counts). */
const sums = (rows: SQL) => sql`select coalesce(sum(x.amount) filter (where x.payment_status <> 'Paid'), 0) as owed,
    coalesce(sum(x.amount) filter (where x.payment_status = 'Paid'), 0) as paid
  from (${rows}) x`;

/**
 * The limit written into the text (a validated small integer), and no offset on the first page: with `limit $1`
 * a generic plan is priced as if a tenth of the table came back, so PostgreSQL would re-plan on every run.
 */
const pageSql = (q: PayoutListQuery) =>
  sql`${sql.raw(`limit ${Math.trunc(q.pageSize)}`)}${offsetOf(q) > 0 ? sql` offset ${offsetOf(q)}` : sql``}`;

/**
 * Events with a computed payout, filtered; owed and paid totals over every filtered event, not just the page.
 * Filters are plain conditions on the event (no aggregate), so the page is cut first (index order on
 * start_time) and the per-event sums are computed for its rows only; the totals aggregate the payee rows of
 * the filtered events in one hash join.
 */
export async function listPayouts(db: Db, q: PayoutListQuery, scope: number | null): Promise<PayoutListResponse> {
  const where: SQL[] = [sql`p.deleted_at is null`, sql`e.deleted_at is null`];
  if (q.from) where.push(sql`e.start_time >= ${chicagoDayStart(q.from)}`);
  if (q.to) where.push(sql`e.start_time < ${chicagoDayStart(q.to, 1)}`);
  if (q.q) where.push(sql`e.title ilike ${`%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.status) where.push(sql`exists (select 1 from (${payeeRows(scope)}) x where x.payment_status = ${q.status})`);
  if (q.photographerId)
    where.push(sql`exists (select 1 from (${payeeRows(scope)}) x where x.photographer_id = ${q.photographerId})`);
  if (q.boosterId) where.push(sql`exists (select 1 from (${payeeRows(scope)}) x where x.booster_id = ${q.boosterId})`);
  // An organization: tied to the event (school, team, venue, booster club), or the school whose booster club
  // is paid on it (payout_boosters.organization_id).
  if (q.organizationId)
    where.push(sql`(exists (select 1 from event_organizations eo where eo.event_id = e.id
      and eo.organization_id = ${q.organizationId} and eo.deleted_at is null)
      or exists (select 1 from payout_boosters ob where ob.event_id = e.id and ob.deleted_at is null
      and ob.organization_id = ${q.organizationId}${scope === null ? sql`` : sql` and false`}))`);
  // A photographer's list holds the events it has a payout row on.
  if (scope !== null) where.push(sql`exists (${payeeRows(scope)})`);
  const filtered = sql`from payout_phlox p join events e on e.id = p.event_id where ${sql.join(where, sql` and `)}`;

  const descending = (q.sort ?? '-startTime').startsWith('-');
  const sortKey = (q.sort ?? '-startTime').replace(/^-/, '');
  const dir = descending ? sql`desc` : sql`asc`;
  const columns = sql`e.id as "eventId", e.title, e.start_time as "startTime", p.total_amount as "totalAmount",
    p.photogrpher_amount as "photographerAmount", p.booster_amount as "boosterAmount",
    p.phlox_amount as "phloxAmount", p.updated_at as "computedAt"`;
  const orderCol = sql.identifier(sortKey === 'totalAmount' ? 'totalAmount' : 'startTime');
  const unfiltered = where.length === 2;
  let rowsQuery: SQL;
  let totalsQuery: SQL;
  if (unfiltered && sortKey !== 'owed') {
    // The page straight from the start-time index, then decorated; totals from the payee rows themselves, less
    // those of deleted events (few): no join of every event.
    rowsQuery = sql`select pg.*, agg.* from (
          select ${columns} ${filtered}
          order by ${SORTS[sortKey] ?? SORTS.startTime} ${dir}, e.id ${dir} ${pageSql(q)}
        ) pg
        cross join lateral (${aggregates(payeeRowsWhere((col) => sql`${col} = pg."eventId"`, scope))}) agg`;
    totalsQuery = sql`select (select count(*) from payout_phlox p where p.deleted_at is null
          and p.event_id not in (select id from dead)) as n, t.owed, t.paid
        from (${sums(payeeRowsWhere((col) => sql`${col} not in (select id from dead)`, scope))}) t`;
  } else {
    // Filtered: the matching events once (materialized), then both the page and the totals from them.
    const perEvent = aggregates(payeeRowsWhere((col) => sql`${col} = ev."eventId"`, scope));
    rowsQuery =
      sortKey === 'owed'
        ? sql`select ev.*, agg.* from ev cross join lateral (${perEvent}) agg
          order by agg.owed ${dir}, ev."eventId" ${dir} limit ${q.pageSize} offset ${offsetOf(q)}`
        : sql`select ev.*, agg.* from (select * from ev
          order by ${orderCol} ${dir}, "eventId" ${dir} limit ${q.pageSize} offset ${offsetOf(q)}) ev
          cross join lateral (${perEvent}) agg`;
    totalsQuery = sql`select (select count(*) from ev) as n, t.owed, t.paid
        from (${sums(payeeRowsWhere((col) => sql`${col} in (select "eventId" from ev)`, scope))}) t`;
  }
  const outerOrder =
    sortKey === 'owed' ? sql`r.owed ${dir}, r."eventId" ${dir}` : sql`r.${orderCol} ${dir}, r."eventId" ${dir}`;
  const evCte =
    unfiltered && sortKey !== 'owed'
      ? sql`dead as materialized (select id from events where deleted_at is not null),`
      : sql`ev as materialized (select ${columns} ${filtered}),`;
  // One round trip: the page with the totals beside each row (a page past the end asks for the totals alone).
  // The unfiltered list is one of a few statement texts (sort × page): a named statement, planned once per
  // connection. A filtered one is planned for its values (a date range's selectivity decides the plan).
  const run = unfiltered ? rowsOfPrepared : rowsOf;
  const rows = await run<Row & { totalN: string; totalOwed: string; totalPaid: string }>(
    db,
    sql`with ${evCte} tot as (${totalsQuery})
      select r.*, tot.n as "totalN", tot.owed as "totalOwed", tot.paid as "totalPaid"
      from (${rowsQuery}) r cross join tot order by ${outerOrder}`,
  );
  const totals = rows.length
    ? [{ n: rows[0].totalN, owed: rows[0].totalOwed, paid: rows[0].totalPaid }]
    : await rowsOf<{ owed: string; paid: string; n: string }>(
        db,
        sql`with ${evCte} tot as (${totalsQuery}) select * from tot`,
      );
  const hide = scope !== null;
  return {
    data: rows.map((r) => {
      const statuses: PaymentStatusCounts = { New: r.New, Paid: r.Paid, Failed: r.Failed, Unpaid: r.Unpaid };
      return {
        eventId: r.eventId,
        title: r.title,
        startTime: iso(new Date(r.startTime)),
        totalAmount: hide ? null : r.totalAmount,
        photographerAmount: hide ? null : r.photographerAmount,
        boosterAmount: hide ? null : r.boosterAmount,
        phloxAmount: hide ? null : r.phloxAmount,
        owed: Number(r.owed),
        paid: Number(r.paid),
        statuses,
        computedAt: iso(new Date(r.computedAt)),
      };
    }),
    meta: { page: q.page, pageSize: q.pageSize, total: Number(totals[0]?.n ?? 0) },
    totals: { owed: Number(totals[0]?.owed ?? 0), paid: Number(totals[0]?.paid ?? 0) },
  };
}
