import { expect, test, type APIRequestContext } from '@playwright/test';
import ExcelJS from 'exceljs';
import { selectOptions } from './antd';
import { apiCall, pickPayeeRow } from './commerce';
import { ADMIN, openPage, unique } from './helpers';
import { createUserViaApi } from './people-helpers';

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

  await openPage(page, '/payout');
  await expect(page.getByRole('heading', { name: 'Payouts', exact: true })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Owed' })).toBeVisible();
  await page.getByRole('button', { name: 'Settle…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle payouts' });
  await pickPayeeRow(page, dialog, payee.payeeName, row.title);
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

  await openPage(page, '/payout');
  await page.getByLabel('Organization').click();
  await page.getByLabel('Organization').fill(club.payeeName.slice(0, 12));
  await selectOptions(page, club.payeeName).first().click();
  await expect(page).toHaveURL(new RegExp(`organizationId=${club.payeeId}`));
  await expect(page.getByText(`${expected} event payout`, { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('payouts-by-organization.png') });
});

test('a game not played yet shows under Projected, apart from Owed, and is not offered to settle', async ({ page }) => {
  await openPage(page, '/payout');
  // Data through the API: a published media day two weeks ahead, a photographer on a fixed $75, its payout computed.
  const lookups = await apiCall<{
    categories: Array<{ id: number; name: string }>;
    levels: Array<{ id: number; name: string }>;
  }>(page, 'GET', '/api/events/lookups');
  const teams = (
    await apiCall<Array<{ id: number; isTeam: boolean }>>(page, 'GET', '/api/events/lookups/organizations?q=a')
  ).filter((o) => o.isTeam);
  const shooter = await createUserViaApi(page, {
    firstName: 'Future',
    lastName: unique('Shooter'),
    photographer: { defaultCharge: 7500, commissionType: 'fixed' },
  });
  const name = `${shooter.firstName} ${shooter.lastName}`;
  const title = unique('Projected Media Day');
  const start = Date.now() + 14 * 86_400_000;
  const event = await apiCall<{ id: number }>(page, 'POST', '/api/events', {
    title,
    competitionType: 'media_day',
    status: 'published',
    eventCategoryId: lookups.categories.find((c) => c.name === 'Football')!.id,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 2 * 3_600_000).toISOString(),
    match: { homeTeamId: teams[0].id, levelId: lookups.levels.find((l) => l.name === 'Varsity')!.id },
    photographers: [{ photographerId: shooter.id, eventRole: 'photographer', commissionType: 'fixed', charge: 7500 }],
  });
  await apiCall(page, 'POST', '/api/payouts/recompute', { eventId: event.id });

  // The list: its $75 under Projected, not under Owed, with a tag saying why.
  await page.goto(`/payout?q=${encodeURIComponent(title)}`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Projected · Game not played yet');
  await expect(page.getByRole('columnheader', { name: 'Projected' })).toBeVisible();
  await expect(page.getByTestId('total-owed')).toContainText('$0.00');
  await expect(page.getByTestId('total-projected')).toContainText('$75.00');
  // no sales and a fixed charge: a loss, not a negative platform fee
  await expect(row).toContainText('Loss $75.00');
  await expect(row).not.toContainText('-$75.00');
  await page.screenshot({ path: test.info().outputPath('payouts-projected.png'), fullPage: true });

  // The settle picker: the photographer is listed with nothing owed, and its line is not offered, with why.
  await page.getByRole('button', { name: 'Settle…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle payouts' });
  await dialog.getByLabel('Payee', { exact: true }).click();
  await dialog.getByLabel('Payee', { exact: true }).fill(shooter.lastName);
  await selectOptions(page, `${name} — nothing owed yet · $75.00 projected`).click();
  await expect(dialog.getByText('Nothing owed to settle yet.')).toBeVisible();
  const held = dialog.getByTestId('held-rows');
  await expect(held).toContainText(title);
  await expect(held).toContainText('Projected · Game not played yet');
  // only the empty state names it: no row to tick
  await expect(dialog.getByRole('row', { name: new RegExp(title) }).getByRole('checkbox')).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { checked: false }).first()).toBeDisabled(); // "select all" of nothing
  await page.screenshot({ path: test.info().outputPath('settle-nothing-owed.png') });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Settling it anyway is refused by the server.
  const lines = await page.request.get(`/api/payouts/unpaid?payeeRole=staff&payeeId=${shooter.id}`, {
    headers: await adminHeaders(page.request),
  });
  const { data, held: heldRows } = (await lines.json()) as { data: unknown[]; held: Array<{ id: number }> };
  expect(data).toEqual([]);
  const refused = await page.request.post('/api/payouts/settlements', {
    headers: await adminHeaders(page.request),
    data: { payeeRole: 'staff', payeeId: shooter.id, rowIds: [heldRows[0].id], paymentDate: '2026-11-20' },
  });
  expect(refused.status()).toBe(422);

  // The event's payout page says why, tags the line and shows the loss apart.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: `Payout #${event.id}` })).toBeVisible();
  await expect(page.getByTestId('payout-hold')).toContainText('has not taken place yet');
  await expect(page.getByRole('row', { name: new RegExp(name) }).getByTestId('standing-tag')).toHaveText('Projected');
  await expect(page.getByTestId('detail-owed')).toContainText('$0.00');
  await expect(page.getByTestId('detail-projected')).toContainText('$75.00');
  await expect(page.getByTestId('platform-fee')).toHaveText('$0.00');
  await expect(page.getByTestId('platform-loss')).toContainText('$75.00');
  await page.screenshot({ path: test.info().outputPath('payout-view-projected.png'), fullPage: true });
});
