import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tooManyRequests } from '../../shared/errors.js';
import { formatBytes } from './storage.js';

/** The business day (America/Chicago) the usage is counted on, and the seconds until the next one starts. */
const DAY = sql`(now() at time zone 'America/Chicago')::date`;
const SECONDS_TO_NEXT_DAY = sql`ceil(extract(epoch from ((${DAY} + 1)::timestamp at time zone 'America/Chicago') - now()))::int`;

const overQuota = (quota: number, retryAfter: number) =>
  tooManyRequests(
    `You have reached today's upload limit of ${formatBytes(quota)}. Try again tomorrow or ask an Admin to raise it.`,
    retryAfter,
  );

async function secondsToNextDay(db: Db): Promise<number> {
  const r = await db.execute<{ s: number }>(sql`select ${SECONDS_TO_NEXT_DAY} as s`);
  return Number((r as unknown as { rows: Array<{ s: number }> }).rows[0].s);
}

/**
 * Counts the bytes a client declares when it asks for an upload link, refusing (429) the request that would
 * take the user past the day's quota. One upsert whose update only happens under the quota: parallel requests
 * cannot all slip under it.
 */
export async function reserveDeclaredBytes(db: Db, userId: number, bytes: number, quota: number) {
  const r = await db.execute<{ declared: number }>(sql`
    insert into upload_usage as u (user_id, day, declared_bytes)
    select ${userId}, ${DAY}, ${bytes} where ${bytes}::bigint <= ${quota}::bigint
    on conflict (user_id, day) do update set declared_bytes = u.declared_bytes + excluded.declared_bytes
      where u.declared_bytes + excluded.declared_bytes <= ${quota}::bigint
    returning declared_bytes as declared`);
  if (!(r as unknown as { rows: unknown[] }).rows.length) throw overQuota(quota, await secondsToNextDay(db));
}

/** What the user may still store today (the local driver's PUT reads at most this). */
export async function remainingStoredBytes(db: Db, userId: number, quota: number): Promise<number> {
  const r = await db.execute<{ stored: number }>(
    sql`select stored_bytes as stored from upload_usage where user_id = ${userId} and day = ${DAY}`,
  );
  const stored = Number((r as unknown as { rows: Array<{ stored: number }> }).rows[0]?.stored ?? 0);
  return Math.max(0, quota - stored);
}

/** Counts what the local driver actually stored; false (nothing counted) when it would pass the quota. */
export async function recordStoredBytes(db: Db, userId: number, bytes: number, quota: number): Promise<void> {
  const r = await db.execute<{ stored: number }>(sql`
    insert into upload_usage as u (user_id, day, stored_bytes)
    select ${userId}, ${DAY}, ${bytes} where ${bytes}::bigint <= ${quota}::bigint
    on conflict (user_id, day) do update set stored_bytes = u.stored_bytes + excluded.stored_bytes
      where u.stored_bytes + excluded.stored_bytes <= ${quota}::bigint
    returning stored_bytes as stored`);
  if (!(r as unknown as { rows: unknown[] }).rows.length) throw overQuota(quota, await secondsToNextDay(db));
}

/** The 429 for a user past today's quota, with Retry-After until the next business day. */
export async function quotaExceeded(db: Db, quota: number) {
  return overQuota(quota, await secondsToNextDay(db));
}
