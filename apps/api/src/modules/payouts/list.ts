import { sql, type SQL } from 'drizzle-orm';
import type { PaymentStatusCounts, PayoutListQuery, PayoutListResponse } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { iso } from '../../shared/dates.js';
import { offsetOf } from '../../shared/list.js';
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
  if (q.organizationId)
    where.push(sql`exists (select 1 from event_organizations eo where eo.event_id = e.id
      and eo.organization_id = ${q.organizationId} and eo.deleted_at is null)`);
  // A photographer's list holds the events it has a payout row on.
  if (scope !== null) where.push(sql`exists (${payeeRows(scope)})`);
  const filtered = sql`from payout_phlox p join events e on e.id = p.event_id where ${sql.join(where, sql` and `)}`;

  const descending = (q.sort ?? '-startTime').startsWith('-');
  const sortKey = (q.sort ?? '-startTime').replace(/^-/, '');
  const dir = descending ? sql`desc` : sql`asc`;
  const columns = sql`e.id as "eventId", e.title, e.start_time as "startTime", p.total_amount as "totalAmount",
    p.photogrpher_amount as "photographerAmount", p.booster_amount as "boosterAmount",
    p.phlox_amount as "phloxAmount", p.updated_at as "computedAt"`;
  const rowsQuery =
    sortKey === 'owed'
      ? sql`select ${columns}, agg.*
        from payout_phlox p join events e on e.id = p.event_id
        cross join lateral (${aggregates(payeeRows(scope))}) agg
        where ${sql.join(where, sql` and `)}
        order by agg.owed ${dir}, e.id ${dir} limit ${q.pageSize} offset ${offsetOf(q)}`
      : sql`select pg.*, agg.* from (
          select ${columns} ${filtered}
          order by ${SORTS[sortKey] ?? SORTS.startTime} ${dir}, e.id ${dir} limit ${q.pageSize} offset ${offsetOf(q)}
        ) pg
        cross join lateral (${aggregates(payeeRowsWhere((col) => sql`${col} = pg."eventId"`, scope))}) agg
        order by pg.${sql.identifier(sortKey === 'totalAmount' ? 'totalAmount' : 'startTime')} ${dir}, pg."eventId" ${dir}`;
  const [rows, totals] = await Promise.all([
    rowsOf<Row>(db, rowsQuery),
    rowsOf<{ owed: string; paid: string; n: string }>(
      db,
      sql`with ev as (select e.id ${filtered})
      select (select count(*) from ev) as n, t.owed, t.paid
      from (${aggregates(payeeRowsWhere((col) => sql`${col} in (select id from ev)`, scope))}) t`,
    ),
  ]);
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
