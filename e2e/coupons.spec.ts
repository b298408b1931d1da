import { expect, test, type Page } from '@playwright/test';
import { apiCall, chooseOption, confirmDelete, pickDateTime } from './commerce';
import { unique, uniqueCode } from './helpers';

interface Coupon {
  id: number;
  code: string;
  name: string;
  startDate: string;
  expiryDate: string;
}
const DAY = 24 * 3600 * 1000;

async function createCoupon(page: Page, more: object = {}) {
  return apiCall<Coupon>(page, 'POST', '/api/coupons', {
    name: unique('Coupon'),
    code: uniqueCode('CPN'),
    couponType: 'flat',
    amount: 500,
    startDate: new Date(Date.now() - DAY).toISOString(),
    expiryDate: new Date(Date.now() + 30 * DAY).toISOString(),
    status: 'active',
    couponUsageType: 'unlimited',
    ...more,
  });
}

test('add a percentage coupon: its rules are checked in the form, and it lists as active', async ({ page }) => {
  const code = uniqueCode('PCT');
  await page.goto('/coupons');
  await page.getByRole('button', { name: 'Add coupon' }).first().click();
  await expect(page).toHaveURL(/\/coupons\/add-coupon$/);
  await expect(page.getByRole('heading', { name: 'Add coupon' })).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Name', { exact: true }).fill('Fifteen off');
  await page.getByText('Percentage', { exact: true }).click();
  await page.getByLabel('Percent off').fill('150');
  await pickDateTime(page, 'Starts (Chicago time)', 'Jan 1, 2026 12:00 AM');
  await pickDateTime(page, 'Expires (Chicago time)', 'Dec 31, 2030 11:59 PM');
  await page.getByText('Limited', { exact: true }).click();
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByText('Enter a whole percent from 1 to 100')).toBeVisible();
  await expect(page.getByText('A percentage coupon needs a maximum discount')).toBeVisible();
  await expect(page.getByText('Enter how many times the coupon can be used')).toBeVisible();

  await page.getByLabel('Percent off').fill('15');
  await page.getByRole('textbox', { name: 'Maximum discount' }).fill('30');
  await page.getByLabel('Times it can be used').fill('25');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/coupons') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  // The toast first: it lasts 3 s.
  await expect(page.getByText(`Coupon “${code}” added`)).toBeVisible();
  const body = ((await (await created).json()) as { data: Coupon & { maxAmount: number } }).data;
  // Chicago midnight on Jan 1 is 06:00 UTC; dollars became cents.
  expect(body).toMatchObject({ code, maxAmount: 3000, startDate: '2026-01-01T06:00:00.000Z' });
  await expect(page).toHaveURL(/\/coupons$/);

  await page.getByRole('searchbox').fill(code);
  const row = page.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('15% off, up to $30.00');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 of 25');
});

test('edit a coupon: saved, back on the filtered list, the change in its history', async ({ page }) => {
  const coupon = await createCoupon(page);
  await page.goto(`/coupons?q=${coupon.code}`);
  await page.getByRole('link', { name: coupon.code }).click();
  await expect(page).toHaveURL(new RegExp(`/coupons/edit-coupon/${coupon.id}$`));
  await expect(page.getByRole('textbox', { name: 'Amount off' })).toHaveValue('5.00');
  await page.getByLabel('Name', { exact: true }).fill('Renamed coupon');
  await page.getByText('Inactive', { exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Coupon “${coupon.code}” saved`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/coupons\\?q=${coupon.code}$`));
  const row = page.getByRole('row', { name: new RegExp(coupon.code) });
  await expect(row).toContainText('Renamed coupon');
  await expect(row).toContainText('Inactive');

  await page.getByRole('link', { name: coupon.code }).click();
  await expect(page.getByText('changed Status from “active” to “inactive”')).toBeVisible();
});

test('try a code on its page: the discount is previewed without using it up', async ({ page }) => {
  const coupon = await createCoupon(page, { couponType: 'percentage', amount: 10, maxAmount: 1500 });
  await page.goto(`/coupons/edit-coupon/${coupon.id}`);
  await page.getByRole('textbox', { name: 'Order total' }).fill('40.00');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('$4.00 off $40.00 — the customer pays $36.00 before tax.')).toBeVisible();
  await expect(page.getByText('Times applied')).toBeVisible();
  const after = await apiCall<{ noOfTimesCouponApplied: number }>(page, 'GET', `/api/coupons/${coupon.id}`);
  expect(after.noOfTimesCouponApplied).toBe(0);
});

test('delete a coupon after a confirmation naming it', async ({ page }) => {
  const coupon = await createCoupon(page);
  await page.goto(`/coupons?q=${coupon.code}`);
  await page.getByRole('button', { name: `Delete ${coupon.code}` }).click();
  await confirmDelete(page, `Delete coupon “${coupon.code}”?`);
  await expect(page.getByText(`Coupon “${coupon.code}” deleted`)).toBeVisible();
  await expect(page.getByText('No coupons match these filters')).toBeVisible();
});

test('filter coupons by derived state through the URL', async ({ page }) => {
  const expired = await createCoupon(page, {
    startDate: new Date(Date.now() - 60 * DAY).toISOString(),
    expiryDate: new Date(Date.now() - 30 * DAY).toISOString(),
  });
  await page.goto(`/coupons?q=${expired.code}`);
  await expect(page.getByRole('row', { name: new RegExp(expired.code) })).toContainText('Expired');
  await chooseOption(page, 'State', 'Active');
  await expect(page).toHaveURL(/state=active/);
  await expect(page.getByText('No coupons match these filters')).toBeVisible();
  await chooseOption(page, 'State', 'Expired');
  await expect(page).toHaveURL(/state=expired/);
  await expect(page.getByRole('row', { name: new RegExp(expired.code) })).toBeVisible();
});

test('promotions: add, edit and delete on their tab; one with coupons cannot be deleted', async ({ page }) => {
  const title = unique('Promo');
  await page.goto('/coupons');
  await page.getByRole('tab', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/tab=promotions/);
  await page.getByRole('button', { name: 'Add promotion' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add promotion' });
  await add.getByLabel('Title').fill(title);
  await add.getByLabel('Short name').fill('PRM');
  await add.getByRole('button', { name: 'Add promotion' }).click();
  await expect(page.getByText(`Promotion “${title}” added`)).toBeVisible();
  await expect(add).toBeHidden();

  await page.getByRole('searchbox').fill(title);
  await expect(page.getByText('Showing 1 Promotion', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  const edit = page.getByRole('dialog', { name: 'Edit promotion' });
  await edit.getByLabel('Description').fill('Spring sale');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Promotion “${title}” saved`)).toBeVisible();
  await expect(edit).toBeHidden();

  const [promotion] = await apiCall<Array<{ id: number }>>(
    page,
    'GET',
    `/api/promotions?q=${encodeURIComponent(title)}`,
  );
  const coupon = await createCoupon(page, { promotionId: promotion.id });
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page, `Delete promotion “${title}”?`);
  // The refusal names the coupons and stays on screen until it is read.
  const refusal = page.getByRole('dialog', { name: `Promotion “${title}” was not deleted` });
  await expect(refusal.getByRole('listitem')).toHaveText(`1 coupon: “${coupon.code}”`);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();

  await apiCall(page, 'DELETE', `/api/coupons/${coupon.id}`);
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await confirmDelete(page, `Delete promotion “${title}”?`);
  await expect(page.getByText(`Promotion “${title}” deleted`)).toBeVisible();
});
