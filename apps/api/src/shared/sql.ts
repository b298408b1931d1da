import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../db/client.js';

/**
 * `"table"."column"`, always qualified. Drizzle writes columns unqualified in a single-table select, and inside
 * a correlated subquery an unqualified `"id"` binds to the subquery's own table, not the outer one: use this
 * for every outer column a subquery refers to.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/** A list of code constants (statuses) written into SQL: `in (${sqlList(SOLD_ORDER_STATUSES)})`. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * Ids as one `int[]` parameter (write `any(${idArray(ids)})` or `unnest(${idArray(ids)})`). A JS array put in
 * sql`` directly becomes a record, not an array; unnest of an array lets the planner count the ids (a JSON
 * expansion is guessed at 100 rows, which tipped one-event queries into JIT compiling).
 */
export const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** The rows of hand-written SQL. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Runs `fn` in a transaction with JIT off. The pass-share join's row estimates are pessimistic (a handful of
 * pass orders among millions), so PostgreSQL would spend ~1 s JIT-compiling a query that runs in milliseconds.
 */
export async function withoutJit<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return fn(tx);
  });
}
