import { sql, type SQL } from 'drizzle-orm';
import type {
  ListResponse,
  PayeeOption,
  PayeeRole,
  Settlement,
  SettlementDetail,
  SettlementListQuery,
  UnpaidResponse,
  UnpaidRow,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { forbidden, notFound } from '../../shared/errors.js';
import { offsetOf } from '../../shared/list.js';
import { payeeNameSql } from './detail.js';
import { eventColumns, holdReasonSql, STANDING_OF_HOLD, staffLineConfirmedSql } from './eligibility.js';
import { rowsOf } from '../../shared/sql.js';
import { chicagoDayStart } from '../../shared/chicago.js';

interface SettlementRow {
  id: number;
  payeeRole: PayeeRole;
  payeeId: number;
  payeeName: string | null;
  totalAmount: number;
  comment: string | null;
  settledById: number | null;
  settledByName: string | null;
  settledAt: Date | string;
  eventCount: number;
}

const select = sql`select s.id, s.payee_role as "payeeRole", s.payee_id as "payeeId",
    ${payeeNameSql('s.payee_role', 's.payee_id')} as "payeeName", s.total_amount as "totalAmount", s.comment,
    s.settled_by as "settledById", trim(u.first_name || ' ' || u.last_name) as "settledByName",
    s.settled_at as "settledAt",
    (select count(*)::int from event_settlements es where es.settlement_id = s.id and es.deleted_at is null)
      as "eventCount"
  from settlements s left join users u on u.id = s.settled_by`;

const toSettlement = (r: SettlementRow): Settlement => ({
  id: r.id,
  payeeRole: r.payeeRole,
  payeeId: r.payeeId,
  payeeName: r.payeeName ?? `#${r.payeeId}`,
  totalAmount: r.totalAmount,
  comment: r.comment,
  settledBy: r.settledById ? { id: r.settledById, name: r.settledByName ?? `#${r.settledById}` } : null,
  settledAt: iso(new Date(r.settledAt)),
  eventCount: r.eventCount,
});

/** A scoped photographer sees only settlements that paid it. */
const scopeFilter = (scope: number | null) =>
  scope === null ? sql`true` : sql`s.payee_role = 'staff' and s.payee_id = ${scope}`;

/** The settlement list's filters, shared by the list and its export. */
export function settlementWhere(q: Omit<SettlementListQuery, 'page' | 'pageSize'>, scope: number | null): SQL {
  const where: SQL[] = [sql`s.deleted_at is null`, scopeFilter(scope)];
  if (q.payeeRole) where.push(sql`s.payee_role = ${q.payeeRole}`);
  if (q.payeeId) where.push(sql`s.payee_id = ${q.payeeId}`);
  if (q.from) where.push(sql`s.settled_at >= ${chicagoDayStart(q.from)}`);
  if (q.to) where.push(sql`s.settled_at < ${chicagoDayStart(q.to, 1)}`);
  if (q.q) {
    const p = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${payeeNameSql('s.payee_role', 's.payee_id')} ilike ${p} or s.comment ilike ${p})`);
  }
  return sql.join(where, sql` and `);
}

/** The list's order: settled_at or total_amount, then id, in the same direction. */
export function settlementOrder(sort: string | undefined) {
  const descending = (sort ?? '-settledAt').startsWith('-');
  const byTotal = (sort ?? '-settledAt').endsWith('totalAmount');
  return {
    descending,
    column: byTotal ? sql`s.total_amount` : sql`s.settled_at`,
    cast: byTotal ? sql`::int` : sql`::timestamptz`,
    dir: descending ? sql`desc` : sql`asc`,
  };
}

export { select as settlementSelect, toSettlement, type SettlementRow };

export async function listSettlements(
  db: Executor,
  q: SettlementListQuery,
  scope: number | null,
): Promise<ListResponse<Settlement>> {
  const cond = settlementWhere(q, scope);
  const { column: col, dir } = settlementOrder(q.sort);
  const [rows, [count]] = await Promise.all([
    rowsOf<SettlementRow>(
      db,
      sql`${select} where ${cond} order by ${col} ${dir}, s.id ${dir} limit ${q.pageSize} offset ${offsetOf(q)}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from settlements s where ${cond}`),
  ]);
  return { data: rows.map(toSettlement), meta: { page: q.page, pageSize: q.pageSize, total: count.n } };
}

export async function getSettlement(db: Executor, id: number, scope: number | null): Promise<SettlementDetail> {
  const [row] = await rowsOf<SettlementRow>(db, sql`${select} where s.id = ${id} and s.deleted_at is null`);
  if (!row) throw notFound('Settlement');
  if (scope !== null && !(row.payeeRole === 'staff' && row.payeeId === scope))
    throw forbidden('You can see only your own payouts');
  const [events, adjustments] = await Promise.all([
    rowsOf<{ eventId: number; title: string; startTime: Date | string; amount: number }>(
      db,
      sql`select es.event_id as "eventId", e.title, e.start_time as "startTime", es.amount
      from event_settlements es join events e on e.id = es.event_id
      where es.settlement_id = ${id} and es.deleted_at is null order by e.start_time, e.id`,
    ),
    rowsOf<{ id: number; amount: number; description: string | null; paymentDate: Date | string | null }>(
      db,
      sql`select id, amount, description, payment_date as "paymentDate" from adjustment_settlements
      where settlement_id = ${id} and deleted_at is null order by id`,
    ),
  ]);
  return {
    ...toSettlement(row),
    events: events.map((e) => ({ ...e, startTime: iso(new Date(e.startTime)) })),
    adjustments: adjustments.map((a) => ({
      id: a.id,
      amount: a.amount,
      description: a.description ?? '',
      paymentDate: isoOrNull(a.paymentDate ? new Date(a.paymentDate) : null),
    })),
  };
}

const UNPAID = {
  staff: ['payout_photographers', 'photographer_id'],
  booster_club: ['payout_boosters', 'booster_id'],
} as const;

/** The standing columns of an unpaid row `r` joined to its event `e`; a staff row also has its assignment. */
const lineColumns = (role: PayeeRole) =>
  eventColumns('e', role === 'staff' ? staffLineConfirmedSql(sql`r.event_id`, sql`r.photographer_id`) : undefined);
/** The hold reasons whose lines are projected (not void): SQL text list. */
const PROJECTED_HOLDS = sql.raw(
  Object.entries(STANDING_OF_HOLD)
    .filter(([, standing]) => standing === 'projected')
    .map(([reason]) => `'${reason}'`)
    .join(', '),
);

/**
 * Payees of a role with owed or projected rows, most owed first: the settle dialog's payee picker. `owed` and
 * `rows` count only what can be settled now (eligibility.ts); a canceled event's void rows count for nothing.
 */
export async function payeeOptions(db: Executor, role: PayeeRole, now: Date = new Date()): Promise<PayeeOption[]> {
  const [table, col] = UNPAID[role];
  const rows = await rowsOf<{ payeeId: number; owed: string; rows: number; projected: string }>(
    db,
    sql`select x."payeeId", coalesce(sum(x.amount) filter (where x.hold is null), 0) as owed,
      (count(*) filter (where x.hold is null))::int as rows,
      coalesce(sum(x.amount) filter (where x.hold in (${PROJECTED_HOLDS})), 0) as projected
    from (select r.${sql.identifier(col)} as "payeeId", r.amount, ${holdReasonSql(lineColumns(role), now)} as hold
      from ${sql.identifier(table)} r join events e on e.id = r.event_id
      where r.payment_status <> 'Paid' and r.deleted_at is null) x
    group by 1 having count(*) filter (where x.hold is distinct from 'canceled') > 0
    order by 2 desc, 4 desc, 1`,
  );
  if (!rows.length) return [];
  const names = await rowsOf<{ id: number; name: string }>(
    db,
    role === 'staff'
      ? sql`select id, trim(first_name || ' ' || last_name) as name from users
        where id in (select value::int from json_array_elements_text(${JSON.stringify(rows.map((r) => r.payeeId))}::json))`
      : sql`select id, name from organizations
        where id in (select value::int from json_array_elements_text(${JSON.stringify(rows.map((r) => r.payeeId))}::json))`,
  );
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((r) => ({
    payeeRole: role,
    payeeId: r.payeeId,
    payeeName: nameOf.get(r.payeeId) ?? `#${r.payeeId}`,
    owed: Number(r.owed),
    rows: r.rows,
    projected: Number(r.projected),
  }));
}

/**
 * One payee's unpaid payout rows with their events: the owed ones (`data`, what the settle picker offers) and
 * the others (`held`: projected or void, with why), so the picker can say why a row is not offered.
 */
export async function unpaidRows(
  db: Executor,
  role: PayeeRole,
  payeeId: number,
  now: Date = new Date(),
): Promise<UnpaidResponse> {
  const [table, col] = UNPAID[role];
  const rows = await rowsOf<
    UnpaidRow & { startTime: Date | string; hold: UnpaidResponse['held'][number]['holdReason'] | null }
  >(
    db,
    sql`select r.id, r.event_id as "eventId", e.title, e.start_time as "startTime", r.amount,
      r.payment_status as "paymentStatus", ${holdReasonSql(lineColumns(role), now)} as hold
    from ${sql.identifier(table)} r join events e on e.id = r.event_id
    where r.${sql.identifier(col)} = ${payeeId} and r.payment_status <> 'Paid' and r.deleted_at is null
    order by e.start_time, r.id`,
  );
  const out: UnpaidResponse = { data: [], held: [] };
  for (const { hold, ...r } of rows) {
    const row = { ...r, startTime: iso(new Date(r.startTime)) };
    if (hold === null) out.data.push(row);
    else out.held.push({ ...row, standing: STANDING_OF_HOLD[hold], holdReason: hold });
  }
  return out;
}
