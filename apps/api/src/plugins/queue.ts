import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { JOB_LEASE_SECONDS } from '@phlox/contract';
import type { Database, Executor } from '../db/client.js';
import { AppError, databaseUnavailable, isDatabaseUnavailable } from '../shared/errors.js';
import { createJobTracker, type JobTracker, type TrackOptions } from './queue-tracking.js';
import { executorDb } from './queue-sql.js';

/** What a job's handler is given. */
export interface JobContext<T> {
  data: T;
  queueJobId: string;
  /** The notification centre's row, when a person follows the job. */
  trackedId?: number;
  /** 1 on the first try. */
  attempt: number;
  /** No retry follows when this try fails. */
  lastAttempt: boolean;
  /** Progress for the person following the job (written at most twice a second). */
  progress(done: number, total?: number): Promise<void>;
  log: FastifyBaseLogger;
}

export interface JobDefinition<T> {
  name: string;
  /** Tries after the first; default 5. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled each time (pg-boss's backoff); default 10. */
  retryDelay?: number;
  /**
   * A try still running after this long is counted as failed (and retried), however alive its worker; default 15
   * minutes. A try whose worker died is retried much sooner (QueueTiming).
   */
  expireInSeconds?: number;
  /** Jobs of this kind one process runs at once; default 1. */
  concurrency?: number;
  /**
   * `coalesced`: at most one job of this kind waits and one runs (pg-boss's stately policy): asking again while
   * one waits adds nothing — for "bring X up to date" jobs that read what to do when they run.
   */
  coalesce?: boolean;
  /** Also run on this cron (five fields), in America/Chicago time, by whichever process runs schedules. */
  cron?: string;
  /** With `cron`: also queued once as the process starts (work left from before a restart is not kept waiting). */
  sendOnStart?: boolean;
  /** The job's work. What it returns is kept as the tracked job's result. Must be safe to run twice. */
  run(job: JobContext<T>): Promise<Record<string, unknown> | void>;
}

export interface SendOptions {
  /** Queue the job inside this transaction: it exists only if the transaction commits. */
  tx?: Executor;
  /** A person follows the job in their notification centre. */
  track?: TrackOptions;
  /** Do not start before this moment. */
  startAfter?: Date;
  /** At most one queued (not yet started) job with this key per kind: a second send is dropped. */
  singletonKey?: string;
}

export interface Queue {
  /** Declares a kind of job; modules call it while they register. */
  define<T>(definition: JobDefinition<T>): void;
  send<T>(name: string, data: T, opts?: SendOptions): Promise<{ queueJobId: string | null; trackedId?: number }>;
  /**
   * Installs or upgrades the queue's tables, then (unless `work: false`) runs the defined jobs in this process
   * and (unless `schedules: false`) keeps their cron schedules.
   */
  start(opts?: { work?: boolean; schedules?: boolean }): Promise<void>;
  readonly started: boolean;
  /** Makes this process's workers look for jobs now rather than at their next poll. */
  wake(): void;
  /**
   * Tests: resolves once no job is waiting or running (retries scheduled for later count as waiting); pg-boss's
   * own bookkeeping jobs do not count.
   */
  idle(timeoutMs?: number): Promise<void>;
  /**
   * Jobs by queue and state (created, retry, active, completed, failed…), and `failed_last_day` — those that failed
   * for good in the last 24 hours, archived or not: what an operator watches (GET /metrics).
   */
  counts(): Promise<Array<{ name: string; state: string; n: number }>>;
  tracker: JobTracker;
}

declare module 'fastify' {
  interface FastifyInstance {
    queue: Queue;
  }
}

/** Job data as stored: the job's own data and the tracked row, if a person follows it. */
interface Envelope<T> {
  data: T;
  trackedId?: number;
}

const SCHEMA = 'pgboss';
const DEFAULT_EXPIRE_SECONDS = 15 * 60;
/** Poll for new work this often; a send from this process also wakes its worker at once. */
const POLL_SECONDS = 2;

/**
 * A dead worker's job must not wait out its kind's whole expiry (an hour for imports). While a try runs it beats:
 * its pg-boss expiry is pushed to `leaseSeconds` past the last beat (never beyond the kind's own expiry, which
 * still bounds a worker that hangs alive), and its notification-centre row is stamped. When the beats stop, the
 * queue's maintenance (every `maintenanceSeconds`, shared by all processes) expires the try and another worker
 * retries it from its checkpoint: within about a minute and a half instead of an hour.
 */
export interface QueueTiming {
  heartbeatMs: number;
  leaseSeconds: number;
  maintenanceSeconds: number;
}
const TIMING: QueueTiming = { heartbeatMs: 10_000, leaseSeconds: JOB_LEASE_SECONDS, maintenanceSeconds: 15 };

function bossOptions(database: Database): PgBoss.ConstructorOptions {
  return { db: { executeSql: (text, values) => database.query(text, values) }, schema: SCHEMA, migrate: true };
}

/** PostgreSQL's answers when another instance created the same schema or table a moment before. */
const CREATED_CONCURRENTLY = new Set(['23505', '42P06', '42P07', '42710']);

/**
 * Creates or upgrades the queue's tables (schema `pgboss`): part of migrating the database. Several instances
 * starting on one empty database race to create them; the losers try again and find them made.
 */
export async function installQueue(database: Database): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const boss = new PgBoss({ ...bossOptions(database), supervise: false, schedule: false });
    try {
      await boss.start();
      await boss.stop({ graceful: false, close: false, wait: true });
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 5 || !code || !CREATED_CONCURRENTLY.has(code)) throw err;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

export function createQueue(
  database: Database,
  log: FastifyBaseLogger,
  timing: QueueTiming = TIMING,
): Queue & { stop(): Promise<void> } {
  const definitions = new Map<string, JobDefinition<unknown>>();
  const workers = new Map<string, string[]>();
  const tracker = createJobTracker(database.db);
  let boss: PgBoss | undefined;

  const wake = (name: string) => {
    for (const id of workers.get(name) ?? []) boss?.notifyWorker(id);
  };

  async function handle(definition: JobDefinition<unknown>, job: PgBoss.JobWithMetadata<Envelope<unknown>>) {
    const attempt = job.retryCount + 1;
    const lastAttempt = job.retryCount >= job.retryLimit;
    const { trackedId } = job.data;
    const jobLog = log.child({ job: definition.name, queueJobId: job.id, attempt });
    if (trackedId && !(await tracker.running(trackedId, attempt))) {
      jobLog.info(`job ${definition.name} had already succeeded: not run again`);
      return {};
    }
    const maxSeconds = definition.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS;
    const beat = async () => {
      await database.query(
        `update ${SCHEMA}.job set expire_in = least(now() - started_on + make_interval(secs => $3),
            make_interval(secs => $4))
          where name = $1 and id = $2 and state = 'active'`,
        [definition.name, job.id, timing.leaseSeconds, maxSeconds],
      );
      if (trackedId) await tracker.heartbeat(trackedId);
    };
    const beating = setInterval(() => void beat().catch(() => {}), timing.heartbeatMs);
    beating.unref();
    await beat().catch(() => {});
    try {
      const result = await definition.run({
        data: job.data.data,
        queueJobId: job.id,
        trackedId,
        attempt,
        lastAttempt,
        progress: trackedId ? tracker.progressOf(trackedId) : async () => {},
        log: jobLog,
      });
      if (trackedId) await tracker.succeeded(trackedId, result ?? {});
      return result ?? {};
    } catch (err) {
      // Drizzle's "Failed query: …" carries the database's reason (a deadlock, a timeout) as its cause.
      const cause = err instanceof Error && err.cause instanceof Error ? err.cause : undefined;
      const message = cause
        ? `${cause.message}${'code' in cause ? ` (${String(cause.code)})` : ''}`
        : err instanceof Error
          ? err.message
          : String(err);
      // Refused input (a 4xx AppError) fails the same way on every try: it fails for good at once.
      const deterministic = err instanceof AppError && err.statusCode < 500;
      if (deterministic) {
        jobLog.warn({ reason: message }, `job ${definition.name} refused its input: failed without a retry`);
        if (trackedId) await tracker.failed(trackedId, message, false).catch(() => {});
        return { refused: message };
      }
      if (lastAttempt) jobLog.error({ err }, `job ${definition.name} failed for good after ${attempt} tries`);
      else jobLog.warn({ reason: message }, `job ${definition.name} failed (try ${attempt}); it will be retried`);
      if (trackedId) await tracker.failed(trackedId, message, !lastAttempt).catch(() => {});
      throw err;
    } finally {
      clearInterval(beating);
    }
  }

  const queue = {
    tracker,
    get started() {
      return boss !== undefined;
    },
    define<T>(definition: JobDefinition<T>) {
      if (definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as JobDefinition<unknown>);
    },
    async send<T>(name: string, data: T, opts: SendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`);
      // Only while the server still connects to its database (the queue starts right after): try again shortly.
      if (!boss) throw databaseUnavailable();
      const run = async (tx: Executor) => {
        const trackedId = opts.track ? await tracker.create(tx, name, opts.track) : undefined;
        const queueJobId = await boss!.send(name, { data, trackedId } satisfies Envelope<T>, {
          db: executorDb(tx),
          startAfter: opts.startAfter,
          singletonKey: opts.singletonKey,
        });
        if (trackedId && queueJobId) await tracker.linkQueueJob(tx, trackedId, queueJobId);
        return { queueJobId, trackedId };
      };
      const sent = opts.tx ? await run(opts.tx) : await database.db.transaction(run);
      // Inside a caller's transaction the job is seen once it commits: wake the worker a little later too.
      wake(name);
      if (opts.tx) setTimeout(() => wake(name), 100).unref();
      return sent;
    },
    async start({ work = true, schedules }: { work?: boolean; schedules?: boolean } = {}) {
      if (boss) return;
      const instance = new PgBoss({
        ...bossOptions(database),
        supervise: true,
        schedule: true,
        maintenanceIntervalSeconds: timing.maintenanceSeconds,
      });
      instance.on('error', (err) => log.warn({ reason: err.message }, `job queue: ${err.message}`));
      await instance.start();
      for (const d of definitions.values()) {
        const options = {
          name: d.name,
          retryLimit: d.retryLimit ?? 5,
          retryDelay: d.retryDelay ?? 10,
          retryBackoff: true,
          expireInSeconds: d.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
        };
        // A queue's policy is fixed when it is created (pg-boss cannot change it later).
        if (await instance.getQueue(d.name)) await instance.updateQueue(d.name, options);
        else await instance.createQueue(d.name, { ...options, policy: d.coalesce ? 'stately' : 'standard' });
        if (schedules ?? work) {
          if (d.cron) {
            await instance.schedule(d.name, d.cron, { data: {} } satisfies Envelope<object>, { tz: 'America/Chicago' });
            if (d.sendOnStart) await instance.send(d.name, { data: {} } satisfies Envelope<object>);
          } else {
            // A schedule dropped from the code is dropped from the database too.
            await instance.unschedule(d.name);
          }
        }
      }
      boss = instance;
      if (!work) return;
      for (const d of definitions.values()) {
        const ids: string[] = [];
        for (let i = 0; i < (d.concurrency ?? 1); i++) {
          ids.push(
            await instance.work<Envelope<unknown>>(
              d.name,
              { includeMetadata: true, pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 },
              ([job]) => handle(d, job),
            ),
          );
        }
        workers.set(d.name, ids);
      }
    },
    async stop() {
      const instance = boss;
      if (!instance) return;
      // Running jobs get up to 10 s to finish; one cut short is retried (its try expires) by whoever runs next.
      await instance.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
      boss = undefined;
      workers.clear();
    },
    wake() {
      for (const name of workers.keys()) wake(name);
    },
    async counts() {
      const { rows } = await database.query(
        `select name, state::text as state, count(*)::int as n from ${SCHEMA}.job
          where not starts_with(name, '__pgboss__') group by 1, 2
         union all
         select name, 'failed_last_day', count(*)::int from (
           select name from ${SCHEMA}.job where state = 'failed' and completed_on > now() - interval '1 day'
           union all
           select name from ${SCHEMA}.archive where state = 'failed' and completed_on > now() - interval '1 day'
         ) f group by 1`,
      );
      return rows as Array<{ name: string; state: string; n: number }>;
    },
    async idle(timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const { rows } = await database.query(
          // pg-boss's own queues (the schedule's __pgboss__send-it) are polled on its clock, not woken by wake().
          `select count(*)::int as n from ${SCHEMA}.job
            where state in ('created', 'retry', 'active') and not starts_with(name, '__pgboss__')`,
        );
        if (rows[0].n === 0) return;
        if (Date.now() > until) throw new Error(`the job queue still has ${String(rows[0].n)} jobs`);
        queue.wake();
        await new Promise((r) => setTimeout(r, 25));
      }
    },
  };
  return queue;
}

/**
 * The job queue (pg-boss: jobs in PostgreSQL or the embedded PGlite, no other server). Modules define their jobs
 * as they register; the server starts the queue once the database is migrated. With WORKERS=separate the API
 * only queues jobs and `npm run worker` runs them.
 */
export default fp(async function queuePlugin(app: FastifyInstance, opts: { startOnReady: boolean }) {
  const queue = createQueue(app.database, app.log);
  app.decorate('queue', queue);
  if (opts.startOnReady)
    app.addHook('onReady', async () => {
      try {
        // No cron schedules in a server built ready (tests): a job running on the minute would make them flaky.
        await queue.start({ work: app.config.workers === 'inline', schedules: false });
      } catch (err) {
        // A server built ready whose database is gone serves 503s (availability.test.ts); it has no queue then.
        if (!isDatabaseUnavailable(err)) throw err;
        app.log.warn({ reason: (err as Error).message }, 'job queue not started: the database is unavailable');
      }
    });
  // After in-flight requests (they may still queue jobs), before the database closes: onClose hooks run in the
  // reverse order of their plugins, and the database's was added first.
  app.addHook('onClose', () => queue.stop());
});
