import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/**
 * `"table"."column"`, always qualified. Drizzle writes columns unqualified in a single-table select, and inside
 * a correlated subquery an unqualified `"id"` binds to the subquery's own table, not the outer one: use this
 * for every outer column a subquery refers to.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/** The rows of hand-written SQL. */
export async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
