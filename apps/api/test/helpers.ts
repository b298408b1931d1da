import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import type { MailMessage } from '../src/shared/mail.js';
import type { InjectOptions, LightMyRequestResponse as InjectResponse } from 'fastify';

export type Method = Extract<InjectOptions['method'], 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'>;

import { ADMIN, PHOTOGRAPHER, prepareDatabase } from './template.js';

export { ADMIN, PHOTOGRAPHER, addUser } from './template.js';

/**
 * For suites that call public routes many times from one address (route sweep, fuzz): the rate limits, tested
 * with their production defaults in security-limits.test.ts, raised so that a count never decides an answer.
 */
export const RELAXED_LIMITS = Object.fromEntries(
  [
    'LOGIN',
    'REGISTER',
    'FORGOT_PASSWORD',
    'FORGOT_PASSWORD_EMAIL',
    'RESET_PASSWORD',
    'VERIFY_TOKEN',
    'IMAGE_UPLOAD',
  ].map((name) => [`RATE_LIMIT_${name}`, '100000/1m']),
);

/**
 * A fresh database per test file: in-memory PGlite, or a throwaway database on the PostgreSQL
 * server named by TEST_DATABASE_URL (dropped afterwards).
 */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // A copy of the template global-setup.ts migrated and seeded once: skips initdb and the migrations per file.
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    const database = await createDatabase({ dataDir: 'memory://', loadDataDir: template });
    return { database, drop: async () => {} };
  }
  const name = `phlox_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ dataDir: '', databaseUrl: url.toString(), poolSize: 10 });
  await prepareDatabase(database);
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  /** What the test's mail transport received: sent by the job queue, so read it with mails(). */
  outbox: MailMessage[];
  /** The e-mails sent so far, once the job queue has nothing left to do (in the order they went out). */
  mails(): Promise<MailMessage[]>;
  /**
   * The newest e-mail to `to` once the queue is idle. By recipient, not by position: two mail workers may send
   * messages queued one after the other in either order.
   */
  lastMailTo(to: string): Promise<MailMessage | undefined>;
  login(email: string, password: string): Promise<string>;
  /** Headers with a bearer token for the admin / photographer. */
  asAdmin(): Promise<Record<string, string>>;
  asPhotographer(): Promise<Record<string, string>>;
  /** Calls the API as the admin, or with the headers given (`await ctx.asPhotographer()`, none: anonymous `{}`). */
  call(method: Method, url: string, payload?: object, headers?: Record<string, string>): Promise<InjectResponse>;
  /** The rows of hand-written SQL, typed by the caller. */
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Self-registration as a person does it: register, follow the e-mailed confirm link; the session token. */
  registerAndConfirm(body: { email: string; password: string; firstName: string; lastName: string }): Promise<string>;
}

/** The token of the newest confirm link mailed to `email`. */
export function confirmTokenFrom(outbox: MailMessage[], email: string): string | undefined {
  const mail = outbox.filter((m) => m.to.toLowerCase() === email.toLowerCase() && /confirm=/.test(m.text)).at(-1);
  return mail && decodeURIComponent(/confirm=([^\s&]+)/.exec(mail.text)![1]);
}

/**
 * Builds the app once per test file against a fresh, migrated database with an admin and a photographer.
 * `env` is read when the app is built (beforeAll), so an earlier beforeAll may still fill it in.
 */
export function useTestApp(env: Record<string, string> = {}): TestContext {
  const ctx = { outbox: [] as MailMessage[] } as TestContext;
  let drop: () => Promise<void> = async () => {};
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    ctx.database = fresh.database;
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/phlox-test-unused',
      OWNER_EMAILS: ADMIN.email,
      ...env,
    });
    ctx.app = await buildApp(config, {
      database: ctx.database,
      logger: false,
      // With SMTP_URL the app's own SMTP transport sends (mail-smtp.test.ts runs a real server).
      mailer: env.SMTP_URL ? undefined : { send: async (m) => void ctx.outbox.push(m) },
    });
    await ctx.app.ready();
  });

  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await drop();
  });

  ctx.mails = async () => {
    await ctx.app.queue.idle();
    return ctx.outbox;
  };
  ctx.lastMailTo = async (to) => (await ctx.mails()).filter((m) => m.to.toLowerCase() === to.toLowerCase()).at(-1);

  let signIns = 0;
  ctx.login = async (email, password) => {
    // Each sign-in of the fixture comes from its own loopback address, as the people it stands for would: a
    // file that signs in dozens of users stays under the per-IP sign-in limit, whose production default
    // security-limits.test.ts checks.
    signIns++;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email, password },
      remoteAddress: `127.1.${(signIns >> 8) & 255}.${signIns & 255}`,
    });
    if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.statusCode} ${res.body}`);
    return res.json().data.token as string;
  };
  const headersFor = async (who: { email: string; password: string }) => {
    let token = tokens.get(who.email);
    if (!token) tokens.set(who.email, (token = await ctx.login(who.email, who.password)));
    return { authorization: `Bearer ${token}` };
  };
  ctx.registerAndConfirm = async (body) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/authentication/register', payload: body });
    if (res.statusCode !== 202) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
    const token = confirmTokenFrom(await ctx.mails(), body.email);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/confirm-registration',
      payload: { token },
    });
    if (confirmed.statusCode !== 200) throw new Error(`confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
    return confirmed.json().data.token as string;
  };
  ctx.asAdmin = () => headersFor(ADMIN);
  ctx.asPhotographer = () => headersFor(PHOTOGRAPHER);
  ctx.call = async (method, url, payload, headers) =>
    ctx.app.inject({ method, url, payload, headers: headers ?? (await ctx.asAdmin()) });
  ctx.rows = async <T>(text: string, params?: unknown[]) => (await ctx.database.query(text, params)).rows as T[];
  return ctx;
}
