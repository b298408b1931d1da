import { expect, test, type Page } from '@playwright/test';
import { disabledSelectOptions } from './antd';
import { apiCall, chooseOption, pickDateTime } from './commerce';
import { openPage, signIn, unique } from './helpers';
import { roleIdByName, userWithPassword } from './people-helpers';
import { SIGNED_OUT } from './storage-state';

interface Created {
  id: number;
  title: string;
}

/** A draft media day on a day of its own in 2031, made through the API. */
async function mediaDay(page: Page, title: string, extra: object = {}): Promise<Created> {
  const day = `2031-10-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  return apiCall<Created>(page, 'POST', '/api/events', {
    title,
    competitionType: 'media_day',
    startTime: `${day}T14:00:00Z`,
    endTime: `${day}T18:00:00Z`,
    ...extra,
  });
}

test('the events cockpit: three tabs with their own URLs and lists; each keeps its own search', async ({ page }) => {
  await openPage(page, '/events');
  const title = unique('Cockpit Media Day');
  await mediaDay(page, title);

  await expect(page.getByRole('tab', { name: 'Sideline', selected: true })).toBeVisible();
  await page.getByRole('searchbox').fill(title);
  await expect(page.getByText('No events match')).toBeVisible();

  await page.getByRole('tab', { name: 'Media Days' }).click();
  await expect(page).toHaveURL(/\/events\/media-days$/);
  // The URL changes before the tab's page has replaced the Sideline one: typed too soon, the search is lost.
  await expect(page.getByText(/Showing \d+ Media Days?$/)).toBeVisible();
  await page.getByRole('searchbox').fill(title);
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('Showing 1 Media Day')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('media-days-tab.png') });

  // Back on Sideline, its own search is as it was left; Media Days keeps its own.
  await page.getByRole('tab', { name: 'Sideline' }).click();
  await expect(page).toHaveURL(/\/events\?.*q=/);
  await expect(page.getByRole('searchbox')).toHaveValue(title);
  await page.getByRole('tab', { name: 'Media Days' }).click();
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Statements of Work' }).click();
  await expect(page).toHaveURL(/\/events\/statement-of-work$/);
  await expect(page.getByText(/Showing \d+ Statements? of Work/)).toBeVisible();
});

test('a media day: its own form with a required title and suggestions, opened from the Media Days tab', async ({
  page,
}) => {
  await openPage(page, '/events/media-days');
  await page.getByRole('button', { name: 'Add media day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add media day' })).toBeVisible();
  await page.getByRole('button', { name: 'Add media day' }).click();
  await expect(page.getByText('Enter a title', { exact: true })).toBeVisible();

  const day = 1 + Math.floor(Math.random() * 28);
  await pickDateTime(page, 'Starts (Chicago time)', `Sep ${day}, 2031 9:00 AM`);
  await pickDateTime(page, 'Ends (Chicago time)', `Sep ${day}, 2031 1:00 PM`);
  // The title suggests itself from the date; staff may type their own.
  await page.getByLabel('Title', { exact: true }).click();
  await expect(page.getByTitle('Fall Media Day 2031')).toBeVisible();
  const title = unique('Fall Media Day');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.screenshot({ path: test.info().outputPath('media-day-form.png') });
  await page.getByRole('button', { name: 'Add media day' }).click();
  await expect(page.getByText(`Media day “${title}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/events\/media-days$/);
  await expect(page.getByText(/Showing \d+ Media Days?$/)).toBeVisible();

  await page.getByRole('searchbox').fill(title);
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/events\/edit-media-day\/\d+$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title);
});

test('a Statement of Work links an existing media day and one made in a quick dialog; the media day names it', async ({
  page,
}) => {
  await openPage(page, '/events/add-sow');
  const existing = await mediaDay(page, unique('SOW Linked Day'));
  const taken = await mediaDay(page, unique('SOW Taken Day'));
  const other = await apiCall<Created>(page, 'POST', '/api/statements-of-work', {
    title: unique('Other SOW'),
    startDate: '2031-01-01',
    endDate: '2031-12-31',
    mediaDayIds: [taken.id],
  });
  const title = unique('Plano SOW');

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByText('Active', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Active', exact: true })).toBeChecked();
  await page.getByPlaceholder('Start date').click();
  await page.getByPlaceholder('Start date').fill('Aug 1, 2031');
  await page.getByPlaceholder('Start date').press('Enter');
  await page.getByPlaceholder('End date').fill('Jun 30, 2032');
  await page.getByPlaceholder('End date').press('Enter');
  await page.getByLabel('Amount').fill('12500');
  // The contract as an uploaded PDF: stored through the storage driver, shown by its name.
  await page.getByText('Upload a file', { exact: true }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'Plano contract.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  // Not saved yet: shown by its name (it downloads once the Statement of Work is saved).
  await expect(page.getByText('Plano contract.pdf', { exact: true })).toBeVisible();

  // Another Statement of Work's media day is shown, not offered.
  await page.getByLabel('Media days').fill(taken.title);
  await expect(disabledSelectOptions(page).filter({ hasText: `in ${other.title}` })).toBeVisible();
  await page.getByLabel('Media days').fill('');
  await chooseOption(page, 'Media days', existing.title, { typed: existing.title, shown: existing.title });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'New media day' }).click();
  const dialog = page.getByRole('dialog', { name: 'New media day' });
  const quick = unique('Quick Media Day');
  await dialog.getByLabel('Title').fill(quick);
  await pickDateTime(page, 'Starts (Chicago time)', 'Oct 5, 2031 9:00 AM');
  await pickDateTime(page, 'Ends (Chicago time)', 'Oct 5, 2031 3:00 PM');
  await dialog.getByRole('button', { name: 'Add media day' }).click();
  await expect(dialog).toBeHidden();
  const linked = page.getByRole('table', { name: 'Linked media days' });
  await expect(linked.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('sow-form.png'), fullPage: false });

  await page.getByRole('button', { name: 'Add Statement of Work' }).click();
  await expect(page.getByText(`Statement of Work “${title}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/events\/statement-of-work$/);
  await page.getByRole('searchbox').fill(title);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('$12,500.00');
  await expect(row).toContainText('Aug 1, 2031 – Jun 30, 2032');
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('sow-list.png') });

  // Opened again, the contract is the uploaded file, downloaded through the API with the session (it is private).
  await page.getByRole('link', { name: title }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Plano contract.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('Plano contract.pdf');

  // The media day's own form names its Statement of Work.
  await page.goto(`/events/edit-media-day/${existing.id}`);
  await expect(page.getByText(new RegExp(`${title} \\(Active\\)`))).toBeVisible();
});

test('the staff filter starts on the signed-in staff member who works events; removing it is remembered', async ({
  page,
  browser,
}) => {
  await openPage(page, '/events');
  const password = 'lead-photographer-2026';
  const lead = await userWithPassword(page, password, {
    roleIds: [await roleIdByName(page, 'Photographer'), await roleIdByName(page, 'Admin')],
  });
  const day = `2032-02-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  const mine = await apiCall<Created>(page, 'POST', '/api/events', {
    title: unique('Lead Tournament'),
    competitionType: 'tournament',
    startTime: `${day}T15:00:00Z`,
    endTime: `${day}T18:00:00Z`,
    photographers: [{ photographerId: lead.id, commissionType: 'fixed', charge: 5000 }],
  });

  const own = await (await browser.newContext({ storageState: SIGNED_OUT })).newPage();
  await signIn(own, { email: lead.email, password }, '/events');
  await expect(own).toHaveURL(new RegExp(`photographerId=${lead.id}`));
  await expect(own.getByText('Showing 1 Event', { exact: true })).toBeVisible();
  await expect(own.getByRole('link', { name: mine.title, exact: true })).toBeVisible();
  await own.screenshot({ path: test.info().outputPath('staff-filter-default.png') });

  // Removed, it stays removed on the next bare visit.
  await own.getByRole('button', { name: 'Clear all' }).click();
  await expect(own).not.toHaveURL(/photographerId=/);
  // The list has redrawn unfiltered (the choice is noted as it does).
  await expect(own.getByText('Showing 1 Event', { exact: true })).toBeHidden();
  await own.goto('/events');
  await expect(own.getByRole('tab', { name: 'Sideline', selected: true })).toBeVisible();
  await expect(own).not.toHaveURL(/photographerId=/);
});

test('game-day columns: pre-orders, pre-order $, crew and fulfilment shown, filtered by fulfilment; the gallery, web link and shot card picked', async ({
  page,
}) => {
  await openPage(page, '/events?sort=-startTime');
  const table = page.getByRole('table');
  for (const name of ['# Pre-orders', 'Pre-order $', '# Photographers', 'Fulfilment'])
    await expect(table.getByRole('columnheader', { name })).toBeVisible();
  // The played demo games' sold lines are all fulfilled: the filter keeps those, and the choice is in the URL.
  await chooseOption(page, 'Fulfilment', 'Fulfilled', { typed: '' });
  await expect(page).toHaveURL(/fulfilment=fulfilled/);
  const rows = table.getByRole('row');
  await expect(rows.nth(1).getByText('Fulfilled', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Unfulfilled', { exact: true })).toHaveCount(0);
  await expect(table.getByText('Partly fulfilled', { exact: true })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Web link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  const picker = page.getByRole('group', { name: 'Columns' });
  await expect(picker.getByRole('checkbox', { name: 'Zenfolio gallery' })).not.toBeChecked();
  await picker.getByRole('checkbox', { name: 'Web link' }).check();
  await picker.getByRole('checkbox', { name: 'Shot card' }).check();
  await expect(table.getByRole('columnheader', { name: 'Web link' })).toHaveCount(1);
  // a fulfilled event has no customer page (only a published one does); its shot card opens from the column
  await page.keyboard.press('Escape');
  await table
    .getByRole('button', { name: /\(column\)$/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cockpit-game-day.png') });
});
