// The release test (`npm run test:release`, part of `npm test` after the build): packs the build as a release
// (scripts/pack-release.mjs, as the Dockerfile does), installs it with `npm ci --omit=dev` in a temporary folder,
// and runs it there with plain node, as an operator would: migrate, create the first admin, start, readiness,
// sign-in, the web app — on the embedded database and, when one answers, on PostgreSQL.
import assert from 'node:assert/strict';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'phlox-release-'));
const app = path.join(work, 'app');
const ADMIN = { email: 'ops@example.com', password: 'release-test-password-1' };
/** Development tools that must not be in a release. */
const DEV_ONLY = [
  'tsx',
  'vite',
  'drizzle-kit',
  '@faker-js/faker',
  'pg-copy-streams',
  's3rver',
  'typescript',
  'vitest',
  'antd',
  'react',
  // The tests read workbooks with ExcelJS; the API writes them itself (shared/xlsx.ts).
  'exceljs',
  // E-mail templates are compiled to HTML at build.
  'mjml',
];

function sizeOf(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(file).reduce((sum, name) => sum + sizeOf(path.join(file, name)), 0);
}

/** The environment of an operator's shell: nothing of this npm run (INIT_CWD would point .env at the repo). */
function environment(extra) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(npm_|INIT_CWD$)/.test(k)));
  // Production needs its owners and mail said: no mail server runs here, so e-mail is switched off out loud.
  return {
    ...env,
    APP_ENV: 'production',
    LOG_LEVEL: 'warn',
    OWNER_EMAILS: ADMIN.email,
    MAIL_DISABLED: 'true',
    ...extra,
  };
}

async function freePort() {
  const server = createServer().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(command, args, env, input) {
  return execFileSync(command, args, { cwd: app, env, input, encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] });
}

/** Starts the release's server; resolves with the process and how long it took to answer /api/health with 200. */
async function startServer(env) {
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: app,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${env.PORT}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The release exited (${child.exitCode}):\n${output}`);
    if (performance.now() - started > 60_000) throw new Error(`The release was not ready in 60 s:\n${output}`);
    const res = await fetch(`${url}/api/health`).catch(() => null);
    if (res?.status === 200)
      return { child, url, coldStartMs: Math.round(performance.now() - started), output: () => output };
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  return exited;
}

/** migrate → create-admin → start → health, liveness, sign-in, the web app → graceful stop. */
async function exercise(t, env) {
  const migrated = run('npm', ['run', '--silent', 'db:migrate'], env);
  assert.match(migrated, /database is up to date/);
  const created = run(
    'npm',
    ['run', '--silent', 'create-admin', '--', '--email', ADMIN.email],
    env,
    // Both prompts' answers piped, as an operator scripting it would: the password is the first line only.
    `${ADMIN.password}\n${ADMIN.password}\n`,
  );
  assert.match(created, /Created the admin ops@example\.com/);

  const server = await startServer(env);
  try {
    t.diagnostic(`cold start to ready: ${server.coldStartMs} ms`);
    assert.equal((await fetch(`${server.url}/api/health/live`)).status, 200);
    const login = await fetch(`${server.url}/api/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(login.status, 200, await login.clone().text());
    const { data } = await login.json();
    assert.equal(data.user.email, ADMIN.email);
    const me = await fetch(`${server.url}/api/authentication/verify-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ token: data.token, now: Date.now() }),
    });
    assert.equal(me.status, 200, await me.clone().text());
    const page = await fetch(`${server.url}/events`, { headers: { 'accept-encoding': 'br' } });
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('content-encoding'), 'br');
    assert.match(await page.text(), /<div id="root">/);
  } finally {
    const code = await stopServer(server.child);
    assert.equal(code, 0, `the release did not stop cleanly:\n${server.output()}`);
  }
}

before(async () => {
  execFileSync(process.execPath, [path.join(root, 'scripts/pack-release.mjs'), app], { stdio: 'inherit' });
  const started = performance.now();
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
    cwd: app,
    env: environment({}),
    stdio: 'inherit',
  });
  const mb = (sizeOf(path.join(app, 'node_modules')) / 1e6).toFixed(0);
  console.log(`# npm ci --omit=dev: ${Math.round((performance.now() - started) / 1000)} s, node_modules ${mb} MB`);
});

after(() => rmSync(work, { recursive: true, force: true }));

test('the release holds no development tools and no sources', () => {
  const present = DEV_ONLY.filter((name) => existsSync(path.join(app, 'node_modules', name)));
  assert.deepEqual(present, [], 'development packages were installed into the release');
  assert.equal(existsSync(path.join(app, 'apps/api/src')), false);
});

test('refuses to serve production without mail or owners, naming both settings', () => {
  const env = environment({ PORT: '0', DATA_DIR: path.join(work, 'refused') });
  delete env.MAIL_DISABLED;
  delete env.SMTP_URL;
  env.OWNER_EMAILS = '';
  const result = spawnSync(process.execPath, ['apps/api/dist/server.js'], { cwd: app, env, encoding: 'utf8' });
  assert.equal(result.status, 1, result.stdout + result.stderr);
  assert.match(result.stderr, /SMTP_URL: required in production/);
  assert.match(result.stderr, /OWNER_EMAILS: required in production/);
});

test('runs on the embedded database with plain node', async (t) => {
  const port = await freePort();
  await exercise(t, environment({ PORT: String(port), DATA_DIR: path.join(work, 'data') }));
});

test('runs on PostgreSQL with plain node', async (t) => {
  const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    t.skip(`no PostgreSQL answers at ${server} (${err.message})`);
    return;
  }
  const name = `phlox_release_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(server);
    url.pathname = `/${name}`;
    const port = await freePort();
    await exercise(
      t,
      environment({ PORT: String(port), DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'pg-data') }),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
