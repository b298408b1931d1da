import { expect, test, type Page } from '@playwright/test';
import type { OrderDetail, OrderListResponse } from '@phlox/contract';
import { apiCall, pickPayeeRow } from './commerce';
import { unique } from './helpers';

/** Issue 13: a hurried user's double-click or stray Enter never writes twice or saves a half-built record. */

/** Every request the page sends for `method` + a path ending, with the Idempotency-Key it carried. */
function watchWrites(page: Page, method: string, pathEnd: RegExp) {
  const keys: Array<string | undefined> = [];
  page.on('request', (r) => {
    if (r.method() === method && pathEnd.test(new URL(r.url()).pathname)) keys.push(r.headers()['idempotency-key']);
  });
  return keys;
}

test('a double-click on Refund refunds once', async ({ page }) => {
  // A paid order away from the first page, which the orders spec refunds.
  const [order] = await apiCall<OrderListResponse['data']>(
    page,
    'GET',
    '/api/orders?status=paid&source=phlox&pageSize=1&page=4',
  );
  const before = await apiCall<OrderDetail>(page, 'GET', `/api/orders/${order.id}`);
  const product = before.products[0];
  const keys = watchWrites(page, 'POST', /\/refunds$/);

  await page.goto(`/orders/edit-order/${order.id}`);
  await page.getByRole('button', { name: `Refund item ${product.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Refund item #${product.id}` });
  await dialog.getByLabel('Amount').fill('1.00');
  await dialog.getByLabel('Reason').fill('Double-clicked');
  await dialog.getByRole('button', { name: 'Refund' }).dblclick();
  await expect(page.getByText('Recorded a manual refund of $1.00', { exact: false }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const after = await apiCall<OrderDetail>(page, 'GET', `/api/orders/${order.id}`);
  const refunded = after.products.find((p) => p.id === product.id)!;
  expect(refunded.refundedAmount - product.refundedAmount).toBe(100);
  expect(refunded.refunds).toHaveLength(product.refunds.length + 1);
  // The second click was dropped before any request (the server would answer a repeat of its key anyway).
  expect(keys).toHaveLength(1);
  expect(keys[0]).toBeTruthy();
});

test('a double-click on a create button makes one record', async ({ page }) => {
  const description = unique('Double-click card');
  const ids: number[] = [];
  page.on('response', async (r) => {
    if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/giftcards' && r.ok())
      ids.push(((await r.json()) as { data: { id: number } }).data.id);
  });
  await page.goto('/giftcards/add-giftcard');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Add gift card' }).dblclick();
  await expect(page).toHaveURL(/\/giftcards$/);
  await expect.poll(() => ids.length).toBeGreaterThan(0);
  expect(ids).toHaveLength(1);
  const newest = await apiCall<Array<{ id: number; description: string | null }>>(
    page,
    'GET',
    '/api/giftcards?pageSize=50&sort=-createdAt',
  );
  expect(newest.filter((c) => c.description === description)).toHaveLength(1);
});

test('a server message under a field goes as soon as the field is fixed', async ({ page }) => {
  const taken = await apiCall<{ code: string }>(page, 'POST', '/api/giftcards', { value: 500 });
  await page.goto('/giftcards/add-giftcard');
  const code = page.getByLabel('Code');
  await code.fill(taken.code);
  await page.getByRole('button', { name: 'Add gift card' }).click();
  const message = page.getByText('A gift card with this code already exists');
  await expect(message).toBeVisible();
  await expect(code).toBeFocused();
  await code.fill(`${taken.code.slice(0, 6)}ZZ99`);
  await expect(message).toBeHidden();
});

test('a double-click on Settle settles once', async ({ page }) => {
  await apiCall(page, 'POST', '/api/payouts/recompute', { from: '2026-08-01', to: '2027-03-31' });
  // A booster club with owed lines (the payouts spec settles a photographer).
  const payees = await apiCall<Array<{ payeeId: number; payeeName: string; rows: number }>>(
    page,
    'GET',
    '/api/payouts/payees?payeeRole=booster_club',
  );
  const payee = payees.filter((p) => p.rows > 0).at(-1)!;
  const rows = await apiCall<Array<{ id: number; title: string }>>(
    page,
    'GET',
    `/api/payouts/unpaid?payeeRole=booster_club&payeeId=${payee.payeeId}`,
  );
  const before = await apiCall<unknown[]>(
    page,
    'GET',
    `/api/payouts/settlements?payeeRole=booster_club&payeeId=${payee.payeeId}&pageSize=100`,
  );
  const posts = watchWrites(page, 'POST', /^\/api\/payouts\/settlements$/);

  await page.goto('/payout');
  await page.getByRole('button', { name: 'Settle…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settle payouts' });
  await dialog.getByText('Booster club', { exact: true }).click();
  await pickPayeeRow(page, dialog, payee.payeeName, rows[0].title);
  await dialog.getByRole('button', { name: /^Settle \$/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Settle', exact: true }).dblclick();
  await expect(page).toHaveURL(/\/payout\/view-individual-history\/\d+$/);

  expect(posts).toHaveLength(1);
  const after = await apiCall<unknown[]>(
    page,
    'GET',
    `/api/payouts/settlements?payeeRole=booster_club&payeeId=${payee.payeeId}&pageSize=100`,
  );
  expect(after).toHaveLength(before.length + 1);
});
