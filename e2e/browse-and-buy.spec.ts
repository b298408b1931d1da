import { expect, test } from '@playwright/test';
import type { ImportResult, OrderEventOption } from '@phlox/contract';
import { apiCall } from './commerce';
import { openPage } from './helpers';
import { dropFiles } from './images';

const HEADER =
  'source,source_order_id,order_date,event_id,event_title,event_date,first_name,last_name,email,phone,product,amount';

test('imports outside sales by dropping a CSV on the list: preview, errors by line, idempotent', async ({ page }) => {
  await openPage(page, '/browse-and-buy');
  await expect(page).toHaveTitle('Phlox Admin | Browse & Buy');
  const [event] = await apiCall<OrderEventOption[]>(page, 'GET', '/api/orders/event-options');
  const run = Date.now().toString(36).toUpperCase();
  const csv = [
    HEADER,
    `zenfolio_bb,ZF-${run}-1,2026-09-14 18:30,${event.id},,,Quinn,Importer${run},quinn@example.com,,,24.99`,
    `photoday,PD-${run}-2,2026-09-15,${event.id},,,Rae,Importer${run},,,,12.50`,
    `photoday,PD-${run}-3,not a date,${event.id},,,Bad,Row,,,,1`,
  ].join('\n');
  const file = { name: 'zenfolio-export.csv', type: 'text/csv', bytes: Buffer.from(csv) };

  await dropFiles(page, page.getByTestId('csv-drop-target'), [file]);
  const dialog = page.getByRole('dialog', { name: 'Import sales' });
  await expect(dialog.getByText('zenfolio-export.csv')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText(/^Imported 2 of 3 rows: /)).toBeVisible();
  const failed = dialog.getByRole('table', { name: 'Rows not simply created' });
  await expect(failed.getByRole('row', { name: /^4 failed/ })).toContainText('order_date must be a date');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download failed rows to fix' }).click();
  expect((await downloading).suggestedFilename()).toBe('sales-failed-rows.csv');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox').fill(`Importer${run}`);
  await expect(page.getByText(`ZF-${run}-1`)).toBeVisible();
  await expect(page.getByText(`PD-${run}-2`)).toBeVisible();

  // The same file again adds nothing.
  const again = await apiCall<ImportResult>(page, 'POST', '/api/browse-and-buy/import', { csv });
  expect(again.summary).toMatchObject({ created: 0, skipped: 2, failed: 1 });
});

test('a file above 5,000 rows imports in the background: progress, counts and the rows to fix in the dialog and the bell', async ({
  page,
}) => {
  await openPage(page, '/browse-and-buy');
  const [event] = await apiCall<OrderEventOption[]>(page, 'GET', '/api/orders/event-options');
  const run = Date.now().toString(36).toUpperCase();
  // One good sale and 5,000 that fail (no date), so the demo data gains one order.
  const rows = [`photoday,BG-${run}-0,2026-09-15,${event.id},,,Bea,Background${run},,,,12.50`];
  for (let i = 1; i <= 5_000; i++) rows.push(`photoday,BG-${run}-${i},not a date,${event.id},,,Row,Bad${i},,,,1`);
  const file = { name: 'photoday-season.csv', type: 'text/csv', bytes: Buffer.from([HEADER, ...rows].join('\n')) };

  await dropFiles(page, page.getByTestId('csv-drop-target'), [file]);
  const dialog = page.getByRole('dialog', { name: 'Import sales' });
  await expect(dialog.getByText('Files over 5,000 rows import in the background')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 5,001 rows in the background' }).click();
  // The worker imports the file in parts of 1,000 rows while the dialog asks after the job: done when it says so.
  await expect(dialog.getByText('Imported 1 of 5,001 rows: 1 created, 5,000 failed.')).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download sales-failed-rows.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('sales-failed-rows.csv');
  const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(text.split('\r\n')).toHaveLength(5_001);
  expect(text).toContain('errors');
  await page.screenshot({ path: test.info().outputPath('background-import.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The bell has it too, and the list shows the new sale without a reload.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page
    .getByTestId('notification-centre')
    .getByTestId('job-item')
    .filter({ hasText: 'photoday-season.csv' });
  await expect(item).toContainText('Import sales from photoday-season.csv');
  await expect(item).toContainText('5,001 rows: 1 created, 5,000 failed');
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox').fill(`Background${run}`);
  await expect(page.getByText(`BG-${run}-0`)).toBeVisible();
});
