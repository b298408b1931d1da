import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
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
  /**
   * One raw statement with $1… parameters, or several statements without any (the job queue's own SQL, which
   * pg-boss writes for node-postgres).
   */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
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
  /** PostgreSQL only: how long (ms) a query waits for a pooled connection, or a new one to open, before failing. */
  connectTimeoutMs?: number;
  /** Where connection errors of pooled clients are reported (the app's logger); console.warn by default. */
  log?: DbLog;
}

export interface DbLog {
  warn(obj: object, msg: string): void;
}

const consoleLog: DbLog = { warn: (_obj, msg) => console.warn(msg) };

/** A pooled client whose connection failed: it must leave the pool rather than serve another query. */
const broken = new WeakMap<pg.PoolClient, Error>();

/**
 * A pg.Pool that never lends out a broken client again. A client can lose its server while it is checked out,
 * between two statements of a transaction (a restart, a failover): it then emits 'error', which ends the
 * process when nothing listens, and its owner later calls release() without an error. Here every client gets a
 * listener as it connects, and release() hands the pool the connection error, so the pool destroys the client.
 */
function guardedPool(config: pg.PoolConfig, log: DbLog): pg.Pool {
  const pool = new pg.Pool(config);
  const inUse = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err, client) => inUse.delete(client));
  // An idle client that loses its server emits 'error' through the pool, which drops it.
  pool.on('error', (err) => log.warn({ reason: err.message }, `PostgreSQL idle connection lost: ${err.message}`));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (broken.has(client)) return;
      broken.set(client, err);
      if (inUse.has(client))
        log.warn({ reason: err.message }, `PostgreSQL connection lost while in use: ${err.message}`);
    });
  });
  const guard = (client: pg.PoolClient) => {
    const release = client.release.bind(client);
    client.release = (err?: Error | boolean) => release(err || broken.get(client));
    return client;
  };
  type Callback = (
    err: Error | undefined,
    client: pg.PoolClient | undefined,
    done: (release?: unknown) => void,
  ) => void;
  const connect = pool.connect.bind(pool) as (cb?: Callback) => Promise<pg.PoolClient> | undefined;
  // pool.query() uses the callback form, drizzle's transactions the promise form: both are guarded.
  pool.connect = ((cb?: Callback) => {
    if (!cb) return connect()!.then(guard);
    connect((err, client, done) => {
      if (err || !client) return cb(err, client, done);
      const guarded = guard(client);
      cb(undefined, guarded, guarded.release as (release?: unknown) => void);
    });
  }) as typeof pool.connect;
  return pool;
}

export async function createDatabase(opts: DbOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = guardedPool(
      {
        connectionString: opts.databaseUrl,
        max: opts.poolSize ?? 20,
        // During an outage a request fails after this long (503) instead of waiting for the server forever.
        connectionTimeoutMillis: opts.connectTimeoutMs ?? 10_000,
      },
      opts.log ?? consoleLog,
    );
    const db = drizzlePg(pool, { schema, casing: undefined });
    return {
      db,
      kind: 'postgres',
      exec: async (sql) => {
        await pool.query(sql);
      },
      query: async (text, values) => pool.query(text, values?.length ? values : undefined),
      ping: async () => {
        await pool.query('select 1');
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  // pg_trgm backs the searches' trigram indexes (migration 0003), unaccent their accent folding (0034); PGlite
  // loads an extension only when asked.
  const client = await PGlite.create(opts.dataDir, {
    extensions: { pg_trgm, unaccent },
    loadDataDir: opts.loadDataDir,
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    exec: async (sql) => {
      await client.exec(sql);
    },
    // PGlite's query() takes one statement; exec() takes several but no parameters.
    query: async (text, values) =>
      values?.length
        ? client.query<Record<string, unknown>>(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    ping: async () => {
      await client.query('select 1');
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
