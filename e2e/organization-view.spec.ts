import { expect, test, type Page } from '@playwright/test';
import { selectDropdown, selectedValue, selectHolding, timeline } from './antd';
import { apiCall, chooseOption } from './commerce';
import { unique, uniqueCode } from './helpers';
import { createUserViaApi } from './people-helpers';

interface Ref {
  id: number;
  name: string;
}

/** A school that is also a team, every field filled, linked to a demo district and under a demo organization. */
async function fullOrganization(page: Page) {
  const lookups = await apiCall<{ types: Ref[]; districts: Array<{ id: number; title: string }> }>(
    page,
    'GET',
    '/api/organizations/lookups',
  );
  // Any demo organization will do as the parent (districts are School District records, not organizations).
  const [parent] = await apiCall<Ref[]>(page, 'GET', '/api/organizations?pageSize=1&sort=name');
  const district = lookups.districts[0];
  const org = await apiCall<Ref & { updatedAt: string }>(page, 'POST', '/api/organizations', {
    organizationTypeId: lookups.types.find((t) => t.name === 'School')!.id,
    name: unique('Viewpoint High'),
    shortName: 'VPHS',
    description: 'Home of the Viewers.',
    phone: '(972) 555-0142',
    address: {
      addressLine1: '1200 Main Street',
      city: 'Plano',
      state: 'TX',
      zip: '75074',
      country: 'United States',
    },
    parentId: parent.id,
    isTeam: true,
    websiteLink: 'https://viewpoint.example.org',
    googleMapLink: 'https://maps.google.com/?q=Viewpoint+High+School',
    ncesId: String(Date.now()).slice(-12),
    schoolDistrictId: district.id,
    startDate: '2026-08-01',
    endDate: '2027-06-30',
  });
  // A change, for the history beside the page.
  await apiCall(page, 'PATCH', `/api/organizations/${org.id}`, { phone: '(972) 555-0199' });
  return { org, parent, district };
}

test('an organization’s page shows every field and its history; “View linked events” lists its events', async ({
  page,
}) => {
  const { org, parent, district } = await fullOrganization(page);
  const events = await apiCall<{ categories: Ref[] }>(page, 'GET', '/api/events/lookups');
  const event = await apiCall<Ref & { title: string }>(page, 'POST', '/api/events', {
    title: unique('Viewpoint game'),
    competitionType: 'game',
    status: 'draft',
    eventCategoryId: events.categories.find((c) => c.name === 'Football')!.id,
    startTime: '2031-09-12T19:00:00-05:00',
    endTime: '2031-09-12T21:00:00-05:00',
    match: { homeTeamId: org.id },
  });

  // From the list: the name opens the page.
  await page.goto(`/organizations?q=${encodeURIComponent(org.name)}`);
  await page.getByRole('link', { name: org.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/view-organization/${org.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: org.name })).toBeVisible();
  await expect(page).toHaveTitle('Phlox Admin | Organizations');

  const details = page.getByRole('table').first();
  for (const text of [
    'School',
    'VPHS',
    'Home of the Viewers.',
    '(972) 555-0199',
    '1200 Main Street',
    'Plano, TX 75074',
    'United States',
    'Aug 1, 2026',
    'Jun 30, 2027',
  ])
    await expect(details).toContainText(text);
  await expect(details.getByRole('link', { name: parent.name })).toHaveAttribute(
    'href',
    `/organizations/view-organization/${parent.id}`,
  );
  await expect(details.getByRole('link', { name: district.title })).toHaveAttribute(
    'href',
    `/school-districts/edit/${district.id}`,
  );
  await expect(details.getByRole('link', { name: 'https://viewpoint.example.org' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(details.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    'https://maps.google.com/?q=Viewpoint+High+School',
  );
  // Empty fields say so: no image was given.
  await expect(details.getByRole('row', { name: /Image/ })).toContainText('—');
  await expect(timeline(page)).toContainText('changed Phone from “(972) 555-0142” to “(972) 555-0199”');
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('organization-view.png'), fullPage: true });

  // The events list, filtered to it by name, shows the game it plays at home.
  await page.getByRole('button', { name: 'View linked events' }).click();
  await expect(page).toHaveURL(new RegExp(`/events\\?organizationId=${org.id}$`));
  await expect(page.getByRole('row', { name: new RegExp(event.title) })).toBeVisible();
  await expect(page.getByText(/^Showing 1 Event$/)).toBeVisible();
  const filter = selectHolding(page, page.getByLabel('Organization or team', { exact: true }));
  await expect(selectedValue(filter)).toHaveText(org.name);
  await page.screenshot({ path: test.info().outputPath('linked-events.png') });

  // Back on the page, its back button returns to the list as it was searched.
  await page.goBack();
  await page.getByRole('button', { name: 'Organizations' }).click();
  await expect(page).toHaveURL(/\/organizations\?q=/);
  await expect(page.getByRole('row', { name: new RegExp(org.name) })).toBeVisible();

  // Edit from the page, and back to the page after saving.
  await page.getByRole('link', { name: `View ${org.name}` }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/edit-organization/${org.id}$`));
  await expect(page.getByLabel('Short name')).toHaveValue('VPHS');
  await page.getByLabel('Short name').fill('VHS');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/view-organization/${org.id}$`));
  await expect(timeline(page)).toContainText('changed Short name from “VPHS” to “VHS”');
});

test('a user’s level and pay, set in the user form, show in the users list and filter it', async ({ page }) => {
  const level = await apiCall<Ref>(page, 'POST', '/api/levels', { name: unique('Crew chief'), code: uniqueCode() });
  const user = await createUserViaApi(page);
  const name = `${user.firstName} ${user.lastName}`;

  await page.goto(`/users/edit-user/${user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  await chooseOption(page, 'Level', level.name);
  await chooseOption(page, 'Compensation', 'Percent of sales');
  await page.getByLabel('Rate').fill('120');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use a percent from 0 to 100 (at most 2 decimals)')).toBeVisible();
  // Another type reads the rate in dollars.
  await chooseOption(page, 'Compensation', 'Hourly');
  await page.getByLabel('Rate').fill('40');
  await expect(page.getByText('Per hour.')).toBeVisible();
  await page.getByText('Level and pay').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('user-form.png') });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`User “${name}” saved`)).toBeVisible();

  // The list shows them; its filters find the user by level and by compensation type.
  await page.goto('/users');
  await chooseOption(page, 'Level', level.name);
  await expect(page).toHaveURL(new RegExp(`levelId=${level.id}`));
  await expect(page.getByText(/^Showing 1 User$/)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(user.lastName) });
  await expect(row).toContainText(level.name);
  await expect(row).toContainText('$40.00/h');
  await chooseOption(page, 'Compensation', 'Hourly');
  await expect(page).toHaveURL(/compensationType=hourly/);
  await expect(row).toBeVisible();
  await expect(selectDropdown(page)).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('users-list.png') });
  await chooseOption(page, 'Compensation', 'Fixed per event');
  await expect(page.getByText('No users match these filters')).toBeVisible();

  // The change is in the user's history, in words.
  await page.goto(`/users/edit-user/${user.id}`);
  await expect(timeline(page)).toContainText(`changed Level from empty to “${level.name}”`);
  await expect(timeline(page)).toContainText('changed Compensation from empty to “$40.00/h”');
});
