/**
 * Orders export and browse-and-buy import at scale (part of `npm run bench`, or `--only orders-io`):
 * exports ~100,000 order rows as .xlsx and .csv, ~500,000 as a background job (request < 2 s, RSS growth within
 * the same budget), and imports 50,000 outside sales in parts of 5,000 (as the web
 * app sends them), timing each and sampling the server's resident memory. Budgets: export < 15 s with RSS
 * growth < 150 MB; import < 15 s. The imported sales are deleted afterwards, so the database stays as seeded.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startJob, waitForJob } from './jobs.js';

const EXPORT_ROWS = 100_000;
/** The background export's size (rows = order products). */
const JOB_EXPORT_ROWS = 500_000;
const IMPORT_ROWS = 50_000;
const BUDGET_S = 15;
const RSS_BUDGET_MB = 150;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** Runs `work` while sampling the server's RSS every 100 ms; returns seconds taken and the peak growth in MB. */
async function measured<T>(pid: number, work: () => Promise<T>) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, growthMb: Math.max(0, peak - before) };
  } finally {
    clearInterval(timer);
  }
}

/** The Chicago day from which the newest orders hold about `wanted` products (EXPORT_ROWS by default). */
async function exportFilter(
  db: pg.Client,
  wanted = EXPORT_ROWS,
): Promise<{ query: string; from: string; rows: number }> {
  // A smaller database than the export wants (the default 100,000 orders): from its first day, all of it.
  const { rows } = await db.query<{ day: string }>(
    `select to_char(order_date at time zone 'America/Chicago', 'YYYY-MM-DD') as day
       from (select order_date from orders where deleted_at is null order by order_date desc limit $1) newest
      order by order_date limit 1`,
    [Math.round(wanted / 3) + 1],
  );
  const from = rows[0].day;
  const count = await db.query<{ n: number }>(
    `select count(*)::int as n from order_products op join orders o on o.id = op.order_id
      where o.deleted_at is null and op.deleted_at is null
        and o.order_date >= ($1::date)::timestamp at time zone 'America/Chicago'`,
    [from],
  );
  return { query: `from=${from}`, from, rows: count.rows[0].n };
}

async function download(url: string, token: string): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`export failed: ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

export async function benchOrdersIo(address: string, token: string, serverPid: number, databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const out: Array<Record<string, string | number>> = [];
  try {
    const filter = await exportFilter(db);
    for (const format of ['xlsx', 'csv'] as const) {
      const r = await measured(serverPid, () =>
        download(`${address}/api/orders/export.${format}?${filter.query}`, token),
      );
      out.push({
        step: `export .${format} (${filter.rows} rows)`,
        seconds: Number(r.seconds.toFixed(1)),
        'MB sent': Number((r.result / 1024 / 1024).toFixed(1)),
        'RSS growth MB': Math.round(r.growthMb),
        budget: r.seconds < BUDGET_S && r.growthMb < RSS_BUDGET_MB ? 'ok' : 'OVER',
      });
    }

    // A long export as a job (issue 15): the request answers at once; the file is streamed to storage, then
    // downloaded from the notification centre's link.
    const big = await exportFilter(db, JOB_EXPORT_ROWS);
    const job = await measured(serverPid, async () => {
      const { jobId, requestMs } = await startJob(address, token, '/api/orders/exports', {
        format: 'xlsx',
        from: big.from,
      });
      await waitForJob(address, token, jobId);
      return { requestMs, bytes: await download(`${address}/api/jobs/${jobId}/download`, token) };
    });
    out.push({
      step: `export job .xlsx (${big.rows} rows; request ${Math.round(job.result.requestMs)} ms)`,
      seconds: Number(job.seconds.toFixed(1)),
      'MB sent': Number((job.result.bytes / 1024 / 1024).toFixed(1)),
      'RSS growth MB': Math.round(job.growthMb),
      budget: job.growthMb < RSS_BUDGET_MB && job.result.requestMs < 2_000 ? 'ok' : 'OVER',
    });

    const events = (
      await db.query<{ id: number }>('select id from events where deleted_at is null order by id limit 500')
    ).rows;
    const tag = `BENCH-${Date.now().toString(36)}`;
    const header =
      'source,source_order_id,order_date,event_id,event_title,event_date,first_name,last_name,email,phone,product,amount';
    const lines = [header];
    for (let i = 0; i < IMPORT_ROWS; i++)
      lines.push(
        `zenfolio_bb,${tag}-${i},2026-10-0${(i % 9) + 1} 18:30,${events[i % events.length].id},,,Bench,Buyer${i % 5000},buyer${i % 5000}@bench.test,,,${(i % 50) + 5}.99`,
      );
    const csv = lines.join('\n');
    // Above IMPORT_INLINE_MAX_ROWS the web sends the whole file to a background job (issue 15): time to done.
    const r = await measured(serverPid, async () => {
      const { jobId, requestMs } = await startJob(address, token, '/api/browse-and-buy/import/jobs', {
        csv,
        fileName: 'bench.csv',
      });
      const result = await waitForJob<{ summary: { created: number } }>(address, token, jobId);
      return { created: result.summary.created, requestMs };
    });
    out.push({
      step: `import job ${IMPORT_ROWS} sales (${r.result.created} created; request ${Math.round(r.result.requestMs)} ms)`,
      seconds: Number(r.seconds.toFixed(1)),
      'MB sent': Number((csv.length / 1024 / 1024).toFixed(1)),
      'RSS growth MB': Math.round(r.growthMb),
      budget: r.seconds < BUDGET_S && r.result.created === IMPORT_ROWS && r.result.requestMs < 2_000 ? 'ok' : 'OVER',
    });
    await cleanUp(db);
  } finally {
    await db.end();
  }
  return out;
}

/**
 * Removes the benchmark's imported sales (and their customers, payments, history). Foreign-key triggers are
 * off for this transaction (superuser, bench database only): checking order_products.parent_id row by row
 * against 3M unindexed rows would take minutes.
 */
async function cleanUp(db: pg.Client) {
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  await db.query(`create temp table bench_orders on commit drop as
    select id from orders where source = 'zenfolio_bb' and source_order_id like 'BENCH-%'`);
  await db.query(`delete from update_history where item_id in (select id from bench_orders)
    and menu_id = (select id from menus where name = 'orders')`);
  await db.query('delete from order_payments where order_id in (select id from bench_orders)');
  await db.query('delete from order_products where order_id in (select id from bench_orders)');
  await db.query('delete from orders where id in (select id from bench_orders)');
  await db.query(`delete from customers c where c.email like '%@bench.test'
    and not exists (select 1 from orders o where o.customer_id = c.id)`);
  await db.query('commit');
  // Autovacuum may be off or late: the next run must not scan 50,000 dead orders.
  await db.query('vacuum analyze orders, order_products, order_payments, customers, update_history');
}
