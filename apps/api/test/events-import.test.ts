import { describe, expect, it } from 'vitest';
import { EVENT_CSV_COLUMNS, type ImportResult } from '@phlox/contract';
import { scheduleCsv, useEventWorld } from './event-fixtures.js';

const HEADER = EVENT_CSV_COLUMNS.join(',');

const { ctx, call } = useEventWorld();

const runImport = async (csv: string, dryRun = false, firstLine = 2): Promise<ImportResult> => {
  const res = await call('POST', '/api/events/import', { csv, dryRun, firstLine });
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json().data as ImportResult;
};

const liveEvents = async () =>
  Number(
    (
      (await ctx.database.db.execute('select count(*)::int as n from events where deleted_at is null')) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0].n,
  );

describe('events CSV import', () => {
  it('imports 5,000 rows: exact created / skipped / failed counts; a re-import creates nothing', async () => {
    const csv = scheduleCsv(5000, 'Big');
    const before = await liveEvents();
    const first = await runImport(csv);
    expect(first.summary).toEqual({ total: 5000, created: 4400, updated: 0, skipped: 100, failed: 500 });
    expect(await liveEvents()).toBe(before + 4400);

    const failed = first.rows.filter((r) => r.outcome === 'failed');
    expect(failed[0]).toMatchObject({ line: 2, messages: ['title: Enter a title'] });
    expect(failed[0].values?.category).toBe('Football');
    expect(failed[1]).toMatchObject({ line: 3, messages: ['category: unknown category “Underwater Hockey”'] });
    expect(failed[2].messages[0]).toMatch(/^start_time: “2027-02-30 19:00” is not a date and time/);
    expect(failed[3].messages).toEqual(['home_team: unknown team or organization “Nowhere Nobodies”']);
    expect(failed[4].messages).toEqual(['level: unknown level “Grandmasters”']);
    const twin = first.rows.find((r) => r.outcome === 'skipped')!;
    expect(twin).toMatchObject({ line: 8, label: 'Big Game 5' });
    expect(twin.messages[0]).toContain('line 7');

    const again = await runImport(csv);
    expect(again.summary).toEqual({ total: 5000, created: 0, updated: 0, skipped: 4500, failed: 500 });
    expect(await liveEvents()).toBe(before + 4400);
  });

  // Its speed (10,000 rows < 10 s) is measured by `npm run bench` (bench/events-io.ts), not here.
  it('imports 10,000 good rows in one request', async () => {
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++)
      lines.push(
        `Speed Game ${i},Football,2027-03-${String(1 + (i % 28)).padStart(2, '0')} 19:00,,game,draft,Lincoln Lions,Westlake Eagles,Varsity,boys,2026-2027,Lincoln Stadium,no,,`,
      );
    const result = await runImport(lines.join('\n'));
    expect(result.summary).toEqual({ total: 10_000, created: 10_000, updated: 0, skipped: 0, failed: 0 });
  }, 60_000);

  it('stores Chicago wall-clock times, the match and the venue of a row', async () => {
    const result = await runImport(scheduleCsv(10, 'Detail'));
    expect(result.summary.created).toBe(4);
    const list = await call('GET', '/api/events?q=Detail%20Game%207&pageSize=5');
    const [row] = list.json().data as Array<{
      id: number;
      startTime: string;
      endTime: string;
      homeTeamName: string;
      venueName: string;
    }>;
    // Feb 8 2027 19:00 in Chicago (CST, UTC−6).
    expect(row).toMatchObject({
      startTime: '2027-02-09T01:00:00.000Z',
      endTime: '2027-02-09T03:30:00.000Z',
      homeTeamName: 'Lincoln Lions',
      venueName: 'Lincoln Stadium',
    });
  });

  it('checks without writing in a dry run, and counts lines from the part’s first line', async () => {
    const before = await liveEvents();
    const result = await runImport(scheduleCsv(8, 'Dry'), true, 1002);
    expect(result.summary).toMatchObject({ created: 2, skipped: 1, failed: 5 });
    expect(result.rows.map((r) => r.line)).toEqual([1002, 1003, 1004, 1005, 1006, 1008]);
    expect(await liveEvents()).toBe(before);
  });

  it('refuses a file whose header does not match the template', async () => {
    const res = await call('POST', '/api/events/import', { csv: 'name,when\nx,y', dryRun: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/missing title, category, start_time/);
  });
});
