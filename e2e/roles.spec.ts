import { expect, test } from '@playwright/test';
import { selectedTagRemover } from './antd';
import { signInThroughForm, unique } from './helpers';
import { createRoleViaApi, createUserViaApi, latestMailTo, linkPathOf, uniqueEmail } from './people-helpers';
import { SIGNED_OUT } from './storage-state';

test('a view-only "Regional manager" sees only Levels and Users, changes nothing, and is refused elsewhere', async ({
  page,
  browser,
}) => {
  const roleName = `Regional manager ${unique('').trim()}`;

  // The admin builds the role in the matrix: view on Levels and Users, none elsewhere.
  await page.goto('/roles');
  await page.getByRole('button', { name: 'Add role' }).first().click();
  await expect(page).toHaveURL(/\/roles\/add-role$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  await page.getByLabel('Short name').fill('RM');
  await page.getByRole('radiogroup', { name: 'Levels access' }).getByText('View').click();
  await page.getByRole('radiogroup', { name: 'Users access' }).getByText('View').click();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText(`Role “${roleName}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/roles$/);
  const row = page.getByRole('row', { name: new RegExp(roleName) });
  await expect(row).toContainText('View 2');
  await expect(row.getByRole('cell').nth(4)).toHaveText('0');

  // A user with that role, invited; the password is chosen through the e-mailed link.
  const email = uniqueEmail('regional');
  await page.goto('/users/add-user');
  await page.getByLabel('First name').fill('Rhea');
  await page.getByLabel('Last name').fill('Regional');
  await page.getByLabel('E-mail').fill(email);
  const roles = page.getByLabel('Roles');
  await roles.click();
  await roles.fill(roleName);
  // The visible option (antd also renders hidden ones for screen readers).
  await page.getByTitle(roleName, { exact: true }).click();
  // Photographer was pre-selected: remove it so the user has the custom role only.
  await selectedTagRemover(page, 'Photographer').click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText(/added; the invitation to .* is on its way/)).toBeVisible();

  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const manager = await context.newPage();
  await manager.goto(linkPathOf(await latestMailTo(email)));
  await manager.getByLabel('New password', { exact: true }).fill('regional-pass-1');
  await manager.getByLabel('Repeat new password').fill('regional-pass-1');
  await manager.getByRole('button', { name: 'Set new password' }).click();
  await expect(manager.getByText('Your password has been changed.')).toBeVisible();
  // Without Events, the role lands on its first area rather than a "No access" page.
  await signInThroughForm(manager, { email, password: 'regional-pass-1' }, '/users');

  // Exactly Levels and Users in the sidebar.
  const nav = manager.getByRole('navigation', { name: 'Areas' });
  await expect(nav.getByRole('link')).toHaveText(['Users', 'Levels']);

  // Lists without add, edit or delete.
  await manager.goto('/levels');
  await expect(manager.getByText(/^Showing \d+ Levels?$/)).toBeVisible();
  await expect(manager.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
  await manager.goto(`/users?q=${encodeURIComponent(email)}`);
  await expect(manager.getByText('Showing 1 User', { exact: true })).toBeVisible();
  await expect(manager.getByRole('button', { name: /^Add/ })).toHaveCount(0);
  await expect(manager.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
  // The user's page is read-only.
  await manager.getByRole('link', { name: 'Rhea Regional' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Rhea Regional' })).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(manager.getByLabel('First name')).toBeDisabled();

  // Another area, typed into the address bar: a clear "no access" page.
  await manager.goto('/coupons');
  await expect(manager.getByText('No access')).toBeVisible();
  await expect(manager.getByText('Your role does not give you access to this area.', { exact: false })).toBeVisible();
  await manager.goto('/roles');
  await expect(manager.getByText('No access')).toBeVisible();
  await context.close();
});

test('built-in roles are protected and a role in use cannot be deleted', async ({ page }) => {
  const role = await createRoleViaApi(page, { name: unique('In use'), permissions: { levels: 'view' } });
  await createUserViaApi(page, { roleIds: [role.id] });
  await page.goto(`/roles?q=${encodeURIComponent(role.name)}`);
  const row = page.getByRole('row', { name: new RegExp(role.name) });
  await expect(row.getByRole('button', { name: `Delete ${role.name}` })).toBeDisabled();

  await page.goto('/roles?q=admin');
  const admin = page.getByRole('row', { name: /Built-in/ }).filter({ hasText: 'Administrator' });
  await expect(admin.getByRole('button', { name: 'Delete Admin' })).toBeDisabled();
  await admin.getByRole('button', { name: 'View Admin' }).click();
  await expect(page.getByText('The Admin role always has Manage on every module')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
});

test('editing a role’s matrix is saved and recorded in its history', async ({ page }) => {
  const role = await createRoleViaApi(page, { name: unique('Editable'), permissions: { levels: 'view' } });
  await page.goto(`/roles?q=${encodeURIComponent(role.name)}`);
  await page.getByRole('link', { name: role.name }).click();
  await page.getByRole('radiogroup', { name: 'Levels access' }).getByText('Manage').click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Role “${role.name}” saved`)).toBeVisible();
  await expect(page).toHaveURL(/\/roles\?q=/);
  await expect(page.getByRole('row', { name: new RegExp(role.name) })).toContainText('Manage 1');
  await page.getByRole('link', { name: role.name }).click();
  await expect(page.getByText('changed Levels access from “view” to “manage”')).toBeVisible();
});

test('add-ons sit under their module and need its tier; a role must open at least one module', async ({ page }) => {
  const roleName = unique('Refunds desk');
  await page.goto('/roles/add-role');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(roleName);
  // Every module at none: refused in the form with the server's message.
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText('Select at least one View or Manage permission')).toBeVisible();

  const refund = page.getByRole('checkbox', { name: 'Orders: Refund' });
  await expect(refund).toBeDisabled();
  await page.getByRole('radiogroup', { name: 'Orders access' }).getByText('View').click();
  await expect(refund).toBeDisabled();
  await page.getByRole('radiogroup', { name: 'Orders access' }).getByText('Manage').click();
  await expect(refund).toBeEnabled();
  await refund.check();
  await page.getByRole('button', { name: 'Add role' }).click();
  await expect(page.getByText(`Role “${roleName}” added`)).toBeVisible();

  await page.goto(`/roles?q=${encodeURIComponent(roleName)}`);
  await page.getByRole('link', { name: roleName }).click();
  await expect(page.getByRole('checkbox', { name: 'Orders: Refund' })).toBeChecked();
  // Lowering the tier takes the add-on away with it.
  await page.getByRole('radiogroup', { name: 'Orders access' }).getByText('View').click();
  await expect(page.getByRole('checkbox', { name: 'Orders: Refund' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Orders: Refund' })).toBeDisabled();
});
