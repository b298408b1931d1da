import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.js';
import { backgroundJobs } from '../db/schema/index.js';

export interface TrackOptions {
  userId: number;
  /** What the person sees: "Orders export (CSV)", "Invitation e-mail to ada@example.com". */
  title: string;
  total?: number;
}

/** How often a running job writes its progress. */
const PROGRESS_EVERY_MS = 500;

/** The notification centre's rows (background_jobs): what a person sees of the jobs they started. */
export function createJobTracker(db: Db) {
  return {
    async create(tx: Executor, kind: string, t: TrackOptions): Promise<number> {
      const [row] = await tx
        .insert(backgroundJobs)
        .values({ userId: t.userId, kind, title: t.title.slice(0, 255), total: t.total ?? null })
        .returning({ id: backgroundJobs.id });
      return row.id;
    },
    async linkQueueJob(tx: Executor, id: number, queueJobId: string) {
      await tx.update(backgroundJobs).set({ queueJobId }).where(eq(backgroundJobs.id, id));
    },
    /**
     * Marks a try as started; false when the job already succeeded (a try that did its work but was cut off before
     * the queue heard of it): that work must not be done twice.
     */
    async running(id: number, attempt: number): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({
          status: 'running',
          attempts: attempt,
          startedAt: sql`coalesce(${backgroundJobs.startedAt}, now())`,
          heartbeatAt: sql`now()`,
        })
        .where(and(eq(backgroundJobs.id, id), ne(backgroundJobs.status, 'succeeded')))
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },
    /** The running try is alive (see the queue's heartbeat). */
    async heartbeat(id: number) {
      await db
        .update(backgroundJobs)
        .set({ heartbeatAt: sql`now()` })
        .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')));
    },
    progressOf(id: number) {
      let last = 0;
      return async (done: number, total?: number) => {
        const now = Date.now();
        if (now - last < PROGRESS_EVERY_MS) return;
        last = now;
        await db
          .update(backgroundJobs)
          .set({ done, ...(total === undefined ? {} : { total }) })
          .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.status, 'running')));
      };
    },
    /** What an earlier try of this job recorded of its progress (null on the first try). */
    async checkpointOf<T>(id: number): Promise<T | null> {
      const [row] = await db
        .select({ checkpoint: backgroundJobs.checkpoint })
        .from(backgroundJobs)
        .where(eq(backgroundJobs.id, id));
      return (row?.checkpoint as T | undefined) ?? null;
    },
    async saveCheckpoint(id: number, checkpoint: Record<string, unknown>) {
      await db.update(backgroundJobs).set({ checkpoint }).where(eq(backgroundJobs.id, id));
    },
    async succeeded(id: number, result: Record<string, unknown>) {
      await db
        .update(backgroundJobs)
        .set({
          status: 'succeeded',
          result,
          error: null,
          checkpoint: null,
          done: sql`coalesce(${backgroundJobs.total}, ${backgroundJobs.done})`,
          finishedAt: sql`now()`,
        })
        .where(eq(backgroundJobs.id, id));
    },
    /** A failed try: `retrying` when another follows, else `failed` for good. */
    async failed(id: number, error: string, willRetry: boolean) {
      await db
        .update(backgroundJobs)
        .set({
          status: willRetry ? 'retrying' : 'failed',
          error: error.slice(0, 2000),
          finishedAt: willRetry ? null : sql`now()`,
        })
        .where(eq(backgroundJobs.id, id));
    },
  };
}

export type JobTracker = ReturnType<typeof createJobTracker>;
