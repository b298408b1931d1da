import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { createUser, itemHistory, roleIdOf, uniqueEmail } from './users-helpers.js';

const ctx = useTestApp();
const call = ctx.call;

interface PaidUser {
  id: number;
  updatedAt: string;
  levelId: number | null;
  levelName: string | null;
  compensationType: 'fixed' | 'percent' | 'hourly' | null;
  compensationRate: number | string | null;
}

const levels: Record<string, number> = {};
let staffRole = 0;
beforeAll(async () => {
  for (const [name, code] of [
    ['Senior', 'SR'],
    ['Junior', 'JR'],
    ['Retired', 'RT'],
  ]) {
    const res = await call('POST', '/api/levels', { name, code });
    expect(res.statusCode, res.body).toBe(201);
    levels[name] = res.json().data.id;
  }
  const role = await call('POST', '/api/roles', { name: 'Pay Staff', permissions: { events: 'view' } });
  expect(role.statusCode, role.body).toBe(201);
  staffRole = role.json().data.id;
});

const staff = (lastName: string, extra: Record<string, unknown> = {}) =>
  createUser(ctx, {
    firstName: 'Sam',
    lastName,
    email: uniqueEmail(lastName.toLowerCase().replace(/\W+/g, '-')),
    roleIds: [staffRole],
    ...extra,
  }) as unknown as Promise<PaidUser>;

const listed = async (query: string) => {
  const res = await call('GET', `/api/users?q=Paytest&pageSize=100&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<PaidUser & { lastName: string }>).map((u) => u.lastName).sort();
};

describe('a user’s level and compensation', () => {
  it('are saved by type — cents for fixed and hourly, a percent for percent — and shown in the list', async () => {
    const fixed = await staff('Paytest Fixed', {
      levelId: levels.Senior,
      compensationType: 'fixed',
      compensationRate: 15000,
    });
    expect(fixed).toMatchObject({
      levelId: levels.Senior,
      levelName: 'Senior',
      compensationType: 'fixed',
      compensationRate: 15000,
    });
    const percent = await staff('Paytest Percent', { compensationType: 'percent', compensationRate: '12.5' });
    expect(percent).toMatchObject({ levelId: null, levelName: null, compensationRate: '12.50' });
    // A percent may come as a number too; it is kept as the exact decimal.
    const asNumber = await staff('Paytest Number', { compensationType: 'percent', compensationRate: 7.25 });
    expect(asNumber.compensationRate).toBe('7.25');
    await staff('Paytest Hourly', { levelId: levels.Junior, compensationType: 'hourly', compensationRate: 4000 });
    await staff('Paytest Unpaid');

    const res = await call('GET', '/api/users?q=Paytest%20Hourly');
    expect(res.json().data[0]).toMatchObject({
      levelName: 'Junior',
      compensationType: 'hourly',
      compensationRate: 4000,
    });
    const unpaid = (await call('GET', '/api/users?q=Paytest%20Unpaid')).json().data[0];
    expect(unpaid).toMatchObject({ levelId: null, compensationType: null, compensationRate: null });
  });

  it('filter the list by level and by compensation type, together with the other filters', async () => {
    await staff('Paytest Filter Senior', { levelId: levels.Senior, compensationType: 'hourly', compensationRate: 1 });
    expect(await listed(`levelId=${levels.Senior}`)).toEqual(['Paytest Filter Senior', 'Paytest Fixed']);
    expect(await listed('compensationType=hourly')).toEqual(['Paytest Filter Senior', 'Paytest Hourly']);
    expect(await listed(`compensationType=hourly&levelId=${levels.Junior}`)).toEqual(['Paytest Hourly']);
    expect(await listed('compensationType=percent&status=inactive')).toEqual([]);
    expect(await listed(`levelId=${levels.Retired}`)).toEqual([]);
    const meta = (await call('GET', '/api/users?compensationType=percent&pageSize=1')).json().meta;
    expect(meta).toMatchObject({ pageSize: 1, total: 2 });
    for (const bad of ['compensationType=salary', 'levelId=abc', 'levelId=0', 'levelId=99999999999']) {
      const res = await call('GET', `/api/users?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('refuse a rate that does not fit its type with a message on the field (400, never 5xx)', async () => {
    const body = (extra: Record<string, unknown>) => ({
      firstName: 'Val',
      lastName: 'Paytest Invalid',
      email: uniqueEmail('invalid'),
      roleIds: [staffRole],
      ...extra,
    });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ compensationType: 'fixed' }, 'compensationRate', 'Enter the rate'],
      [{ compensationRate: 100 }, 'compensationType', 'Choose how this person is paid'],
      [{ compensationType: 'fixed', compensationRate: 150.5 }, 'compensationRate', 'in whole cents'],
      [{ compensationType: 'hourly', compensationRate: -1 }, 'compensationRate', 'in whole cents'],
      [{ compensationType: 'hourly', compensationRate: '4000' }, 'compensationRate', 'in whole cents'],
      [{ compensationType: 'fixed', compensationRate: 10_000_001 }, 'compensationRate', 'in whole cents'],
      [{ compensationType: 'percent', compensationRate: '100.5' }, 'compensationRate', 'from 0 to 100'],
      [{ compensationType: 'percent', compensationRate: '12.345' }, 'compensationRate', 'from 0 to 100'],
      [{ compensationType: 'percent', compensationRate: 'ten' }, 'compensationRate', 'from 0 to 100'],
      [{ compensationType: 'salary', compensationRate: 1 }, 'compensationType', 'Use fixed, percent, hourly'],
      [{ compensationType: 'fixed', compensationRate: true }, 'compensationRate', 'Invalid input'],
      [{ levelId: 999_999 }, 'levelId', 'Choose a level from the list'],
      [{ levelId: 'senior' }, 'levelId', 'Invalid input'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await call('POST', '/api/users', body(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(extra)).toContain(message);
    }
    expect(await listed('')).not.toContain('Paytest Invalid');
  });

  it('are checked together on an update: the saved pair with the changes laid over', async () => {
    const user = await staff('Paytest Update', { compensationType: 'fixed', compensationRate: 15000 });
    const patch = async (changes: Record<string, unknown>) => call('PATCH', `/api/users/${user.id}`, changes);

    // Another type that reads cents keeps the amount; a percent cannot be read from cents.
    const hourly = await patch({ compensationType: 'hourly' });
    expect(hourly.statusCode, hourly.body).toBe(200);
    expect(hourly.json().data).toMatchObject({ compensationType: 'hourly', compensationRate: 15000 });
    const percent = await patch({ compensationType: 'percent' });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().error.fields).toEqual({ compensationRate: expect.stringContaining('from 0 to 100') });
    const rateAlone = await patch({ compensationRate: '12.5' });
    expect(rateAlone.json().error.fields.compensationRate).toContain('in whole cents');
    const both = await patch({ compensationType: 'percent', compensationRate: '12.5' });
    expect(both.json().data).toMatchObject({ compensationType: 'percent', compensationRate: '12.50' });
    // Clearing the type clears the pay; a rate alone is refused.
    const cleared = await patch({ compensationType: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).toMatchObject({ compensationType: null, compensationRate: null });
    expect((await patch({ compensationRate: 500 })).json().error.fields).toEqual({
      compensationType: 'Choose how this person is paid',
    });
    // Other fields leave level and pay alone.
    const level = await patch({ levelId: levels.Junior });
    const renamed = await patch({ firstName: 'Samuel' });
    expect(renamed.json().data).toMatchObject({ levelId: levels.Junior, levelName: 'Junior', compensationType: null });
    expect(level.statusCode).toBe(200);
    const noLevel = await patch({ levelId: null });
    expect(noLevel.json().data).toMatchObject({ levelId: null, levelName: null });
  });

  it('write one history row each for level and compensation, in words', async () => {
    const user = await staff('Paytest History', {
      levelId: levels.Senior,
      compensationType: 'fixed',
      compensationRate: 15000,
    });
    const created = (await itemHistory(ctx, 'users', user.id)).find((h) => h.action === 'create')!;
    expect(JSON.parse(created.newValue!)).toMatchObject({ level: 'Senior', compensation: '$150.00 fixed' });
    const res = await call('PATCH', `/api/users/${user.id}`, {
      levelId: levels.Junior,
      compensationType: 'percent',
      compensationRate: '12.5',
    });
    expect(res.statusCode, res.body).toBe(200);
    await call('PATCH', `/api/users/${user.id}`, { compensationType: 'hourly', compensationRate: 4000 });
    const changes = (await itemHistory(ctx, 'users', user.id))
      .filter((h) => h.field)
      .map((h) => [h.field, h.oldValue, h.newValue]);
    // Newest first; the two rows of one save in either order.
    expect(changes[0]).toEqual(['compensation', '12.5%', '$40.00/h']);
    expect(changes.slice(1)).toEqual(
      expect.arrayContaining([
        ['level', 'Senior', 'Junior'],
        ['compensation', '$150.00 fixed', '12.5%'],
      ]),
    );
    expect(changes).toHaveLength(3);
  });
});

describe('who sees pay', () => {
  it('only staff with the users module: a photographer is refused the users routes', async () => {
    const headers = await ctx.asPhotographer();
    for (const url of ['/api/users', '/api/users/level-options', '/api/users?compensationType=fixed']) {
      expect((await call('GET', url, undefined, headers)).statusCode, url).toBe(403);
    }
  });

  it('the profile shows one’s own level and pay read-only: sending them changes nothing', async () => {
    const photographerRole = await roleIdOf(ctx, 'Photographer');
    const email = uniqueEmail('paidphoto');
    const user = await staff('Paytest Profile', {
      email,
      roleIds: [photographerRole],
      levelId: levels.Senior,
      compensationType: 'hourly',
      compensationRate: 4000,
    });
    // A user's password is set straight in the database: the invitation flow is tested elsewhere.
    await ctx.database.query(
      `update users set password = (select password from users where email = 'photo@test.local') where id = $1`,
      [user.id],
    );
    const headers = { authorization: `Bearer ${await ctx.login(email, 'photo-password-1')}` };
    const profile = await call('GET', '/api/profile', undefined, headers);
    expect(profile.json().data).toMatchObject({
      levelName: 'Senior',
      compensationType: 'hourly',
      compensationRate: 4000,
    });
    const res = await call(
      'PATCH',
      '/api/profile',
      { firstName: 'Pia', levelId: levels.Junior, compensationType: 'fixed', compensationRate: 999_999 },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: 'Pia',
      levelName: 'Senior',
      compensationType: 'hourly',
      compensationRate: 4000,
    });
  });
});

describe('levels and users', () => {
  it('offers the live levels to whoever may see users, by name', async () => {
    const res = await call('GET', '/api/users/level-options');
    expect(res.statusCode).toBe(200);
    const names = (res.json().data as Array<{ name: string }>).map((l) => l.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['Junior', 'Senior', 'Retired']));
  });

  it('a level a user holds cannot be deleted; a deleted level cannot be given', async () => {
    const level = (await call('POST', '/api/levels', { name: 'Apprentice', code: 'AP' })).json().data;
    await staff('Paytest Apprentice', { levelId: level.id });
    const refused = await call('DELETE', `/api/levels/${level.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('1 user');
    expect(refused.json().error.message).toContain('Sam Paytest Apprentice');

    const gone = (await call('POST', '/api/levels', { name: 'Gone', code: 'GN' })).json().data;
    expect((await call('DELETE', `/api/levels/${gone.id}`)).statusCode).toBe(204);
    const res = await call('POST', '/api/users', {
      firstName: 'Gil',
      lastName: 'Paytest Gone',
      email: uniqueEmail('gone'),
      roleIds: [staffRole],
      levelId: gone.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ levelId: 'Choose a level from the list' });
    expect((await call('GET', '/api/users/level-options')).json().data).not.toContainEqual(
      expect.objectContaining({ id: gone.id }),
    );
  });
});
