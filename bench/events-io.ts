/**
 * Events CSV import at scale (part of `npm run bench`, or `--only events-io`): a 10,000-row schedule checked
 * (dry run) and then imported in parts of 1,000 rows, as the web app sent them, then (other titles) as one
 * background job, as it sends a file above IMPORT_INLINE_MAX_ROWS now. Budget: each import < 10 s.
 * The imported events are deleted afterwards, so the database stays as seeded.
 */
import pg from 'pg';
import { EVENT_CSV_COLUMNS } from '@phlox/contract';
import { startJob, waitForJob } from './jobs.js';

const ROWS = 10_000;
/** As EVENT_IMPORT_PART_ROWS in the web app. */
const PART_ROWS = 1_000;
const BUDGET_S = 10;

/** Names the rows refer to, each naming exactly one live record (an ambiguous name fails its row). */
async function names(db: pg.Client) {
  const one = async (query: string) => {
    const { rows } = await db.query<{ name: string }>(query);
    if (!rows[0]) throw new Error(`bench data lacks: ${query}`);
    return rows.map((r) => r.name);
  };
  const unique = (flag: string) => `select name from organizations where deleted_at is null and ${flag}
    group by name having count(*) = 1 order by name limit 2`;
  const [category] = await one(`select category as name from event_categories
    where deleted_at is null and parent_id is not null order by id limit 1`);
  const [level] = await one('select name from levels where deleted_at is null order by id limit 1');
  const [home, visiting] = await one(unique('is_team'));
  const [venue] = await one(unique('is_venue'));
  return { category, level, home, visiting, venue };
}

async function post(address: string, token: string, csv: string, dryRun: boolean, firstLine: number) {
  const res = await fetch(`${address}/api/events/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ csv, dryRun, firstLine }),
  });
  if (!res.ok) throw new Error(`events import failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { summary: { created: number; failed: number } } }).data.summary;
}

export async function benchEventsIo(address: string, token: string, databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const out: Array<Record<string, string | number>> = [];
  const tag = `BENCH-IMPORT-${Date.now().toString(36)}`;
  try {
    const n = await names(db);
    const header = EVENT_CSV_COLUMNS.join(',');
    const row = (title: string, i: number) => {
      const cells: Record<string, string> = {
        title,
        category: n.category,
        start_time: `2027-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')} 19:00`,
        competition_type: 'game',
        status: 'draft',
        home_team: n.home,
        visiting_team: n.visiting,
        level: n.level,
        gender: 'boys',
        academic_year: '2026-2027',
        venue: n.venue,
        private: 'no',
      };
      return EVENT_CSV_COLUMNS.map((c) => cells[c] ?? '').join(',');
    };
    const parts: string[] = [];
    for (let start = 0; start < ROWS; start += PART_ROWS) {
      const lines = [header];
      for (let i = start; i < start + PART_ROWS; i++) lines.push(row(`${tag} ${i}`, i));
      parts.push(lines.join('\n'));
    }
    for (const dryRun of [true, false]) {
      const started = performance.now();
      let created = 0;
      let failed = 0;
      for (const [i, csv] of parts.entries()) {
        const s = await post(address, token, csv, dryRun, 2 + i * PART_ROWS);
        created += s.created;
        failed += s.failed;
      }
      const seconds = (performance.now() - started) / 1000;
      out.push({
        step: `events ${dryRun ? 'check (dry run)' : 'import'} ${ROWS} rows (${created} ${dryRun ? 'to create' : 'created'}, ${failed} failed)`,
        seconds: Number(seconds.toFixed(1)),
        budget: dryRun ? '—' : seconds < BUDGET_S && created === ROWS ? 'ok' : 'OVER',
      });
    }
    // The same schedule (other titles) as the web sends a file above IMPORT_INLINE_MAX_ROWS: one background job.
    const whole = [header, ...Array.from({ length: ROWS }, (_, i) => row(`${tag} job ${i}`, i))].join('\n');
    const started = performance.now();
    const { jobId, requestMs } = await startJob(address, token, '/api/events/import/jobs', {
      csv: whole,
      fileName: 'bench.csv',
    });
    const result = await waitForJob<{ summary: { created: number } }>(address, token, jobId);
    const seconds = (performance.now() - started) / 1000;
    out.push({
      step: `events import job ${ROWS} rows (${result.summary.created} created; request ${Math.round(requestMs)} ms)`,
      seconds: Number(seconds.toFixed(1)),
      budget: seconds < BUDGET_S && result.summary.created === ROWS && requestMs < 2_000 ? 'ok' : 'OVER',
    });
  } finally {
    await cleanUp(db, tag);
    await db.end();
  }
  return out;
}

/** Removes the imported events and what the import wrote beside them (triggers off: bench database only). */
async function cleanUp(db: pg.Client, tag: string) {
  await db.query('begin');
  await db.query('set local session_replication_role = replica');
  await db.query(`create temp table bench_events on commit drop as select id from events where title like $1`, [
    `${tag} %`,
  ]);
  await db.query(`delete from update_history where item_id in (select id from bench_events)
    and menu_id = (select id from menus where name = 'events')`);
  await db.query('delete from event_organizations where event_id in (select id from bench_events)');
  await db.query('delete from event_matches where event_id in (select id from bench_events)');
  await db.query('delete from events where id in (select id from bench_events)');
  await db.query('commit');
  // Autovacuum may be off or late: the next run must not scan 10,000 dead rows (it tips the plans too).
  await db.query('vacuum analyze events, event_matches, event_organizations, update_history');
}
