import type { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { PAYEE_ROLE_LABELS, TIME_ZONE, type SettlementListQuery } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { streamXlsx, type XlsxCell, type XlsxColumn } from '../../shared/xlsx.js';
import { rowsOf } from '../../shared/sql.js';
import { settlementOrder, settlementSelect, settlementWhere, toSettlement, type SettlementRow } from './settlements.js';

/**
 * /payout/view-history as .xlsx: the filtered settlements in the list's order, streamed with the shared writer
 * (keyset batches read only as the response drains). Money is a currency number, dates are America/Chicago wall
 * time, formula-like text is kept as text (shared/xlsx.ts).
 */

const BATCH = 500;
const COLUMNS: XlsxColumn[] = [
  { header: 'Settlement', kind: 'int', width: 12 },
  { header: 'Payee', kind: 'text', width: 30 },
  { header: 'Role', kind: 'text', width: 14 },
  { header: 'Events', kind: 'int', width: 9 },
  { header: 'Total', kind: 'money', width: 14 },
  { header: 'Settled by', kind: 'text', width: 24 },
  { header: 'Settled (Chicago)', kind: 'date', width: 20 },
  { header: 'Comment', kind: 'text', width: 50 },
];
export type SettlementExportQuery = Omit<SettlementListQuery, 'page' | 'pageSize'>;

async function* batches(db: Db, q: SettlementExportQuery, scope: number | null) {
  const where = settlementWhere(q, scope);
  const o = settlementOrder(q.sort);
  let after: { key: string; id: number } | null = null;
  for (;;) {
    const cursor: SQL = after
      ? sql` and (${o.column}, s.id) ${sql.raw(o.descending ? '<' : '>')} (${after.key}${o.cast}, ${after.id})`
      : sql``;
    const rows: Array<SettlementRow & { sortKey: string; chicagoAt: string }> = await rowsOf(
      db,
      sql`select x.*, ${sortKeyOf(q.sort)} as "sortKey",
        to_char(x."settledAt" at time zone ${TIME_ZONE}, 'YYYY-MM-DD HH24:MI:SS') as "chicagoAt"
      from (${settlementSelect} where ${where}${cursor} order by ${o.column} ${o.dir}, s.id ${o.dir} limit ${BATCH}) x
      order by ${sortKeyCol(q.sort)} ${o.dir}, x.id ${o.dir}`,
    );
    if (rows.length) yield rows;
    if (rows.length < BATCH) return;
    const last: { sortKey: string; id: number } = rows[rows.length - 1];
    after = { key: last.sortKey, id: last.id };
  }
}

/** The row's sort key as exact text (a keyset cursor), and as the column to order the batch by. */
const byTotal = (sort: string | undefined) => (sort ?? '').endsWith('totalAmount');
const sortKeyCol = (sort: string | undefined) => (byTotal(sort) ? sql`x."totalAmount"` : sql`x."settledAt"`);
const sortKeyOf = (sort: string | undefined) => sql`${sortKeyCol(sort)}::text`;

export function exportSettlementsXlsx(
  db: Db,
  q: SettlementExportQuery,
  scope: number | null,
  onError: (err: unknown) => void,
): Promise<Readable> {
  async function* sheetRows(): AsyncGenerator<XlsxCell[][]> {
    for await (const rows of batches(db, q, scope))
      yield rows.map((r) => {
        const s = toSettlement(r);
        return [
          s.id,
          s.payeeName,
          PAYEE_ROLE_LABELS[s.payeeRole],
          s.eventCount,
          s.totalAmount,
          s.settledBy?.name ?? null,
          r.chicagoAt,
          s.comment,
        ];
      });
  }
  return streamXlsx([{ name: 'Payout history', columns: COLUMNS, rows: sheetRows() }], onError);
}
