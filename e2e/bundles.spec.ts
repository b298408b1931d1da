import { expect, test, type Page } from '@playwright/test';
import { cards, disabledSelectOptions, timeline } from './antd';
import { apiCall, chooseOption, confirmDelete } from './commerce';
import { openPage, unique } from './helpers';

interface Ref {
  id: number;
  name: string;
}
interface BundleRow {
  id: number;
  name: string;
  status: string;
  updatedAt: string;
  organization: Ref | null;
  category: Ref | null;
  level: Ref | null;
}
interface Lookups {
  products: Array<Ref & { price: number }>;
}
interface EventLookups {
  categories: Ref[];
  levels: Array<Ref & { code: string }>;
}

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A demo bundle that is published, for its team, sport and level. */
async function publishedDemoBundle(page: Page): Promise<BundleRow> {
  const [row] = await apiCall<BundleRow[]>(page, 'GET', '/api/bundles?status=published&pageSize=1&sort=name');
  expect(row?.organization && row.category && row.level).toBeTruthy();
  return row;
}

/** A draft bundle with two events and one product, created through the API. */
async function createBundle(page: Page, name: string): Promise<BundleRow & { events: unknown[] }> {
  const demo = await publishedDemoBundle(page);
  const detail = await apiCall<{ events: Array<{ eventId: number }>; products: Array<{ productId: number }> }>(
    page,
    'GET',
    `/api/bundles/${demo.id}`,
  );
  return apiCall(page, 'POST', '/api/bundles', {
    name,
    organizationId: demo.organization?.id,
    eventCategoryId: demo.category?.id,
    levelId: demo.level?.id,
    events: detail.events.slice(0, 2).map((e) => ({ eventId: e.eventId })),
    products: detail.products.slice(0, 1).map((p) => ({ productId: p.productId })),
  });
}

/**
 * A new team's football games, newest first as the picker shows them: a girls' game, a JV game and a draft, then
 * five published Boys Varsity games (the pass's).
 */
async function teamWithMixedGames(page: Page) {
  const orgLookups = await apiCall<{ types: Ref[] }>(page, 'GET', '/api/organizations/lookups');
  const teamType = orgLookups.types.find((t) => t.name === 'Team')!;
  const team = await apiCall<Ref>(page, 'POST', '/api/organizations', {
    name: unique('Hornets'),
    shortName: 'Hornets',
    address: { zip: '75074' },
    organizationTypeId: teamType.id,
    isTeam: true,
  });
  const rival = await apiCall<Ref>(page, 'POST', '/api/organizations', {
    name: unique('Comets'),
    shortName: 'Comets',
    address: { zip: '75074' },
    organizationTypeId: teamType.id,
    isTeam: true,
  });
  const lookups = await apiCall<EventLookups>(page, 'GET', '/api/events/lookups');
  const football = lookups.categories.find((c) => c.name === 'Football')!;
  const varsity = lookups.levels.find((l) => l.code === 'VAR')!;
  const jv = lookups.levels.find((l) => l.code === 'JV')!;
  const game = (day: number, over: { gender?: string; levelId?: number; status?: string } = {}) =>
    apiCall<Ref & { title: string }>(page, 'POST', '/api/events', {
      eventCategoryId: football.id,
      startTime: `2027-09-${String(day).padStart(2, '0')}T23:00:00.000Z`,
      endTime: `2027-09-${String(day + 1).padStart(2, '0')}T01:00:00.000Z`,
      status: over.status ?? 'published',
      competitionType: 'game',
      match: {
        homeTeamId: team.id,
        visitingTeamId: rival.id,
        levelId: over.levelId ?? varsity.id,
        gender: over.gender ?? 'boys',
      },
    });
  const matching = [];
  for (const day of [1, 3, 5, 7, 9]) matching.push(await game(day));
  const draft = await game(11, { status: 'draft' });
  const jvGame = await game(13, { levelId: jv.id });
  const girls = await game(15, { gender: 'girls' });
  return { team, football, varsity, matching, girls, jvGame, draft };
}

test('“Add all shown” adds only the pass’s games and says what it left out and why; publishing needs the expiry', async ({
  page,
}) => {
  const world = await teamWithMixedGames(page);
  await page.goto('/bundles/add-bundle');

  await chooseOption(page, 'Team (organization)', world.team.name);
  await chooseOption(page, 'Sport', 'Football');
  await chooseOption(page, 'Level', world.varsity.name);
  await chooseOption(page, 'Gender', 'Boys');
  await page.getByRole('button', { name: 'Add 5 matching of 8 shown' }).click();

  const notice = page.getByTestId('added-events');
  await expect(notice).toContainText('Added 5 games; left out 3: 1 girls’ game, 1 JV game, 1 draft');
  await expect(notice).toContainText(`${world.jvGame.title}: Junior Varsity, not Varsity`);
  await expect(page.getByRole('switch', { name: /active in bundle/ })).toHaveCount(5);
  // The five are Boys Varsity games (the draft has their title too, but it is not one of the rows).
  await expect(page.getByRole('row').filter({ hasText: world.matching[0].title })).toHaveCount(5);
  await expect(page.getByRole('row').filter({ hasText: world.girls.title })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: world.jvGame.title })).toHaveCount(0);
  await expect(page.getByText('5 active', { exact: true })).toBeVisible();
  // Those left out are still shown, and cannot be added.
  await expect(page.getByRole('button', { name: 'Add 0 matching of 3 shown' })).toBeDisabled();
  await cards(page)
    .filter({ has: page.getByRole('heading', { name: 'Events' }) })
    .screenshot({ path: test.info().outputPath('bundle-add-all-shown.png') });

  // The ones left out cannot be picked one by one either: the picker says why.
  await page.getByLabel('Add an event').click();
  await expect(disabledSelectOptions(page).filter({ hasText: 'girls’ game' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Publishing without an expiry date: the form says so on the field and sends nothing.
  await chooseOption(page, 'Status', 'Published');
  await chooseOption(page, 'Add a product', 'Digital Download');
  await page.getByLabel('Start date').click();
  await page.getByLabel('Start date').fill('Sep 1, 2027');
  await page.getByLabel('Start date').press('Enter');
  await page.getByLabel('End date').click();
  await page.getByLabel('End date').fill('Sep 30, 2027');
  await page.getByLabel('End date').press('Enter');
  await page.getByRole('button', { name: 'Add bundle' }).click();
  await expect(page.getByText('Choose the expiry date before publishing', { exact: true })).toBeVisible();
  await expect(page.getByText('Choose the start date before publishing', { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(/\/bundles\/add-bundle$/);
  await cards(page)
    .filter({ has: page.getByRole('heading', { name: 'Details' }) })
    .screenshot({ path: test.info().outputPath('bundle-publish-needs-expiry.png') });

  await page.getByLabel('Expiry date').click();
  await page.getByLabel('Expiry date').fill('Dec 31, 2027');
  await page.getByLabel('Expiry date').press('Enter');
  await expect(page.getByText('Choose the expiry date before publishing', { exact: true })).toHaveCount(0);
  const name = await page.getByLabel('Name').inputValue();
  await page.getByRole('button', { name: 'Add bundle' }).click();
  await expect(page.getByText(`Bundle “${name}” added`)).toBeVisible();
});

test('a game that stops matching is flagged on its bundle', async ({ page }) => {
  await openPage(page, '/bundles');
  const world = await teamWithMixedGames(page);
  const lookups = await apiCall<Lookups>(page, 'GET', '/api/bundles/lookups');
  const bundle = await apiCall<BundleRow>(page, 'POST', '/api/bundles', {
    name: unique('Flag pass'),
    organizationId: world.team.id,
    eventCategoryId: world.football.id,
    levelId: world.varsity.id,
    gender: 'boys',
    events: world.matching.map((g) => ({ eventId: g.id })),
    products: [{ productId: lookups.products[0].id }],
  });
  // After it was linked, a game is canceled.
  await apiCall(page, 'PATCH', `/api/events/${world.matching[0].id}`, { status: 'canceled' });

  await page.goto(`/bundles/edit-bundle/${bundle.id}`);
  await expect(page.getByTestId('unmatched-events')).toContainText('1 game no longer matches this pass');
  const row = page.getByRole('row').filter({ hasText: world.matching[0].title });
  await expect(row.getByTestId('mismatch-tag')).toHaveText('Does not match: canceled');
  await expect(page.getByTestId('mismatch-tag')).toHaveCount(1);
  await cards(page)
    .filter({ has: page.getByRole('heading', { name: 'Events' }) })
    .screenshot({ path: test.info().outputPath('bundle-flagged-game.png') });
});

test('adds a bundle: team, sport and level build the title; picked events and products show derived prices', async ({
  page,
}) => {
  await openPage(page, '/bundles/add-bundle');
  const demo = await publishedDemoBundle(page);
  const lookups = await apiCall<Lookups>(page, 'GET', '/api/bundles/lookups');
  const download = lookups.products.find((p) => p.name === 'Digital Download')!;

  await chooseOption(page, 'Team (organization)', demo.organization!.name);
  await chooseOption(page, 'Sport', demo.category!.name);
  await chooseOption(page, 'Level', demo.level!.name);
  await page.getByLabel('Academic year').fill('2026-2027');

  await page.getByRole('button', { name: /^Add (all|\d+ matching of) \d+ shown$/ }).click();
  const switches = page.getByRole('switch', { name: /active in bundle/ });
  const picked = await switches.count();
  expect(picked).toBeGreaterThan(1);
  await switches.first().click();
  const active = picked - 1;
  await expect(page.getByText(`${active} active`, { exact: true })).toBeVisible();

  // No start date yet: the year is the academic year's first.
  await expect(page.getByLabel('Name')).toHaveValue(
    `${demo.organization!.name} - ${demo.level!.name} - ${demo.category!.name} 2026 (${active} ${active === 1 ? 'event' : 'events'})`,
  );

  await chooseOption(page, 'Add a product', 'Digital Download');
  const defaultPrice = download.price * active;
  await expect(page.getByTestId('default-price')).toHaveText(usd(defaultPrice));
  await expect(page.getByTestId('total-price')).toHaveText(usd(Math.round(defaultPrice * 0.8)));
  await page.getByLabel('Multiplier of Digital Download').fill('2');
  await expect(page.getByTestId('total-price')).toHaveText(usd(Math.round(defaultPrice * 1.6)));
  await expect(page.getByTestId('bundle-price')).toHaveText(usd(defaultPrice));
  await expect(page.getByTestId('bundle-total')).toHaveText(usd(Math.round(defaultPrice * 1.6)));

  const name = await page.getByLabel('Name').inputValue();
  await page.getByRole('button', { name: 'Add bundle' }).click();
  await expect(page.getByText(`Bundle “${name}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/bundles$/);

  const [saved] = await apiCall<Array<BundleRow & { price: number; totalPrice: number }>>(
    page,
    'GET',
    `/api/bundles?q=${encodeURIComponent(name)}&sort=-createdAt&pageSize=1`,
  );
  expect([saved.price, saved.totalPrice]).toEqual([defaultPrice, Math.round(defaultPrice * 1.6)]);
});

test('refuses to publish a bundle without events and products, saying so beside each', async ({ page }) => {
  await openPage(page, '/bundles/add-bundle');
  const name = unique('Empty pass');
  await page.getByLabel('Name').fill(name);
  await chooseOption(page, 'Status', 'Published');
  await page.getByRole('button', { name: 'Add bundle' }).click();
  await expect(page.getByText('A published bundle needs at least one active event', { exact: true })).toBeVisible();
  await expect(page.getByText('A published bundle needs at least one product', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/bundles\/add-bundle$/);
});

test('edits a bundle and shows the change in its history', async ({ page }) => {
  const bundle = await createBundle(page, unique('Edit pass'));
  await page.goto(`/bundles/edit-bundle/${bundle.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit bundle “${bundle.name}”` })).toBeVisible();
  await page.getByLabel('Description').fill('Every home game');
  await page.getByLabel('Description').press('Control+Enter');
  await expect(page.getByText(`Bundle “${bundle.name}” saved`)).toBeVisible();

  await page.goto(`/bundles/edit-bundle/${bundle.id}`);
  await expect(page.getByLabel('Description')).toHaveValue('Every home game');
  await expect(page.getByText('Every home game').last()).toBeVisible();
  await expect(timeline(page)).toContainText(/description/i);
});

test('deletes a bundle from the list after a confirmation naming it', async ({ page }) => {
  const bundle = await createBundle(page, unique('Delete pass'));
  await page.goto(`/bundles?q=${encodeURIComponent(bundle.name)}`);
  await page.getByRole('button', { name: `Delete ${bundle.name}` }).click();
  await confirmDelete(page, `Delete bundle “${bundle.name}”?`);
  await expect(page.getByText(`Bundle “${bundle.name}” deleted`)).toBeVisible();
  await expect(page.getByText('No bundles match these filters')).toBeVisible();
});

test('hidden columns stay hidden after a reload', async ({ page }) => {
  await openPage(page, '/bundles');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'Team' }).uncheck();
  await expect(table.getByRole('columnheader', { name: 'Team' })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Total price' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Team' })).toHaveCount(0);
});

test('copies a published bundle’s customer link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/bundles?status=published&sort=name');
  const demo = await publishedDemoBundle(page);
  await page.getByRole('button', { name: `Copy link of ${demo.name}` }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/seasons/${demo.id}$`));
});

test('a draft bundle has no link to copy', async ({ page }) => {
  await openPage(page, '/bundles?status=draft');
  await page
    .getByRole('button', { name: /^Copy link of / })
    .first()
    .click();
  await expect(page.getByText('No Link Available!')).toBeVisible();
});
