import { expect, test } from '@playwright/test';
import { readAuthState, signIn } from './helpers';
import { SIGNED_OUT } from './storage-state';

test.describe('session rules of spec §4', () => {
  test('a signed-in user opening a public page goes to /events', async ({ page }) => {
    await signIn(page);
    for (const path of ['/', '/register', '/reset-password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/events$/);
    }
  });

  test('without a session a dashboard page sends the user to sign in, to come back afterwards', async ({ browser }) => {
    const page = await browser.newPage({ storageState: SIGNED_OUT });
    await page.goto('/levels');
    await expect(page).toHaveURL('/?next=%2Flevels');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('a token the server rejects logs the user out on the next route change', async ({ page, context }) => {
    await signIn(page);
    await context.addCookies([{ name: 'token', value: 'revoked-or-forged', url: page.url() }]);
    await page.getByRole('link', { name: 'Levels' }).click();
    await expect(page).toHaveURL('/?next=%2Flevels');
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  });

  test('route changes are recorded newest first', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Levels' }).click();
    await expect(page).toHaveURL(/\/levels/);
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect.poll(async () => (await readAuthState(page))?.pathHistory.slice(0, 2)).toEqual(['/levels', '/events']);
  });

  test('logout clears the cookie, the stored user and path history, and goes home', async ({ page }) => {
    await signIn(page);
    await page.getByRole('link', { name: 'Levels' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
    const auth = await readAuthState(page);
    expect(auth).toMatchObject({ user: null, token: null, pathHistory: [] });
    const lists = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('phlox-lists') ?? '{}') as { state?: { pagination?: Record<string, unknown> } },
    );
    expect(lists.state?.pagination?.levels).toEqual({ page: 1, pageSize: 20 });
    await page.goto('/levels');
    await expect(page).toHaveURL('/?next=%2Flevels');
  });
});
