import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client.js';
import { type AppError, conflict, constraintOf, pgErrorCode, PG_UNIQUE_VIOLATION } from './errors.js';

/**
 * Names that must be unique among live rows (docs/decisions.md, "References and duplicates") compare trimmed
 * and ignoring case, the same expression as their partial unique indexes: `lower(btrim(name))`.
 */
export const sameName = (column: AnyPgColumn, value: string): SQL =>
  sql`lower(btrim(${column})) = lower(btrim(${value}))`;

/** 409 with the message on the form field that holds the taken value. */
export const taken = (field: string, message: string): AppError => conflict(message, { [field]: message });

/**
 * The friendly check before a write: throws `error` with the holder's spelling of the name (`name`) when a live
 * row matching `where` exists. The partial unique index behind it is what settles two saves racing;
 * `guardUnique` gives its violation the same answer (with the name as typed).
 */
export async function assertFree(
  db: Executor,
  table: AnyPgTable,
  name: AnyPgColumn,
  where: SQL | undefined,
  error: (holder: string) => AppError,
) {
  const [hit] = await db
    .select({ name: sql<string>`${name}` })
    .from(table)
    .where(and(where))
    .limit(1);
  if (hit) throw error(hit.name);
}

/**
 * Runs a write and turns a unique violation of one of `indexes` (index name → its 409) into that answer, so
 * the loser of a race is told what the check would have told it. Other errors pass through unchanged.
 */
export async function guardUnique<T>(indexes: Record<string, () => AppError>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const answer = pgErrorCode(err) === PG_UNIQUE_VIOLATION ? indexes[constraintOf(err) ?? ''] : undefined;
    if (answer) throw answer();
    throw err;
  }
}
