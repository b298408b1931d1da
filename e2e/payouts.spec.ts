import { expect, test, type APIRequestContext } from '@playwright/test';
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

  // The event's payout shows the row Paid and the settlement touching it.
  await historyRow.getByRole('link', { name: `#${id}` }).click();
  await page.getByRole('link', { name: row.title }).first().click();
  await expect(page.getByRole('heading', { name: /^Payout #\d+$/ })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(payee.payeeName) }).first()).toContainText('Paid');
  await expect(page.getByRole('link', { name: `#${id}` })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payout-view.png'), fullPage: true });
});
