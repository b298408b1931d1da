import { sql, type SQL } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Executor } from '../db/client.js';

/**
 * pg-boss's statements ($1… placeholders) run through a Drizzle executor, so a job can be queued inside the
 * transaction of the write that asks for it (both drivers, public Drizzle API only).
 */
export function executorDb(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      // split() with a capturing group: even entries are SQL text, odd ones the numbers of the placeholders.
      const parts: SQL[] = text
        .split(/\$(\d+)/)
        // sql.param: an array stays one parameter (a bare one would become a list); undefined is NULL.
        .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`));
      const result = await executor.execute(sql.join(parts));
      return { rows: (result as { rows: unknown[] }).rows };
    },
  };
}
