import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiCall } from './commerce';

test('a background export: its outcome in the bell, its file downloaded from there', async ({ page }) => {
  const { jobId } = await apiCall<{ jobId: number }>(page, 'POST', '/api/orders/exports', {
    format: 'csv',
    source: 'phlox',
  });
  await page.goto('/orders');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByTestId('job-item').filter({ hasText: 'Orders export orders-phlox-' }).first();
  // The bell asks again every 1.5 s while the worker writes the file: done when the job says so.
  await expect(item).toContainText('Done', { timeout: 15_000 });
  await expect(item).toContainText(/orders exported/);

  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: /^Download orders-phlox-.*\.csv$/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-phlox-.*\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.split('\r\n')[0]).toContain('Order,Order date (Chicago)');
  expect(text).toContain(',Phlox,');

  // The link alone is no credential: without the session's bearer token (a cookie is not enough) it is refused.
  const other = await page.request.get(`/api/jobs/${jobId}/download`);
  expect(other.status()).toBe(401);
});
