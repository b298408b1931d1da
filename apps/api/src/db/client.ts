import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; we type against node-postgres and cast the PGlite one. */
export type Db = ReturnType<typeof drizzlePg<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything that can run queries: the database or an open transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL, for migrations and COPY-free bulk work. */
  exec(sql: string): Promise<void>;
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tarball (the test suite's migrated template). */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the pool's clients (for the metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database (tests). */
  dataDir: string;
  poolSize?: number;
  /** PGlite only: start from this dumped data directory (a tarball) instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function createDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 20 });
    // An idle client that loses its server (restart, dropped database) emits 'error'; without a listener
    // that event would crash the process. The pool discards the client and the next query opens another.
    pool.on('error', (err) => console.warn(`PostgreSQL idle client error: ${err.message}`));
    const db = drizzlePg(pool, { schema, casing: undefined });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the orders search's trigram indexes (migration 0003); PGlite loads it only when asked.
  const client = await PGlite.create(opts.dataDir, { extensions: { pg_trgm }, loadDataDir: opts.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    ping: async () => {
      await client.query('select 1');
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
