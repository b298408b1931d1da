import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** Postgres takes at most 65535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

/** Multi-row inserts in chunks that fit the parameter limit. */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: Array<T['$inferInsert']>,
): Promise<void> {
  if (rows.length === 0) return;
  const columns = Math.max(1, ...rows.slice(0, 20).map((r) => Object.keys(r as object).length));
  const chunk = Math.max(1, Math.floor(MAX_PARAMS / columns));
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk) as never);
  }
}

/** After rows were written with explicit ids: move each serial sequence past the highest id. */
export async function resetSequences(db: Executor, tables: PgTable[]): Promise<void> {
  const names = [...new Set(tables.map((t) => getTableName(t)))];
  if (names.length === 0) return;
  const selects = names.map(
    (n) =>
      `select setval(pg_get_serial_sequence('"${n}"', 'id'), coalesce((select max(id) from "${n}"), 0) + 1, false)`,
  );
  await db.execute(sql.raw(selects.join(' union all ')));
}
