import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInThroughForm } from './helpers';
import { latestMailTo, uniqueEmail } from './people-helpers';
import { SIGNED_OUT } from './storage-state';

test.use({ storageState: SIGNED_OUT });

test.describe('sign-in', () => {
  test('the right password opens the dashboard on /events', async ({ page }) => {
    await signInThroughForm(page);
    await expect(page).toHaveTitle('Phlox Admin | Events');
    await expect(page.getByTestId('signed-in-user')).toContainText(ADMIN.email);
    const token = (await page.context().cookies()).find((c) => c.name === 'token');
    expect(token?.value).toBeTruthy();
    expect(token?.path).toBe('/');
    expect(token?.secure).toBe(false);
    // 365 days, give or take the test's own runtime.
    expect(token!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  });

  test('a deep link opened signed out returns to its page after sign-in', async ({ page }) => {
    await page.goto('/orders?status=paid');
    await expect(page).toHaveURL('/?next=%2Forders%3Fstatus%3Dpaid');
    await expect(page).toHaveTitle('Phlox Admin | Sign in');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/orders?status=paid');
    await expect(page).toHaveTitle('Phlox Admin | Orders');
  });

  test('a wrong password shows the server message and stays signed out', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Phlox Admin | Sign in');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('sign-in-error')).toHaveText('Invalid e-mail or password');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });

  test('empty fields are explained next to each field', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your e-mail address')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();
  });

  test('"Forgot password?" sends a link without telling whether the account exists', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\?forgot/);
    await page.getByLabel('E-mail').fill('nobody@phlox.test');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for nobody@phlox.test')).toBeVisible();
  });

  test('a bad reset link says so clearly', async ({ page }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('a-new-password-1');
    await page.getByLabel('Repeat new password').fill('a-new-password-1');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toContainText(/invalid|expired/i);
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});

test.describe('registration', () => {
  const fillForm = async (page: Page, email: string, firstName = 'Pat') => {
    await page.goto('/register');
    await page.getByLabel('First name').fill(firstName);
    await page.getByLabel('Last name').fill('Lens');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByLabel('Repeat password').fill('a-good-password');
    await page.getByRole('button', { name: 'Create account' }).click();
  };

  test('a new photographer is asked to confirm the address; the e-mailed link signs them in', async ({ page }) => {
    const email = uniqueEmail('photo');
    await fillForm(page, email);
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText(`We sent a message to ${email}`)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('register-check-email.png') });
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();

    const mail = await latestMailTo(email);
    const link = /\/register\?confirm=[^\s]+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    await page.goto(link!);
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByTestId('signed-in-user')).toContainText(email);

    // The link is single-use.
    await page.getByRole('button', { name: 'Logout' }).click();
    // Signed out for good (cookie gone) before the link is opened again: a signed-in visitor is sent to /events.
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto(link!);
    await expect(page.getByText(/invalid or has expired/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('register-link-used.png') });
    await expect(page.getByRole('button', { name: 'Register again' })).toBeVisible();
  });

  test('an e-mail that is taken gets the same answer, so the page tells nobody who has an account', async ({
    page,
  }) => {
    await fillForm(page, ADMIN.email, 'Ada');
    await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
    await expect(page.getByText('An account with this e-mail already exists')).toHaveCount(0);
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });
});
