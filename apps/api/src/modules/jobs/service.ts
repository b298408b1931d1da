import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { JOB_LIST_LIMIT, type BackgroundJob, type JobResult, type JobStatus } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { backgroundJobs } from '../../db/schema/index.js';
import { notFound } from '../../shared/errors.js';

type Row = typeof backgroundJobs.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: Row): BackgroundJob {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status as JobStatus,
    done: row.done,
    total: row.total,
    result: (row.result as JobResult | null) ?? null,
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    seen: row.seenAt !== null,
  };
}

/** The person's own jobs, newest first: nobody sees another person's (their titles name customers and files). */
export async function listJobs(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(backgroundJobs)
    .where(eq(backgroundJobs.userId, userId))
    .orderBy(desc(backgroundJobs.id))
    .limit(JOB_LIST_LIMIT);
  const [{ unseen }] = await db
    .select({ unseen: count() })
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.userId, userId), isNotNull(backgroundJobs.finishedAt), isNull(backgroundJobs.seenAt)));
  return { data: rows.map(view), unseen };
}

export async function getJob(db: Db, userId: number, id: number): Promise<BackgroundJob> {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.userId, userId)));
  if (!row) throw notFound('job');
  return view(row);
}

/** Opening the notification centre: every finished job's outcome counts as seen. */
export async function markJobsSeen(db: Db, userId: number): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ seenAt: sql`now()` })
    .where(and(eq(backgroundJobs.userId, userId), isNotNull(backgroundJobs.finishedAt), isNull(backgroundJobs.seenAt)));
}
