import { expect, test, type Page } from '@playwright/test';
import { notifications, popconfirm } from './antd';
import { signIn, unique } from './helpers';
import { dropFiles, makePng } from './images';
import { createUserViaApi, latestMailTo, linkPathOf, roleIdByName, uniqueEmail } from './people-helpers';
import { SIGNED_OUT } from './storage-state';

async function openUsers(page: Page, search = ''): Promise<void> {
  await page.goto(search ? `/users?q=${encodeURIComponent(search)}` : '/users');
  await expect(page.getByText(/^Showing \d+ Users?$/)).toBeVisible();
}

test('add a photographer: the invitation e-mail arrives and its link lets them choose a password', async ({
  page,
  browser,
}) => {
  const lastName = unique('Added');
  const email = uniqueEmail('added');
  await openUsers(page);
  await page.getByRole('button', { name: 'Add user' }).first().click();
  await expect(page).toHaveURL(/\/users\/add-user$/);
  await page.getByLabel('First name').fill('Nadia');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Phone').fill('214 555 ' + String(Date.now()).slice(-4));
  // Photographer is the default role, so the profile section is there.
  await page.getByLabel('Default charge').fill('175.50');
  await page.getByLabel('Sports').check();
  const day = page.getByRole('textbox', { name: 'Day' });
  await day.click();
  await day.fill('Oct 9, 2026');
  await day.press('Enter');
  await page.getByRole('button', { name: 'Add day' }).click();
  await expect(page.getByRole('list', { name: 'Calendar days' })).toContainText('Fri, Oct 9, 2026');
  await page.getByRole('button', { name: 'Add user' }).click();

  await expect(
    page.getByText(`User “Nadia ${lastName}” added; the invitation to ${email} is on its way`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.getByRole('searchbox').fill(email);
  const row = page.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('Photographer');
  await expect(row).toContainText('Invited');

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('You are invited to Phlox Admin');
  const invitee = await browser.newPage({ storageState: SIGNED_OUT });
  await invitee.goto(linkPathOf(mail));
  await invitee.getByLabel('New password', { exact: true }).fill('nadia-password-1');
  await invitee.getByLabel('Repeat new password').fill('nadia-password-1');
  await invitee.getByRole('button', { name: 'Set new password' }).click();
  await expect(invitee.getByText('Your password has been changed.')).toBeVisible();
  await signIn(invitee, { email, password: 'nadia-password-1' });
  await invitee.close();

  await openUsers(page, email);
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).toContainText('Active');
  await expect(page.getByRole('row', { name: new RegExp(lastName) })).not.toContainText('Invited');
  await page.getByRole('link', { name: `Nadia ${lastName}` }).click();
  await expect(page.getByLabel('Default charge')).toHaveValue('175.50');
  await expect(page.getByRole('list', { name: 'Calendar days' })).toContainText('Fri, Oct 9, 2026');
  await expect(page.getByRole('button', { name: 'Send password reset' })).toBeVisible();
});

test('edit a user: saved, back on the list as it was filtered, and the change is in the history', async ({ page }) => {
  const user = await createUserViaApi(page);
  const renamed = unique('Renamed');
  await openUsers(page, user.email);
  await page.getByRole('link', { name: `${user.firstName} ${user.lastName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/users/edit-user/${user.id}$`));
  await expect(page.getByLabel('Last name')).toHaveValue(user.lastName);
  await page.getByLabel('Last name').fill(renamed);
  // Ctrl+Enter saves from any field.
  await page.getByLabel('Last name').press('Control+Enter');
  await expect(page.getByText(`User “${user.firstName} ${renamed}” saved`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/users\\?q=${encodeURIComponent(user.email).replace(/\./g, '\\.')}$`));
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toBeVisible();

  await page.getByRole('link', { name: `${user.firstName} ${renamed}` }).click();
  await expect(page.getByText(`changed Last name from “${user.lastName}” to “${renamed}”`)).toBeVisible();
});

test('delete a user after a confirmation naming them', async ({ page }) => {
  const user = await createUserViaApi(page);
  const name = `${user.firstName} ${user.lastName}`;
  await openUsers(page, user.email);
  await page
    .getByRole('row', { name: new RegExp(user.lastName) })
    .getByRole('button', { name: `Delete ${name}` })
    .click();
  const confirm = popconfirm(page);
  await expect(confirm.getByText(`Delete user “${name}”?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`User “${name}” deleted`)).toBeVisible();
  await expect(page.getByText('No users match these filters')).toBeVisible();
});

test('filters by role and status through the URL; a reset link can be sent from the edit page', async ({ page }) => {
  const admin = await roleIdByName(page, 'Admin');
  const user = await createUserViaApi(page, { roleIds: [admin], status: 'inactive' });
  await page.goto(`/users?role=${admin}&status=inactive&q=${encodeURIComponent(user.email)}`);
  await expect(page.getByText('Showing 1 User', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByTitle('Active', { exact: true }).click();
  await expect(page).toHaveURL(/status=active/);
  await expect(page.getByText('No users match these filters')).toBeVisible();

  // Inactive users get no links; once active, an invited user can be sent a new invitation.
  await page.goto(`/users/edit-user/${user.id}`);
  await expect(page.getByRole('button', { name: 'Resend invitation' })).toBeDisabled();
  await page.getByLabel('Status').click();
  await page.getByTitle('Active — may sign in').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/saved$/)).toBeVisible();
  await page.goto(`/users/edit-user/${user.id}`);
  await page.getByRole('button', { name: 'Resend invitation' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(
    page.getByText(`Invitation to ${user.email} is on its way: the bell shows when it is sent`),
  ).toBeVisible();
  expect((await latestMailTo(user.email)).subject).toBe('You are invited to Phlox Admin');
  // Sent in the background: a toast says so once it went out.
  await expect(notifications(page, `Invitation e-mail to ${user.email}`)).toContainText(`Sent to ${user.email}`);

  // The bell: the e-mail sent in the background, with its outcome, still there after a reload.
  await page.reload();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByTestId('job-item').filter({ hasText: `Invitation e-mail to ${user.email}` });
  await expect(item).toContainText('Done');
  await expect(item).toContainText(`Sent to ${user.email}`);
});

test('a photo and portfolio images arrive by drag and drop and are saved with the user', async ({ page }) => {
  const user = await createUserViaApi(page);
  await page.goto(`/users/edit-user/${user.id}`);
  const photoUpload = page.waitForResponse((r) => r.url().includes('/uploads/') && r.request().method() === 'PUT');
  await dropFiles(page, page.getByRole('button', { name: 'Upload a photo' }), [
    { name: 'face.png', type: 'image/png', bytes: makePng(96, 96) },
  ]);
  expect((await photoUpload).status()).toBe(201);
  // One at a time, so their order is known: the first becomes the primary image, then the second is made it.
  const gallery = page.getByRole('button', { name: 'Upload portfolio images' });
  await dropFiles(page, gallery, [{ name: 'goal.png', type: 'image/png', bytes: makePng(240, 160) }]);
  await expect(page.getByRole('group', { name: 'Primary image 1' })).toBeVisible();
  await dropFiles(page, gallery, [
    { name: 'huddle.png', type: 'image/png', bytes: makePng(160, 240, [250, 20, 20], [20, 20, 250]) },
  ]);
  await expect(page.getByRole('group', { name: 'Image 2', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Make image 2 the primary image' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`User “${user.firstName} ${user.lastName}” saved`)).toBeVisible();

  await page.goto(`/users?q=${encodeURIComponent(user.email)}`);
  const avatar = page
    .getByRole('row', { name: new RegExp(user.lastName) })
    .locator('img')
    .first();
  await expect(avatar).toHaveAttribute('src', /\/uploads\/.+\.png$/);
  await page.goto(`/users/edit-user/${user.id}`);
  const primary = page.getByRole('group', { name: 'Primary image 2' });
  await expect(primary.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await primary.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
});
