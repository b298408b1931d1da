import { expect, test, type Page } from '@playwright/test';
import { apiCall, confirmDelete } from './commerce';
import { unique } from './helpers';

interface Giftcard {
  id: number;
  code: string;
  value: number;
  balance: number;
}

async function createCard(page: Page, value = 2000, description = unique('Card')) {
  return apiCall<Giftcard>(page, 'POST', '/api/giftcards', { value, description });
}

test('add a gift card with a generated code and the default $100 value', async ({ page }) => {
  const description = unique('Raffle prize');
  await page.goto('/giftcards');
  await expect(page.getByText(/^Showing \d+ Gift cards?$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add gift card' }).first().click();
  await expect(page).toHaveURL(/\/giftcards\/add-giftcard$/);
  await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue('100.00');
  await page.getByLabel('Description').fill(description);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/giftcards') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add gift card' }).click();
  // The toast first: it lasts 3 s.
  const toast = page.getByText(/^Gift card “[A-Z0-9]{10}” added$/);
  await expect(toast).toBeVisible();
  const card = ((await (await created).json()) as { data: Giftcard }).data;
  await expect(toast).toHaveText(`Gift card “${card.code}” added`);
  await expect(page).toHaveURL(/\/giftcards$/);

  await page.getByRole('searchbox').fill(card.code);
  const row = page.getByRole('row', { name: new RegExp(card.code) });
  await expect(row).toContainText(description);
  await expect(row).toContainText('$100.00');
});

test('a debit beyond the balance is refused beside the amount; a smaller one lands on the ledger', async ({ page }) => {
  const card = await createCard(page, 2000);
  await page.goto(`/giftcards?q=${card.code}`);
  await page.getByRole('link', { name: card.code }).click();
  await expect(page).toHaveURL(new RegExp(`/giftcards/edit-giftcard/${card.id}$`));
  await expect(page.getByText('No credits or debits yet')).toBeVisible();

  await page.getByRole('textbox', { name: 'Amount' }).fill('25');
  await page.getByLabel('Reason').fill('Lost order reissued');
  await page.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(page.getByText('Insufficient balance: $20.00 available')).toBeVisible();
  await expect(page.getByText('No credits or debits yet')).toBeVisible();

  await page.getByRole('textbox', { name: 'Amount' }).fill('5.50');
  await page.getByRole('button', { name: 'Record adjustment' }).click();
  await expect(page.getByText('Debited $5.50. Balance $14.50')).toBeVisible();
  const entry = page.getByRole('row', { name: /Lost order reissued/ });
  await expect(entry).toContainText('Debit');
  await expect(entry).toContainText('-$5.50');
  await expect(entry).toContainText('Avery Admin');
  await expect(page.getByText('$14.50', { exact: true })).toBeVisible();
  await expect(page.getByText('changed Balance from “$20.00” to “$14.50”')).toBeVisible();
  // Money has moved: the card's code and value are fixed now.
  await expect(page.getByRole('textbox', { name: 'Value' })).toBeDisabled();
});

test('edit a gift card: saved, back on the filtered list, the change in its history', async ({ page }) => {
  const card = await createCard(page, 5000);
  await page.goto(`/giftcards?q=${card.code}&sort=-value`);
  await page.getByRole('link', { name: card.code }).click();
  await page.getByRole('textbox', { name: 'Value' }).fill('75');
  await page.getByLabel('Description').fill('Booster fundraiser prize');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Gift card “${card.code}” saved`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/giftcards\\?q=${card.code}&sort=-value$`));
  const row = page.getByRole('row', { name: new RegExp(card.code) });
  await expect(row).toContainText('Booster fundraiser prize');
  await expect(row).toContainText('$75.00');

  await page.getByRole('link', { name: card.code }).click();
  await expect(page.getByText('changed Value from “$50.00” to “$75.00”')).toBeVisible();
});

test('delete a gift card after a confirmation naming it', async ({ page }) => {
  const card = await createCard(page);
  await page.goto(`/giftcards?q=${card.code}`);
  await page.getByRole('button', { name: `Delete ${card.code}` }).click();
  await confirmDelete(page, `Delete gift card “${card.code}”?`);
  await expect(page.getByText(`Gift card “${card.code}” deleted`)).toBeVisible();
  await expect(page.getByText('No gift cards match these filters')).toBeVisible();
});

test('an entered code that is taken is refused beside the Code field', async ({ page }) => {
  const card = await createCard(page);
  await page.goto('/giftcards/add-giftcard');
  await expect(page.getByRole('heading', { name: 'Add gift card' })).toBeVisible();
  await page.getByLabel('Code').fill(card.code.toLowerCase());
  await page.getByRole('button', { name: 'Add gift card' }).click();
  await expect(page.getByText('A gift card with this code already exists')).toBeVisible();
});
