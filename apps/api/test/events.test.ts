import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, type EventDetail } from '@phlox/contract';
import { useEventWorld } from './event-fixtures.js';

const { ctx, ids, call, create, game, addOrder } = useEventWorld();

const countEvents = async () =>
  Number(
    (
      (await ctx.database.db.execute('select count(*)::int as n from events')) as unknown as {
        rows: Array<{ n: number }>;
      }
    ).rows[0].n,
  );

describe('events: create and derived values', () => {
  it('builds a game title, prices products from the product and writes history, in one save', async () => {
    const e = await create(game('2026-09-04'));
    expect(e.title).toBe('Westlake Eagles @ Lincoln Lions - Boys - Varsity - Football');
    expect(e.status).toBe('published');
    const print = e.products.find((p) => p.productId === ids.print)!;
    expect(print).toMatchObject({ defaultPrice: 1999, multiplier: '1.250', totalPrice: 2499 });
    expect(e.products.find((p) => p.productId === ids.digital)).toMatchObject({ defaultPrice: 999, totalPrice: 999 });
    expect(e.organizations).toEqual([{ organizationId: ids.stadium, name: 'Lincoln Stadium', isVenue: true }]);
    const history = await call('GET', `/api/history?menu=events&itemId=${e.id}&pageSize=100`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data[0]).toMatchObject({ action: 'create' });
  });

  it('leaves gender out of the title when unset, and takes a typed title for other types', async () => {
    const g = await create(
      game('2026-09-11', { match: { homeTeamId: ids.lions, visitingTeamId: ids.bears, levelId: ids.varsity } }),
    );
    expect(g.title).toBe('Austin Bears @ Lincoln Lions - Varsity - Football');
    const media = await create({
      ...game('2026-09-12'),
      competitionType: 'media_day',
      title: 'Lions Media Day',
      match: { homeTeamId: ids.lions, levelId: ids.varsity },
    });
    expect(media.title).toBe('Lions Media Day');
  });
});

describe('events: validation', () => {
  it('gives each part a publish is missing its own field message', async () => {
    const res = await call('POST', '/api/events', { status: 'published', title: 'Something' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as Record<string, string>;
    expect(fields).toMatchObject({
      'match.homeTeamId': EVENT_MESSAGES.homeTeam,
      'match.visitingTeamId': EVENT_MESSAGES.visitingTeam,
      eventCategoryId: EVENT_MESSAGES.sport,
      'match.levelId': EVENT_MESSAGES.level,
      startTime: EVENT_MESSAGES.date,
    });
  });

  it('refuses an end before the start, and an empty draft', async () => {
    const bad = await call('POST', '/api/events', { ...game('2026-09-18'), endTime: '2026-09-18T18:00:00-05:00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.endTime).toBe(EVENT_MESSAGES.timeRange);
    const empty = await call('POST', '/api/events', {
      status: 'draft',
      startTime: '2026-09-18T18:00:00-05:00',
      endTime: '2026-09-18T19:00:00-05:00',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.title).toBe(EVENT_MESSAGES.titleOrParts);
  });

  it('asks a fixed photographer for a charge and a percent one for its percent', async () => {
    const res = await call('POST', '/api/events', {
      ...game('2026-09-19'),
      photographers: [
        { photographerId: ids.pat, commissionType: 'fixed' },
        { photographerId: ids.quinn, commissionType: 'percent' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'photographers.0.charge': EVENT_MESSAGES.commissionCharge,
      'photographers.1.percentCharge': EVENT_MESSAGES.commissionPercent,
    });
  });

  it('saves nothing when a child row is bad (unknown product)', async () => {
    const before = await countEvents();
    const res = await call('POST', '/api/events', {
      ...game('2026-09-20'),
      products: [{ productId: ids.print }, { productId: 999999 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['products.1.productId']).toMatch(/no longer exists/);
    expect(await countEvents()).toBe(before);
  });

  it('rolls back an update whose last child list fails (a stale manual sale)', async () => {
    const e = await create(game('2026-09-21', { manualSales: [{ saleAmount: 4500, description: 'Cash' }] }));
    const res = await call('PATCH', `/api/events/${e.id}`, {
      match: { homeTeamId: ids.bears, visitingTeamId: ids.eagles, levelId: ids.varsity },
      products: [{ productId: ids.print, multiplier: '2' }],
      manualSales: [{ id: 987654, saleAmount: 100 }],
    });
    expect(res.statusCode).toBe(409);
    const after = (await call('GET', `/api/events/${e.id}`)).json().data as EventDetail;
    expect(after.title).toBe(e.title);
    expect(after.products.map((p) => p.totalPrice)).toEqual(e.products.map((p) => p.totalPrice));
    expect(after.match.homeTeamId).toBe(ids.lions);
    expect(after.updatedAt).toBe(e.updatedAt);
  });
});

describe('events: update', () => {
  it('recomputes totals, rebuilds the title, records history and refuses a stale form', async () => {
    const e = await create(game('2026-10-02'));
    const res = await call('PATCH', `/api/events/${e.id}`, {
      updatedAt: e.updatedAt,
      match: { homeTeamId: ids.lions, visitingTeamId: ids.bears, levelId: ids.varsity, gender: 'boys' },
      products: [{ productId: ids.print, multiplier: '1.5' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const u = res.json().data as EventDetail;
    expect(u.title).toBe('Austin Bears @ Lincoln Lions - Boys - Varsity - Football');
    expect(u.products).toHaveLength(1);
    // The kept product keeps its row (orders point at it) and gets the new total: round(1999 × 1.5) = 2998 (half-even).
    expect(u.products[0]).toMatchObject({ id: e.products[0].id, totalPrice: 2998 });
    const history = (await call('GET', `/api/history?menu=events&itemId=${e.id}&pageSize=100`)).json().data as Array<{
      field: string | null;
    }>;
    expect(history.map((h) => h.field)).toEqual(expect.arrayContaining(['title', 'products', 'match']));
    const stale = await call('PATCH', `/api/events/${e.id}`, { updatedAt: e.updatedAt, title: 'Old form' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_UPDATE');
  });
});

describe('events: photographers', () => {
  it('refuses booking a photographer on an overlapping event, naming that event', async () => {
    const first = await create(game('2026-10-09', { photographers: [{ photographerId: ids.pat, charge: 15000 }] }));
    const clash = await call('POST', '/api/events', {
      ...game('2026-10-09'),
      match: { homeTeamId: ids.bears, visitingTeamId: ids.lions, levelId: ids.varsity },
      startTime: '2026-10-09T20:00:00-05:00',
      endTime: '2026-10-09T22:00:00-05:00',
      photographers: [
        { photographerId: ids.quinn, charge: 10000 },
        { photographerId: ids.pat, charge: 15000 },
      ],
    });
    expect(clash.statusCode).toBe(409);
    const message = clash.json().error.fields['photographers.1.photographerId'] as string;
    expect(message).toContain('Schedule conflict');
    expect(message).toContain(first.title);
    // Back to back is not an overlap.
    const later = await call('POST', '/api/events', {
      ...game('2026-10-09'),
      startTime: '2026-10-09T21:00:00-05:00',
      endTime: '2026-10-09T23:00:00-05:00',
      photographers: [{ photographerId: ids.pat, charge: 15000 }],
    });
    expect(later.statusCode, later.body).toBe(201);
  });

  it('shows a photographer only the events it is assigned to, read-only', async () => {
    const mine = await create(
      game('2026-10-16', { photographers: [{ photographerId: ids.pat, charge: 12000, owner: true }] }),
    );
    const other = await create(game('2026-10-17'));
    const list = await call('GET', '/api/events?pageSize=100', undefined, 'photographer');
    expect(list.statusCode).toBe(200);
    const listed = (list.json().data as Array<{ id: number }>).map((e) => e.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(other.id);
    expect((await call('GET', `/api/events/${mine.id}`, undefined, 'photographer')).statusCode).toBe(200);
    expect((await call('GET', `/api/events/${other.id}`, undefined, 'photographer')).statusCode).toBe(403);
    expect((await call('GET', `/api/events/${other.id}/shot-card`, undefined, 'photographer')).statusCode).toBe(403);
    // The change history of an event is as private as the event.
    expect(
      (await call('GET', `/api/history?menu=events&itemId=${mine.id}`, undefined, 'photographer')).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/history?menu=events&itemId=${other.id}`, undefined, 'photographer')).statusCode,
    ).toBe(403);
    expect((await call('PATCH', `/api/events/${mine.id}`, { title: 'x' }, 'photographer')).statusCode).toBe(403);
    expect((await call('POST', '/api/events', game('2026-10-18'), 'photographer')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/events/${mine.id}`, undefined, 'photographer')).statusCode).toBe(403);
  });
});

describe('events: delete and duplicate', () => {
  it('refuses deleting an event with orders, stating the count', async () => {
    const e = await create(game('2026-10-23'));
    await addOrder(e.id, e.products[0].id, { first: 'Avery', teamId: ids.lions });
    await addOrder(e.id, e.products[0].id, { first: 'Blake', teamId: ids.lions });
    expect((await call('GET', `/api/events/${e.id}/order-count`)).json().data.orderCount).toBe(2);
    const res = await call('DELETE', `/api/events/${e.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(EVENT_MESSAGES.hasOrders(2));
    expect((await call('GET', `/api/events/${e.id}`)).statusCode).toBe(200);
  });

  it('soft-deletes an event without orders', async () => {
    const e = await create(game('2026-10-24'));
    expect((await call('DELETE', `/api/events/${e.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/events/${e.id}`)).statusCode).toBe(404);
    const rows = (await ctx.database.db.execute(`select deleted_at from events where id = ${e.id}`)) as unknown as {
      rows: Array<{ deleted_at: unknown }>;
    };
    expect(rows.rows[0].deleted_at).not.toBeNull();
  });

  it('duplicates an event as a draft without its crew', async () => {
    const e = await create(game('2026-10-30', { photographers: [{ photographerId: ids.quinn, charge: 9000 }] }));
    const res = await call('POST', `/api/events/${e.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json().data as EventDetail;
    expect(copy.id).not.toBe(e.id);
    expect(copy).toMatchObject({ status: 'draft', title: e.title, photographers: [] });
    expect(copy.products.map((p) => p.totalPrice)).toEqual(e.products.map((p) => p.totalPrice));
  });
});

describe('events: list', () => {
  it('filters by a category group (its sports too), by Chicago day and by team', async () => {
    // 23:30 in Chicago on Nov 6 is already Nov 7 in UTC.
    const late = await create(
      game('2026-11-06', {
        startTime: '2026-11-06T23:30:00-06:00',
        endTime: '2026-11-06T23:59:00-06:00',
        match: { homeTeamId: ids.bears, visitingTeamId: ids.eagles, levelId: ids.varsity },
      }),
    );
    const get = async (qs: string) =>
      ((await call('GET', `/api/events?pageSize=100&${qs}`)).json().data as Array<{ id: number }>).map((e) => e.id);
    expect(await get(`categoryId=${ids.group}&from=2026-11-06&to=2026-11-06`)).toEqual([late.id]);
    expect(await get('from=2026-11-07&to=2026-11-07')).not.toContain(late.id);
    expect(await get(`organizationId=${ids.bears}&from=2026-11-01`)).toEqual([late.id]);
    expect(await get(`organizationId=${ids.lions}&from=2026-11-01`)).toEqual([]);
    const all = await call('GET', `/api/events?levelId=${ids.varsity}&status=published&q=bears&sort=-startTime`);
    expect(all.statusCode).toBe(200);
    expect(all.json().meta.total).toBeGreaterThan(0);
  });

  it('gives the same total on every page, whether the page is full, short or past the end', async () => {
    const total = (await call('GET', '/api/events?pageSize=100')).json().meta.total as number;
    expect(total).toBeGreaterThan(3);
    const size = total - 1; // page 1 full, page 2 holds one event, page 3 is past the end
    for (const page of [1, 2, 3]) {
      const body = (await call('GET', `/api/events?pageSize=${size}&page=${page}`)).json();
      expect(body.meta.total).toBe(total);
      expect(body.data).toHaveLength(page === 1 ? size : page === 2 ? 1 : 0);
    }
  });
});
