import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tooManyRequests } from '../../shared/errors.js';
import { rowsOf } from '../../shared/sql.js';
import { formatBytes } from '../../plugins/storage/driver.js';

/** The business day (America/Chicago) the usage is counted on, and the seconds until the next one starts. */
const DAY = sql`(now() at time zone 'America/Chicago')::date`;
const SECONDS_TO_NEXT_DAY = sql`ceil(extract(epoch from ((${DAY} + 1)::timestamp at time zone 'America/Chicago') - now()))::int`;

const overQuota = (quota: number, retryAfter: number) =>
  tooManyRequests(
    `You have reached today's upload limit of ${formatBytes(quota)}. Try again tomorrow or ask an Admin to raise it.`,
    retryAfter,
  );

async function secondsToNextDay(db: Db): Promise<number> {
  const [r] = await rowsOf<{ s: number }>(db, sql`select ${SECONDS_TO_NEXT_DAY} as s`);
  return Number(r.s);
}

/**
 * Adds bytes to today's count in `column`, refusing (429) what would take the user past the day's quota: one
 * upsert whose update only happens under the quota, so parallel requests cannot all slip under it.
 */
async function addUsage(
  db: Db,
  userId: number,
  column: 'declared_bytes' | 'stored_bytes',
  bytes: number,
  quota: number,
) {
  const col = sql.raw(column);
  const added = await rowsOf(
    db,
    sql`insert into upload_usage as u (user_id, day, ${col})
      select ${userId}, ${DAY}, ${bytes} where ${bytes}::bigint <= ${quota}::bigint
      on conflict (user_id, day) do update set ${col} = u.${col} + excluded.${col}
        where u.${col} + excluded.${col} <= ${quota}::bigint
      returning 1`,
  );
  if (!added.length) throw overQuota(quota, await secondsToNextDay(db));
}

/** Counts the bytes a client declares when it asks for an upload link (429 past the day's quota). */
export const reserveDeclaredBytes = (db: Db, userId: number, bytes: number, quota: number) =>
  addUsage(db, userId, 'declared_bytes', bytes, quota);

/** Counts what the local driver actually stored (429 past the day's quota: the caller then drops the file). */
export const recordStoredBytes = (db: Db, userId: number, bytes: number, quota: number) =>
  addUsage(db, userId, 'stored_bytes', bytes, quota);

/** What the user may still store today (the local driver's PUT reads at most this). */
export async function remainingStoredBytes(db: Db, userId: number, quota: number): Promise<number> {
  const [r] = await rowsOf<{ stored: number }>(
    db,
    sql`select stored_bytes as stored from upload_usage where user_id = ${userId} and day = ${DAY}`,
  );
  return Math.max(0, quota - Number(r?.stored ?? 0));
}

/** The 429 for a user past today's quota, with Retry-After until the next business day. */
export async function quotaExceeded(db: Db, quota: number) {
  return overQuota(quota, await secondsToNextDay(db));
}
