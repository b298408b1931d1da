import { describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { MailMessage } from '../src/shared/mail.js';
import { createQueue } from '../src/plugins/queue.js';
import { badRequest } from '../src/shared/errors.js';
import { ADMIN, useTestApp } from './helpers.js';

/**
 * The job queue itself (pg-boss on PGlite by default, on PostgreSQL with TEST_DATABASE_URL): jobs outlive the
 * process that queued them, several processes share the work without running a job twice, and a job that did
 * its work is not done again when its try is repeated.
 */
const ctx = useTestApp();

/** Another API process on the same database, its queue started as `work` says (not started: undefined). */
async function otherInstance(sent: MailMessage[], work?: boolean): Promise<App> {
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/phlox-test-unused' }), {
    database: ctx.database,
    logger: false,
    mailer: { send: async (m) => void sent.push(m) },
    ready: false,
  });
  await app.ready();
  if (work !== undefined) await app.queue.start({ work });
  return app;
}

const jobCount = async (state: string) =>
  (await ctx.database.query(`select count(*)::int as n from pgboss.job where state = $1`, [state])).rows[0].n;

describe('job queue', () => {
  it('asking for a job before the queue started (the server still connecting) is a 503 to try again', async () => {
    const starting = await otherInstance([]);
    try {
      await expect(starting.mail.send({ to: 'early@queue.test', subject: 'Early', text: 'x' })).rejects.toMatchObject({
        statusCode: 503,
        headers: { 'retry-after': '5' },
      });
    } finally {
      await starting.close();
    }
  });

  it('a process that runs workers keeps the cron schedules; a test server keeps none', async () => {
    const schedules = async () =>
      (await ctx.database.query(`select name, cron, options->>'tz' as tz from pgboss.schedule order by name`)).rows;
    expect(await schedules()).toEqual([]);
    const worker = await otherInstance([], true);
    try {
      expect(await schedules()).toEqual([
        { name: 'job-files-cleanup', cron: '17 * * * *', tz: 'America/Chicago' },
        { name: 'payouts-refresh', cron: '* * * * *', tz: 'America/Chicago' },
        { name: 'payouts-sweep', cron: '30 3 * * *', tz: 'America/Chicago' },
        { name: 'stripe-refund-recheck', cron: '*/10 * * * *', tz: 'America/Chicago' },
      ]);
    } finally {
      await worker.close();
    }
    // The refresh it queued as it started is run like any other job.
    await ctx.app.queue.idle();
  });

  it('a job queued by an API that runs no workers waits, outlives that process, and runs once a worker starts', async () => {
    const sentByApi: MailMessage[] = [];
    // WORKERS=separate: the API only queues.
    const api = await otherInstance(sentByApi, false);
    await api.mail.send({ to: 'later@queue.test', subject: 'Queued', text: 'while no worker ran' });
    await new Promise((r) => setTimeout(r, 300));
    await api.close();
    expect(sentByApi).toHaveLength(0);

    // A worker (here the test's own app, which runs workers inline) takes it from the database.
    const mails = await ctx.mails();
    expect(mails.filter((m) => m.to === 'later@queue.test')).toHaveLength(1);
  });

  it('two processes share the jobs and run each exactly once', async () => {
    const sentByOther: MailMessage[] = [];
    const other = await otherInstance(sentByOther, true);
    try {
      const before = ctx.outbox.length;
      const to = Array.from({ length: 24 }, (_, i) => `share-${i}@queue.test`);
      await Promise.all(to.map((t, i) => (i % 2 ? other : ctx.app).mail.send({ to: t, subject: 'Shared', text: t })));
      await ctx.app.queue.idle();
      await other.queue.idle();
      const delivered = [...ctx.outbox.slice(before), ...sentByOther].map((m) => m.to).sort();
      expect(delivered).toEqual([...to].sort());
    } finally {
      await other.close();
    }
  });

  it('a tracked job that already did its work is not run again when its try is repeated', async () => {
    const sent: MailMessage[] = [];
    const [{ id: adminId }] = (await ctx.database.query(`select id from users where email = $1`, [ADMIN.email]))
      .rows as Array<{ id: number }>;
    const worker = await otherInstance(sent, true);
    try {
      await worker.mail.send(
        { to: 'once@queue.test', subject: 'Once', text: 'only once' },
        { track: { userId: adminId, title: 'Once' } },
      );
      await worker.queue.idle();
      expect(sent.filter((m) => m.to === 'once@queue.test')).toHaveLength(1);
      // As if the process had died after sending but before the queue recorded it: the job is handed out again.
      await ctx.database.query(
        `update pgboss.job set state = 'retry', completed_on = null, start_after = now()
          where name = 'mail' and data->'data'->>'to' = 'once@queue.test'`,
      );
      await worker.queue.idle();
      expect(sent.filter((m) => m.to === 'once@queue.test')).toHaveLength(1);
      expect(await jobCount('failed')).toBe(0);
    } finally {
      await worker.close();
    }
  });

  it('a job whose input is refused (a 4xx) fails for good on its first try: no retries of a certain failure', async () => {
    const [{ id: adminId }] = (await ctx.database.query(`select id from users where email = $1`, [ADMIN.email]))
      .rows as Array<{ id: number }>;
    const worker = await otherInstance([]);
    let tries = 0;
    worker.queue.define<{ q: string }>({
      name: 'refuses-input',
      retryLimit: 3,
      retryDelay: 1,
      async run() {
        tries += 1;
        throw badRequest('Type at least 3 characters of a name to search', { q: 'Type at least 3 characters' });
      },
    });
    try {
      await worker.queue.start({ work: true });
      const { trackedId } = await worker.queue.send(
        'refuses-input',
        { q: 'ab' },
        { track: { userId: adminId, title: 'Refused' } },
      );
      await worker.queue.idle();
      expect(tries).toBe(1);
      const [job] = (await ctx.database.query(`select status, error from background_jobs where id = $1`, [trackedId]))
        .rows as Array<{ status: string; error: string }>;
      expect(job).toEqual({ status: 'failed', error: 'Type at least 3 characters of a name to search' });
      expect(
        (
          await ctx.database.query(
            `select count(*)::int as n from pgboss.job where name = 'refuses-input' and state in ('retry', 'created')`,
          )
        ).rows[0].n,
      ).toBe(0);
    } finally {
      await worker.close();
    }
  });

  it("a running try beats: its expiry follows the last beat, not its kind's hour, and its bell row is stamped", async () => {
    const [{ id: adminId }] = (await ctx.database.query(`select id from users where email = $1`, [ADMIN.email]))
      .rows as Array<{ id: number }>;
    const worker = createQueue(ctx.database, ctx.app.log, {
      heartbeatMs: 100,
      leaseSeconds: 5,
      maintenanceSeconds: 3600,
    });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    worker.define({
      name: 'beats',
      expireInSeconds: 3600,
      async run() {
        started();
        await released;
      },
    });
    try {
      await worker.start({ work: true, schedules: false });
      const { trackedId } = await worker.send('beats', {}, { track: { userId: adminId, title: 'Beats' } });
      worker.wake();
      await running;
      const beatOf = async () =>
        (
          await ctx.database.query(
            `select j.heartbeat_at::text as beat, extract(epoch from q.expire_in - (now() - q.started_on))::float as left
              from background_jobs j join pgboss.job q on q.id = j.queue_job_id where j.id = $1`,
            [trackedId],
          )
        ).rows[0] as { beat: string | null; left: number };
      const first = await beatOf();
      expect(first.beat).not.toBeNull();
      // What is left before it expires is the lease (5 s), not the hour its kind allows.
      expect(first.left).toBeLessThanOrEqual(5);
      // Done when the beat has moved on (it beats every 100 ms).
      const until = Date.now() + 10_000;
      while ((await beatOf()).beat === first.beat && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      expect((await beatOf()).beat).not.toBe(first.beat);
      release();
      await worker.idle();
    } finally {
      release();
      await worker.stop();
    }
  });

  it('a try whose worker died is tried again within about the lease, and the bell says it stalled meanwhile', async () => {
    const [{ id: adminId }] = (await ctx.database.query(`select id from users where email = $1`, [ADMIN.email]))
      .rows as Array<{ id: number }>;
    const timing = { heartbeatMs: 100, leaseSeconds: 1, maintenanceSeconds: 1 };
    const tries: number[] = [];
    const define = (q: ReturnType<typeof createQueue>) =>
      q.define({
        name: 'outlives-its-worker',
        expireInSeconds: 3600,
        retryDelay: 1,
        async run({ attempt }) {
          tries.push(attempt);
          return { attempt };
        },
      });
    // The first worker took the job and died: its try is active, its last beat long gone.
    const sender = createQueue(ctx.database, ctx.app.log, timing);
    define(sender);
    await sender.start({ work: false, schedules: false });
    const { trackedId, queueJobId } = await sender.send(
      'outlives-its-worker',
      {},
      {
        track: { userId: adminId, title: 'Import that lost its worker' },
      },
    );
    await sender.stop();
    await ctx.database.query(
      `update pgboss.job set state = 'active', started_on = now() - interval '2 minutes', expire_in = interval '61 seconds'
        where id = $1`,
      [queueJobId],
    );
    await ctx.database.query(
      `update background_jobs set status = 'running', attempts = 1, started_at = now() - interval '2 minutes',
        heartbeat_at = now() - interval '61 seconds' where id = $1`,
      [trackedId],
    );
    const seen = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${trackedId}`, headers: await ctx.asAdmin() });
    expect(seen.json().data).toMatchObject({ status: 'running', stalled: true });

    const worker = createQueue(ctx.database, ctx.app.log, timing);
    define(worker);
    try {
      await worker.start({ work: true, schedules: false });
      // Done when the job has succeeded on another try (maintenance every second expires the dead one).
      const status = async () =>
        (
          (await ctx.database.query(`select status from background_jobs where id = $1`, [trackedId])).rows[0] as {
            status: string;
          }
        ).status;
      const until = Date.now() + 20_000;
      while ((await status()) !== 'succeeded' && Date.now() < until) {
        worker.wake();
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(await status()).toBe('succeeded');
      expect(tries).toEqual([2]);
      const done = await ctx.app.inject({ method: 'GET', url: `/api/jobs/${trackedId}`, headers: await ctx.asAdmin() });
      expect(done.json().data).toMatchObject({ status: 'succeeded', stalled: false });
    } finally {
      await worker.stop();
    }
  });
});
