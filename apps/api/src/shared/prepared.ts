import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';

/** A drizzle query builder that can be prepared (select, insert … built with `sql.placeholder`). */
interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
  execute(values?: Record<string, unknown>): Promise<R>;
}

const MAX_SHAPES_PER_DB = 500;

/**
 * A statement's name from what identifies it (a key, or its SQL text): PostgreSQL keeps names to 63 bytes, and
 * a digest stays unique and short. The same name always means the same text, as node-postgres requires.
 */
const statementName = (identity: string) => `phx_${createHash('sha1').update(identity).digest('hex').slice(0, 24)}`;
const caches = new WeakMap<object, Map<string, { execute(values?: Record<string, unknown>): Promise<unknown> }>>();

/**
 * Runs a hot read built once per database and `key`: Drizzle then skips rebuilding the SQL on every request
 * (the largest part of a list's CPU in Node). `key` must name everything that changes the SQL text (the
 * filters present, the sort); the values go in `values`, matching the `sql.placeholder` names `build` uses.
 *
 * `named` (the default) also makes it a named statement that PostgreSQL parses once per connection and, after
 * a few runs, executes with a cached generic plan: right for a query whose plan does not depend on its values
 * (a detail by id, an unfiltered page). Pass `named: false` where it does: a generic plan guesses every
 * filter's selectivity and can be far slower than the plan made for the actual values (a list filtered by
 * team, photographer and dates went from 0.3 to 27 ms), so those are planned on every run.
 * Past a bound on distinct shapes the query simply runs unprepared.
 */
export function runPrepared<R>(
  db: Executor,
  key: string,
  build: () => Preparable<R>,
  values: Record<string, unknown>,
  named = true,
): Promise<R> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const cacheKey = `${named}|${key}`;
  let query = cache.get(cacheKey) as { execute(values?: Record<string, unknown>): Promise<R> } | undefined;
  if (!query) {
    if (cache.size >= MAX_SHAPES_PER_DB) return build().execute(values);
    // The empty name is the protocol's unnamed statement, parsed and planned on each run.
    query = build().prepare(named ? statementName(key) : '');
    cache.set(cacheKey, query);
  }
  return query.execute(values);
}

/**
 * Runs hand-written SQL as a named statement, named by a digest of its text: each connection parses and plans
 * it once, then (PostgreSQL's plan cache permitting) reuses the plan. For statements whose planning costs more
 * than running them (a detail assembling many JSON sub-selects took 7 ms to plan and 1 ms to run). Only for
 * SQL whose text is one of a few shapes (values go in as parameters, never written into the text), and whose
 * best plan does not hinge on the values.
 */
export async function rowsOfPrepared<T>(db: Executor, query: SQL): Promise<T[]> {
  const compiled = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(query);
  const result = await db._.session.prepareQuery(compiled, undefined, statementName(compiled.sql), false).execute();
  return (result as unknown as { rows: T[] }).rows;
}

/**
 * Runs a built query as a named statement, named by a digest of its SQL text (its values stay parameters):
 * PostgreSQL parses it once per connection and, once its plan proves value-independent, plans it once. Only for
 * shapes whose best plan does not hinge on the values (see runPrepared).
 */
export function executeNamed<R>(query: Preparable<R> & { toSQL(): { sql: string } }): Promise<R> {
  return query.prepare(statementName(query.toSQL().sql)).execute();
}
