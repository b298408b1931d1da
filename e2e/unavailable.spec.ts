import { expect, test } from '@playwright/test';
import {} from './helpers';

test('a list waits out a database outage: "unavailable, retrying…", then the rows, no error screen', async ({
  page,
}) => {
  // The API's answer while PostgreSQL restarts, for the list's first two requests; then the real server.
  let refused = 0;
  await page.route(/\/api\/levels(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET' || refused >= 2) return route.fallback();
    refused++;
    await route.fulfill({
      status: 503,
      headers: { 'retry-after': '5' },
      json: { error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable; try again shortly.' } },
    });
  });

  await page.goto('/levels');
  const notice = page.getByRole('status').filter({ hasText: 'The database is unavailable, retrying…' });
  await expect(notice).toBeVisible();
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  // React Query's backoff (1 s, then 2 s): the third request reaches the server and the list fills in.
  await expect(page.getByText(/^Showing \d+ Levels?$/)).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(refused).toBe(2);
});

test('a list says so when the server cannot be reached, and fills in once it answers', async ({ page }) => {
  let aborted = 0;
  await page.route(/\/api\/levels(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET' || aborted >= 1) return route.fallback();
    aborted++;
    await route.abort('connectionrefused');
  });

  await page.goto('/levels');
  await expect(page.getByRole('status').filter({ hasText: 'Cannot reach the server, retrying…' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ Levels?$/)).toBeVisible();
});
