import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { updateUser } from '../src/modules/users/service.js';
import { invitedUser, roleIdOf, uniqueEmail } from './users-helpers.js';

/** Its own database: these tests take the Admin role away from people, which other files rely on. */
const ctx = useTestApp();
const call = ctx.call;

async function activeAdmins(headers?: Record<string, string>): Promise<number> {
  const admin = await roleIdOf(ctx, 'Admin', headers);
  return (await call('GET', `/api/users?role=${admin}&status=active`, undefined, headers)).json().meta.total as number;
}

/** Every user made by invitedUser() has the same password. */
async function headersOf(email: string) {
  return { authorization: `Bearer ${await ctx.login(email, 'invited-password-1')}` };
}

async function countRows(table: string): Promise<number> {
  const res = (await ctx.database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
    rows: Array<{ n: number }>;
  };
  return res.rows[0].n;
}

describe('a user is saved all or nothing', () => {
  it('two simultaneous creates with one phone: one wins, the other leaves no address or image behind', async () => {
    const photographer = await roleIdOf(ctx, 'Photographer');
    const addresses = await countRows('address');
    const images = await countRows('images');
    const body = (n: number) => ({
      firstName: 'Race',
      lastName: `Runner ${n}`,
      email: uniqueEmail(`race${n}`),
      phone: '(817) 555-0199',
      roleIds: [photographer],
      avatarUrl: `https://cdn.example.com/race-${n}.jpg`,
      address: { addressLine1: `${n} Race Rd`, city: 'Fort Worth', state: 'TX', zip: '76102' },
      photographer: { images: [{ url: `https://cdn.example.com/race-gallery-${n}.jpg` }] },
    });
    const results = await Promise.all([1, 2, 3, 4].map((n) => call('POST', '/api/users', body(n))));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.fields.phone).toBe('Another user already has this phone number');
    }
    expect(await countRows('address')).toBe(addresses + 1);
    expect(await countRows('images')).toBe(images + 2);
  });
});

describe('the last active Admin', () => {
  it('cannot lose the role, be deactivated or be deleted, even by someone allowed to manage users', async () => {
    const admin = (await call('GET', '/api/profile')).json().data as { id: number };
    // A user manager who is not an Admin: the self rules do not apply to them, the last-Admin rule does.
    const role = await call('POST', '/api/roles', { name: 'User manager', permissions: { users: 'manage' } });
    expect(role.statusCode, role.body).toBe(201);
    const manager = await invitedUser(ctx, [role.json().data.id]);
    const photographer = await roleIdOf(ctx, 'Photographer');

    const demote = await call('PATCH', `/api/users/${admin.id}`, { roleIds: [photographer] }, manager.headers);
    expect(demote.statusCode).toBe(422);
    expect(demote.json().error.fields.roleIds).toMatch(/last active Admin/);
    const deactivate = await call('PATCH', `/api/users/${admin.id}`, { status: 'inactive' }, manager.headers);
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().error.fields.status).toMatch(/last active Admin/);
    expect((await call('DELETE', `/api/users/${admin.id}`, undefined, manager.headers)).statusCode).toBe(422);
    expect(await activeAdmins()).toBe(1);
  });

  it('of two admins demoting each other at the same moment, exactly one succeeds', async () => {
    const adminRole = await roleIdOf(ctx, 'Admin');
    const photographer = await roleIdOf(ctx, 'Photographer');
    const x = await invitedUser(ctx, [adminRole]);
    const y = await invitedUser(ctx, [adminRole]);
    // Leave X and Y as the only active Admins.
    const original = (await call('GET', '/api/profile')).json().data as { id: number };
    expect((await call('PATCH', `/api/users/${original.id}`, { roleIds: [photographer] }, x.headers)).statusCode).toBe(
      200,
    );
    expect(await activeAdmins(x.headers)).toBe(2);

    const [xDemotesY, yDemotesX] = await Promise.all([
      call('PATCH', `/api/users/${y.user.id}`, { roleIds: [photographer] }, x.headers),
      call('PATCH', `/api/users/${x.user.id}`, { roleIds: [photographer] }, y.headers),
    ]);
    // The loser gets 422 from the locked check, or 403 when the winner committed before its request began.
    expect([xDemotesY.statusCode, yDemotesX.statusCode].filter((c) => c === 200)).toHaveLength(1);
    expect([403, 422]).toContain(xDemotesY.statusCode === 200 ? yDemotesX.statusCode : xDemotesY.statusCode);
    const survivor = xDemotesY.statusCode === 200 ? x : y;
    expect(await activeAdmins(survivor.headers)).toBe(1);

    // The same race with deactivation: the remaining Admin and a new one deactivating each other.
    const z = await invitedUser(ctx, [adminRole], { email: uniqueEmail('z') }, survivor.headers);
    const [a, b] = await Promise.all([
      call('PATCH', `/api/users/${z.user.id}`, { status: 'inactive' }, survivor.headers),
      call('PATCH', `/api/users/${survivor.user.id}`, { status: 'inactive' }, z.headers),
    ]);
    expect([a.statusCode, b.statusCode].filter((c) => c === 200)).toHaveLength(1);
    expect(await activeAdmins(a.statusCode === 200 ? survivor.headers : z.headers)).toBe(1);
  });
});

describe('the last-Admin check inside the transaction', () => {
  it('serialises two demotions that both got past the permission check', async () => {
    const survivorEmail = uniqueEmail('p');
    const adminRole = (await ctx.database.db.execute(`select id from roles where name = 'Admin'`)) as unknown as {
      rows: Array<{ id: number }>;
    };
    const adminId = adminRole.rows[0].id;
    // Straight to the service: both calls are already authorised, so only the row lock can stop the second.
    const actors = await ctx.database.db.execute(
      `select u.id, u.email from users u join user_roles ur on ur.user_id = u.id and ur.deleted_at is null
       where ur.role_id = ${adminId} and u.status = 'active' and u.deleted_at is null order by u.id`,
    );
    const admins = (actors as unknown as { rows: Array<{ id: number; email: string }> }).rows;
    expect(admins.length).toBe(1);
    const [p] = (
      (await ctx.database.db.execute(`select id from roles where name = 'Photographer'`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows;
    const other = await invitedUser(ctx, [adminId], { email: survivorEmail }, await headersOf(admins[0].email));
    const deps = {
      db: ctx.database.db,
      config: ctx.app.config,
      mail: ctx.app.mail,
    };
    const actor = (id: number, email: string) => ({
      id,
      email,
      firstName: 'A',
      lastName: 'B',
      status: 'active',
      avatarUrl: null,
      roles: ['Admin'],
      permissions: {} as never,
      addons: [],
      isOwner: false,
    });
    const results = await Promise.allSettled([
      updateUser(deps, other.user.id, { roleIds: [p.id] }, actor(admins[0].id, admins[0].email)),
      updateUser(deps, admins[0].id, { roleIds: [p.id] }, actor(other.user.id, survivorEmail)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toMatchObject({ statusCode: 422, message: expect.stringMatching(/last active Admin/) });
  });
});
