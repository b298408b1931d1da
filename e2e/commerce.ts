import { expect, type Locator, type Page } from '@playwright/test';
import {
  pickOption,
  pickerDropdown,
  pickerOkButton,
  popconfirm,
  selectedValue,
  selectHolding,
  selectOptions,
} from './antd';

/** Calls the API as the signed-in user (quicker than the UI for test setup); expects a 2xx answer. */
export async function apiCall<T = unknown>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  data?: object,
): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('apiCall needs a signed-in page');
  const res = await page.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : ((await res.json()) as { data: T }).data) as T;
}

/** Confirms the delete popover that names the item, e.g. "Delete product “Poster”?". */
export async function confirmDelete(page: Page, question: string): Promise<void> {
  const confirm = popconfirm(page);
  await expect(confirm.getByText(question)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
}

/**
 * Picks an option of an antd Select. A searchable one is typed into first: its option list is virtual, so a
 * far option is not in the page until the search narrows the list.
 */
export async function chooseOption(
  page: Page,
  label: string,
  option: string,
  how: {
    /** What to type to find it (default: the whole option in a searchable select; '' types nothing). */
    typed?: string;
    /** What the select shows once chosen (default: the option). */
    shown?: string;
  } = {},
): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await pickOption(page, box, option, how.typed ?? option);
  // A picker that adds what is picked ("Add a product") empties itself again: nothing to check there.
  if (!label.startsWith('Add '))
    await expect(selectedValue(selectHolding(page, box))).toContainText(how.shown ?? option);
}

/**
 * Picks a payee in the Settle dialog and checks the owed row titled `rowTitle`. Typed, so the one option is in view
 * (the list is virtual), then chosen with Enter as a keyboard user does.
 */
export async function pickPayeeRow(page: Page, dialog: Locator, payeeName: string, rowTitle: string): Promise<void> {
  const row = dialog.getByRole('row', { name: new RegExp(rowTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  const box = dialog.getByLabel('Payee', { exact: true });
  await box.click();
  await box.fill(payeeName);
  await expect(selectOptions(page, `${payeeName} — `).first()).toBeVisible();
  await box.press('Enter');
  await expect(row).toBeVisible();
  await row.getByRole('checkbox').check();
}

/**
 * Types a date and time into an antd picker and confirms it with the picker's OK button (Enter would also submit
 * the form).
 */
export async function pickDateTime(page: Page, label: string, text: string): Promise<void> {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await pickerOkButton(page).click();
  await expect(pickerDropdown(page)).toHaveCount(0);
  await expect(input).toHaveValue(text);
}
