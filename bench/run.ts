/**
 * npm run bench [-- --orders 1000000 --duration 10 --connections 16 --skip-seed]
 *
 * Seeds a PostgreSQL database at the chosen scale (once: an already-seeded database is reused),
 * starts the API on it, and measures each list/detail endpoint with autocannon, printing
 * p50 / p95 / p99 latency and throughput against the budget.
 */
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.js';
import { endpoints, type Endpoint } from './endpoints.js';
import { benchEventsIo } from './events-io.js';
import { benchOrdersIo } from './orders-io.js';
import { prepareScaleData } from './prepare.js';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    'skip-seed': { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/phlox_bench';
const P95_BUDGET_MS = 50;

async function ensureDatabase() {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  await admin.end();
}

async function orderCount(): Promise<number> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query("select count(*)::int as n from information_schema.tables where table_name = 'orders'");
    if (!r.rows[0].n) return 0;
    return (await c.query('select count(*)::int as n from orders')).rows[0].n;
  } finally {
    await c.end();
  }
}

/** Distinct customer first and last names, shuffled: search terms no request repeats soon. */
async function customerNames(): Promise<string[]> {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    const r = await c.query<{ n: string }>(`select n from (select distinct lower(last_name) as n from customers
      union select distinct lower(first_name) from customers) x where length(n) >= 3 order by md5(n)`);
    return r.rows.map((x) => x.n);
  } finally {
    await c.end();
  }
}

async function seed(orders: number) {
  const have = await orderCount();
  if (have >= orders * 0.9) {
    console.log(`database already holds ${have} orders: reusing it`);
    return;
  }
  console.log(`seeding ${orders} orders into ${databaseUrl} …`);
  const r = spawnSync('npm', ['run', 'seed', '--', '--orders', String(orders)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (r.status !== 0) throw new Error('seeding failed');
}

/** The endpoint's next path in turn, continuing across the warm-up and the measurement (no term twice). */
const pathTurns = new WeakMap<Endpoint, number>();
function nextPath(e: Endpoint): string {
  const i = pathTurns.get(e) ?? 0;
  pathTurns.set(e, i + 1);
  return e.paths![i % e.paths!.length];
}

/** Runs autocannon and keeps every response time, so p95 is exact (autocannon reports p90 and p97.5). */
async function measure(url: string, e: Endpoint, token: string, duration: number, connections: number) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: url + e.path,
        requests: e.paths?.length ? [{ setupRequest: (req) => ({ ...req, path: nextPath(e) }) }] : undefined,
        method: e.method ?? 'GET',
        body: e.body ? JSON.stringify(typeof e.body === 'function' ? e.body(token) : e.body) : undefined,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        connections,
        duration,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) =>
      times.push(responseTime),
    );
  });
  times.sort((a, b) => a - b);
  const pct = (p: number) =>
    times.length ? Number(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1)) : NaN;
  return {
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    rps: Math.round(result.requests.average),
    errors: result.non2xx + result.errors,
  };
}

async function main() {
  await ensureDatabase();
  if (!args['skip-seed']) await seed(Number(args.orders));
  // The server runs in its own process so autocannon's work does not share its event loop.
  const port = 3900 + Math.floor(Math.random() * 90);
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) });
  const server = spawn(process.execPath, ['--conditions=@phlox/source', '--import', 'tsx', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Libraries run as in production, but the bench signs in with the demo admin, which APP_ENV=production refuses.
      APP_ENV: 'development',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(address);
    await run(address, config.admin);
    // Events import, orders export and browse-and-buy import at scale (`--only events-io` / `--only orders-io`,
    // or `--only events` / `--only orders` with the lists).
    if (!args.only || 'events-io'.includes(args.only))
      console.table(await benchEventsIo(address, await login(address, config.admin), databaseUrl));
    if (!args.only || 'orders-io'.includes(args.only))
      console.table(await benchOrdersIo(address, await login(address, config.admin), server.pid!, databaseUrl));
  } finally {
    server.kill('SIGTERM');
  }
}

async function login(address: string, admin: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${address}/api/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function waitForHealth(address: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${address}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the API did not start');
}

async function run(address: string, admin: { email: string; password: string }) {
  const token = await login(address, admin);
  const auth = { authorization: `Bearer ${token}` };
  if (!args.only || 'payouts reports'.includes(args.only))
    console.table(await prepareScaleData(address, token, databaseUrl));
  const rows: Array<Record<string, string | number>> = [];
  const list = endpoints(
    (await fetch(`${address}/api/levels?pageSize=1`, { headers: auth }).then((r) => r.json())) as {
      data: Array<{ id: number }>;
    },
    await customerNames(),
  );
  for (const e of list.filter((x) => !args.only || x.name.includes(args.only))) {
    const connections = e.connections ?? Number(args.connections);
    await measure(address, e, token, 2, connections); // warm-up
    const r = await measure(address, e, token, Number(args.duration), connections);
    rows.push({
      endpoint: e.connections ? `${e.name} (${e.connections} conn.)` : e.name,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      'req/s': r.rps,
      errors: r.errors,
      budget: r.errors === 0 && r.p95 <= (e.budgetMs ?? P95_BUDGET_MS) ? 'ok' : 'OVER',
    });
  }
  console.log(
    `\n${await orderCount()} orders, ${args.connections} connections, ${args.duration} s each, budget p95 ≤ ${P95_BUDGET_MS} ms unless the endpoint sets its own`,
  );
  console.table(rows);
}

await main();
