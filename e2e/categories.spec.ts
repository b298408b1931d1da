import { expect, test, type Page } from '@playwright/test';
import { popconfirm, selectDropdown } from './antd';
import { unique } from './helpers';
import { dropFiles, makePng } from './images';

interface CategoryDetail {
  id: number;
  name: string;
  slug: string;
  updatedAt: string;
  images: Array<{ url: string; primary: boolean }>;
  questions: Array<{ questions: string; questionType: string; options: Array<{ name: string; code: string | null }> }>;
  boosterCommissions: Array<{ organizationName: string; percent: string }>;
}

async function token(page: Page): Promise<string> {
  const value = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!value) throw new Error('needs a signed-in page');
  return value;
}

async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object): Promise<T> {
  const res = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Bearer ${await token(page)}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Picks an option of an antd Select by typing into its search box. */
async function choose(page: Page, label: string | RegExp, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option);
  await selectDropdown(page).getByTitle(option, { exact: true }).click();
}

/** For the first paint of a page that was just opened: its chunks load and its data arrives. */

test('add a category with a question, an option, a commission and an image dropped onto the form', async ({ page }) => {
  const name = unique('Girls Flag Football');
  const clubs = await api<{ boosterClubs: Array<{ name: string }> }>(page, 'GET', '/api/categories/lookups');
  await page.goto('/categories');
  await expect(page.getByText(/^Showing \d+ Categor(y|ies)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Add category' }).first().click();
  await expect(page).toHaveURL(/\/categories\/add-category$/);
  await expect(page).toHaveTitle('Phlox Admin | Categories');
  await expect(page.getByRole('heading', { name: 'Add category' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await choose(page, 'Parent group', 'Fall Sports');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Flag football for every grade.');

  // The image arrives by drag and drop, is uploaded at once, and shows as the primary image.
  const upload = page.waitForResponse((r) => r.url().includes('/uploads/images/') && r.request().method() === 'PUT');
  await dropFiles(page, page.getByRole('button', { name: 'Category images', exact: true }), [
    { name: 'flag-football.png', type: 'image/png', bytes: makePng() },
  ]);
  expect((await upload).status()).toBe(201);
  const tile = page.getByRole('group', { name: 'Primary image 1' });
  await expect(tile.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await tile.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  await page.getByRole('button', { name: 'Add template' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Flag football game');

  await page.getByRole('button', { name: 'Add question' }).click();
  const question = page.getByRole('group', { name: 'Question 1' });
  await question.getByRole('textbox', { name: 'Question', exact: true }).fill('Shot type');
  await question.getByRole('combobox', { name: 'Answer type' }).click();
  await selectDropdown(page).getByTitle('Select (one option)').click();
  await question.getByRole('button', { name: 'Add option' }).click();
  await question.getByLabel('Question 1, option 1 name').fill('Action');
  await question.getByLabel('Question 1, option 1 code').fill('action');

  await page.getByRole('button', { name: 'Add booster club' }).click();
  await choose(page, 'Booster club 1', clubs.boosterClubs[0].name);
  await page.getByRole('spinbutton', { name: 'Commission 1' }).fill('12.5');

  const created = page.waitForResponse((r) => r.url().endsWith('/api/categories') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add category' }).click();
  const saved = ((await (await created).json()) as { data: CategoryDetail }).data;
  await expect(page.getByText(`Category “${name}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/categories$/);

  expect(saved.images).toEqual([
    {
      id: expect.any(Number),
      imageId: expect.any(Number),
      url: expect.stringMatching(/\/uploads\/images\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/),
      primary: true,
    },
  ]);
  expect(saved.questions[0]).toMatchObject({
    questions: 'Shot type',
    questionType: 'select',
    options: [{ name: 'Action', code: 'action' }],
  });
  expect(saved.boosterCommissions).toEqual([
    expect.objectContaining({ organizationName: clubs.boosterClubs[0].name, percent: '12.50' }),
  ]);
  const image = await page.request.get(saved.images[0].url);
  expect(image.headers()['content-type']).toBe('image/png');

  await page.getByRole('searchbox').fill(saved.slug);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Fall Sports' })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
});

test('edit a category: reorder questions, save, back to the filtered list, history shows the change', async ({
  page,
}) => {
  const created = await api<CategoryDetail>(page, 'POST', '/api/categories', {
    name: unique('Edit Me'),
    questions: [
      { questions: 'Player name', questionType: 'text' },
      { questions: 'Jersey number', questionType: 'number' },
    ],
  });
  const renamed = unique('Renamed');
  await page.goto(`/categories?q=${created.slug}`);
  await page.getByRole('link', { name: created.name }).click();
  await expect(page).toHaveURL(new RegExp(`/categories/edit-category/${created.id}$`));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(created.name);

  await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await page.getByRole('button', { name: 'Move question 2 up' }).click();
  await expect(page.getByRole('group', { name: 'Question 1' })).toContainText('Jersey number');
  // Ctrl+Enter saves from any field.
  await page.getByRole('textbox', { name: 'Name' }).press('Control+Enter');
  await expect(page.getByText(`Category “${renamed}” saved`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/categories\\?q=${created.slug}$`));
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();

  const after = await api<CategoryDetail>(page, 'GET', `/api/categories/${created.id}`);
  expect(after.questions.map((q) => q.questions)).toEqual(['Jersey number', 'Player name']);
  await page.getByRole('link', { name: renamed }).click();
  await expect(page.getByText(`changed Name from “${created.name}” to “${renamed}”`)).toBeVisible();
});

test('delete a category after a confirmation naming it; a group with sports is refused with the reason', async ({
  page,
}) => {
  const created = await api<CategoryDetail>(page, 'POST', '/api/categories', { name: unique('Delete Me') });
  await page.goto(`/categories?q=${created.slug}`);
  await page
    .getByRole('row', { name: new RegExp(created.name) })
    .getByRole('button', { name: `Delete ${created.name}` })
    .click();
  const confirm = popconfirm(page);
  await expect(confirm.getByText(`Delete category “${created.name}”?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Category “${created.name}” deleted`)).toBeVisible();
  await expect(page.getByText('No categories match these filters')).toBeVisible();

  await page.goto('/categories?q=fall-sports');
  await page
    .getByRole('row', { name: /Fall Sports/ })
    .getByRole('button', { name: 'Delete Fall Sports' })
    .click();
  await popconfirm(page).getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('dialog', { name: 'Category “Fall Sports” was not deleted' });
  await expect(refusal).toContainText('“Fall Sports” is still used by:');
  await expect(refusal.getByRole('listitem').first()).toHaveText(/^\d+ sub-categories: “/);
});

test('the list filters by parent group through the URL', async ({ page }) => {
  await page.goto('/categories');
  await choose(page, 'Parent group', 'In Fall Sports');
  await expect(page).toHaveURL(/parentId=\d+/);
  const parents = page.getByRole('row').locator('td:nth-child(3)');
  // Done when the filtered rows are in: every row's parent is the group picked.
  await expect(parents.first()).toHaveText('Fall Sports');
  await expect(parents.filter({ hasNotText: /^Fall Sports$/ })).toHaveCount(0);
});
