import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundJob } from '@phlox/contract';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

/**
 * Issue 15: a long orders export runs as a job; its file goes to storage and is downloaded from the bell, the same
 * bytes the streamed export would have sent, by its owner only, until its link expires.
 */
const ctx = useTestApp();
let world: OrderWorld;
beforeAll(async () => {
  world = await seedOrderWorld(ctx.database);
});

const asAdmin = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, payload, headers: { ...(await ctx.asAdmin()), ...headers } });

async function exportJob(body: object): Promise<BackgroundJob> {
  const res = await asAdmin('POST', '/api/orders/exports', body);
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json().data as { jobId: number };
  await ctx.app.queue.idle();
  return (await asAdmin('GET', `/api/jobs/${jobId}`)).json().data as BackgroundJob;
}

describe('orders export as a job', () => {
  it('CSV: the downloaded file is exactly what the streamed export sends, with the filters applied', async () => {
    const job = await exportJob({ format: 'csv', source: 'zenfolio_bb' });
    expect(job).toMatchObject({ status: 'succeeded', kind: 'orders-export' });
    expect(job.result).toMatchObject({
      rows: 1,
      file: { name: expect.stringMatching(/^orders-zenfolio_bb-.*\.csv$/), url: `/api/jobs/${job.id}/download` },
    });
    expect(job.result).not.toHaveProperty('storedKey');
    expect(new Date(job.result!.file!.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);

    const file = await asAdmin('GET', job.result!.file!.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(job.result!.file!.name);
    const inline = await asAdmin('GET', '/api/orders/export.csv?source=zenfolio_bb');
    expect(file.body).toBe(inline.body);
    expect(file.body).toContain('ZF-777');
  });

  it('XLSX: every order of the list, read back with ExcelJS; progress counted in orders', async () => {
    const job = await exportJob({ format: 'xlsx' });
    expect(job.result?.rows).toBe(3);
    expect([job.done, job.total]).toEqual([3, 3]);
    const file = await asAdmin('GET', job.result!.file!.url);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const ids = wb.worksheets[0]
      .getColumn(1)
      .values.slice(2)
      .filter((v) => v !== null && v !== undefined);
    expect(new Set(ids)).toEqual(new Set([world.orders.pricey.id, world.orders.smith.id, world.orders.outside.id]));
  });

  it('only its owner downloads it; bad input is a 400 and queues nothing; a double submit makes one job', async () => {
    const job = await exportJob({ format: 'csv' });
    const other = await ctx.app.inject({
      method: 'GET',
      url: job.result!.file!.url,
      headers: await ctx.asPhotographer(),
    });
    expect(other.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: job.result!.file!.url })).statusCode).toBe(401);
    // The photographer has no view of orders.
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/exports',
      payload: { format: 'csv' },
      headers: await ctx.asPhotographer(),
    });
    expect(refused.statusCode).toBe(403);

    const jobs = async () =>
      Number((await ctx.database.query(`select count(*)::int as n from background_jobs`)).rows[0].n);
    const before = await jobs();
    const bad = await asAdmin('POST', '/api/orders/exports', { format: 'pdf' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('format');
    // A search the export itself refuses is refused before queueing, with the list's own field message.
    const short = await asAdmin('POST', '/api/orders/exports', { format: 'csv', q: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toEqual({ q: 'Type at least 3 characters' });
    expect(await jobs()).toBe(before);
    const twice = await Promise.all(
      [1, 2].map(() => asAdmin('POST', '/api/orders/exports', { format: 'csv' }, { 'idempotency-key': 'export-once' })),
    );
    expect(twice.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(twice[0].json()).toEqual(twice[1].json());
    expect(await jobs()).toBe(before + 1);
    await ctx.app.queue.idle();
  });

  it('an expired link answers 410, and the hourly cleanup removes the file', async () => {
    const job = await exportJob({ format: 'csv' });
    const [{ key }] = (
      await ctx.database.query(`select result->>'storedKey' as key from background_jobs where id = $1`, [job.id])
    ).rows as Array<{ key: string }>;
    const onDisk = path.join('/tmp/phlox-test-unused', key);
    expect(existsSync(onDisk)).toBe(true);
    await ctx.database.query(
      `update background_jobs set result = jsonb_set(result, '{file,expiresAt}', to_jsonb((now() - interval '1 minute')::text))
        where id = $1`,
      [job.id],
    );
    const gone = await asAdmin('GET', job.result!.file!.url);
    expect([gone.statusCode, gone.json().error.code]).toEqual([410, 'GONE']);

    await ctx.app.queue.send('job-files-cleanup', {});
    await ctx.app.queue.idle();
    expect(existsSync(onDisk)).toBe(false);
    const after = (await ctx.database.query(`select result from background_jobs where id = $1`, [job.id])).rows[0];
    expect(after.result).not.toHaveProperty('storedKey');
    expect((await asAdmin('GET', job.result!.file!.url)).statusCode).toBe(410);
  });
});
