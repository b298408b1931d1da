import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { createUserViaApi, latestMailTo, linkPathOf } from './people-helpers';
import { SIGNED_OUT } from './storage-state';

/** A photographer of its own (set up by the admin, password set through the invitation link). */
async function newPhotographer(page: import('@playwright/test').Page, browser: import('@playwright/test').Browser) {
  const user = await createUserViaApi(page, { firstName: 'Paz' });
  const context = await browser.newContext({ storageState: SIGNED_OUT });
  const own = await context.newPage();
  await own.goto(linkPathOf(await latestMailTo(user.email)));
  await own.getByLabel('New password', { exact: true }).fill('paz-password-1');
  await own.getByLabel('Repeat new password').fill('paz-password-1');
  await own.getByRole('button', { name: 'Set new password' }).click();
  await expect(own.getByText('Your password has been changed.')).toBeVisible();
  await signIn(own, { email: user.email, password: 'paz-password-1' });
  return { user, own, context };
}

test('a photographer edits their own profile from the user menu; the e-mail is read-only', async ({
  page,
  browser,
}) => {
  const { user, own, context } = await newPhotographer(page, browser);
  await own.getByRole('link', { name: 'My profile' }).click();
  await expect(own).toHaveURL(/\/profile$/);
  await expect(own).toHaveTitle('Phlox Admin | Profile');
  await expect(own.getByLabel('E-mail')).toHaveValue(user.email);
  await expect(own.getByLabel('E-mail')).toHaveAttribute('readonly', '');

  await own.getByLabel('First name').fill('Pazit');
  await own.getByLabel('Phone').fill('not a phone');
  await own.getByRole('button', { name: 'Save profile' }).click();
  await expect(own.getByText(/Enter a valid phone number/)).toBeVisible();
  await own.getByLabel('Phone').fill('');
  await own.getByLabel('Short note').fill('Weekends only');
  await own.getByLabel('Weddings').check();
  await own.getByRole('button', { name: 'Save profile' }).click();
  await expect(own.getByText('Profile saved')).toBeVisible();
  // The header follows the new name at once.
  await expect(own.getByTestId('signed-in-user')).toContainText(`Pazit ${user.lastName}`);
  await own.reload();
  await expect(own.getByLabel('Short note')).toHaveValue('Weekends only');
  await expect(own.getByLabel('Weddings')).toBeChecked();
  await context.close();
});

test('changing the password needs the current one and signs out the other sessions', async ({ page, browser }) => {
  const { user, own, context } = await newPhotographer(page, browser);
  const otherContext = await browser.newContext({ storageState: SIGNED_OUT });
  const other = await otherContext.newPage();
  await signIn(other, { email: user.email, password: 'paz-password-1' });

  await own.goto('/profile');
  await own.getByLabel('Current password').fill('not-my-password');
  await own.getByLabel('New password', { exact: true }).fill('paz-password-2');
  await own.getByLabel('Repeat new password').fill('paz-password-2');
  await own.getByRole('button', { name: 'Change password' }).click();
  await expect(own.getByText('This is not your current password')).toBeVisible();

  await own.getByLabel('Current password').fill('paz-password-1');
  await own.getByRole('button', { name: 'Change password' }).click();
  await expect(own.getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();

  // The other browser's session has ended: its next page needs a new sign-in.
  await other.goto('/events');
  await expect(other).toHaveURL('/?next=%2Fevents');
  // This one goes on.
  await own.goto('/events');
  await expect(own.getByRole('button', { name: 'Logout' })).toBeVisible();
  await otherContext.close();
  await context.close();
});
