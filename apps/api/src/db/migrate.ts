import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

export const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

/** Applies the committed SQL migrations. On PostgreSQL an advisory lock keeps parallel starts from racing. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    await migratePg(tx as unknown as typeof database.db, { migrationsFolder });
  });
}
