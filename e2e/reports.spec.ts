import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { openPage } from './helpers';

test('reports: last 12 months with KPIs, charts, interval, reload and the profitability download', async ({ page }) => {
  await openPage(page, '/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  await page.getByText('Last 12 months', { exact: true }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&interval=month/);
  const url = new URL(page.url());
  const [from, to] = [url.searchParams.get('from')!, url.searchParams.get('to')!];

  // The demo data has sales in the last 12 months: the KPIs show money, the chart draws bars.
  const gross = page.getByTestId('kpi-grossSales');
  await expect(gross).toContainText(/\$[1-9][\d,]*\.\d\d/);
  await expect(page.getByTestId('kpi-orders')).toContainText(/[1-9]/);
  const chart = page.getByTestId('sales-chart');
  await expect(chart.getByRole('application')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(page.getByTestId('chart-By source').getByRole('application')).toBeVisible();

  // Switch to weekly buckets: about 53 weeks in the chart's data instead of 13 months.
  const monthTicks = await chart.locator('.recharts-bar-rectangle').count();
  await page.getByRole('radiogroup', { name: 'Interval' }).getByText('Week').click();
  await expect(page).toHaveURL(/interval=week/);
  await expect.poll(() => chart.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(monthTicks);
  const grossText = await gross.textContent();

  // Reload keeps the range and interval (they live in the URL).
  await page.reload();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}&interval=week`));
  await expect(gross).toHaveText(grossText!);
  await expect(chart.getByRole('application')).toBeVisible();
  await page.screenshot({ path: '/tmp/reports-shot.png', fullPage: true });

  // Download the event profitability workbook and read its header row. Twelve months is more than a quarter: a job
  // makes it, the page saves it when it is ready, and the bell keeps it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).hover();
  await page.getByText('Event profitability (.xlsx)').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`event-profitability_${from}_to_${to}.xlsx`);
  await expect(page.getByText(`Saved event-profitability_${from}_to_${to}.xlsx`)).toBeVisible();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page.getByTestId('notification-centre').getByTestId('job-item').filter({ hasText: 'Event profitability' }),
  ).toContainText(`event-profitability_${from}_to_${to}.xlsx`);
  await page.keyboard.press('Escape');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const events = workbook.getWorksheet('Events')!;
  expect((events.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
    'Event id',
    'Event',
    'Starts (Chicago)',
    'Status',
  ]);
  expect((events.getRow(1).values as unknown[]).slice(-5)).toEqual([
    'Total sales',
    'Photographers',
    'Booster clubs',
    'Platform fee',
    'Margin',
  ]);
  expect(events.rowCount).toBeGreaterThan(1);
});

test('reports: a range with no sales says so', async ({ page }) => {
  await openPage(page, '/reports?from=2019-01-01&to=2019-01-31');
  await expect(page.getByText('No sales in this range').first()).toBeVisible();
  await expect(page.getByTestId('kpi-grossSales')).toContainText('$0.00');
});
