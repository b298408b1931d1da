import { promisify } from 'node:util';
import { brotliDecompress } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { useTestApp } from './helpers.js';

const unbrotli = promisify(brotliDecompress);
const ctx = useTestApp();

/** A second app on the same database that logs at info into `lines` and serves /metrics with a token. */
const lines: Array<Record<string, unknown>> = [];
let logged: App;
const TOKEN = 'metrics-token-0123456789';
beforeAll(async () => {
  logged = await buildApp(loadConfig({ LOG_LEVEL: 'info', DATA_DIR: '/tmp/phlox-test-unused', METRICS_TOKEN: TOKEN }), {
    database: ctx.database,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    mailer: { send: async () => {} },
  });
  await logged.ready();
});
afterAll(async () => {
  await logged?.close();
});

describe('request ids', () => {
  it('keeps a plain X-Request-Id, replaces anything else, and puts it in error bodies', async () => {
    const kept = await ctx.app.inject({ url: '/api/levels', headers: { 'x-request-id': 'trace-42.a:b' } });
    expect(kept.headers['x-request-id']).toBe('trace-42.a:b');
    expect(kept.json().error).toMatchObject({ code: 'UNAUTHORIZED', requestId: 'trace-42.a:b' });
    const replaced = await ctx.app.inject({ url: '/api/levels', headers: { 'x-request-id': 'bad id\u0001' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const none = await ctx.app.inject({ url: '/api/nothing-here', headers: await ctx.asAdmin() });
    expect(none.json().error.requestId).toBe(none.headers['x-request-id']);
  });
});

describe('access log', () => {
  it('writes one line per request with the route pattern, status, duration and user — never the query or token', async () => {
    const headers = await ctx.asAdmin();
    lines.length = 0;
    const res = await logged.inject({
      url: '/api/levels/1?secret=hunter2',
      headers: { ...headers, 'x-request-id': 'log-1' },
    });
    expect(res.statusCode).toBeLessThan(500);
    const line = lines.find((l) => l.reqId === 'log-1' && l.msg === 'request');
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/api/levels/:id', status: res.statusCode });
    expect(typeof line!.ms).toBe('number');
    expect(typeof line!.userId).toBe('number');
    const all = JSON.stringify(lines);
    expect(all).not.toContain('hunter2');
    expect(all).not.toContain(headers.authorization.replace('Bearer ', ''));
  });
});

describe('metrics', () => {
  it('is off without a token configured, and needs the token when configured', async () => {
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await logged.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(
      (await logged.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(404);
    await logged.inject({ url: '/api/levels', headers: await ctx.asAdmin() });
    const res = await logged.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/levels",status_code="200"\} \d+/,
    );
    expect(res.body).toMatch(/nodejs_eventloop_lag_seconds/);
    expect(res.body).toMatch(/nodejs_heap_size_used_bytes/);
  });

  it('counts background jobs by queue and state, and those that failed for good in the last day', async () => {
    await ctx.app.mail.send({ to: 'metrics@queue.test', subject: 'Counted', text: 'x' });
    await ctx.app.queue.idle();
    // As a job that ran out of tries leaves it (the mail queue's partition of pg-boss's table).
    await ctx.database.query(
      `insert into pgboss.job (id, name, state, completed_on, data) values (gen_random_uuid(), 'mail', 'failed', now(), '{}')`,
    );
    const res = await logged.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.body).toMatch(/queue_jobs\{queue="mail",state="completed"\} [1-9]/);
    expect(res.body).toMatch(/queue_jobs\{queue="mail",state="failed_last_day"\} 1\b/);
    expect(res.body).toMatch(/queue_jobs\{queue="mail",state="failed"\} 1\b/);
  });
});

describe('compression', () => {
  it('compresses JSON above 1 kB for a client that accepts it, and keeps small answers plain', async () => {
    const headers = { ...(await ctx.asAdmin()), 'accept-encoding': 'br, gzip' };
    const big = await ctx.app.inject({ url: '/api/docs/json', headers });
    expect(big.headers['content-encoding']).toBe('br');
    const doc = JSON.parse((await unbrotli(big.rawPayload)).toString('utf8'));
    expect(doc.openapi).toBeDefined();
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 4);
    const small = await ctx.app.inject({ url: '/api/health', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('still answers a repeated write with the first answer when the answers are compressed', async () => {
    const headers = { ...(await ctx.asAdmin()), 'accept-encoding': 'br', 'idempotency-key': 'compressed-1' };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/giftcards',
        payload: { value: 1000, description: 'x'.repeat(1500) },
        headers,
      });
    const first = await send();
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    const body = async (r: typeof first) =>
      r.headers['content-encoding'] === 'br' ? (await unbrotli(r.rawPayload)).toString('utf8') : r.body;
    expect(await body(again)).toBe(await body(first));
  });
});
