import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PayoutFreshness, RecomputeInput } from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { idArray, rowsOf } from '../../shared/sql.js';
import { eventsBetween, recomputeBatch, RECOMPUTE_BATCH } from './recompute.js';

/** Brings every event marked stale up to date (the triggers of migration 0023 mark them). Coalesced. */
export const PAYOUTS_REFRESH_JOB = 'payouts-refresh';
/** Marks every recent and coming event stale once a night, so whatever a trigger could not see is caught. */
export const PAYOUTS_SWEEP_JOB = 'payouts-sweep';
/** A person's recompute of a date range too long to wait for. */
export const PAYOUTS_RECOMPUTE_JOB = 'payouts-recompute';

/** The nightly sweep's window: events that started this many days back, and all coming ones. */
const SWEEP_DAYS_BACK = 180;

/** Recomputes the marked events, oldest marks first, a batch per transaction, until none is left. */
export async function refreshStaleEvents(db: Db, progress?: (done: number, total: number) => Promise<void>) {
  let events = 0;
  let changed = 0;
  for (;;) {
    const batch = await rowsOf<{ id: number; live: boolean }>(
      db,
      sql`select s.event_id as id, exists (select 1 from events e where e.id = s.event_id and e.deleted_at is null) as live
        from payout_stale_events s group by s.event_id order by min(s.id) limit ${RECOMPUTE_BATCH}`,
    );
    if (!batch.length) break;
    const ids = batch.map((b) => b.id);
    changed += await db.transaction(async (tx) => {
      const live = batch.filter((b) => b.live).map((b) => b.id);
      const n = live.length ? await recomputeBatch(tx, live, null) : 0;
      // A deleted (or never existing) event has nothing to compute: its marks just go.
      const gone = ids.filter((id) => !live.includes(id));
      if (gone.length) await tx.execute(sql`delete from payout_stale_events where event_id = any(${idArray(gone)})`);
      return n;
    });
    events += ids.length;
    await progress?.(events, events + (await staleEventCount(db)));
  }
  return { events, changed };
}

async function staleEventCount(db: Executor): Promise<number> {
  const [{ n }] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct event_id)::int as n from payout_stale_events`,
  );
  return n;
}

/**
 * When payouts were last computed, and how many events wait for the refresh (the payouts page shows both): over
 * one event, over a photographer's own events (`scope`), or over all.
 */
export async function payoutFreshness(
  db: Executor,
  opts: { eventId?: number; scope: number | null },
): Promise<PayoutFreshness> {
  const events =
    opts.eventId !== undefined
      ? sql`select ${opts.eventId}::int as id`
      : opts.scope !== null
        ? sql`select event_id as id from event_photographers where photographer_id = ${opts.scope} and deleted_at is null`
        : null;
  const [row] = await rowsOf<{ computedAt: Date | null; waiting: number }>(
    db,
    events
      ? sql`select (select max(computed_at) from payout_computed where event_id in (${events})) as "computedAt",
          (select count(distinct event_id)::int from payout_stale_events where event_id in (${events})) as waiting`
      : sql`select (select max(computed_at) from payout_computed) as "computedAt",
          (select count(distinct event_id)::int from payout_stale_events) as waiting`,
  );
  return { computedAt: row.computedAt ? new Date(row.computedAt).toISOString() : null, waiting: row.waiting };
}

/** The payouts jobs: the coalesced refresh (every minute, and whenever asked), the nightly sweep, a long range. */
export function definePayoutJobs(app: FastifyInstance) {
  app.queue.define({
    name: PAYOUTS_REFRESH_JOB,
    coalesce: true,
    cron: '* * * * *',
    sendOnStart: true,
    retryDelay: 30,
    expireInSeconds: 60 * 60,
    async run({ progress }) {
      const { events, changed } = await refreshStaleEvents(app.db, progress);
      return { message: `${events} events brought up to date, ${changed} payouts changed` };
    },
  });
  app.queue.define({
    name: PAYOUTS_SWEEP_JOB,
    coalesce: true,
    cron: '30 3 * * *',
    async run() {
      await app.db.execute(sql`insert into payout_stale_events (event_id)
        select e.id from events e where e.deleted_at is null
          and e.start_time >= now() - make_interval(days => ${SWEEP_DAYS_BACK})`);
      await app.queue.send(PAYOUTS_REFRESH_JOB, {});
    },
  });
  app.queue.define<{ from: string; to: string; userId: number }>({
    name: PAYOUTS_RECOMPUTE_JOB,
    expireInSeconds: 60 * 60,
    retryLimit: 2,
    async run({ data, progress }) {
      const ids = await eventsBetween(app.db, data.from, data.to);
      let changed = 0;
      for (let i = 0; i < ids.length; i += RECOMPUTE_BATCH) {
        const batch = ids.slice(i, i + RECOMPUTE_BATCH);
        changed += await app.db.transaction((tx) => recomputeBatch(tx, batch, data.userId));
        await progress(Math.min(i + RECOMPUTE_BATCH, ids.length), ids.length);
      }
      return { message: `${ids.length} events recomputed, ${changed} payouts changed`, rows: ids.length };
    },
  });
}

/** A range with more events than one batch is recomputed as a job the person follows; fewer, at once. */
export async function queueRangeRecompute(app: FastifyInstance, input: RecomputeInput, userId: number) {
  const ids = await eventsBetween(app.db, input.from!, input.to!);
  if (ids.length <= RECOMPUTE_BATCH) return null;
  const { trackedId } = await app.queue.send(
    PAYOUTS_RECOMPUTE_JOB,
    { from: input.from!, to: input.to!, userId },
    { track: { userId, title: `Recompute payouts ${input.from} – ${input.to}`, total: ids.length } },
  );
  return { jobId: trackedId!, events: ids.length };
}
