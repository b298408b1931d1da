import { expect, type Locator, type Page } from '@playwright/test';
import {
  pickerDropdown,
  pickerOkButton,
  popconfirm,
  selectDropdown,
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
  // The select the label names, to check the choice took: a click on a list still animating can be lost.
  const select = selectHolding(page, box);
  await expect(async () => {
    // Open it only when closed: a click on an open select closes it, and an attempt whose pick was lost can leave
    // the list open — the next click then closed it and the option was waited for until the time ran out.
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    const typed = how.typed ?? option;
    if (typed && (await box.isEditable())) await box.fill(typed);
    await selectDropdown(page).getByTitle(option, { exact: true }).first().click({ timeout: 3_000 });
    // A picker that adds what is picked ("Add a product") empties itself again: nothing to check there.
    if (!label.startsWith('Add '))
      await expect(selectedValue(select)).toContainText(how.shown ?? option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Picks a payee in the Settle dialog and checks the owed row titled `rowTitle`. Typed, so the one option is in view
 * (the list is virtual), then chosen with Enter as a keyboard user does: a mouse click on the list while it still
 * filters was lost on CI runs (twice in a row once). Picked again until the payee's rows show.
 */
export async function pickPayeeRow(page: Page, dialog: Locator, payeeName: string, rowTitle: string): Promise<void> {
  const row = dialog.getByRole('row', { name: new RegExp(rowTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  const box = dialog.getByLabel('Payee', { exact: true });
  const option = selectOptions(page, `${payeeName} — `);
  await expect(async () => {
    await box.click();
    await box.fill(payeeName);
    await expect(option.first()).toBeVisible({ timeout: 3_000 });
    await box.press('Enter');
    await expect(row).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await row.getByRole('checkbox').check();
}

/**
 * Types a date and time into an antd picker and confirms it with the picker's OK button (Enter would also submit
 * the form). Tried again while the panel stays open: an OK clicked before the picker had read the typed text was
 * ignored on loaded runs, leaving the panel open.
 */
export async function pickDateTime(page: Page, label: string, text: string): Promise<void> {
  // The previous picker's panel may still be closing: two panels open at once would make "OK" ambiguous.
  await expect(pickerDropdown(page)).toHaveCount(0);
  const input = page.getByLabel(label, { exact: true });
  await expect(async () => {
    if (!(await pickerDropdown(page).count())) await input.click();
    await input.fill(text);
    await pickerOkButton(page).click({ timeout: 3_000 });
    await expect(pickerDropdown(page)).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await expect(input).toHaveValue(text);
}
