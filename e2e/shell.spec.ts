import { expect, test, type Page } from '@playwright/test';
import { apiCall } from './commerce';
import { openPage, PHOTOGRAPHER, signIn } from './helpers';

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
  await openPage(page, '/events');
  const nav = page.getByRole('navigation', { name: 'Areas' });
  for (const area of AREAS) await expect(nav.getByRole('link', { name: area, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
});

/** Every area's routes, for items the running server really has (their ids read through the API, not assumed). */
async function areaRoutes(page: Page): Promise<Array<[string, string | RegExp, string]>> {
  const firstOrNull = async (path: string, key = 'id') =>
    (await apiCall<Array<Record<string, number>>>(page, 'GET', `${path}?pageSize=1`))[0]?.[key];
  const first = async (path: string, key = 'id') => {
    const id = await firstOrNull(path, key);
    if (id === undefined) throw new Error(`${path} lists nothing to open`);
    return id;
  };
  const event = await first('/api/events');
  const order = await first('/api/orders');
  // The demo data has no settlements until a test settles: the page then names the id it could not find.
  const settlement = (await firstOrNull('/api/payouts/settlements')) ?? 2147483647;
  const payout = await first('/api/payouts', 'eventId');
  return [
    ['/events/add-event', 'Add event', 'Events'],
    [`/events/edit-event/${event}`, `Edit event #${event}`, 'Events'],
    [`/bundles/edit-bundle/${await first('/api/bundles')}`, /^Edit bundle/, 'Bundles'],
    [`/orders/edit-order/${order}`, `Edit order #${order}`, 'Orders'],
    ['/users/add-user', 'Add user', 'Users'],
    [`/organizations/edit-organization/${await first('/api/organizations')}`, /^Edit .+$/, 'Organizations'],
    ['/products/add-product', 'Add product', 'Products'],
    [`/coupons/edit-coupon/${await first('/api/coupons')}`, /^Edit coupon/, 'Coupons'],
    ['/categories/add-category', 'Add category', 'Categories'],
    ['/browse-and-buy', 'Browse & Buy', 'Browse & Buy'],
    ['/payout', 'Payouts', 'Payouts'],
    ['/payout/view-history', 'Payout history', 'Payouts'],
    [`/payout/view-individual-history/${settlement}`, `Settlement #${settlement}`, 'Payouts'],
    [`/payout/view-payout/${payout}`, `Payout #${payout}`, 'Payouts'],
    [`/giftcards/edit-giftcard/${await first('/api/giftcards')}`, /^Gift card .+$/, 'Gift Cards'],
    ['/reports', 'Reports', 'Reports'],
  ];
}

// Each route is opened by a full page load of its own lazy chunk, which is what a shared link does; one
// sign-in serves them all (a test per route spent most of its time signing in).
test('every area route renders its page with its title on a direct load', async ({ page }) => {
  for (const [path, heading, area] of await areaRoutes(page)) {
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
  await openPage(page, '/events');
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

test('at 1440 px every main list keeps its row actions (or an order’s number and total) and its count in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPage(page, '/events');
  /** The header's box lies wholly inside the window. */
  const inView = async (header: ReturnType<Page['getByRole']>) => {
    const box = await header.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(1440);
  };
  const lists: Array<[string, string, string[]]> = [
    ['/events', 'Events', ['Actions']],
    ['/events/media-days', 'Events', ['Actions']],
    ['/bundles', 'Bundles', ['Actions']],
    ['/orders', 'Orders', ['Order', 'Total']],
    ['/users', 'Users', ['Actions']],
    ['/coupons', 'Coupons', ['Actions']],
  ];
  for (const [path, heading, headers] of lists) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expect(page.getByText(/^Showing \d+/)).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    for (const name of headers) await inView(table.getByRole('columnheader', { name, exact: true }));
    // The page itself never scrolls sideways: only the table does, with its pinned columns.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  }
});
