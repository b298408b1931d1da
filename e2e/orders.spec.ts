import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import type { OrderDetail, OrderListResponse } from '@phlox/contract';
import { apiCall } from './commerce';
import { openPage } from './helpers';

test('search an order, open it, refund part of a product: the status follows', async ({ page }) => {
  await openPage(page, '/orders');
  // A paid demo order (Stripe is not configured here, so the refund is manual).
  const list = await page.request.get('/api/orders?status=paid&source=phlox&pageSize=1', {
    headers: { Authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'token')!.value}` },
  });
  const [order] = ((await list.json()) as OrderListResponse).data;
  const detail = await apiCall<OrderDetail>(page, 'GET', `/api/orders/${order.id}`);
  const product = detail.products[0];

  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox').fill(String(order.id));
  await expect(page.getByRole('link', { name: `Order ${order.id}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Order \d+$/ })).toHaveCount(1);
  await page.getByRole('link', { name: `Order ${order.id}`, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Edit order #${order.id}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..').locator('..').getByText('Paid')).toBeVisible();
  await page.getByRole('button', { name: `Refund item ${product.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund item #${product.id}` });
  await dialog.getByLabel('Amount').fill('1.00');
  await dialog.getByLabel('Reason').fill('One photo was blurry');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText('Recorded a manual refund of $1.00', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partially refunded').first()).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`#${product.id}`) }).getByText('$1.00')).toBeVisible();

  const after = await apiCall<OrderDetail>(page, 'GET', `/api/orders/${order.id}`);
  expect(after.status).toBe('partially_refunded');
  expect(after.products[0].refundedAmount).toBe(100);
});

test('exports the filtered list to a spreadsheet named for the filter', async ({ page }) => {
  await openPage(page, '/orders?status=refunded');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ Orders?$/)).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-refunded-\d{4}-\d{2}-\d{2}\.xlsx$/);
  await expect(page.getByText(/^Saved orders-refunded-/)).toBeVisible();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header.slice(0, 3)).toEqual(['Order', 'Order date (Chicago)', 'Status']);
  expect(sheet.rowCount).toBeGreaterThan(1);
  for (let r = 2; r <= sheet.rowCount; r++) expect(sheet.getRow(r).getCell(3).value).toBe('refunded');
});
