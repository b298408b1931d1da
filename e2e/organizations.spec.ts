import { expect, test, type Page } from '@playwright/test';
import { selectOptions } from './antd';
import { signIn, unique } from './helpers';
import { dropFiles, makePng } from './images';
import { createRoleViaApi, createUserViaApi, latestMailTo, linkPathOf, uniqueEmail } from './people-helpers';
import { SIGNED_OUT } from './storage-state';

interface OrgRow {
  id: number;
  name: string;
  ncesId: string | null;
}

async function token(page: Page): Promise<string> {
  const value = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!value) throw new Error('needs a signed-in page');
  return value;
}

/** Creates an organization through the API as the signed-in admin (type by name), with the required short name and ZIP. */
async function createOrganization(page: Page, name: string, typeName = 'Team'): Promise<OrgRow> {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const lookups = await (await page.request.get('/api/organizations/lookups', { headers })).json();
  const type = (lookups.data.types as Array<{ id: number; name: string }>).find((t) => t.name === typeName)!;
  const res = await page.request.post('/api/organizations', {
    data: { name, shortName: name.slice(0, 50), address: { zip: '75074' }, organizationTypeId: type.id },
    headers,
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: OrgRow }).data;
}

async function firstSchoolWithNces(page: Page): Promise<OrgRow> {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const res = await page.request.get('/api/organizations?q=High%20School&pageSize=50', { headers });
  return ((await res.json()).data as OrgRow[]).find((o) => o.ncesId)!;
}

/** Picks an option of an Ant Design select found by its label. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  await selectOptions(page, option).first().click();
}

async function openList(page: Page, search = ''): Promise<void> {
  await page.goto(search ? `/organizations?q=${encodeURIComponent(search)}` : '/organizations');
  // The first load also fetches the filters' lookups; give a busy machine time.
  await expect(page.getByText(/^Showing [\d,]+ Organizations?$/)).toBeVisible();
}

test('add an organization: client and server field errors beside the fields, then saved and listed', async ({
  page,
}) => {
  const name = unique('Lincoln High');
  const taken = await firstSchoolWithNces(page);
  await openList(page);
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(page).toHaveURL(/\/organizations\/add-organization$/);
  // The form's chunk (date picker, image upload) loads on first use.
  await expect(page.getByRole('heading', { name: 'Add organization' })).toBeVisible();
  await expect(page).toHaveTitle('Phlox Admin | Organizations');

  await choose(page, 'Organization type', 'School');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await choose(page, 'State', 'Texas');
  await choose(page, 'City', 'Frisco');
  await page.getByLabel('NCES id').fill(taken.ncesId!);
  // Short name and ZIP are required.
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByText('Enter a short name')).toBeVisible();
  await expect(page.getByText('Enter the ZIP code')).toBeVisible();
  await page.getByLabel('Short name').fill('LHS');
  await page.getByLabel('ZIP code').fill('7503');
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByText('Enter a US ZIP code: 12345 or 12345-6789')).toBeVisible();

  await page.getByLabel('ZIP code').fill('75034');
  await page.getByLabel('Phone').fill('972 555 0199');
  // Ctrl+Enter saves; the server refuses the NCES id and says so beside the field.
  await page.getByLabel('Name', { exact: true }).press('Control+Enter');
  await expect(page.getByText(`Another organization already has this NCES id: ${taken.name}`)).toBeVisible();

  await page.getByLabel('NCES id').fill('');
  await page.getByRole('button', { name: 'Add organization' }).click();
  await expect(page.getByText(`Organization “${name}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/organizations$/);
  await page.getByRole('searchbox').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Frisco, TX');
  await expect(row).toContainText('School');
});

test('edit an organization: back to the filtered list, and the change shows in its history', async ({ page }) => {
  const org = await createOrganization(page, unique('Edit Team'));
  const renamed = unique('Renamed Team');
  await openList(page, org.name);
  await page.getByRole('link', { name: `Edit ${org.name}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/edit-organization/${org.id}$`));
  await expect(page.getByRole('heading', { name: `Edit ${org.name}` })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(org.name);
  await page.getByLabel('Name', { exact: true }).fill(renamed);
  await page.getByLabel('Website').fill('https://renamed.example.org');
  // The image arrives by drag and drop and is uploaded before Save.
  await dropFiles(page, page.getByRole('button', { name: 'Organization image' }), [
    { name: 'crest.png', type: 'image/png', bytes: makePng() },
  ]);
  await expect(page.getByRole('img', { name: /^Uploaded / })).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/organizations/${org.id}`) && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const body = (await (await saved).json()) as { data: { imageUrl: string | null } };
  expect(body.data.imageUrl).toMatch(/\.png$/);
  await expect(page.getByText(`Organization “${renamed}” saved`)).toBeVisible();
  // Saving returns to the list exactly as it was filtered.
  await expect(page).toHaveURL(
    new RegExp(`/organizations\\?q=${encodeURIComponent(org.name).replace(/%20/g, '(\\+|%20)')}$`),
  );

  // The name opens the organization's page, its history beside it.
  await page.getByRole('searchbox').fill(renamed);
  await page.getByRole('link', { name: renamed, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/organizations/view-organization/${org.id}$`));
  await expect(page.getByText(`changed Name from “${org.name}” to “${renamed}”`)).toBeVisible();
  await expect(page.getByText('changed Website link from empty to “https://renamed.example.org”')).toBeVisible();
});

test('delete an organization after a confirmation naming it', async ({ page }) => {
  const org = await createOrganization(page, unique('Doomed Venue'), 'Venue');
  await openList(page, org.name);
  await page.getByRole('button', { name: `Delete ${org.name}` }).click();
  await expect(page.getByText(`Delete organization “${org.name}”?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText(`Organization “${org.name}” deleted`)).toBeVisible();
  await expect(page.getByText('No organizations match these filters')).toBeVisible();
});

test('import a CSV dropped on the list: preview, summary, and the failed row with its line number', async ({
  page,
}) => {
  const good = unique('Dropped Academy');
  const bad = unique('Broken Academy');
  const csv = [
    'name,short_name,type,city,state,zip',
    `${good},DA,School,Plano,TX,75074`,
    `${bad},BA,School,Plano,TX,7507`,
  ].join('\n');
  await openList(page);

  // A real drag and drop: the file is created in the page and carried by a DataTransfer.
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'organizations.csv', { type: 'text/csv' }));
    return dt;
  }, csv);
  const target = page.getByTestId('csv-drop-target');
  await target.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop a CSV file to import organizations')).toBeVisible();
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });

  const dialog = page.getByRole('dialog', { name: 'Import organizations' });
  await expect(dialog.getByText('organizations.csv')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'First rows of the file' })).toContainText(good);
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();

  await expect(dialog.getByText(/^Imported 1 of 2 rows: /)).toBeVisible();
  const summary = dialog.getByRole('group', { name: 'Import summary' });
  await expect(summary).toContainText('Created1');
  await expect(summary).toContainText('Failed1');
  const failedRow = dialog.getByRole('row', { name: new RegExp(bad) });
  await expect(failedRow.getByRole('cell').first()).toHaveText('3');
  await expect(failedRow).toContainText('zip: Enter a US ZIP code');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download failed rows to fix' }).click();
  expect((await download).suggestedFilename()).toBe('organizations-failed-rows.csv');

  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('searchbox').fill(good);
  await expect(page.getByRole('row', { name: new RegExp(good) })).toBeVisible();
});

test('an import never empties a stored field by accident: empty keeps, “-” empties after a confirmation', async ({
  page,
}) => {
  const headers = { Authorization: `Bearer ${await token(page)}` };
  const lookups = await (await page.request.get('/api/organizations/lookups', { headers })).json();
  const school = (lookups.data.types as Array<{ id: number; name: string }>).find((t) => t.name === 'School')!;
  const name = unique('Keepsake High');
  const nces = String(Date.now()).slice(-12).padStart(12, '4');
  const created = await page.request.post('/api/organizations', {
    headers,
    data: {
      name,
      shortName: 'KH',
      address: { zip: '75074' },
      organizationTypeId: school.id,
      ncesId: nces,
      phone: '(972) 555-0142',
      websiteLink: 'https://keepsake.example.org',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { data: OrgRow }).data;

  await openList(page);
  // Matched by NCES id: the empty type and website keep their values, the "-" empties the phone.
  await page.getByLabel('CSV file to import').setInputFiles({
    name: 'fix-phones.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name,type,nces_id,phone,website\n${name},,${nces},-,\n`),
  });
  const dialog = page.getByRole('dialog', { name: 'Import organizations' });
  await dialog.getByRole('button', { name: 'Import 1 row' }).click();
  const confirm = page.getByRole('dialog', { name: 'Empty 1 stored value?' });
  await expect(confirm).toBeVisible();
  await expect(dialog.getByText('Will empty 1 stored value on 1 record')).toBeVisible();
  await expect(dialog.getByText(`line 2 (${name}): phone`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('import-clears-confirm.png') });
  await confirm.getByRole('button', { name: 'Import and empty them' }).click();
  await expect(dialog.getByText('Imported 1 of 1 row: 1 updated.')).toBeVisible();

  const after = (await (await page.request.get(`/api/organizations/${id}`, { headers })).json()).data;
  expect(after).toMatchObject({
    name,
    phone: null,
    websiteLink: 'https://keepsake.example.org',
    organizationTypeId: school.id,
  });
});

test('a file that is not a CSV is refused with a clear message', async ({ page }) => {
  await openList(page);
  await page.getByLabel('CSV file to import').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  await expect(page.getByRole('dialog', { name: 'Import organizations' }).getByRole('alert')).toHaveText(
    '“logo.png” is not a CSV file. Save the spreadsheet as CSV and drop it again.',
  );
});

test('export downloads the filtered list as CSV', async ({ page }) => {
  const org = await createOrganization(page, unique('Exported Team'));
  await openList(page, org.name);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^organizations-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString('utf8').trim().split(/\r\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(org.name);
});

test('a view-only role sees organizations without add, import, edit or delete', async ({ page, browser }) => {
  const role = await createRoleViaApi(page, {
    name: `Org viewer ${unique('').trim()}`,
    permissions: { organizations: 'view' },
  });
  const email = uniqueEmail('orgviewer');
  await createUserViaApi(page, { roleIds: [role.id], email });
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const viewer = await context.newPage();
  await viewer.goto(linkPathOf(await latestMailTo(email)));
  await viewer.getByLabel('New password', { exact: true }).fill('viewer-pass-1');
  await viewer.getByLabel('Repeat new password').fill('viewer-pass-1');
  await viewer.getByRole('button', { name: 'Set new password' }).click();
  await expect(viewer.getByText('Your password has been changed.')).toBeVisible();
  await signIn(viewer, { email, password: 'viewer-pass-1' });

  await openList(viewer, 'Plano High School');
  for (const name of ['Add organization', 'Import CSV', 'CSV template'])
    await expect(viewer.getByRole('button', { name })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Export CSV' })).toBeVisible();

  await expect(viewer.getByRole('link', { name: 'Edit Plano High School' })).toHaveCount(0);
  await viewer.getByRole('link', { name: 'View Plano High School' }).click();
  await expect(viewer.getByRole('heading', { name: 'Plano High School' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'View linked events' })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(viewer.getByText('Change history')).toBeVisible();
  // The edit page's address opens the form read-only.
  await viewer.goto(viewer.url().replace('view-organization', 'edit-organization'));
  await expect(viewer.getByLabel('Name', { exact: true })).toBeDisabled();
  await expect(viewer.getByRole('button', { name: 'Save' })).toHaveCount(0);

  await viewer.goto('/organizations/add-organization');
  await expect(viewer.getByText('No access')).toBeVisible();
  await context.close();
});
