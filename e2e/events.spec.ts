import { expect, test, type Page } from '@playwright/test';
import { expectModalOpened, timeline } from './antd';
import { openPage, unique } from './helpers';
import { chooseOption, pickDateTime } from './commerce';

interface Lookups {
  categories: Array<{ id: number; name: string; parentId: number | null }>;
  levels: Array<{ id: number; name: string }>;
  products: Array<{ id: number; name: string; price: number }>;
  photographers: Array<{ id: number; name: string }>;
}
interface Org {
  id: number;
  name: string;
  isTeam: boolean;
}

async function authHeaders(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  return { Authorization: `Bearer ${token}` };
}

/** The demo's reference data the tests build on: Football, a level, two teams. */
async function world(page: Page) {
  const headers = await authHeaders(page);
  const lookups = ((await (await page.request.get('/api/events/lookups', { headers })).json()) as { data: Lookups })
    .data;
  const orgs = (
    (await (await page.request.get('/api/events/lookups/organizations?q=a', { headers })).json()) as { data: Org[] }
  ).data;
  const teams = orgs.filter((o) => o.isTeam);
  return {
    headers,
    football: lookups.categories.find((c) => c.name === 'Football')!,
    varsity: lookups.levels.find((l) => l.name === 'Varsity')!,
    product: lookups.products[0],
    photographers: lookups.photographers,
    home: teams[0],
    visiting: teams[1],
  };
}

/** Picks an option by its exact title ("Varsity" must not pick "Junior Varsity"), typing its start first if asked. */
async function choose(page: Page, label: string, option: string, type = false) {
  await chooseOption(page, label, option, { typed: type ? option.slice(0, 12) : '', shown: option.replace(/^— /, '') });
}

test('the event form: publishing names each missing part; a game builds its title as the match is filled', async ({
  page,
}) => {
  await openPage(page, '/events/add-event');
  const w = await world(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Add event' })).toBeVisible();

  // Publishing an empty game: one message per missing part, nothing sent.
  await choose(page, 'Status', 'Published');
  await page.getByRole('button', { name: 'Add event' }).click();
  for (const m of [
    'Choose the home team before publishing',
    'Choose the visiting team before publishing',
    'Choose the sport before publishing',
    'Choose the level before publishing',
    'Choose the date and start time',
  ])
    await expect(page.getByText(m, { exact: true })).toBeVisible();

  // The title follows the match as it is filled in.
  await choose(page, 'Category (sport)', '— Football');
  await choose(page, 'Home team', w.home.name, true);
  await choose(page, 'Visiting team', w.visiting.name, true);
  await choose(page, 'Level', 'Varsity');
  await expect(page.getByTestId('built-title')).toHaveValue(`${w.visiting.name} @ ${w.home.name} - Varsity - Football`);
  await choose(page, 'Gender', 'Girls');
  const title = `${w.visiting.name} @ ${w.home.name} - Girls - Varsity - Football`;
  await expect(page.getByTestId('built-title')).toHaveValue(title);
});

test('a new event saves with its derived product total; the end must follow the start', async ({ page }) => {
  await openPage(page, '/events/add-event');
  const w = await world(page);
  const title = unique('Saved Media Day');
  await choose(page, 'Event type', 'Media day');
  await page.getByLabel('Title', { exact: true }).fill(title);
  const date = `Mar ${1 + Math.floor(Math.random() * 27)}, 2031`;
  await pickDateTime(page, 'Starts (Chicago time)', `${date} 7:00 PM`);
  await pickDateTime(page, 'Ends (Chicago time)', `${date} 6:00 PM`);
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByText('The end time must be after the start time')).toBeVisible();
  await pickDateTime(page, 'Ends (Chicago time)', `${date} 9:00 PM`);

  await page.getByRole('button', { name: 'Add product' }).click();
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  await choose(page, 'Product 1', `${w.product.name} (${usd.format(w.product.price / 100)})`);
  await page.getByLabel('Multiplier').fill('2');
  await expect(page.getByLabel('Total price')).toHaveText(usd.format((w.product.price * 2) / 100));
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText(`Event “${title}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
});

test('editing an event saves in place and its history shows the change', async ({ page }) => {
  await openPage(page, '/events');
  const w = await world(page);
  const title = unique('History Media Day');
  const res = await page.request.post('/api/events', {
    headers: w.headers,
    data: {
      title,
      competitionType: 'media_day',
      eventCategoryId: w.football.id,
      startTime: '2031-06-02T10:00:00-05:00',
      endTime: '2031-06-02T12:00:00-05:00',
    },
  });
  expect(res.status()).toBe(201);
  const { id } = ((await res.json()) as { data: { id: number } }).data;
  await page.goto(`/events/edit-event/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit event #${id}` })).toBeVisible();
  await page.getByLabel('Description', { exact: true }).fill('Senior night');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Event “${title}” saved`)).toBeVisible();
  await page.goto(`/events/view-event/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const history = timeline(page);
  await expect(history).toContainText('Senior night');
});

test('copy link: “Copied!” for a published event, “No Link Available!” for a draft', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPage(page, '/events');
  const w = await world(page);
  // A day and minute of its own, and the two half an hour apart: the same school's tournament at the same minute
  // would ask to confirm a duplicate (also against a retry's events). A tournament is a Sideline event (the list's
  // first tab) and keeps its typed title.
  const day = `2031-04-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  const minute = String(Math.floor(Math.random() * 30)).padStart(2, '0');
  const base = {
    eventCategoryId: w.football.id,
    competitionType: 'tournament',
    endTime: `${day}T12:00:00-05:00`,
    match: { homeTeamId: w.home.id, levelId: w.varsity.id },
  };
  const published = unique('Link Tournament');
  const draft = unique('Draft Tournament');
  for (const [title, status, startTime] of [
    [published, 'published', `${day}T10:${minute}:00-05:00`],
    [draft, 'draft', `${day}T10:${Number(minute) + 30}:00-05:00`],
  ])
    expect(
      (
        await page.request.post('/api/events', { headers: w.headers, data: { ...base, title, status, startTime } })
      ).status(),
    ).toBe(201);

  await page.getByRole('searchbox').fill('Tournament');
  await page.getByRole('button', { name: `Copy link of ${published}` }).click();
  await expect(page.getByText('Copied!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/events\/\d+$/);
  await page.getByRole('button', { name: `Copy link of ${draft}` }).click();
  await expect(page.getByText('No Link Available!')).toBeVisible();
});

test('an event identical to a live one asks first, links to it, and is added when confirmed', async ({ page }) => {
  await openPage(page, '/events/add-event');
  const w = await world(page);
  // A day and minute of its own in July 2032 (Chicago is UTC−5 then).
  const day = 1 + Math.floor(Math.random() * 28);
  const minute = String(Math.floor(Math.random() * 60)).padStart(2, '0');
  const res = await page.request.post('/api/events', {
    headers: w.headers,
    data: {
      competitionType: 'game',
      eventCategoryId: w.football.id,
      startTime: `2032-07-${String(day).padStart(2, '0')}T19:${minute}:00-05:00`,
      endTime: `2032-07-${String(day).padStart(2, '0')}T21:00:00-05:00`,
      match: { homeTeamId: w.home.id, visitingTeamId: w.visiting.id, levelId: w.varsity.id },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const first = ((await res.json()) as { data: { id: number; title: string } }).data;

  await choose(page, 'Category (sport)', '— Football');
  await choose(page, 'Home team', w.home.name, true);
  await choose(page, 'Visiting team', w.visiting.name, true);
  await choose(page, 'Level', 'Varsity');
  await pickDateTime(page, 'Starts (Chicago time)', `Jul ${day}, 2032 7:${minute} PM`);
  await pickDateTime(page, 'Ends (Chicago time)', `Jul ${day}, 2032 9:00 PM`);
  await page.getByRole('button', { name: 'Add event' }).click();

  const ask = page.getByRole('dialog', { name: 'An identical event already exists' });
  await expect(ask).toContainText(`starts at Jul ${day}, 2032 7:${minute} PM with the same teams, sport and level`);
  await expect(ask.getByRole('link', { name: first.title })).toHaveAttribute('href', `/events/view-event/${first.id}`);
  await expectModalOpened(ask); // opened, not still zooming in
  await page.screenshot({ path: test.info().outputPath('duplicate-event-dialog.png') });

  // Going back keeps the form as it was; nothing was added.
  await ask.getByRole('button', { name: 'Go back' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByTestId('built-title')).toHaveValue(first.title);
  await page.getByRole('button', { name: 'Add event' }).click();
  await ask.getByRole('button', { name: 'Create anyway' }).click();
  await expect(page.getByText(`Event “${first.title}” added`)).toBeVisible();
  await expect(page).toHaveURL(/\/events$/);
  const same = await page.request.get(`/api/events?q=${encodeURIComponent(first.title)}&pageSize=100`, {
    headers: w.headers,
  });
  const list = ((await same.json()) as { data: Array<{ startTime: string }> }).data;
  expect(
    list.filter(
      (e) => e.startTime === new Date(`2032-07-${String(day).padStart(2, '0')}T19:${minute}:00-05:00`).toISOString(),
    ),
  ).toHaveLength(2);
});

test('an event has one owner: ticking Owner on one photographer unticks the other', async ({ page }) => {
  await openPage(page, '/events');
  const w = await world(page);
  const [first, second] = w.photographers;
  const day = `2031-08-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
  const res = await page.request.post('/api/events', {
    headers: w.headers,
    data: {
      title: unique('Owner Media Day'),
      competitionType: 'media_day',
      startTime: `${day}T06:00:00-05:00`,
      endTime: `${day}T06:30:00-05:00`,
      photographers: [
        { photographerId: first.id, commissionType: 'fixed', charge: 1000, owner: true },
        { photographerId: second.id, commissionType: 'fixed', charge: 1000 },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { data: { id: number } }).data;
  await page.goto(`/events/edit-event/${id}`);
  const rows = page.getByTestId('photographer-row');
  await expect(rows.nth(0).getByLabel('Owner')).toBeChecked();
  await rows.nth(1).getByLabel('Owner').check();
  await expect(rows.nth(0).getByLabel('Owner')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Event “.+” saved$/)).toBeVisible();
  const saved = await page.request.get(`/api/events/${id}`, { headers: w.headers });
  const crew = ((await saved.json()) as { data: { photographers: Array<{ photographerId: number; owner: boolean }> } })
    .data.photographers;
  expect(crew.filter((p) => p.owner).map((p) => p.photographerId)).toEqual([second.id]);
});

test('column choice on the events list survives a reload', async ({ page }) => {
  await openPage(page, '/events');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Venue' })).toBeVisible();
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('group', { name: 'Columns' }).getByRole('checkbox', { name: 'Venue' }).uncheck();
  await expect(table.getByRole('columnheader', { name: 'Venue' })).toHaveCount(0);
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Sport' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Venue' })).toHaveCount(0);
});

test('import a schedule dropped on the list: progress, report with line numbers, failed rows to download', async ({
  page,
}) => {
  await openPage(page, '/events');
  const w = await world(page);
  const good = unique('Imported Game');
  const csv = [
    'title,category,start_time,home_team,level',
    `${good},Football,2031-05-01 19:00,${w.home.name},Varsity`,
    `,Football,2031-05-02 19:00,${w.home.name},Varsity`,
    `${good} B,Curling,2031-05-03 19:00,${w.home.name},Varsity`,
  ].join('\n');
  const dataTransfer = await page.evaluateHandle((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'schedule.csv', { type: 'text/csv' }));
    return dt;
  }, csv);
  const target = page.getByTestId('csv-drop-target');
  await target.dispatchEvent('dragenter', { dataTransfer });
  await expect(page.getByText('Drop a CSV file to import events')).toBeVisible();
  await target.dispatchEvent('drop', { dataTransfer });

  const dialog = page.getByRole('dialog', { name: 'Import events' });
  await expect(dialog.getByRole('table', { name: 'First rows of the file' })).toContainText(good);
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(dialog.getByText(/^Imported 1 of 3 rows: /)).toBeVisible();
  const summary = dialog.getByRole('group', { name: 'Import summary' });
  await expect(summary).toContainText('Created1');
  await expect(summary).toContainText('Failed2');
  await expect(
    dialog
      .getByRole('row', { name: /title: Enter a title/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('3');
  await expect(
    dialog
      .getByRole('row', { name: /unknown category “Curling”/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('4');
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download failed rows to fix' }).click();
  expect((await download).suggestedFilename()).toBe('events-failed-rows.csv');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox').fill(good);
  await expect(page.getByRole('link', { name: good, exact: true })).toBeVisible();
});
