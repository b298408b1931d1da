import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { IMPORT_JOB_PART_ROWS, type BackgroundJob } from '@phlox/contract';
import { scheduleCsv, useEventWorld } from './event-fixtures.js';

/**
 * Issue 15: a big CSV imports as a background job (shared by the events, organizations and browse-and-buy imports):
 * the same counts as the inline import, progress in rows, the failed rows as a file to fix, a retried try going
 * on from its checkpoint, and a re-import that doubles nothing.
 */
const { ctx, call } = useEventWorld();

const liveEvents = async (prefix: string) =>
  (
    await ctx.database.query(`select count(*)::int as n from events where deleted_at is null and title like $1`, [
      `${prefix} %`,
    ])
  ).rows[0].n as number;

const jobOf = async (id: number) => (await call('GET', `/api/jobs/${id}`)).json().data as BackgroundJob;

async function startImport(csv: string, fileName = 'schedule.csv') {
  const res = await call('POST', '/api/events/import/jobs', { csv, fileName });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(202);
  return res.json().data.jobId as number;
}

async function finished(id: number): Promise<BackgroundJob> {
  for (let i = 0; i < 200; i++) {
    await ctx.app.queue.idle();
    const job = await jobOf(id);
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

describe('CSV import as a background job', () => {
  it('imports in parts with the inline import’s counts, progress in rows, and the failed rows as a file', async () => {
    const csv = scheduleCsv(2_600, 'Queued');
    const job = await finished(await startImport(csv));
    expect(job).toMatchObject({ kind: 'events-import', title: 'Import events from schedule.csv', status: 'succeeded' });
    // 52 blocks of 50 rows: 44 good, 5 failed, 1 the same event as the row before it.
    const summary = { total: 2_600, created: 2_288, updated: 0, skipped: 52, failed: 260 };
    expect(job.result).toMatchObject({
      summary,
      rows: 2_600,
      message: 'Imported 2,288 of 2,600 rows: 2,288 created, 52 skipped (already there), 260 failed.',
    });
    expect([job.done, job.total]).toEqual([2_600, 2_600]);
    expect(await liveEvents('Queued')).toBe(2_288);

    // The rows to fix: the file's columns plus `errors`, the cells as they were, line numbers of the whole file.
    const file = await call('GET', job.result!.file!.url);
    expect(file.statusCode).toBe(200);
    expect(job.result!.file!.name).toBe('events-failed-rows.csv');
    const parsed = Papa.parse<Record<string, string>>(file.body.replace(/^\uFEFF/, ''), { header: true });
    expect(parsed.data).toHaveLength(260);
    expect(parsed.meta.fields?.at(-1)).toBe('errors');
    expect(parsed.data[0]).toMatchObject({ title: '', category: 'Football', errors: 'title: Enter a title' });
    // Row 2,550 of the file (index 2,549 — a block's first row, in the third part) keeps its own cells.
    expect(parsed.data.filter((r) => r.errors === 'title: Enter a title')).toHaveLength(52);

    // The same file again: every good row is already there.
    const again = await finished(await startImport(csv));
    expect(again.result?.summary).toEqual({ total: 2_600, created: 0, updated: 0, skipped: 2_340, failed: 260 });
    expect(await liveEvents('Queued')).toBe(2_288);
  }, 60_000);

  it('a retried try goes on from the last finished part (its checkpoint), not from the start', async () => {
    // As a cut-off first try would have left it: the first part done (made-up counts, to tell them apart).
    const firstPart = { total: IMPORT_JOB_PART_ROWS, created: 880, updated: 0, skipped: 20, failed: 100 };
    const checkpoint = JSON.stringify({ parts: 1, result: { dryRun: false, summary: firstPart, rows: [] } });
    // Set as the row is created, before any worker can take the job.
    await ctx.database.query(`
      create function test_checkpoint() returns trigger language plpgsql as $$
      begin
        if new.title = 'Import events from resumed.csv' then new.checkpoint := '${checkpoint}'::jsonb; end if;
        return new;
      end $$`);
    await ctx.database.query(`
      create trigger test_checkpoint before insert on background_jobs for each row execute function test_checkpoint();`);
    let id: number;
    try {
      id = await startImport(scheduleCsv(1_500, 'Resumed'), 'resumed.csv');
    } finally {
      await ctx.database.query(`drop trigger test_checkpoint on background_jobs`);
      await ctx.database.query(`drop function test_checkpoint()`);
    }
    const job = await finished(id);
    // Only the second part (rows 1,001–1,500: 10 blocks) was imported by this try; the counts add up.
    expect(job.result?.summary).toEqual({ total: 1_500, created: 1_320, updated: 0, skipped: 30, failed: 150 });
    expect(await liveEvents('Resumed')).toBe(440);
    const rows = await ctx.database.query(`select checkpoint from background_jobs where id = $1`, [id]);
    expect(rows.rows[0].checkpoint).toBeNull();
  }, 60_000);

  it('a file whose header does not match is a 400 at once and queues nothing; a photographer may not import', async () => {
    const count = async () => (await ctx.database.query(`select count(*)::int as n from background_jobs`)).rows[0].n;
    const before = await count();
    const bad = await call('POST', '/api/events/import/jobs', { csv: 'title,colour\nA,red', fileName: 'x.csv' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/header row does not match/);
    const empty = await call('POST', '/api/events/import/jobs', { csv: '', fileName: 'x.csv' });
    expect(empty.statusCode).toBe(400);
    const longName = await call('POST', '/api/events/import/jobs', {
      csv: scheduleCsv(3, 'No'),
      fileName: 'x'.repeat(256),
    });
    expect([longName.statusCode, Object.keys(longName.json().error.fields)]).toEqual([400, ['fileName']]);
    const refused = await call('POST', '/api/events/import/jobs', { csv: scheduleCsv(3, 'No') }, 'photographer');
    expect(refused.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('a double submit with one Idempotency-Key starts one import', async () => {
    // A blank file name is named for what it is.
    const unnamed = await call('POST', '/api/events/import/jobs', { csv: scheduleCsv(2, 'Unnamed'), fileName: ' ' });
    expect((await finished(unnamed.json().data.jobId)).title).toBe('Import events from import.csv');
    const csv = scheduleCsv(10, 'Twice');
    const headers = { ...(await ctx.asAdmin()), 'idempotency-key': 'import-twice-1' };
    const [a, b] = await Promise.all(
      [0, 1].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/events/import/jobs',
          payload: { csv, fileName: 'twice.csv' },
          headers,
        }),
      ),
    );
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.json().data.jobId).toBe(b.json().data.jobId);
    await finished(a.json().data.jobId);
    expect(await liveEvents('Twice')).toBe(4);
  });
});
