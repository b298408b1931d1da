import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { JOB_LEASE_SECONDS, JOB_LIST_LIMIT, type BackgroundJob, type JobResult, type JobStatus } from '@phlox/contract';
import type { Db } from '../../db/client.js';
import { backgroundJobs } from '../../db/schema/index.js';
import { AppError, notFound } from '../../shared/errors.js';

type Row = typeof backgroundJobs.$inferSelect;

/** What the person sees of a result: never where its file is stored. */
function publicResult(result: Row['result']): JobResult | null {
  if (!result) return null;
  const { storedKey: _key, ...shown } = result;
  return shown as JobResult;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function view(row: Row): BackgroundJob {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    status: row.status as JobStatus,
    done: row.done,
    total: row.total,
    result: publicResult(row.result),
    error: row.error,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    seen: row.seenAt !== null,
    stalled:
      row.status === 'running' &&
      row.heartbeatAt !== null &&
      Date.now() - row.heartbeatAt.getTime() > JOB_LEASE_SECONDS * 1000,
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

/** The stored file of one of the person's finished jobs: 404 for another's, 410 once its link has expired. */
export async function jobFileOf(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(backgroundJobs)
    .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.userId, userId)));
  const result = row?.result as (JobResult & { storedKey?: string }) | null | undefined;
  if (!row || row.status !== 'succeeded' || !result?.file) throw notFound('Download');
  if (!result.storedKey || new Date(result.file.expiresAt).getTime() <= Date.now())
    throw new AppError(410, 'GONE', 'This download has expired: export again.');
  return { key: result.storedKey, name: result.file.name };
}

/** Files whose link has expired, to remove from storage (the cleanup job). */
export async function expiredJobFiles(db: Db, limit = 500): Promise<Array<{ id: number; key: string }>> {
  const rows = await db
    .select({ id: backgroundJobs.id, key: sql<string>`${backgroundJobs.result}->>'storedKey'` })
    .from(backgroundJobs)
    .where(
      sql`${backgroundJobs.result} ? 'storedKey'
        and (${backgroundJobs.result}->'file'->>'expiresAt')::timestamptz <= now()`,
    )
    .limit(limit);
  return rows;
}

export async function forgetJobFile(db: Db, id: number): Promise<void> {
  await db
    .update(backgroundJobs)
    .set({ result: sql`${backgroundJobs.result} - 'storedKey'` })
    .where(eq(backgroundJobs.id, id));
}
