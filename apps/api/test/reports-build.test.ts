import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportSummary } from '@phlox/contract';
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
});
