import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { idArray } from './sql.js';

/**
 * The events' payout lock: a transaction-scoped advisory lock per event, taken by everything that changes an
 * event's payout lines or what their standing depends on — the recompute, a settlement, the crew's assignments
 * and their confirmations — so payout_phlox's trigger-kept sums (migration 0028's unconfirmed amount) are
 * recounted on committed data. Ids in order, so overlapping sets cannot deadlock; take it before any row lock
 * of the events (an event row locked first would wait on a recompute holding this lock and inserting lines
 * that point at it).
 */
export const payoutLocksSql = (eventIds: number[]): SQL =>
  sql`(select count(*) from (select pg_advisory_xact_lock(hashtext('payouts'), x.id)
    from (select unnest(${idArray(eventIds)})) as x(id) order by x.id) l)`;

export async function lockEventPayouts(tx: Executor, eventIds: number[]): Promise<void> {
  if (eventIds.length) await tx.execute(sql`select ${payoutLocksSql(eventIds)}`);
}
