import { expect, test, type Page } from '@playwright/test';
import { expectCurrentPageItem, expectModalOpened, popconfirm } from './antd';
import { chicagoDateTime, createLevel, unique, uniqueCode } from './helpers';

async function openLevels(page: Page, search = ''): Promise<void> {
  await page.goto(search ? `/levels?q=${encodeURIComponent(search)}` : '/levels');
  await expect(page.getByText(/^Showing \d+ Levels?$/)).toBeVisible();
}

test('add a level: toast, listed, dates in Chicago time', async ({ page }) => {
  const name = unique('Added');
  const code = uniqueCode('ADD');
  await openLevels(page);
  await page.getByRole('button', { name: 'Add level' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add level' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Code').fill(code);
  const created = page.waitForResponse((r) => r.url().endsWith('/api/levels') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Add level' }).click();
  const level = ((await (await created).json()) as { data: { createdAt: string } }).data;
  await expect(page.getByText(`Level “${name}” added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/levels$/);

  await page.getByRole('searchbox').fill(code);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(page.getByText('Showing 1 Level', { exact: true })).toBeVisible();
  // The browser runs in Europe/Berlin; the app must still show America/Chicago.
  await expect(row.getByRole('cell').nth(2)).toHaveText(chicagoDateTime(level.createdAt));
});

test('edit a level: saved, and the change shows in its history', async ({ page }) => {
  const level = await createLevel(page);
  const renamed = unique('Renamed');
  await openLevels(page, level.code);
  await page.getByRole('link', { name: level.name }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit level' });
  await expect(dialog.getByLabel('Name')).toHaveValue(level.name);
  await expect(page).toHaveURL(new RegExp(`edit=${level.id}`));
  await dialog.getByLabel('Name').fill(renamed);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Level “${renamed}” saved`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // Saving returns to the list exactly as it was filtered.
  await expect(page).toHaveURL(new RegExp(`q=${level.code}$`));
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();

  await page.getByRole('link', { name: renamed }).click();
  await expect(
    page.getByRole('dialog', { name: 'Edit level' }).getByText(`changed Name from “${level.name}” to “${renamed}”`),
  ).toBeVisible();
});

test('delete a level after a confirmation naming it', async ({ page }) => {
  const level = await createLevel(page);
  await openLevels(page, level.code);
  await page
    .getByRole('row', { name: new RegExp(level.name) })
    .getByRole('button', { name: `Delete ${level.name}` })
    .click();
  const confirm = popconfirm(page);
  await expect(confirm.getByText(`Delete level “${level.name}”?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Level “${level.name}” deleted`)).toBeVisible();
  await expect(page.getByText('No levels match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await expect(page).toHaveURL(/\/levels$/);
});

test('a level events use is not deleted: a dialog names the events, and the level stays', async ({ page }) => {
  // The demo's "Varsity" is the level of most of its events.
  await openLevels(page, 'Varsity');
  await page
    .getByRole('row', { name: /^Varsity VAR/ })
    .getByRole('button', { name: 'Delete Varsity' })
    .click();
  await popconfirm(page).getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('dialog', { name: 'Level “Varsity” was not deleted' });
  await expect(refusal).toContainText('“Varsity” is still used by:');
  await expect(refusal.getByRole('listitem').first()).toHaveText(
    /^\d+ events: “[^”]+”, “[^”]+”, “[^”]+” and \d+ more$/,
  );
  await expect(refusal).toContainText('Change or delete those first.');
  await expectModalOpened(refusal); // opened, not still zooming in
  await page.screenshot({ path: test.info().outputPath('level-delete-refused.png') });
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(page.getByRole('row', { name: /^Varsity VAR/ })).toBeVisible();
});

test('leaving a form with unsaved changes asks first', async ({ page }) => {
  await openLevels(page);
  await page.getByRole('button', { name: 'Add level' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add level' });
  await dialog.getByLabel('Name').fill('Half typed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // Clicked once opened, not while it still zooms in (a click then was lost on a loaded CI run).
  const ask = page.getByRole('dialog', { name: 'Discard changes?' });
  await expectModalOpened(ask);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog.getByLabel('Name')).toHaveValue('Half typed');
  // The browser's Back button is guarded too: the dialog lives in the URL.
  await page.goBack();
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/levels$/);
});

test('a reload keeps the list page, and the list remembers it', async ({ page }) => {
  // Three levels of its own, one per page, so other tests adding levels cannot shift what page 2 shows.
  const prefix = unique('Paged');
  for (const n of [1, 2, 3]) await createLevel(page, `${prefix} ${n}`);
  await page.goto(`/levels?q=${encodeURIComponent(prefix)}&sort=name&pageSize=1`);
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(page).toHaveURL(/page=2/);
  const secondRow = page.getByRole('row', { name: new RegExp(`${prefix} 2`) });
  await expect(secondRow).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/page=2/);
  await expectCurrentPageItem(page.getByRole('listitem', { name: '2' }));
  await expect(secondRow).toBeVisible();

  // Coming back through the sidebar restores the remembered page and page size (not the search).
  const nav = page.getByRole('navigation', { name: 'Areas' });
  await nav.getByRole('link', { name: 'Events' }).click();
  await nav.getByRole('link', { name: 'Levels' }).click();
  await expect(page).toHaveURL(/\/levels\?page=2&pageSize=1$/);
});

test('a shared link wins over the remembered page, and its search survives a reload', async ({ page }) => {
  const level = await createLevel(page);
  // Remember page 2 of 10 for the Levels list…
  await page.goto('/levels?page=2&pageSize=10');
  await expectCurrentPageItem(page.getByRole('listitem', { name: '2' }));
  // …then open a link someone shared: it is shown exactly as shared, from its first page.
  await page.goto(`/levels?q=${level.code}`);
  await expect(page.getByText('Showing 1 Level', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/levels\\?q=${level.code}$`));
  await expect(page.getByRole('row', { name: new RegExp(level.name) })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue(level.code);
  await expect(page.getByText('Showing 1 Level', { exact: true })).toBeVisible();
});

test('typing in the search box filters the list through the URL', async ({ page }) => {
  const level = await createLevel(page);
  await openLevels(page);
  await page.getByRole('searchbox').fill(level.code);
  await expect(page).toHaveURL(new RegExp(`q=${level.code}`));
  await expect(page.getByRole('row', { name: new RegExp(level.name) })).toBeVisible();
  await expect(page.getByText('Showing 1 Level', { exact: true })).toBeVisible();
});

test('saving over someone else’s change is refused, and Reload shows their version', async ({ page }) => {
  const level = await createLevel(page);
  await openLevels(page, level.code);
  await page.getByRole('link', { name: level.name }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit level' });
  await expect(dialog.getByLabel('Name')).toHaveValue(level.name);

  // Someone else renames it while the dialog is open.
  const theirs = unique('Theirs');
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  const patched = await page.request.patch(`/api/levels/${level.id}`, {
    data: { name: theirs },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(patched.ok()).toBe(true);

  await dialog.getByLabel('Name').fill(unique('Mine'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This level was changed by someone else. Reload to see their changes.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue(theirs);
});

test('sorting by a column is done by the server and kept in the URL', async ({ page }) => {
  await openLevels(page);
  const codes = async () => page.getByRole('row').locator('td:nth-child(2)').allTextContents();
  await page.getByRole('columnheader', { name: 'Code' }).click();
  await expect(page).toHaveURL(/sort=code/);
  await expect
    .poll(async () => {
      const shown = await codes();
      return shown.length > 1 && shown.join() === [...shown].sort((a, b) => a.localeCompare(b)).join();
    })
    .toBe(true);
  await page.getByRole('columnheader', { name: 'Code' }).click();
  await expect(page).toHaveURL(/sort=-code/);
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'descending');
});
