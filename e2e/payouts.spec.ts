import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, signIn } from './helpers';

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/authentication/login', { data: ADMIN });
  const { data } = (await res.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

test('an owner settles a photographer from the payouts list to the history', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  // Data through the API: compute the demo season's payouts, then find a photographer with unpaid rows.
  const recompute = await page.request.post('/api/payouts/recompute', {
    headers,
    data: { from: '2026-08-01', to: '2027-03-31' },
  });
  expect(recompute.status()).toBe(200);
  const payees = (await (await page.request.get('/api/payouts/payees?payeeRole=staff', { headers })).json())
    .data as Array<{
    payeeId: number;
    payeeName: string;
  }>;
  const payee = payees[0];
  const rows = (
    await (await page.request.get(`/api/payouts/unpaid?payeeRole=staff&payeeId=${payee.payeeId}`, { headers })).json()
  ).data as Array<{ id: number; title: string; amount: number }>;
  const row = rows[0];

  await signIn(page, ADMIN, '/payout');
  await expect(page.getByRole('heading', { name: 'Payouts', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Owed' })).toBeVisible();
  await page.getByRole('button', { name: 'Settle…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle payouts' });
  await dialog.getByLabel('Payee', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${payee.payeeName} — ` })
    .first()
    .click();
  await dialog
    .getByRole('row', { name: new RegExp(row.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .first()
    .getByRole('checkbox')
    .check();
  await dialog.getByRole('button', { name: 'Add adjustment' }).click();
  await dialog.getByLabel('Adjustment amount').fill('-1.00');
  await dialog.getByLabel('Adjustment description').fill('Lens rental');
  await dialog.getByLabel('Comment').fill('E2E settlement');
  await page.screenshot({ path: test.info().outputPath('settle-dialog.png') });
  await dialog.getByRole('button', { name: /^Settle \$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Settle', exact: true }).click();

  await expect(page).toHaveURL(/\/payout\/view-individual-history\/\d+$/);
  const id = page.url().split('/').pop();
  await expect(page.getByRole('heading', { name: `Settlement #${id}`, exact: true })).toBeVisible();
  const expected = `$${((row.amount - 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(page.getByTestId('settlement-total')).toHaveText(expected);
  await expect(page.getByRole('cell', { name: 'Lens rental' })).toBeVisible();
  await expect(page.getByRole('link', { name: row.title }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('settlement.png'), fullPage: true });

  await page.goto('/payout/view-history');
  await expect(page.getByRole('heading', { name: 'Payout history', exact: true })).toBeVisible();
  const historyRow = page.getByRole('row', { name: new RegExp(`#${id}\\b`) });
  await expect(historyRow).toContainText(payee.payeeName);
  await expect(historyRow).toContainText('E2E settlement');
  await expect(historyRow).toContainText(expected);

  // Export the filtered history (this payee's) as .xlsx: the download holds the settlement as a currency number.
  await page.goto(`/payout/view-history?payeeRole=staff&payeeId=${payee.payeeId}`);
  await expect(page.getByRole('row', { name: new RegExp(`#${id}\\b`) })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^payout-history-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const exported = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === Number(id))!;
  expect(exported.getCell(2).value).toBe(payee.payeeName);
  expect(exported.getCell(5).value).toBe((row.amount - 100) / 100);
  expect(exported.getCell(8).value).toBe('E2E settlement');
  await expect(page.getByText(/^Saved payout-history-/)).toBeVisible();
  await page.goto('/payout/view-history');
  await expect(historyRow).toBeVisible();

  // The event's payout shows the row Paid and the settlement touching it.
  await historyRow.getByRole('link', { name: `#${id}` }).click();
  await page.getByRole('link', { name: row.title }).first().click();
  await expect(page.getByRole('heading', { name: /^Payout #\d+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(payee.payeeName) }).first()).toContainText('Paid');
  await expect(page.getByRole('link', { name: `#${id}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payout-view.png'), fullPage: true });
});

test('the payouts list filters by organization through its picker', async ({ page }) => {
  const headers = await adminHeaders(page.request);
  await page.request.post('/api/payouts/recompute', { headers, data: { from: '2026-08-01', to: '2027-03-31' } });
  const boosters = (await (await page.request.get('/api/payouts/payees?payeeRole=booster_club', { headers })).json())
    .data as Array<{ payeeId: number; payeeName: string }>;
  test.skip(!boosters.length, 'the demo data has no booster club payouts');
  const club = boosters[0];
  const expected = (await (await page.request.get(`/api/payouts?organizationId=${club.payeeId}`, { headers })).json())
    .meta.total as number;

  await signIn(page, ADMIN, '/payout');
  await page.getByLabel('Organization').click();
  await page.getByLabel('Organization').fill(club.payeeName.slice(0, 12));
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: club.payeeName })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`organizationId=${club.payeeId}`));
  await expect(page.getByText(`${expected} event payout`, { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payouts-by-organization.png') });
});
