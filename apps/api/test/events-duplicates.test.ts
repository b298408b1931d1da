import { describe, expect, it } from 'vitest';
import type { EventDetail } from '@phlox/contract';
import { useEventWorld } from './event-fixtures.js';

/**
 * Issue 13: an event identical to a live one (kind, teams, sport, level, gender, start minute) asks for confirmation
 * (409 DUPLICATE_EVENT, then `confirmDuplicate`), and an event has one owner among its crew.
 */
const { ctx, ids, call, create, game } = useEventWorld();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

describe('identical events', () => {
  it('answers 409 DUPLICATE_EVENT naming the other event, and creates it once confirmed', async () => {
    const first = await create(game('2026-09-11'));
    // The same game a few seconds later in the same minute, another venue and products: still the same game.
    const again = game('2026-09-11', {
      startTime: '2026-09-11T19:00:30-05:00',
      organizations: [],
      products: [{ productId: ids.digital }],
    });
    const res = await call('POST', '/api/events', again);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'DUPLICATE_EVENT',
      message: `An identical event already exists: “${first.title}” (Sep 11, 2026, 7:00 PM)`,
      details: { duplicateOf: { id: first.id, title: first.title, startTime: first.startTime } },
      requestId: res.headers['x-request-id'],
    });
    expect(await sql(`select id from events where title = '${first.title}' and deleted_at is null`)).toHaveLength(1);

    const confirmed = await call('POST', '/api/events', { ...again, confirmDuplicate: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data).not.toHaveProperty('confirmDuplicate');
  });

  it('does not ask when the kind, teams, sport, level, gender or minute differ, or the other is canceled or deleted', async () => {
    const base = await create(game('2026-09-12'));
    const m = game().match;
    await create(game('2026-09-12', { startTime: '2026-09-12T19:01:00-05:00' }));
    await create(game('2026-09-12', { match: { ...m, gender: 'girls' } }));
    await create(game('2026-09-12', { match: { ...m, visitingTeamId: ids.bears } }));
    await create(game('2026-09-12', { match: { ...m, homeTeamId: ids.eagles, visitingTeamId: ids.lions } }));
    await create(game('2026-09-12', { status: 'draft', match: { ...m, levelId: null } }));
    await create(game('2026-09-12', { competitionType: 'media_day', title: 'Lions media day' }));

    const other = await create(game('2026-09-13', { status: 'canceled' }));
    await create(game('2026-09-13'));
    expect(other.status).toBe('canceled');
    expect((await call('DELETE', `/api/events/${base.id}`)).statusCode).toBe(204);
    await create(game('2026-09-12'));
  });

  it('asks when an edit makes an event identical to another, not on saves that leave its identity alone', async () => {
    const first = await create(game('2026-09-14'));
    const second = await create(game('2026-09-15'));
    const moved = await call('PATCH', `/api/events/${second.id}`, {
      startTime: first.startTime,
      endTime: first.endTime,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.details.duplicateOf.id).toBe(first.id);

    const confirmed = await call('PATCH', `/api/events/${second.id}`, {
      startTime: first.startTime,
      endTime: first.endTime,
      confirmDuplicate: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Once confirmed, saving something else does not ask again.
    const described = await call('PATCH', `/api/events/${second.id}`, { description: 'Homecoming' });
    expect(described.statusCode, described.body).toBe(200);
  });

  it('lets Duplicate copy an event (the copy is meant to move to its own day)', async () => {
    const source = await create(game('2026-09-16'));
    const copy = await call('POST', `/api/events/${source.id}/duplicate`);
    expect(copy.statusCode, copy.body).toBe(201);
    expect((copy.json().data as EventDetail).status).toBe('draft');
  });

  it('lets one of simultaneous identical creates through; the others are asked', async () => {
    const headers = await ctx.asAdmin();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/events', headers, payload: game('2026-09-17') }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    if (onPostgres) expect(results.filter((r) => r.json().error?.code === 'DUPLICATE_EVENT')).toHaveLength(3);
  });
});

describe('one owner per event', () => {
  const crew = (pat: boolean, quinn: boolean) => [
    { photographerId: ids.pat, commissionType: 'fixed' as const, charge: 5000, owner: pat },
    { photographerId: ids.quinn, commissionType: 'fixed' as const, charge: 5000, owner: quinn },
  ];

  it('refuses a second owner with 422 on its Owner box, on create and on update', async () => {
    const res = await call('POST', '/api/events', game('2026-09-20', { photographers: crew(true, true) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'BUSINESS_RULE',
      message: 'An event has one owner: Pat Tester is already the owner',
      fields: { 'photographers.1.owner': 'An event has one owner: Pat Tester is already the owner' },
    });

    const event = await create(game('2026-09-21', { photographers: crew(true, false) }));
    const upd = await call('PATCH', `/api/events/${event.id}`, { photographers: crew(true, true) });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().error.fields).toHaveProperty(['photographers.1.owner']);
  });

  it('moves the owner from one crew member to another in one save', async () => {
    const event = await create(game('2026-09-22', { photographers: crew(true, false) }));
    const upd = await call('PATCH', `/api/events/${event.id}`, { photographers: crew(false, true) });
    expect(upd.statusCode, upd.body).toBe(200);
    const owners = (upd.json().data as EventDetail).photographers.filter((p) => p.owner).map((p) => p.photographerId);
    expect(owners).toEqual([ids.quinn]);
  });

  it('is held by the database too: a second owner row written past the API is refused', async () => {
    const event = await create(game('2026-09-23', { photographers: crew(true, false) }));
    await expect(
      sql(
        `update event_photographers set owner = true where event_id = ${event.id} and photographer_id = ${ids.quinn}`,
      ),
    ).rejects.toThrow();
  });
});
