import { expect, test, type Page } from '@playwright/test';
import { disabledSelectOptions, expectModalOpened, formErrors, pickOption, selectDropdown } from './antd';
import { apiCall, chooseOption, confirmDelete } from './commerce';
import { unique } from './helpers';

interface Ref {
  id: number;
  name: string;
}
interface District {
  id: number;
  title: string;
  schoolCount: number;
}

/** A school of its own (an organization of type School in Plano, TX), created through the API. */
async function createSchool(page: Page, prefix: string): Promise<Ref> {
  const { types } = await apiCall<{ types: Ref[] }>(page, 'GET', '/api/organizations/lookups');
  return apiCall<Ref>(page, 'POST', '/api/organizations', {
    name: unique(prefix),
    shortName: prefix.slice(0, 50),
    organizationTypeId: types.find((t) => t.name === 'School')!.id,
    address: { city: 'Plano', state: 'TX', zip: '75074', country: 'United States' },
  });
}

async function createDistrict(page: Page, schoolIds: number[] = [], state = 'TX'): Promise<District> {
  return apiCall<District>(page, 'POST', '/api/school-districts', {
    title: unique('E2E ISD'),
    state,
    status: 'active',
    schoolIds,
  });
}

/** A media day held for the district: while it is live, the district cannot be deleted. */
async function createMediaDay(page: Page, district: District): Promise<{ id: number; title: string }> {
  const { categories } = await apiCall<{ categories: Ref[] }>(page, 'GET', '/api/events/lookups');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  return apiCall(page, 'POST', '/api/events', {
    title: unique('District Media Day'),
    competitionType: 'media_day',
    eventCategoryId: categories.find((c) => c.name === 'Football')!.id,
    startTime: `2033-03-${day}T10:00:00-05:00`,
    endTime: `2033-03-${day}T12:00:00-05:00`,
    schoolDistrictId: district.id,
  });
}

async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(search ? `/school-districts?q=${encodeURIComponent(search)}` : '/school-districts');
  await expect(page.getByText(/^Showing [\d,]+ School Districts?$/)).toBeVisible();
}

/** Types a school's name into the Schools picker and picks it; the list under the picker then shows it. */
async function pickSchool(page: Page, name: string): Promise<void> {
  await pickOption(page, page.getByLabel('Schools', { exact: true }), name);
  await expect(
    page.getByRole('table', { name: 'Chosen schools' }).getByRole('row', { name: new RegExp(name) }),
  ).toBeVisible();
}

/**
 * Picks a list filter's option; the filter is found by its role, as the sortable State column's header carries
 * the same label. Done when the address holds the filter.
 */
async function filterBy(page: Page, label: string, option: string, typed: string, param: RegExp): Promise<void> {
  await pickOption(page, page.getByRole('combobox', { name: label, exact: true }), option, typed);
  await expect(page).toHaveURL(param);
}

const schoolsCell = (page: Page, title: string) =>
  page
    .getByRole('row', { name: new RegExp(title) })
    .getByRole('cell')
    .nth(4);

test('add a district with two schools picked by typing; listed with 2 schools and found by its state', async ({
  page,
}) => {
  const [maple, cedar] = [await createSchool(page, 'Maple Elementary'), await createSchool(page, 'Cedar Middle')];
  const title = unique('Green Mountain ISD');
  await page.goto('/school-districts');
  await expect(
    page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'School Districts' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'School Districts' })).toBeVisible();
  await expect(page).toHaveTitle('Phlox Admin | School Districts');

  await page.getByRole('button', { name: 'Add school district' }).click();
  await expect(page).toHaveURL(/\/school-districts\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add school district' })).toBeVisible();
  await expect(page.getByText('No schools chosen yet')).toBeVisible();

  // Nothing filled in: the state is asked for beside its field, nothing is sent.
  await page.getByRole('button', { name: 'Add school district' }).click();
  await expect(formErrors(page, 'Enter a title')).toBeVisible();
  await expect(formErrors(page, 'Choose the state')).toBeVisible();

  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Code', { exact: true }).fill(String(Date.now()).slice(-7));
  await chooseOption(page, 'State', 'Vermont (VT)', { typed: 'Vermont' });
  await pickSchool(page, maple.name);
  await pickSchool(page, cedar.name);
  const chosen = page.getByRole('table', { name: 'Chosen schools' });
  await expect(chosen.getByRole('row', { name: new RegExp(maple.name) })).toContainText('Plano');
  await expect(chosen.getByRole('row', { name: new RegExp(maple.name) })).toContainText('School');
  await page.keyboard.press('Escape');
  await expect(selectDropdown(page)).toHaveCount(0);
  // Tall enough for the whole form above the save bar that stays at the bottom of the window.
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.screenshot({ path: test.info().outputPath('district-form.png') });

  await page.getByRole('button', { name: 'Add school district' }).click();
  await expect(page.getByText(`School district “${title}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/school-districts$/);

  await page.getByRole('searchbox').fill(title);
  await expect(schoolsCell(page, title)).toHaveText('2');
  await filterBy(page, 'State', 'Vermont (VT)', 'Vermont', /state=VT/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Active');
  await expect(page.getByText('Showing 1 School District')).toBeVisible();
  // No column header's sort tooltip in the picture.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('district-list.png') });

  await filterBy(page, 'State', 'Texas (TX)', 'Texas', /state=TX/);
  await expect(page.getByText('No school districts match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await expect(page).toHaveURL(/\/school-districts$/);
});

test('a school of another district shows disabled in the picker; the district’s own are picked', async ({ page }) => {
  const school = await createSchool(page, 'Taken High');
  const owner = await createDistrict(page, [school.id]);

  await page.goto('/school-districts/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add school district' })).toBeVisible();
  const box = page.getByLabel('Schools', { exact: true });
  await box.click();
  await box.fill(school.name);
  const taken = disabledSelectOptions(page).filter({ hasText: school.name });
  await expect(taken).toContainText(`— in ${owner.title}`);
  await page.screenshot({ path: test.info().outputPath('district-picker-disabled.png') });
  await taken.click({ force: true });
  await expect(page.getByText('No schools chosen yet')).toBeVisible();

  // Its own district's form shows it picked, and may keep it.
  await page.goto(`/school-districts/edit/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${owner.title}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Chosen schools' })).toContainText(school.name);
  await box.click();
  await box.fill(school.name);
  await expect(selectDropdown(page).getByTitle(school.name, { exact: true })).toBeVisible();
  await expect(disabledSelectOptions(page).filter({ hasText: school.name })).toHaveCount(0);
});

test('a district an event is linked to is not deleted: the dialog names the event; an unlinked one is', async ({
  page,
}) => {
  const linked = await createDistrict(page);
  const event = await createMediaDay(page, linked);
  await openList(page, linked.title);
  await page.getByRole('button', { name: `Delete ${linked.title}` }).click();
  await confirmDelete(page, `Delete school district “${linked.title}”?`);
  const refusal = page.getByRole('dialog', { name: `School district “${linked.title}” was not deleted` });
  await expect(refusal).toContainText(`“${linked.title}” is still used by:`);
  await expect(refusal.getByRole('listitem').first()).toContainText(`“${event.title}”`);
  await expectModalOpened(refusal);
  await page.screenshot({ path: test.info().outputPath('district-delete-refused.png') });
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(linked.title) })).toBeVisible();

  // From its edit page: the confirmation says its school is set free, and the page leaves for the list.
  const school = await createSchool(page, 'Freed Academy');
  const unlinked = await createDistrict(page, [school.id]);
  await page.goto(`/school-districts/edit/${unlinked.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${unlinked.title}` })).toBeVisible();
  await expect(page.getByText('Change history')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('district-edit.png') });
  await page.getByRole('button', { name: `Delete ${unlinked.title}` }).click();
  await expect(
    page.getByText('Unlink its 1 school too? It will belong to no district, and there is no undo'),
  ).toBeVisible();
  await confirmDelete(page, `Delete school district “${unlinked.title}”?`);
  await expect(page.getByText(`School district “${unlinked.title}” deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/school-districts$/);
  const freed = await apiCall<{ schoolDistrictId: number | null }>(page, 'GET', `/api/organizations/${school.id}`);
  expect(freed.schoolDistrictId).toBeNull();
});

test('an organization’s form picks its district, and the organizations list filters by it', async ({ page }) => {
  const district = await createDistrict(page);
  const school = await createSchool(page, 'Oak Ridge High');
  await page.goto(`/organizations/edit-organization/${school.id}`);
  await expect(page.getByRole('heading', { name: `Edit ${school.name}` })).toBeVisible();
  await chooseOption(page, 'School district', `${district.title} (TX)`, { typed: district.title });
  await expect(selectDropdown(page)).toHaveCount(0);
  await page.getByLabel('NCES id').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('organization-district.png') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Organization “${school.name}” saved`)).toBeVisible();

  await page.goto('/organizations');
  await expect(page.getByText(/^Showing [\d,]+ Organizations?$/)).toBeVisible();
  await chooseOption(page, 'School district', district.title);
  await expect(page).toHaveURL(new RegExp(`districtId=${district.id}`));
  await expect(page.getByText('Showing 1 Organization')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(school.name) })).toContainText(district.title);

  // The district counts its new school.
  await openList(page, district.title);
  await expect(schoolsCell(page, district.title)).toHaveText('1');
});
