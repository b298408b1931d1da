import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { BackgroundJob, ReportSummary } from '@phlox/contract';
import { useTestApp } from './helpers.js';
import { seedOrderWorld } from './order-fixtures.js';

/**
 * Issue 15: a report whose daily figures are not built yet answers 202 once its inline time is spent (here none,
 * REPORT_BUILD_INLINE_MS=0), a job builds the rest — one per range however often the page asks — and the page
 * then gets the report.
 */
const ctx = useTestApp({ REPORT_BUILD_INLINE_MS: '0' });
const SEPT = 'from=2026-09-01&to=2026-09-30&interval=day';
beforeAll(async () => {
  await seedOrderWorld(ctx.database);
});

const summary = async (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/reports/summary?${query}`, headers: await ctx.asAdmin() });
const builds = async () =>
  Number(
    (await ctx.database.query(`select count(*)::int as n from pgboss.job where name = 'reports-build'`)).rows[0].n,
  );

describe('a long report build', () => {
  it('answers 202 with what is left, queues one build per range, and answers the report once built', async () => {
    const first = await summary(SEPT);
    expect(first.statusCode, first.body).toBe(202);
    // 30 days, of sales and of payouts.
    expect(first.json().data).toEqual({ building: { daysLeft: 60, days: 60 } });
    // The page asks again while it waits: at most one build waits and one runs for the range (its singleton key).
    await Promise.all(Array.from({ length: 5 }, () => summary(SEPT)));
    expect(await builds()).toBeLessThanOrEqual(2);

    await ctx.app.queue.idle();
    const done = await summary(SEPT);
    expect(done.statusCode, done.body).toBe(200);
    const report = done.json().data as ReportSummary;
    expect(report.kpis.orders).toBe(3);
    expect(report.kpis.grossSales).toBe(6500 + 4000 + 1500);
  });

  it('a range already built answers at once, whatever the inline time', async () => {
    const again = await summary('from=2026-09-10&to=2026-09-20&interval=week');
    expect(again.statusCode).toBe(200);
  });

  it('a summary download of figures not built yet answers 202 and queues the build, then downloads', async () => {
    const url = '/api/reports/export/summary.xlsx?from=2026-10-01&to=2026-10-31';
    const first = await ctx.app.inject({ url, headers: await ctx.asAdmin() });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json().data).toEqual({ building: { daysLeft: 62, days: 62 } });
    await ctx.app.queue.idle();
    const file = await ctx.app.inject({ url, headers: await ctx.asAdmin() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('a report download as a job: figures built, the file in the bell, read back; bad input is a 400', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports/exports',
      payload: { kind: 'summary', from: '2026-08-01', to: '2026-12-31' },
      headers: await ctx.asAdmin(),
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.queue.idle();
    const job = (
      await ctx.app.inject({ url: `/api/jobs/${res.json().data.jobId}`, headers: await ctx.asAdmin() })
    ).json().data as BackgroundJob;
    expect(job).toMatchObject({
      kind: 'reports-export',
      status: 'succeeded',
      title: 'Sales summary 2026-08-01 – 2026-12-31',
    });
    expect(job.result?.file?.name).toBe('summary_2026-08-01_to_2026-12-31.xlsx');
    const file = await ctx.app.inject({ url: job.result!.file!.url, headers: await ctx.asAdmin() });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.length).toBeGreaterThan(1);
    // The same bytes, sheet for sheet, as the streamed download of the (now built) range.
    const inline = await ctx.app.inject({
      url: '/api/reports/export/summary.xlsx?from=2026-08-01&to=2026-12-31',
      headers: await ctx.asAdmin(),
    });
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(inline.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => [w.name, w.rowCount])).toEqual(wb2.worksheets.map((w) => [w.name, w.rowCount]));

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/reports/exports',
      payload: { kind: 'everything', from: '2026-09-01', to: '2026-08-01' },
      headers: await ctx.asAdmin(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('kind');
  });
});
