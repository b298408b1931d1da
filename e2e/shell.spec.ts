import { expect, test } from '@playwright/test';
import { ADMIN, PHOTOGRAPHER, signIn } from './helpers';

const AREAS = [
  'Events',
  'Bundles',
  'Orders',
  'Users',
  'Organizations',
  'Products',
  'Coupons',
  'Categories',
  'Levels',
  'Browse and Buy',
  'Payouts',
  'Gift Cards',
  'Reports',
];

test('an unknown route shows "Page not found: {path}"', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByTestId('not-found-message')).toHaveText('Page not found: /no-such-page');
  await expect(page).toHaveTitle('Phlox Admin | Page not found');
});

test('the /events shell: sidebar of every area, the user, the area page', async ({ page }) => {
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Areas' });
  for (const area of AREAS) await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

const ROUTES: Array<[string, string | RegExp, string]> = [
  ['/events/add-event', 'Add event', 'Events'],
  ['/events/edit-event/12', 'Edit event #12', 'Events'],
  ['/bundles/edit-bundle/3', /^Edit bundle/, 'Bundles'],
  // Demo order #44 exists: its edit page is titled with its number.
  ['/orders/edit-order/44', 'Edit order #44', 'Orders'],
  ['/users/add-user', 'Add user', 'Users'],
  // The header reads “Edit organization” until it loads, and stays so if the item is gone.
  ['/organizations/edit-organization/8', /^Edit .+$/, 'Organizations'],
  ['/products/add-product', 'Add product', 'Products'],
  ['/coupons/edit-coupon/2', /^Edit coupon/, 'Coupons'],
  ['/categories/add-category', 'Add category', 'Categories'],
  ['/browse-and-buy', 'Browse & Buy', 'Browse & Buy'],
  ['/payout', 'Payouts', 'Payouts'],
  ['/payout/view-history', 'Payout history', 'Payouts'],
  ['/payout/view-individual-history/5', 'Settlement #5', 'Payouts'],
  ['/payout/view-payout/9', 'Payout #9', 'Payouts'],
  ['/giftcards/edit-giftcard/4', /^(Gift card .+|Edit gift card)$/, 'Gift Cards'],
  ['/reports', 'Reports', 'Reports'],
];

// Each route is opened by a full page load of its own lazy chunk, which is what a shared link does; one
// sign-in serves them all (a test per route spent most of its time signing in).
test('every area route renders its page with its title on a direct load', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ADMIN, ROUTES[0][0]);
  for (const [path, heading, area] of ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: heading, exact: typeof heading === 'string' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`Phlox Admin | ${area}`);
    });
  }
});

test('a photographer only sees the areas its role grants', async ({ page }) => {
  await signIn(page, PHOTOGRAPHER);
  const nav = page.getByRole('navigation', { name: 'Areas' });
  await expect(nav.getByRole('link', { name: 'Events', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Levels', exact: true })).toHaveCount(0);
  await page.goto('/levels');
  await expect(page.getByText('Your role does not give you access to this area.')).toBeVisible();
});

test('an application error shows the error screen inside the dashboard, never a white page', async ({ page }) => {
  await signIn(page);
  await page.route('**/assets/LevelListPage-*.js', (route) => route.abort());
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Levels' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
});

test('the app is served compressed: the page and its assets in brotli, built ahead of time', async ({ page }) => {
  const html = await page.request.get('/', { headers: { 'accept-encoding': 'br' } });
  expect(html.headers()['content-encoding']).toBe('br');
  const assets = [...(await html.text()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const res = await page.request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['content-encoding'], asset).toBe('br');
    expect(res.headers()['cache-control']).toContain('immutable');
  }
  const gz = await page.request.get(assets[0], { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
});
