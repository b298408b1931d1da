import { beforeAll, describe, expect, it } from 'vitest';
import { useEventWorld } from './event-fixtures.js';
import { seedOrganizationReference } from './organization-fixtures.js';

/**
 * Issue 13, "References and duplicates": every reference list refuses deleting what live rows use (422 naming
 * them), and names are unique among live rows (409 on the field), checked first and held by partial unique
 * indexes when saves race (docs/decisions.md).
 */
const { ctx, ids, call, create, game } = useEventWorld();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const types: Record<string, number> = {};
beforeAll(async () => {
  Object.assign(types, await seedOrganizationReference(ctx));
});

async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;
}
async function created(url: string, body: object): Promise<{ id: number; updatedAt: string }> {
  const res = await call('POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
/** Several identical requests at the same instant (separate connections on PostgreSQL). */
async function atOnce(n: number, url: string, body: (i: number) => object) {
  const headers = await ctx.asAdmin();
  return Promise.all(
    Array.from({ length: n }, (_, i) => ctx.app.inject({ method: 'POST', url, headers, payload: body(i) })),
  );
}

describe('levels', () => {
  it('refuses deleting a level live events and bundles use, naming them; a level nobody uses is deleted', async () => {
    const level = await created('/api/levels', { name: 'Level In Use', code: 'LIU' });
    const made = [];
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05'])
      made.push(await create(game(day, { match: { ...game().match, levelId: level.id } })));
    // Also a further level of a multi-level match, and a bundle.
    await create(game('2026-10-06', { match: { ...game().match, multiLevelIds: [level.id] } }));
    await sql(`insert into season_pass (name, level_id) values ('Level pass', ${level.id})`);
    // Deleted events and bundles do not count.
    await sql(`update events set deleted_at = now() where id = ${made[4].id}`);
    await sql(`insert into season_pass (name, level_id, deleted_at) values ('Gone pass', ${level.id}, now())`);

    const res = await call('DELETE', `/api/levels/${level.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({ code: 'BUSINESS_RULE' });
    expect(res.json().error.message).toBe(
      `“Level In Use” cannot be deleted: it is used by 5 events (“${made[0].title}”, “${made[1].title}”, “${made[2].title}” and 2 more) and 1 bundle (“Level pass”). Change or delete those first.`,
    );
    expect((await call('GET', `/api/levels/${level.id}`)).statusCode).toBe(200);

    const unused = await created('/api/levels', { name: 'Level Unused', code: 'LUN' });
    expect((await call('DELETE', `/api/levels/${unused.id}`)).statusCode).toBe(204);
  });

  it('keeps names unique among live levels, trimmed and ignoring case, on create and on update', async () => {
    await created('/api/levels', { name: 'Varsity Gold', code: 'VG1' });
    const dup = await call('POST', '/api/levels', { name: '  varsity GOLD ', code: 'VG2' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: { name: 'A level named “Varsity Gold” already exists.' },
    });

    const other = await created('/api/levels', { name: 'Varsity Silver', code: 'VS1' });
    const renamed = await call('PATCH', `/api/levels/${other.id}`, { name: 'VARSITY GOLD' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.fields.name).toBe('A level named “Varsity Gold” already exists.');
    // Its own name in another case is no clash.
    expect((await call('PATCH', `/api/levels/${other.id}`, { name: 'varsity silver' })).statusCode).toBe(200);
  });

  it('lets the name of a deleted level be used again', async () => {
    const gone = await created('/api/levels', { name: 'Varsity Bronze', code: 'VB1' });
    expect((await call('DELETE', `/api/levels/${gone.id}`)).statusCode).toBe(204);
    await created('/api/levels', { name: 'Varsity Bronze', code: 'VB2' });
  });

  it('lets exactly one of simultaneous creates of one name win; the others get 409 on the name', async () => {
    const results = await atOnce(6, '/api/levels', (i) => ({ name: 'Race Level', code: `RACE${i}` }));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error.fields).toEqual({ name: 'A level named “Race Level” already exists.' });
    }
    expect(await sql(`select id from levels where name = 'Race Level' and deleted_at is null`)).toHaveLength(1);
  });

  it.runIf(onPostgres)('never leaves a live event on a deleted level when a delete and a save race', async () => {
    for (let round = 0; round < 8; round++) {
      const level = await created('/api/levels', { name: `Racing level ${round}`, code: `RL${round}` });
      const headers = await ctx.asAdmin();
      const [saved, deleted] = await Promise.all([
        ctx.app.inject({
          method: 'POST',
          url: '/api/events',
          headers,
          payload: game(`2027-01-${String(round + 1).padStart(2, '0')}`, {
            match: { ...game().match, levelId: level.id },
          }),
        }),
        ctx.app.inject({ method: 'DELETE', url: `/api/levels/${level.id}`, headers }),
      ]);
      // Either the delete went first (the save finds no level: 400) or the save did (the delete is refused).
      expect([saved.statusCode, deleted.statusCode].sort()).toEqual(saved.statusCode === 201 ? [201, 422] : [204, 400]);
    }
    const orphans = await sql(`select e.id from events e join event_matches m on m.event_id = e.id
      join levels l on l.id = m.level_id where e.deleted_at is null and l.deleted_at is not null`);
    expect(orphans).toEqual([]);
  });
});

describe('organizations', () => {
  const org = (name: string, more: object = {}) => ({
    name,
    organizationTypeId: types.School,
    shortName: name.slice(0, 50),
    address: { zip: '75002' },
    ...more,
  });

  it('are unique by name + type + parent: the same name is fine under another type or parent', async () => {
    const allen = await created('/api/organizations', org('Allen High School'));
    const dup = await call('POST', '/api/organizations', org('allen high school '));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'A school named “Allen High School” already exists.' });

    await created('/api/organizations', org('Allen High School', { organizationTypeId: types.Venue }));
    const team = await created(
      '/api/organizations',
      org('Allen Eagles', { organizationTypeId: types.Team, parentId: allen.id }),
    );
    // Another parent (a district is a School District record now, no longer an organization type).
    const district = await created('/api/organizations', org('Allen Middle School'));
    await created('/api/organizations', org('Allen Eagles', { organizationTypeId: types.Team, parentId: district.id }));
    const twin = await call(
      'POST',
      '/api/organizations',
      org('ALLEN EAGLES', { organizationTypeId: types.Team, parentId: allen.id }),
    );
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.fields.name).toBe('A team named “Allen Eagles” already exists under this parent.');

    // Moving an organization onto another's name + type + parent is refused too.
    const moved = await call('PATCH', `/api/organizations/${team.id}`, { parentId: district.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields.name).toBe('A team named “Allen Eagles” already exists under this parent.');
  });

  it('lets a deleted organization’s name be used again, and one of simultaneous creates win', async () => {
    const gone = await created('/api/organizations', org('Plano East'));
    expect((await call('DELETE', `/api/organizations/${gone.id}`)).statusCode).toBe(204);
    await created('/api/organizations', org('Plano East'));

    const results = await atOnce(5, '/api/organizations', () => org('Racing High'));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.fields.name).toBe(
      'A school named “Racing High” already exists.',
    );
  });

  it('refuses deleting a team a live event has among its participants, or a club with commissions', async () => {
    const team = await created('/api/organizations', org('Tournament Team', { organizationTypeId: types.Team }));
    const tournament = await create({
      ...game('2026-11-20'),
      competitionType: 'tournament',
      title: 'Fall Invitational',
      match: { participatingTeams: [ids.lions, team.id], levelId: ids.varsity },
    });
    const res = await call('DELETE', `/api/organizations/${team.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      `“Tournament Team” cannot be deleted: it is used by 1 event (“${tournament.title}”). Change or delete those first.`,
    );

    const club = await created(
      '/api/organizations',
      org('Lions Boosters', { organizationTypeId: types['Booster Club'], parentId: ids.lions, isBoosterClub: true }),
    );
    await sql(
      `insert into booster_commissions (organization_id, event_category_id, percent) values (${club.id}, ${ids.football}, 10)`,
    );
    const clubRes = await call('DELETE', `/api/organizations/${club.id}`);
    expect(clubRes.statusCode).toBe(422);
    expect(clubRes.json().error.message).toBe(
      '“Lions Boosters” cannot be deleted: it is used by 1 booster commission (“Football”). Change or delete those first.',
    );
  });
});

describe('categories', () => {
  it('are unique by name within their parent; the same sport may sit in two groups', async () => {
    const fall = await created('/api/categories', { name: 'Autumn Sports' });
    const spring = await created('/api/categories', { name: 'Spring Sports' });
    await created('/api/categories', { name: 'Soccer', parentId: fall.id });
    const soccer2 = await created('/api/categories', { name: 'Soccer', parentId: spring.id });

    const dup = await call('POST', '/api/categories', { name: 'SOCCER', parentId: fall.id });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.name).toBe('A category named “Soccer” already exists in this group.');
    const top = await call('POST', '/api/categories', { name: 'autumn sports' });
    expect(top.statusCode).toBe(409);
    expect(top.json().error.fields.name).toBe('A top-level category named “Autumn Sports” already exists.');

    const moved = await call('PATCH', `/api/categories/${soccer2.id}`, { parentId: fall.id });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error.fields.name).toBe('A category named “Soccer” already exists in this group.');
  });

  it('lets exactly one of simultaneous creates of one name win', async () => {
    const results = await atOnce(4, '/api/categories', () => ({ name: 'Racing Sports' }));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('products, product categories and promotions', () => {
  it('keeps product names unique among live products, on create and update', async () => {
    const first = await created('/api/products', { name: 'Poster 24x36', price: 2999, productCategoryId: ids.prints });
    const dup = await call('POST', '/api/products', {
      name: 'poster 24X36',
      price: 100,
      productCategoryId: ids.prints,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'A product named “Poster 24x36” already exists.' });
    const other = await created('/api/products', { name: 'Poster 18x24', price: 1999, productCategoryId: ids.prints });
    expect((await call('PATCH', `/api/products/${other.id}`, { name: 'Poster 24x36' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/products/${first.id}`)).statusCode).toBe(204);
    expect((await call('PATCH', `/api/products/${other.id}`, { name: 'Poster 24x36' })).statusCode).toBe(200);

    const results = await atOnce(4, '/api/products', () => ({
      name: 'Racing Mug',
      price: 999,
      productCategoryId: ids.prints,
    }));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('refuses deleting a product category an event’s order limit uses', async () => {
    const cat = await created('/api/product-categories', { name: 'Limited Prints' });
    const event = await create(game('2026-11-02', { orderLimits: [{ productCategoryId: cat.id, orderLimit: 10 }] }));
    const res = await call('DELETE', `/api/product-categories/${cat.id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      `“Limited Prints” cannot be deleted: it is used by 1 event order limit (“${event.title}”). Change or delete those first.`,
    );
  });

  it('keeps promotion titles unique among live promotions', async () => {
    const promo = await created('/api/promotions', { title: 'Fall Sale' });
    const dup = await call('POST', '/api/promotions', { title: 'FALL SALE' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ title: 'A promotion named “Fall Sale” already exists.' });
    const other = await created('/api/promotions', { title: 'Winter Sale' });
    expect((await call('PATCH', `/api/promotions/${other.id}`, { title: 'fall sale' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/promotions/${promo.id}`)).statusCode).toBe(204);
    await created('/api/promotions', { title: 'Fall Sale' });

    const results = await atOnce(4, '/api/promotions', () => ({ title: 'Racing Sale' }));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});
