import { beforeAll, describe, expect, it } from 'vitest';
import {
  addedEventsMessage,
  splitMatchingEvents,
  type BundleCriteria,
  type BundleDetail,
  type BundleEventOption,
  type BundleInput,
} from '@phlox/contract';
import { bundleWorld, orderSeasonPassProduct } from './bundle-fixtures.js';
import { useTestApp } from './helpers.js';

const ctx = useTestApp();
let w: Awaited<ReturnType<typeof bundleWorld>>;

beforeAll(async () => {
  w = await bundleWorld(ctx.database);
});

const call = ctx.call;

function input(overrides: Partial<BundleInput> = {}): BundleInput {
  return {
    name: 'Lakeview Eagles - Varsity - Football 2026 (3 events)',
    academicYear: '2026-2027',
    levelId: w.level.id,
    eventCategoryId: w.sport.id,
    organizationId: w.team.id,
    gender: 'boys',
    startDate: '2026-09-04T05:00:00.000Z',
    endDate: '2026-11-30T05:59:59.999Z',
    expiryDate: '2027-01-31T05:59:59.999Z',
    events: w.games.slice(0, 3).map((g) => ({ eventId: g.id })),
    products: [{ productId: w.download.id }],
    ...overrides,
  };
}

async function create(overrides: Partial<BundleInput> = {}): Promise<BundleDetail> {
  const res = await call('POST', '/api/bundles', input(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as BundleDetail;
}

async function countByName(name: string): Promise<number> {
  const res = await call('GET', `/api/bundles?q=${encodeURIComponent(name)}`);
  return res.json().meta.total as number;
}

describe('bundle prices', () => {
  it('derives every product price and the bundle totals to the cent (half-even), counting active events only', async () => {
    const b = await create({
      events: [
        { eventId: w.games[0].id },
        { eventId: w.games[1].id, status: false },
        { eventId: w.games[2].id },
        { eventId: w.games[3].id },
      ],
      products: [
        // 1250 × 3 × 1.5 × 0.67 = 3768.75 → 3769
        { productId: w.download.id, multiplier: '1.5', discount: '33' },
        // 1150 × 3 = 3450; × 0.8 = 2760
        { productId: w.print.id },
      ],
    });
    const byName = Object.fromEntries(b.products.map((p) => [p.name, p]));
    expect(byName['Digital Download']).toMatchObject({ defaultPrice: 3750, totalPrice: 3769, discount: '33.00' });
    expect(byName['Print 8x10']).toMatchObject({ defaultPrice: 3450, totalPrice: 2760, discount: '20.00' });
    expect(b.price).toBe(3750 + 3450);
    expect(b.totalPrice).toBe(3769 + 2760);
    expect(b.events.map((e) => e.status)).toEqual([true, false, true, true]);

    // One active event: 1250 × 0.67 = 837.5 → 838 (odd rounds up); 1150 × 0.67 = 770.5 → 770 (even stays).
    const res = await call('PATCH', `/api/bundles/${b.id}`, {
      events: [{ eventId: w.games[0].id }],
      products: [
        { productId: w.download.id, discount: '33' },
        { productId: w.print.id, discount: '33' },
      ],
      updatedAt: b.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as BundleDetail;
    expect(after.products.map((p) => [p.defaultPrice, p.totalPrice])).toEqual([
      [1250, 838],
      [1150, 770],
    ]);
    expect([after.price, after.totalPrice]).toEqual([2400, 1608]);
    // Kept products keep their rows (orders refer to them).
    expect(after.products.map((p) => p.id)).toEqual(b.products.map((p) => p.id));
  });

  it('ignores prices the client sends: the server derives them', async () => {
    const b = await create({
      products: [{ productId: w.print.id, defaultPrice: 1, totalPrice: 1 } as never],
    });
    expect(b.products[0]).toMatchObject({ defaultPrice: 3450, totalPrice: 2760 });
    expect(b.totalPrice).toBe(2760);
  });
});

describe('bundle validation', () => {
  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await countByName('Lakeview');
    const res = await call('POST', '/api/bundles', {
      ...input(),
      name: ' ',
      academicYear: '2026-2028',
      products: [{ productId: w.download.id, multiplier: 'x', discount: '120' }],
      events: [{ eventId: w.games[0].id }, { eventId: w.games[0].id }],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as Record<string, string>;
    expect(fields.name).toBe('Enter a name');
    expect(fields.academicYear).toBe('Enter an academic year such as 2026-2027');
    expect(fields['products.0.multiplier']).toBeTruthy();
    expect(fields['products.0.discount']).toBe('Enter a percent from 0 to 100');
    expect(fields['events.1.eventId']).toBe('This event is listed twice');
    expect(await countByName('Lakeview')).toBe(before);
  });

  it('refuses an end date before the start date (400 on endDate)', async () => {
    const res = await call('POST', '/api/bundles', input({ endDate: '2026-09-01T00:00:00.000Z' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.endDate).toBe('The end date must be on or after the start date');
  });
});

describe('publishing', () => {
  it('refuses to publish without an active event and a product, saying so on each field', async () => {
    const res = await call(
      'POST',
      '/api/bundles',
      input({ name: 'Empty pass', status: 'published', events: [], products: [] }),
    );
    expect(res.statusCode).toBe(422);
    const error = res.json().error as { message: string; fields: Record<string, string> };
    expect(error.message).toBe(
      'A published bundle needs at least one active event. A published bundle needs at least one product',
    );
    expect(error.fields.status).toBe(error.message);
    expect(error.fields.events).toBe('A published bundle needs at least one active event');
    expect(error.fields.products).toBe('A published bundle needs at least one product');
    expect(await countByName('Empty pass')).toBe(0);

    const onlyInactive = await call(
      'POST',
      '/api/bundles',
      input({ status: 'published', events: [{ eventId: w.games[0].id, status: false }] }),
    );
    expect(onlyInactive.statusCode).toBe(422);
    expect(onlyInactive.json().error.fields).toEqual({
      status: 'A published bundle needs at least one active event',
      events: 'A published bundle needs at least one active event',
    });
  });

  it('checks the bundle as it will be: removing the products of a published bundle is refused', async () => {
    const b = await create({ status: 'published' });
    expect(b.status).toBe('published');
    const res = await call('PATCH', `/api/bundles/${b.id}`, { products: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.products).toBe('A published bundle needs at least one product');
    expect((await call('GET', `/api/bundles/${b.id}`)).json().data.products).toHaveLength(1);
  });
});

describe('transactions', () => {
  it('rolls the whole create back when a child row is bad', async () => {
    const res = await call(
      'POST',
      '/api/bundles',
      input({ name: 'Rollback pass', products: [{ productId: 999_999 }] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['products.0.productId']).toBe(
      'Product #999999 no longer exists; remove it from the bundle',
    );
    expect(await countByName('Rollback pass')).toBe(0);
    const rows = (await ctx.database.db.execute(
      `select count(*)::int as n from season_pass where name = 'Rollback pass'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(rows.rows[0].n).toBe(0);
  });

  it('leaves the bundle untouched when an update has a bad event', async () => {
    const b = await create({ name: 'Untouched pass' });
    const res = await call('PATCH', `/api/bundles/${b.id}`, {
      name: 'Renamed pass',
      events: [{ eventId: w.games[0].id }, { eventId: 999_999 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields['events.1.eventId']).toContain('Event #999999');
    const now = (await call('GET', `/api/bundles/${b.id}`)).json().data as BundleDetail;
    expect(now.name).toBe('Untouched pass');
    expect(now.events).toHaveLength(3);
    expect(now.updatedAt).toBe(b.updatedAt);
  });
});

describe('access, not found and stale updates', () => {
  it('refuses a Photographer (403) on every bundle route', async () => {
    const headers = await ctx.asPhotographer();
    for (const [method, url] of [
      ['GET', '/api/bundles'],
      ['GET', '/api/bundles/1'],
      ['GET', '/api/bundles/event-options'],
      ['POST', '/api/bundles'],
      ['PATCH', '/api/bundles/1'],
      ['DELETE', '/api/bundles/1'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 404 for a bundle that does not exist or was deleted', async () => {
    expect((await call('GET', '/api/bundles/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/bundles/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/bundles/999999')).statusCode).toBe(404);
  });

  it('answers 409 STALE_UPDATE to a save based on an older version and changes nothing', async () => {
    const b = await create({ name: 'Stale pass' });
    const first = await call('PATCH', `/api/bundles/${b.id}`, { description: 'First', updatedAt: b.updatedAt });
    expect(first.statusCode).toBe(200);
    const second = await call('PATCH', `/api/bundles/${b.id}`, { description: 'Second', updatedAt: b.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('STALE_UPDATE');
    expect((await call('GET', `/api/bundles/${b.id}`)).json().data.description).toBe('First');
  });
});

describe('concurrent saves', () => {
  it('lets only one of two saves based on the same version through (row lock + updatedAt)', async () => {
    const b = await create({ name: 'Race pass' });
    const [a, c] = await Promise.all(
      ['Race A', 'Race C'].map((description) =>
        call('PATCH', `/api/bundles/${b.id}`, { description, updatedAt: b.updatedAt }),
      ),
    );
    expect([a.statusCode, c.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'Race A' : 'Race C';
    expect((await call('GET', `/api/bundles/${b.id}`)).json().data.description).toBe(winner);
  });
});

describe('history and delete', () => {
  it('records create, update and delete in the history', async () => {
    const b = await create({ name: 'History pass' });
    await call('PATCH', `/api/bundles/${b.id}`, {
      name: 'History pass 2',
      products: [{ productId: w.download.id, multiplier: '2' }],
    });
    expect((await call('DELETE', `/api/bundles/${b.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/bundles/${b.id}`)).statusCode).toBe(404);
    const h = (await call('GET', `/api/history?menu=bundles&itemId=${b.id}`)).json().data as Array<{
      action: string;
      field: string | null;
      oldValue: string | null;
      newValue: string | null;
    }>;
    expect(h.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    expect(h.find((e) => e.field === 'name')).toMatchObject({ oldValue: 'History pass', newValue: 'History pass 2' });
    expect(h.find((e) => e.field === 'totalPrice')).toMatchObject({ oldValue: '$30.00', newValue: '$60.00' });
    const links = (await ctx.database.db.execute(
      `select count(*)::int as n from season_pass_events where season_pass_id = ${b.id} and deleted_at is null`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(links.rows[0].n).toBe(0);
  });

  it('refuses to delete a bundle that has orders, or to drop its ordered product', async () => {
    const b = await create({ name: 'Sold pass' });
    await orderSeasonPassProduct(ctx.database, b.products[0].id, b.totalPrice);
    const del = await call('DELETE', `/api/bundles/${b.id}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().error.message).toBe('“Sold pass” has 1 order, so it cannot be deleted. Archive it instead.');
    const drop = await call('PATCH', `/api/bundles/${b.id}`, { products: [{ productId: w.print.id }] });
    expect(drop.statusCode).toBe(422);
    expect(drop.json().error.fields.products).toContain('has been ordered');
    expect((await call('GET', `/api/bundles/${b.id}`)).json().data.orderCount).toBe(1);
  });
});

describe('images', () => {
  it('keeps images in order with one primary, and replaces the set on update', async () => {
    const b = await create({
      name: 'Image pass',
      images: [{ url: '/uploads/a.png' }, { url: '/uploads/b.png', primary: true }],
    });
    expect(b.images.map((i) => [i.url, i.primary])).toEqual([
      ['/uploads/a.png', false],
      ['/uploads/b.png', true],
    ]);
    const res = await call('PATCH', `/api/bundles/${b.id}`, {
      images: [{ url: '/uploads/c.png' }, { url: '/uploads/a.png' }],
    });
    const after = res.json().data as BundleDetail;
    expect(after.images.map((i) => [i.url, i.primary])).toEqual([
      ['/uploads/c.png', true],
      ['/uploads/a.png', false],
    ]);
    expect(after.images[1].id).toBe(b.images[0].id);
  });
});

describe('list and pickers', () => {
  it('filters, searches and sorts the list', async () => {
    await create({
      name: 'Filter pass girls',
      gender: 'girls',
      status: 'archived',
      academicYear: '2025-2026',
      events: [{ eventId: w.girlsGame.id }],
    });
    const girls = (await call('GET', '/api/bundles?gender=girls')).json();
    expect(girls.data.map((r: { name: string }) => r.name)).toEqual(['Filter pass girls']);
    expect(girls.data[0]).toMatchObject({
      level: { name: 'Varsity' },
      category: { name: 'Football' },
      organization: { name: 'Lakeview Eagles' },
      eventCount: 1,
      productCount: 1,
    });
    const combined = await call(
      'GET',
      `/api/bundles?status=archived&academicYear=2025-2026&organizationId=${w.team.id}&categoryId=${w.sport.id}&levelId=${w.level.id}&q=filter`,
    );
    expect(combined.json().meta.total).toBe(1);
    const none = await call('GET', `/api/bundles?organizationId=${w.rival.id}`);
    expect(none.json().meta.total).toBe(0);
    const sorted = (await call('GET', '/api/bundles?sort=-totalPrice&pageSize=100')).json().data as Array<{
      totalPrice: number;
    }>;
    expect(sorted.map((r) => r.totalPrice)).toEqual([...sorted.map((r) => r.totalPrice)].sort((a, b) => b - a));
    expect((await call('GET', '/api/bundles?sort=bogus')).statusCode).toBe(400);
    expect((await call('GET', '/api/bundles?gender=unknown')).statusCode).toBe(400);
  });

  it('finds events to pick by team, sport and title, and reads chosen ones by id', async () => {
    const byTeam = (
      await call('GET', `/api/bundles/event-options?organizationId=${w.team.id}&categoryId=${w.sport.id}`)
    ).json().data as BundleEventOption[];
    // The team's football games of every level, gender and status: the form keeps the matching ones.
    expect(byTeam.map((e) => e.id).sort((a, b) => a - b)).toEqual(
      [...w.games, w.girlsGame, w.jvGame, w.draftGame, w.playedGame].map((g) => g.id).sort((a, b) => a - b),
    );
    expect(byTeam.find((e) => e.id === w.games[3].id)).toMatchObject({ status: 'published' });
    const bySearch = (await call('GET', '/api/bundles/event-options?q=media')).json().data;
    expect(bySearch.map((e: { id: number }) => e.id)).toEqual([w.other.id]);
    const byIds = (await call('GET', `/api/bundles/event-options?ids=${w.games[1].id},${w.other.id}`)).json().data;
    expect(byIds).toHaveLength(2);
    const lookupsRes = await call('GET', '/api/bundles/lookups');
    expect(lookupsRes.statusCode, lookupsRes.body).toBe(200);
    const lookups = lookupsRes.json().data;
    expect(lookups.categories.map((c: { name: string }) => c.name)).toEqual(['Basketball', 'Football']);
    expect(lookups.products.find((p: { name: string }) => p.name === 'Print 8x10').price).toBe(1150);
    const teams = (await call('GET', '/api/bundles/team-options?q=lake')).json().data;
    // Teams first, then schools.
    expect(teams).toEqual([
      { id: w.team.id, name: 'Lakeview Eagles' },
      { id: w.school.id, name: 'Lakeview High School' },
    ]);
  });
});

describe('matching games', () => {
  const criteria = (): BundleCriteria => ({
    gender: 'boys',
    eventCategoryId: w.sport.id,
    categoryName: 'Football',
    levelId: w.level.id,
    levelName: 'Varsity',
    organizationId: w.team.id,
    organizationName: 'Lakeview Eagles',
  });

  it('refuses to link games that do not match the pass, naming each one and why, and writes nothing', async () => {
    const res = await call(
      'POST',
      '/api/bundles',
      input({
        name: 'Mixed pass',
        events: [
          { eventId: w.games[0].id },
          { eventId: w.playedGame.id },
          { eventId: w.girlsGame.id },
          { eventId: w.jvGame.id },
          { eventId: w.draftGame.id },
          { eventId: w.strangersGame.id },
          { eventId: w.basketballGame.id },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(422);
    const error = res.json().error as { message: string; fields: Record<string, string> };
    expect(error.message).toMatch(/^This pass cannot hold 5 events: /);
    expect(error.fields.events).toBe(error.message);
    // A played (fulfilled) game of the pass is one of its games: not refused.
    expect(error.fields['events.0.eventId']).toBeUndefined();
    expect(error.fields['events.1.eventId']).toBeUndefined();
    expect(error.fields['events.2.eventId']).toBe(`“${w.girlsGame.title}” does not match this pass: girls’ game`);
    expect(error.fields['events.3.eventId']).toBe(
      `“${w.jvGame.title}” does not match this pass: Junior Varsity, not Varsity`,
    );
    expect(error.fields['events.4.eventId']).toBe(`“${w.draftGame.title}” does not match this pass: draft`);
    expect(error.fields['events.5.eventId']).toBe(
      `“${w.strangersGame.title}” does not match this pass: another school (not Lakeview Eagles)`,
    );
    expect(error.fields['events.6.eventId']).toBe(
      `“${w.basketballGame.title}” does not match this pass: Basketball, not Football`,
    );
    expect(await countByName('Mixed pass')).toBe(0);

    // Adding one of them to an existing pass is refused the same way; the pass keeps its games.
    const b = await create({ name: 'Clean pass', events: [{ eventId: w.games[0].id }, { eventId: w.playedGame.id }] });
    const add = await call('PATCH', `/api/bundles/${b.id}`, {
      events: [{ eventId: w.games[0].id }, { eventId: w.playedGame.id }, { eventId: w.jvGame.id }],
    });
    expect(add.statusCode).toBe(422);
    expect(add.json().error.fields['events.2.eventId']).toContain('Junior Varsity, not Varsity');
    expect((await call('GET', `/api/bundles/${b.id}`)).json().data.events).toHaveLength(2);
  });

  it('matches a school’s pass to its teams’ games, and checks only what the pass sets', async () => {
    const school = await create({
      name: 'School pass',
      organizationId: w.school.id,
      events: [{ eventId: w.games[0].id }],
    });
    expect(school.events[0]).toMatchObject({ matches: true, mismatches: [] });
    const stranger = await call('PATCH', `/api/bundles/${school.id}`, {
      events: [{ eventId: w.games[0].id }, { eventId: w.strangersGame.id }],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().error.fields['events.1.eventId']).toContain('another school (not Lakeview High School)');
    // No gender chosen: the girls' game fits.
    const anyGender = await create({ name: 'Any gender pass', gender: null, events: [{ eventId: w.girlsGame.id }] });
    expect(anyGender.events).toHaveLength(1);
  });

  it('gives each event option the facts the form keeps matching games by', async () => {
    const shown = (
      await call('GET', `/api/bundles/event-options?organizationId=${w.team.id}&categoryId=${w.sport.id}`)
    ).json().data as BundleEventOption[];
    const { kept, left } = splitMatchingEvents(criteria(), shown, (o) => o.facts);
    expect(kept.map((o) => o.id).sort((a, b) => a - b)).toEqual(
      [...w.games, w.playedGame].map((g) => g.id).sort((a, b) => a - b),
    );
    expect(left).toHaveLength(3);
    expect(
      addedEventsMessage(
        kept.length,
        // In the order the brief reads them.
        [w.girlsGame, w.jvGame, w.draftGame].map((g) => left.find((l) => l.item.id === g.id)!.mismatches),
      ),
    ).toBe('Added 5 games; left out 3: 1 girls’ game, 1 JV game, 1 draft');
    const girls = shown.find((o) => o.id === w.girlsGame.id)!;
    expect(girls.facts).toMatchObject({
      status: 'published',
      deleted: false,
      categoryId: w.sport.id,
      levelIds: [w.level.id],
      levelCode: 'VAR',
      gender: 'girls',
      multiGender: false,
    });
    expect(girls.facts.organizationIds.sort((a, b) => a - b)).toEqual([w.school.id, w.team.id, w.rival.id]);
  });

  it('refuses to publish without sport, level, dates, expiry or an event, on each field', async () => {
    const res = await call('POST', '/api/bundles', {
      name: 'Bare pass',
      status: 'published',
      products: [{ productId: w.download.id }],
    });
    expect(res.statusCode).toBe(422);
    const fields = res.json().error.fields as Record<string, string>;
    expect(fields).toMatchObject({
      eventCategoryId: 'Choose the sport before publishing',
      levelId: 'Choose the level before publishing',
      startDate: 'Choose the start date before publishing',
      endDate: 'Choose the end date before publishing',
      expiryDate: 'Choose the expiry date before publishing',
      events: 'A published bundle needs at least one active event',
    });
    expect(fields.products).toBeUndefined();
    expect(await countByName('Bare pass')).toBe(0);

    // Publishing a draft later checks it as it will be: clearing the expiry is refused on that field alone.
    const b = await create({ name: 'Draft pass' });
    const clear = await call('PATCH', `/api/bundles/${b.id}`, { status: 'published', expiryDate: null });
    expect(clear.statusCode).toBe(422);
    expect(clear.json().error.fields).toEqual({
      status: 'Choose the expiry date before publishing',
      expiryDate: 'Choose the expiry date before publishing',
    });
    const ok = await call('PATCH', `/api/bundles/${b.id}`, { status: 'published' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('flags a linked event that stops matching, and refuses to publish while it is active', async () => {
    const b = await create({
      name: 'Changing pass',
      events: [{ eventId: w.games[0].id }, { eventId: w.games[1].id }, { eventId: w.games[2].id }],
    });
    expect(b.events.every((e) => e.matches)).toBe(true);
    // After it was linked, one game moves to JV and another is canceled.
    await ctx.database.db.execute(`update event_matches set level_id = ${w.jv.id} where event_id = ${w.games[1].id}`);
    await ctx.database.db.execute(`update events set status = 'canceled' where id = ${w.games[2].id}`);
    try {
      const detail = (await call('GET', `/api/bundles/${b.id}`)).json().data as BundleDetail;
      const byEvent = new Map(detail.events.map((e) => [e.eventId, e]));
      expect(byEvent.get(w.games[0].id)).toMatchObject({ matches: true, mismatches: [] });
      expect(byEvent.get(w.games[1].id)).toMatchObject({
        matches: false,
        mismatches: ['Junior Varsity, not Varsity'],
      });
      expect(byEvent.get(w.games[2].id)).toMatchObject({ matches: false, mismatches: ['canceled'] });

      // The draft keeps them (a save of another part goes through); publishing is refused, naming both.
      const rename = await call('PATCH', `/api/bundles/${b.id}`, { description: 'Kept while a draft' });
      expect(rename.statusCode, rename.body).toBe(200);
      const publish = await call('PATCH', `/api/bundles/${b.id}`, { status: 'published' });
      expect(publish.statusCode).toBe(422);
      expect(publish.json().error.fields.events).toBe(
        `2 active events do not match this pass: “${w.games[1].title}” (Junior Varsity, not Varsity); “${w.games[2].title}” (canceled). Remove or deactivate them before publishing`,
      );
      // Deactivated, they stay listed (flagged) and the pass publishes.
      const deactivated = await call('PATCH', `/api/bundles/${b.id}`, {
        status: 'published',
        events: [
          { eventId: w.games[0].id },
          { eventId: w.games[1].id, status: false },
          { eventId: w.games[2].id, status: false },
        ],
      });
      expect(deactivated.statusCode, deactivated.body).toBe(200);
      expect((deactivated.json().data as BundleDetail).events.filter((e) => !e.matches)).toHaveLength(2);
    } finally {
      await ctx.database.db.execute(
        `update event_matches set level_id = ${w.level.id} where event_id = ${w.games[1].id}`,
      );
      await ctx.database.db.execute(`update events set status = 'published' where id = ${w.games[2].id}`);
    }
  });
});
