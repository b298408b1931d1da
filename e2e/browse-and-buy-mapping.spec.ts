import { expect, test, type Locator, type Page } from '@playwright/test';
import type { OrderEventOption } from '@phlox/contract';
import { pickOption, selectedValue, selectHolding, selectOptions } from './antd';
import { apiCall, chooseOption } from './commerce';
import { openPage } from './helpers';

/** The event's calendar day in Chicago, which the import matches `event_date` against. */
const chicagoDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(iso));
const cell = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** What the Select labelled `label` shows as chosen. */
const chosen = (page: Page, label: string) =>
  selectedValue(selectHolding(page, page.getByLabel(label, { exact: true })));

async function importFile(page: Page, file: { name: string; text: string }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await chooser).setFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text) });
  const dialog = page.getByRole('dialog', { name: 'Import sales' });
  await expect(dialog.getByText(`${file.name} is not in our template`)).toBeVisible();
  return dialog;
}

/** Picks `option` for our column by typing `typed` into its select. */
async function pickFileColumn(page: Page, column: string, typed: string, option: string) {
  await pickOption(page, page.getByLabel(`File column for ${column}`, { exact: true }), option, typed);
  await expect(chosen(page, `File column for ${column}`)).toHaveText(option);
}

async function choosePhotoDay(page: Page, dialog: Locator) {
  await expect(dialog.getByRole('status')).toHaveText('Choose where the file was exported from.');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  // Retried until the choice shows: a click on a list still opening can be lost.
  await chooseOption(page, 'Exported from', 'PhotoDay', { typed: '' });
  await expect(dialog.getByRole('table', { name: 'Column matches' })).toBeVisible();
}

test('imports a PhotoDay export as exported: its columns matched to ours, the matches remembered', async ({ page }) => {
  await openPage(page, '/browse-and-buy');
  // The sale names its event by title and day, as PhotoDay exports do: take one no other event shares them with.
  const events = await apiCall<OrderEventOption[]>(page, 'GET', '/api/orders/event-options');
  const key = (e: OrderEventOption) => `${e.title.toLowerCase()}|${chicagoDay(e.startTime)}`;
  const event = events.find((e) => events.filter((o) => key(o) === key(e)).length === 1)!;
  const run = Date.now().toString(36).toUpperCase();
  const file = {
    name: 'photoday-orders.csv',
    text: [
      'Order ID,Order Date,Job Name,Job Date,Customer First Name,Customer Last Name,Customer Email,Package,Subtotal,Studio Notes',
      [
        `PD-${run}`,
        '9/15/2026 4:05 PM',
        cell(event.title),
        chicagoDay(event.startTime),
        'Mia',
        `Mapped${run}`,
        `mia.${run.toLowerCase()}@example.com`,
        cell(event.products[0]?.name ?? ''),
        '19.99',
        cell('Retake requested,\nsee email'),
      ].join(','),
      // Line 4 of the file, the note above spanning two: the server must say so.
      `PD-${run}-2,not a date,${cell(event.title)},${chicagoDay(event.startTime)},Bo,Mapped${run},,,5.00,`,
    ].join('\n'),
  };

  const dialog = await importFile(page, file);
  await choosePhotoDay(page, dialog);
  // Guessed from PhotoDay's headers; "Package" is not one of them, so the product is not matched yet.
  await expect(chosen(page, 'File column for source_order_id')).toHaveText('Order ID');
  await expect(chosen(page, 'File column for event_title')).toHaveText('Job Name');
  await expect(chosen(page, 'File column for first_name')).toHaveText('Customer First Name');
  await expect(chosen(page, 'File column for amount')).toHaveText('Subtotal');
  await expect(chosen(page, 'File column for phone')).toHaveText('Not in the file');
  await expect(chosen(page, 'File column for product')).toHaveText('Not in the file');
  await expect(dialog.getByRole('row', { name: /amount/ })).toContainText('19.99');

  // The keyboard alone: Tab from the source to the matches, Enter opens a select, typing finds, Enter takes.
  await dialog.getByLabel('Exported from', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('File column for source_order_id', { exact: true })).toBeFocused();
  await dialog.getByLabel('File column for product', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Pack');
  await page.keyboard.press('Enter');
  await expect(chosen(page, 'File column for product')).toHaveText('Package');
  await dialog.getByLabel('File column for email', { exact: true }).click();
  // A file column fills one of ours only.
  await page.keyboard.type('Pack');
  await expect(selectOptions(page, 'Package')).toHaveClass(/ant-select-item-option-disabled/);
  await expect(selectOptions(page, 'Package')).toContainText('used for product');
  await page.keyboard.press('Escape');

  // Continue waits for the required columns, and says which.
  // The list shows the options near the chosen one: search for the others.
  await pickFileColumn(page, 'amount', 'Not in', 'Not in the file');
  await expect(dialog.getByRole('status')).toHaveText('Match the required column: amount.');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await pickFileColumn(page, 'amount', 'Subtotal', 'Subtotal');
  await expect(dialog.getByRole('status')).toHaveText('Continue remembers these matches for PhotoDay files.');
  await page.screenshot({ path: test.info().outputPath('browse-and-buy-mapping.png') });
  await page.screenshot({ path: '/tmp/mapping-step.png' });

  await dialog.getByRole('button', { name: 'Continue' }).focus();
  await page.keyboard.press('Enter');
  const preview = dialog.getByRole('table', { name: 'First rows of the file' });
  await expect(preview).toContainText('photoday');
  await expect(preview).toContainText(`PD-${run}`);
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.getByText('Imported 1 of 2 rows: 1 created, 1 failed.')).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Import summary' })).toContainText(/Created\s*1/);
  const rows = dialog.getByRole('table', { name: 'Rows not simply created' });
  await expect(rows.getByRole('row', { name: /^4 failed/ })).toContainText('order_date must be a date');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('searchbox').fill(`Mapped${run}`);
  await expect(page.getByText(`PD-${run}`)).toBeVisible();

  // The same file again: PhotoDay's matches as confirmed, "Package" included; the sale is already there.
  const again = await importFile(page, file);
  await choosePhotoDay(page, again);
  await expect(chosen(page, 'File column for product')).toHaveText('Package');
  await expect(chosen(page, 'File column for amount')).toHaveText('Subtotal');
  await again.getByRole('button', { name: 'Continue' }).click();
  // Back to the columns and on again keeps them.
  await again.getByRole('button', { name: 'Back to columns' }).click();
  await expect(chosen(page, 'File column for product')).toHaveText('Package');
  await again.getByRole('button', { name: 'Continue' }).click();
  await again.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(again.getByText('Nothing was imported from 2 rows: 1 skipped (already there), 1 failed.')).toBeVisible();
  await expect(again.getByRole('group', { name: 'Import summary' })).toContainText(/Skipped\s*1/);
  await expect(
    again.getByRole('table', { name: 'Rows not simply created' }).getByRole('row', { name: /^2 skipped/ }),
  ).toContainText('Already imported');
});
