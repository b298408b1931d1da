import { expect, test, type Page } from '@playwright/test';
import type { HeldOrders } from '@phlox/contract';
import { formErrors, pickOption, selectedValue, selectHolding, selectOptions } from './antd';
import { apiCall, chooseOption } from './commerce';
import { unique } from './helpers';

/** Issue 13: a rained-out game with paid orders gets a resolution step when it is canceled. */

interface Product {
  id: number;
  name: string;
  price: number;
}

/** Two events (the rained-out game sells two products, the new date only the first) and three paid sales. */
async function rainedOutGame(page: Page) {
  const products = (await apiCall<Product[]>(page, 'GET', '/api/products?pageSize=20')).slice(0, 2);
  const [a, b] = products;
  const title = unique('Rained out');
  const event = (name: string, day: number, sells: Product[]) =>
    apiCall<{ id: number; title: string }>(page, 'POST', '/api/events', {
      title: name,
      startTime: `2027-05-${day}T23:00:00.000Z`,
      endTime: `2027-05-${day}T23:59:00.000Z`,
      products: sells.map((p) => ({ productId: p.id })),
    });
  const from = await event(title, 10, [a, b]);
  const to = await event(unique('Moved to Saturday'), 15, [a]);
  const id = unique('E2E').replace(/\W/g, '');
  const csv = [
    'source,source_order_id,order_date,event_id,first_name,last_name,product,amount',
    `photoday,${id}-1,2027-05-01,${from.id},Ann,Early,${a.name},${(a.price / 100).toFixed(2)}`,
    `photoday,${id}-2,2027-05-01,${from.id},Ben,Early,${b.name},${(b.price / 100).toFixed(2)}`,
    `photoday,${id}-3,2027-05-02,${from.id},Cy,Late,${a.name},${(a.price / 100).toFixed(2)}`,
  ].join('\n');
  const imported = await apiCall<{ summary: { created: number } }>(page, 'POST', '/api/browse-and-buy/import', {
    csv,
    dryRun: false,
  });
  expect(imported.summary.created).toBe(3);
  return { from, to, a, b };
}

test('canceling a game with paid orders moves them all to the new date, with a product mapping', async ({ page }) => {
  const { from, to, a } = await rainedOutGame(page);
  await page.goto(`/events/edit-event/${from.id}`);
  await chooseOption(page, 'Status', 'Canceled', { typed: '' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: `Paid orders of “${from.title}”` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('3 orders hold 3 paid items');
  await dialog.getByLabel('Search events').click();
  await dialog.getByLabel('Search events').fill(to.title.slice(0, 20));
  await selectOptions(page, to.title).click();
  const mapping = dialog.getByRole('table', { name: 'Where each product goes' });
  await expect(mapping).toBeVisible();
  // The new date does not sell the second product: it needs a choice before anything moves.
  await dialog.getByLabel('Reason').fill('Rained out, moved to Saturday');
  await dialog.getByRole('button', { name: 'Move them' }).click();
  await expect(formErrors(dialog, 'Choose a product')).toBeVisible();
  const productBox = dialog.getByRole('combobox', { name: /^New product for/ });
  // Its options read "Action Shot Print 8x10 ($19.99)".
  await pickOption(page, productBox, new RegExp(`^${a.name} \\(`));
  // The select is found from the page: a filter's inner locator is looked up inside each select, not the dialog.
  const productSelect = selectHolding(page, page.getByRole('combobox', { name: /^New product for/ }));
  await expect(selectedValue(productSelect)).toContainText(a.name);
  await page.screenshot({ path: test.info().outputPath('resolve-orders.png') });
  await dialog.getByRole('button', { name: 'Move them' }).dblclick();
  // The toast lasts 3 s: the dialog closing and the orders moving (below) are what count.
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await apiCall<HeldOrders>(page, 'GET', `/api/orders/held?eventId=${from.id}`)).products)
    .toBe(0);
  const moved = await apiCall<HeldOrders>(page, 'GET', `/api/orders/held?eventId=${to.id}`);
  expect(moved.products).toBe(3);
});

test('a canceled game left to be handled by hand says how many orders need action, and refunds them from there', async ({
  page,
}) => {
  const { from } = await rainedOutGame(page);
  await apiCall(page, 'PATCH', `/api/events/${from.id}`, { status: 'canceled' });
  await page.goto(`/events/view-event/${from.id}`);
  const alert = page.getByRole('status').filter({ hasText: '3 orders need action' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Resolve…' }).click();
  const dialog = page.getByRole('dialog', { name: `Paid orders of “${from.title}”` });
  await dialog.getByRole('radio', { name: 'Refund everything' }).check();
  await dialog.getByLabel('Reason').fill('Season called off');
  await dialog.getByRole('button', { name: 'Refund everything' }).click();
  await expect(page.getByText(/^Recorded manual refunds of \$[\d,.]+ on 3 orders$/)).toBeVisible();
  await expect(alert).toBeHidden();
  expect((await apiCall<HeldOrders>(page, 'GET', `/api/orders/held?eventId=${from.id}`)).orders).toBe(0);
});
