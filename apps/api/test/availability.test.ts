import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { retryWhileUnavailable } from '../src/db/retry.js';
import { isDatabaseUnavailable } from '../src/shared/errors.js';
import { useTestApp } from './helpers.js';

const config = (env: Record<string, string> = {}) =>
  loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/phlox-test-unused', ...env });
const build = (database: Database, opts: { ready?: boolean; env?: Record<string, string> } = {}) =>
  buildApp(config(opts.env), { database, logger: false, mailer: { send: async () => {} }, ready: opts.ready });

const UNAVAILABLE = {
  error: {
    code: 'DATABASE_UNAVAILABLE',
    message: 'The database is unavailable; try again shortly.',
    requestId: expect.any(String),
  },
};

/** A TCP port on which nothing listens: connections are refused. */
async function closedPort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((resolve) => srv.close(resolve));
  return port;
}

describe('which errors mean "the database is unavailable"', () => {
  const drizzleWrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a reset connection', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    [
      'Node’s AggregateError (one per address)',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ],
    [
      'admin_shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['crash_shutdown', Object.assign(new Error('terminating connection'), { code: '57P02' })],
    ['cannot_connect_now', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['too_many_connections', Object.assign(new Error('sorry, too many clients already'), { code: '53300' })],
    ['a cut connection', new Error('Connection terminated unexpectedly')],
    ['a pool that found no connection in time', new Error('timeout exceeded when trying to connect')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['all of them wrapped by Drizzle', drizzleWrapped(new Error('Connection terminated unexpectedly'))],
  ])('%s', (_what, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error', Object.assign(new Error('syntax error at or near "x"'), { code: '42601' })],
    ['a query canceled by a timeout', Object.assign(new Error('canceling statement'), { code: '57014' })],
    ['a plain error', new Error('boom')],
    ['nothing', undefined],
  ])('not %s', (_what, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});

describe('start-up retries while the database is unreachable', () => {
  const quiet = () => {
    const lines: string[] = [];
    return {
      lines,
      log: { info: (_o: object, m: string) => void lines.push(m), warn: (_o: object, m: string) => void lines.push(m) },
    };
  };

  it('retries with doubling waits, logging each, until the work succeeds', async () => {
    const { lines, log } = quiet();
    let calls = 0;
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const started = Date.now();
    const result = await retryWhileUnavailable(
      'start-up',
      async () => {
        if (++calls < 4) throw refused;
        return 'ready';
      },
      { log, firstDelayMs: 20, maxDelayMs: 40 },
    );
    expect(result).toBe('ready');
    expect(calls).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20 + 40 + 40 - 5);
    expect(lines.slice(0, 3)).toEqual([
      'start-up: the database is unavailable (connect ECONNREFUSED 127.0.0.1:5432); retrying in 0.02 s',
      'start-up: the database is unavailable (connect ECONNREFUSED 127.0.0.1:5432); retrying in 0.04 s',
      'start-up: the database is unavailable (connect ECONNREFUSED 127.0.0.1:5432); retrying in 0.04 s',
    ]);
    expect(lines[3]).toBe('start-up: the database answered after 4 attempts');
  });

  it('does not retry an error that retrying cannot fix', async () => {
    const { log } = quiet();
    let calls = 0;
    const failing = retryWhileUnavailable(
      'start-up',
      async () => {
        calls++;
        throw new Error('Refusing to start in production: the demo password');
      },
      { log, firstDelayMs: 1 },
    );
    await expect(failing).rejects.toThrow('Refusing to start');
    expect(calls).toBe(1);
  });

  it('stops waiting when the server shuts down', async () => {
    const { log } = quiet();
    const stopping = new AbortController();
    const waiting = retryWhileUnavailable(
      'start-up',
      async () => {
        throw new Error('Connection terminated unexpectedly');
      },
      { log, signal: stopping.signal, firstDelayMs: 60_000 },
    );
    await sleep(20);
    stopping.abort();
    expect(await waiting).toBeUndefined();
  });
});

describe('before the database is ready', () => {
  const ctx = useTestApp();
  let app: App;
  beforeAll(async () => {
    app = await build(ctx.database, { ready: false });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('liveness answers, readiness says "starting", the API answers 503 with Retry-After', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ method: 'GET', url: '/api/health' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', reason: 'starting' }]);

    const headers = await ctx.asAdmin();
    for (const [method, url] of [
      ['GET', '/api/levels'],
      ['POST', '/api/levels'],
      ['POST', '/api/authentication/login'],
    ] as const) {
      const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([503, '5', UNAVAILABLE]);
    }
    // The web app's own files and runtime configuration need no database.
    expect((await app.inject({ method: 'GET', url: '/config.json' })).statusCode).toBe(200);
  });

  it('serves once marked ready', async () => {
    app.readiness.markReady();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const res = await app.inject({ method: 'GET', url: '/api/levels', headers: await ctx.asAdmin() });
    expect(res.statusCode).toBe(200);
  });
});

describe('when PostgreSQL cannot be reached', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await createDatabase({
      dataDir: '',
      databaseUrl: `postgres://postgres@127.0.0.1:${await closedPort()}/phlox`,
      connectTimeoutMs: 1_000,
      log: { warn: () => {} },
    });
    app = await build(database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After (never 500), and readiness 503', async () => {
    // The session guard's lookup is the first query of a signed-in request; a sign-in queries first thing too.
    const list = await app.inject({
      method: 'GET',
      url: '/api/levels',
      headers: { authorization: 'Bearer some-token' },
    });
    expect([list.statusCode, list.headers['retry-after'], list.json()]).toEqual([503, '5', UNAVAILABLE]);
    const login = await app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: 'a@b.test', password: 'whatever-1' },
    });
    expect([login.statusCode, login.json()]).toEqual([503, UNAVAILABLE]);
    const ready = await app.inject({ method: 'GET', url: '/api/health' });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: 'unavailable', reason: 'database' }]);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});

describe('load shedding', () => {
  const ctx = useTestApp();
  let app: App;
  beforeAll(async () => {
    // A heap limit of 1 byte: the first sample (after a second) puts the server under pressure.
    app = await build(ctx.database, { env: { MAX_HEAP_USED_BYTES: '1' } });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('answers 503 OVERLOADED with Retry-After past a limit, but not to the health probes', async () => {
    await sleep(1_300);
    const res = await app.inject({ method: 'GET', url: '/api/levels', headers: await ctx.asAdmin() });
    expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
      503,
      '5',
      {
        error: { code: 'OVERLOADED', message: 'The server is busy; try again shortly.', requestId: expect.any(String) },
      },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers 503 OVERLOADED after the event loop was blocked past the delay limit', async () => {
    const blocked = await build(ctx.database, { env: { MAX_EVENT_LOOP_DELAY_MS: '200', MAX_HEAP_USED_BYTES: '0' } });
    await blocked.ready();
    try {
      const headers = await ctx.asAdmin();
      // The limit is on the mean delay of a sample (1 s): a stretch that starts late in a busy sample is averaged
      // below it, so a second stretch, right after the sample the first one ended, is the one that must count.
      let res: Awaited<ReturnType<typeof blocked.inject>> | undefined;
      for (let attempt = 0; attempt < 3 && res?.statusCode !== 503; attempt++) {
        const until = Date.now() + 1_500;
        while (Date.now() < until); // a synchronous stretch of 1.5 s: the next sample sees it
        await sleep(20);
        res = await blocked.inject({ method: 'GET', url: '/api/levels', headers });
      }
      expect([res?.statusCode, res?.json().error.code]).toEqual([503, 'OVERLOADED']);
    } finally {
      await blocked.close();
    }
  });

  it('defaults, and is off with the limits at 0', () => {
    const c = config({ MAX_EVENT_LOOP_DELAY_MS: '0', MAX_HEAP_USED_BYTES: '0' });
    expect(c.loadShedding).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0 });
    // On PostgreSQL by default; PGlite's queries run on the event loop, so there the delay is not load.
    expect(config({ DATABASE_URL: 'postgres://db/phlox' }).loadShedding.maxEventLoopDelayMs).toBe(1_000);
    expect(config().loadShedding.maxEventLoopDelayMs).toBe(0);
    expect(config().loadShedding.maxHeapUsedBytes).toBeGreaterThan(256 * 1024 * 1024);
  });
});
