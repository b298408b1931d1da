import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { ADMIN, prepareDatabase } from './template.js';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './pg-server.js';

/**
 * PostgreSQL restarts under a mixed write + read load (issue 14, "Survives faults"). The test starts its own
 * PostgreSQL server (the shared one is never touched), builds the app on it, runs a bounded load of writes
 * (levels: checks, then a transaction; gift-card credits: a transaction locking the card) and reads, stops
 * the server with `pg_ctl stop -m fast` mid-way (open connections are terminated, including ones checked out
 * for a transaction), keeps the load going through a 2 s outage and past the restart, then checks:
 * - this process lived through it (no uncaught exception or unhandled rejection);
 * - every write answered 2xx is in the database;
 * - every other answer was a 503 DATABASE_UNAVAILABLE with Retry-After (no 500s);
 * - requests succeed again after the restart, with no restart of the app.
 */
const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`db-restart.test.ts skipped: ${unavailable}`);

const WORKERS = 8;
const LOAD_BEFORE_STOP_MS = 1_500;
const OUTAGE_MS = 2_000;
const LOAD_AFTER_START_MS = 3_000;

type Kind = 'level' | 'credit' | 'read-levels' | 'read-giftcard';
interface Answer {
  kind: Kind;
  /** The request's number: its level's name and code, its credit's reason, its Idempotency-Key. */
  n: number;
  status: number;
  /** Sent before the stop, while the server was stopping, down or starting, or after it answered again. */
  phase: 'before' | 'outage' | 'after';
  /** The phase when the answer came back (a request sent just before the stop may be answered during it). */
  answeredIn: 'before' | 'outage' | 'after';
  retryAfter?: string;
  code?: string;
  /** What a write created: the level's or the ledger row's id. */
  id?: number;
}

describe.skipIf(unavailable)('PostgreSQL restart under load', () => {
  let server: PrivatePostgres;
  let database: Database;
  let app: App;
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);
  const lost: string[] = [];

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    server = await startPrivatePostgres();
    const admin = new pg.Client({ connectionString: server.url() });
    await admin.connect();
    await admin.query('create database phlox_fault');
    await admin.end();
    database = await createDatabase({
      dataDir: '',
      databaseUrl: server.url('phlox_fault'),
      poolSize: 10,
      connectTimeoutMs: 2_000,
      log: { warn: (_obj, msg) => void lost.push(msg) },
    });
    await prepareDatabase(database);
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/phlox-test-unused' }), {
      database,
      logger: false,
      mailer: { send: async () => {} },
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
    // The private server goes whatever happens to the app: closing is bounded, destroying always runs.
    const bounded = (p: Promise<unknown> | undefined) =>
      Promise.race([Promise.resolve(p).catch(() => {}), sleep(10_000)]);
    try {
      await bounded(app?.close());
      await bounded(database?.close());
    } finally {
      await server?.destroy();
    }
  });

  it('keeps serving: 503 with Retry-After while the database is down, every acknowledged write kept', async () => {
    const login = await app.inject({ method: 'POST', url: '/api/authentication/login', payload: ADMIN });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.token}` };
    const card = await app.inject({ method: 'POST', url: '/api/giftcards', headers, payload: { value: 100 } });
    expect(card.statusCode).toBe(201);
    const cardId = card.json().data.id as number;

    let phase: Answer['phase'] = 'before';
    let running = true;
    let seq = 0;
    const answers: Answer[] = [];

    // Writes carry an Idempotency-Key, as the web app's do; `n` again (a resend) sends the same write and key.
    const one = async (kind: Kind, again?: number): Promise<Answer> => {
      const sentIn = phase;
      const n = again ?? ++seq;
      const writeHeaders = { ...headers, 'idempotency-key': `fault-${n}` };
      const res =
        kind === 'level'
          ? await app.inject({
              method: 'POST',
              url: '/api/levels',
              headers: writeHeaders,
              payload: { name: `Fault level ${n}`, code: `F${n}` },
            })
          : kind === 'credit'
            ? await app.inject({
                method: 'POST',
                url: `/api/giftcards/${cardId}/transactions`,
                headers: writeHeaders,
                payload: { transactionType: 'credit', amount: 1, reason: `fault test ${n}` },
              })
            : kind === 'read-levels'
              ? await app.inject({ method: 'GET', url: '/api/levels?pageSize=5&sort=-createdAt', headers })
              : await app.inject({ method: 'GET', url: `/api/giftcards/${cardId}`, headers });
      const body = res.body ? (JSON.parse(res.body) as { data?: { id?: number; transaction?: { id: number } } }) : {};
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      return {
        kind,
        n,
        status: res.statusCode,
        phase: sentIn,
        answeredIn: phase,
        retryAfter: res.headers['retry-after'] as string | undefined,
        code: (body as { error?: { code?: string } }).error?.code,
        id: ok
          ? kind === 'level'
            ? body.data?.id
            : kind === 'credit'
              ? body.data?.transaction?.id
              : undefined
          : undefined,
      };
    };

    const kinds: Kind[] = ['level', 'read-levels', 'credit', 'read-giftcard'];
    const worker = async (w: number) => {
      for (let i = w; running; i++) {
        answers.push(await one(kinds[i % kinds.length]));
        await sleep(15);
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    await sleep(LOAD_BEFORE_STOP_MS);
    phase = 'outage';
    await server.stop();
    await sleep(OUTAGE_MS);
    await server.start();
    // Answers to requests sent from here may still meet connections the restart broke: the pool must drop them.
    phase = 'after';
    await sleep(LOAD_AFTER_START_MS);
    running = false;
    await load;

    // Afterwards, without restarting anything: one of each succeeds.
    const finals = [];
    for (const kind of kinds) finals.push(await one(kind));

    const check = new pg.Client({ connectionString: server.url('phlox_fault') });
    await check.connect();
    const count = async (query: string, values: unknown[]) => (await check.query(query, values)).rowCount ?? 0;
    const isWrite = (a: Answer) => a.kind === 'level' || a.kind === 'credit';
    const refused = answers.filter((a) => isWrite(a) && a.status === 503);
    const refusedLevels = refused.filter((a) => a.kind === 'level').map((a) => `F${a.n}`);
    const refusedCredits = refused.filter((a) => a.kind === 'credit').map((a) => `fault test ${a.n}`);
    // A 503 to a write whose COMMIT was cut may still have committed (its client cannot know): counted here.
    const refusedButKept =
      (await count('select id from levels where code = any($1)', [refusedLevels])) +
      (await count('select id from order_giftcard_transactions where reason = any($1)', [refusedCredits]));

    // Each write refused during the outage, sent again as the web app resends a submission (same content, same
    // Idempotency-Key), now goes through: the refused try did not leave its key claimed.
    const resent: Answer[] = [];
    for (let i = 0; i < refused.length; i += WORKERS)
      resent.push(...(await Promise.all(refused.slice(i, i + WORKERS).map((a) => one(a.kind, a.n)))));

    // Every write acknowledged with 2xx is in the database (read with a connection of our own).
    const acknowledged = [...answers, ...resent].filter((a) => isWrite(a) && a.id);
    const levelIds = acknowledged.filter((a) => a.kind === 'level').map((a) => a.id!);
    const creditIds = acknowledged.filter((a) => a.kind === 'credit').map((a) => a.id!);
    const foundLevels = await count('select id from levels where id = any($1)', [levelIds]);
    const foundCredits = await count('select id from order_giftcard_transactions where id = any($1)', [creditIds]);
    const doubleCredits = await count(
      `select reason from order_giftcard_transactions where reason like 'fault test %' group by reason having count(*) > 1`,
      [],
    );
    await check.end();

    const tally = (list: Answer[]) => {
      const counts: Record<string, number> = {};
      for (const a of list) counts[a.status] = (counts[a.status] ?? 0) + 1;
      return JSON.stringify(counts);
    };
    const sentIn = (p: Answer['phase']) => tally(answers.filter((a) => a.phase === p));
    console.log(
      [
        `db-restart: ${answers.length} requests by ${WORKERS} workers; outage ${OUTAGE_MS} ms (pg_ctl stop -m fast … start)`,
        `  answers by when the request was sent: before the stop ${sentIn('before')}, ` +
          `during the outage ${sentIn('outage')}, after the restart ${sentIn('after')}`,
        `  writes: ${answers.filter(isWrite).length} sent, ${acknowledged.length} acknowledged 2xx ` +
          `(${levelIds.length} levels, ${creditIds.length} gift-card credits, ${resent.filter((a) => a.id).length} of them ` +
          `resent after a 503), found in the database: ${foundLevels + foundCredits}`,
        `  writes answered 503: ${refused.length}, of which committed anyway: ${refusedButKept}; ` +
          `resent with the same key: ${tally(resent)}; credits applied twice: ${doubleCredits}`,
        `  connections lost and logged: ${lost.length}; process errors: ${crashes.length}`,
      ].join('\n'),
    );

    expect(crashes).toEqual([]);
    // The load did meet the outage, and was served on both sides of it.
    expect(answers.some((a) => a.status === 503)).toBe(true);
    expect(answers.some((a) => a.phase === 'before' && a.status < 300)).toBe(true);
    expect(answers.some((a) => a.phase === 'after' && a.status < 300)).toBe(true);
    // Only two kinds of answer: success, or 503 DATABASE_UNAVAILABLE with Retry-After. Never a 500.
    const others = answers.filter((a) => !(a.status >= 200 && a.status < 300) && a.status !== 503);
    expect(others).toEqual([]);
    for (const a of answers.filter((x) => x.status === 503)) {
      expect(a.code).toBe('DATABASE_UNAVAILABLE');
      expect(a.retryAfter).toBe('5');
    }
    // Whatever was sent and answered before the stop succeeded.
    expect(answers.filter((a) => a.answeredIn === 'before' && a.status !== 200 && a.status !== 201)).toEqual([]);
    expect([foundLevels, foundCredits]).toEqual([levelIds.length, creditIds.length]);
    expect(finals.map((f) => f.status)).toEqual([201, 200, 201, 200]);
    // A resent write goes through, unless its refused try had committed after all (a level then exists: 409).
    expect(resent.filter((a) => a.status !== 201 && !(a.status === 409 && refusedButKept > 0))).toEqual([]);
  }, 60_000);
});
