import { expect, test, type Page } from '@playwright/test';

export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@phlox.test',
  password: process.env.ADMIN_PASSWORD ?? 'phlox-admin-2026',
};
export const PHOTOGRAPHER = {
  email: process.env.PHOTOGRAPHER_EMAIL ?? 'photographer@phlox.test',
  password: process.env.PHOTOGRAPHER_PASSWORD ?? 'phlox-photo-2026',
};

/** Signs in through the sign-in page and waits for the dashboard (for the tests of sign-in itself). */
export async function signInThroughForm(
  page: Page,
  account: { email: string; password: string } = ADMIN,
  landing = '/events',
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === landing);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/**
 * A session of its own for `account` (a user the test made, or a session the test ends): signs in through the API
 * and opens `path` with the session cookie, as a returning user would — the app verifies the token and restores
 * the user (spec §4). Every other test starts signed in as the admin from the saved storage state, and opens its
 * page with `page.goto`.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = ADMIN,
  path = '/events',
): Promise<void> {
  const response = await page.request.post('/api/authentication/login', { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { token: string } };
  const url = test.info().project.use.baseURL ?? 'http://localhost';
  await page.context().addCookies([{ name: 'token', value: data.token, url }]);
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** Opens `path` of the dashboard as the stored identity and waits until the shell is there (its Logout button). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
}

/** A name no other test (or earlier run) uses: tests create their own data and never depend on order. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A level code (letters, digits, - and _, at most 20 characters) that is unique per call. */
export function uniqueCode(prefix = 'E2E'): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 6)}`
    .toUpperCase()
    .slice(0, 20);
}

/** The persisted auth store (spec §3), as the app keeps it in localStorage. */
export async function readAuthState(
  page: Page,
): Promise<{ user: unknown; token: unknown; pathHistory: string[] } | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('phlox-auth');
    return raw ? (JSON.parse(raw) as { state: { user: unknown; token: unknown; pathHistory: string[] } }).state : null;
  });
}

export interface LevelRow {
  id: number;
  name: string;
  code: string;
  createdAt: string;
  updatedAt: string;
}

/** Creates a level through the API as the signed-in user: quicker than the UI for test setup. */
export async function createLevel(page: Page, name = unique('Level'), code = uniqueCode()): Promise<LevelRow> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  if (!token) throw new Error('createLevel needs a signed-in page');
  const response = await page.request.post('/api/levels', {
    data: { name, code },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: LevelRow }).data;
}

/** How the app shows an instant: "Nov 21, 2026 5:46 PM" in America/Chicago, whatever the browser's zone. */
export function chicagoDateTime(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
