import { index, integer, jsonb, pgTable, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { users } from './auth.js';

/**
 * Background work a person started (an export, a recompute, an e-mail they asked for), as the notification
 * centre shows it: one row per job, kept per user so it survives a reload and a new sign-in. The queue itself
 * (pg-boss, schema `pgboss`) runs the job; this row is what the person sees of it.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The queue's job name (`mail`, `export`, …). */
    kind: varchar('kind', { length: 60 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    /** queued → running → succeeded | failed; `retrying` between failed tries that will be retried. */
    status: varchar('status', { length: 20 }).notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total'),
    /** What the job produced, for the person: a summary message, a download's file name, row count… */
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Where a long job got to (a background import's finished parts and counts): a retried try resumes there. */
    checkpoint: jsonb('checkpoint').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    /** The pg-boss job id, once queued. */
    queueJobId: uuid('queue_job_id'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    startedAt: tstz('started_at'),
    finishedAt: tstz('finished_at'),
    /** Written every few seconds while a try runs: a running job whose beat stopped lost its worker. */
    heartbeatAt: tstz('heartbeat_at'),
    /** When the person saw its outcome in the notification centre (unread badge until then). */
    seenAt: tstz('seen_at'),
  },
  (t) => [index('background_jobs_user_idx').on(t.userId, t.id)],
);
