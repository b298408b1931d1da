import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADDON_NAMES, PAYEE_ROLES, PAYOUT_MESSAGES, type AddonName } from '@phlox/contract';
import { ADMIN, useTestApp } from './helpers.js';
import { createUser, invitedUser, roleIdOf, uniqueEmail, type UserView } from './users-helpers.js';

/**
 * Security issue 12: privilege escalation. Each attack below worked before the no-escalation rules; each test
 * fails again if its rule is undone. Run on PostgreSQL too (TEST_DATABASE_URL) for the concurrent attempts.
 */
/** Configured owner addresses nobody holds yet. */
const UNMATCHED_OWNER = 'boss-to-be@test.local';
const SPARE_OWNER = 'second-boss@test.local';
const ctx = useTestApp({ OWNER_EMAILS: `${ADMIN.email},${UNMATCHED_OWNER},${SPARE_OWNER}` });
const call = ctx.call;

type Headers = Record<string, string>;

async function createRole(body: object): Promise<{ id: number; permissions: Record<string, string> }> {
  const res = await call('POST', '/api/roles', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function userById(id: number): Promise<UserView> {
  return (await call('GET', `/api/users/${id}`)).json().data as UserView;
}

async function me(headers: Headers) {
  return (await ctx.app.inject({ method: 'GET', url: '/api/authentication/me', headers })).json().data.user as {
    id: number;
    addons: string[];
    permissions: Record<string, string>;
  };
}

/** A signed-in user holding one new role with these grants. */
async function userWithRole(name: string, permissions: object, addons: AddonName[] = []) {
  const role = await createRole({ name: `${name} ${uniqueEmail('r').slice(0, 12)}`, permissions, addons });
  const u = await invitedUser(ctx, [role.id], { email: uniqueEmail(name.toLowerCase().replace(/\W/g, '')) });
  return { ...u, role };
}

const adminId = async () => (await me(await ctx.asAdmin())).id;

describe('a user manager (users: manage, with Assign roles) cannot escalate', () => {
  it('cannot give itself the Admin role', async () => {
    const m = await userWithRole('Users only', { users: 'manage' }, ['users.assignRoles']);
    const admin = await roleIdOf(ctx, 'Admin');
    const res = await call('PATCH', `/api/users/${m.user.id}`, { roleIds: [admin, m.role.id] }, m.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fields.roleIds).toBe('Only an Admin can give or take away the Admin role');
    expect((await userById(m.user.id)).roles.map((r) => r.id)).toEqual([m.role.id]);
  });

  it('cannot change an Admin’s e-mail, send it a reset link or invitation, deactivate or delete it', async () => {
    const m = await userWithRole('Users only', { users: 'manage' }, ['users.assignRoles']);
    const id = await adminId();
    // A second active Admin, so the last-Admin rule (422) is not what stops the deactivation and the delete.
    await invitedUser(ctx, [await roleIdOf(ctx, 'Admin')]);
    const mails = (await ctx.mails()).length;
    const attempts = [
      await call('PATCH', `/api/users/${id}`, { email: m.email.replace('@', '+x@') }, m.headers),
      await call('POST', `/api/users/${id}/password-reset`, undefined, m.headers),
      await call('POST', `/api/users/${id}/invitation`, undefined, m.headers),
      await call('PATCH', `/api/users/${id}`, { status: 'inactive' }, m.headers),
      await call('PATCH', `/api/users/${id}`, { firstName: 'Owned' }, m.headers),
      await call('DELETE', `/api/users/${id}`, undefined, m.headers),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe("Only an Admin can change an Admin's account");
    }
    expect((await ctx.mails()).length).toBe(mails);
    expect(await userById(id)).toMatchObject({ email: ADMIN.email, status: 'active', firstName: 'Ada' });
  });

  it('cannot change a second, non-Admin owner’s account', async () => {
    // An owner without the Admin role: recorded by id at its first sign-in.
    const photographer = await roleIdOf(ctx, 'Photographer');
    const owner = await invitedUser(ctx, [photographer], { email: UNMATCHED_OWNER });
    const m = await userWithRole('Users and events', { users: 'manage', events: 'view', payouts: 'view' }, [
      'users.assignRoles',
    ]);
    const res = await call('PATCH', `/api/users/${owner.user.id}`, { email: uniqueEmail('stolen') }, m.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe("Only an Admin can change an owner's account");
    expect((await call('POST', `/api/users/${owner.user.id}/password-reset`, undefined, m.headers)).statusCode).toBe(
      403,
    );
  });

  it('cannot take a configured owner address for itself or give it to a new account', async () => {
    const m = await userWithRole('Users only', { users: 'manage' }, ['users.assignRoles']);
    const self = await call('PATCH', `/api/users/${m.user.id}`, { email: SPARE_OWNER }, m.headers);
    expect(self.statusCode).toBe(403);
    expect(self.json().error.fields.email).toBe("Only an Admin can give an owner's e-mail address to an account");
    const created = await call(
      'POST',
      '/api/users',
      { firstName: 'New', lastName: 'Boss', email: SPARE_OWNER.toUpperCase(), roleIds: [m.role.id] },
      m.headers,
    );
    expect(created.statusCode).toBe(403);
    expect((await userById(m.user.id)).email).toBe(m.email);
  });

  it('cannot give or take away a role with rights beyond its own, nor change an account that holds them', async () => {
    const m = await userWithRole('Users only', { users: 'manage' }, ['users.assignRoles']);
    const refunder = await createRole({
      name: `Refunder ${uniqueEmail('r').slice(0, 12)}`,
      permissions: { orders: 'manage' },
      addons: ['orders.refund'],
    });
    const give = await call(
      'POST',
      '/api/users',
      { firstName: 'A', lastName: 'B', email: uniqueEmail('give'), roleIds: [refunder.id] },
      m.headers,
    );
    expect(give.statusCode).toBe(403);
    expect(give.json().error.fields.roleIds).toMatch(
      /rights you do not hold yourself \(Orders manage, Orders: Refund\)/,
    );
    const peer = await createUser(ctx, {
      firstName: 'P',
      lastName: 'Q',
      email: uniqueEmail('peer'),
      roleIds: [m.role.id],
    });
    const promote = await call('PATCH', `/api/users/${peer.id}`, { roleIds: [m.role.id, refunder.id] }, m.headers);
    expect(promote.statusCode).toBe(403);
    // An account holding more than the caller: no edits at all (its e-mail and reset link would hand it over).
    const strong = await createUser(ctx, {
      firstName: 'S',
      lastName: 'T',
      email: uniqueEmail('strong'),
      roleIds: [m.role.id, refunder.id],
    });
    const takeAway = await call('PATCH', `/api/users/${strong.id}`, { roleIds: [m.role.id] }, m.headers);
    expect(takeAway.statusCode).toBe(403);
    const steal = await call('PATCH', `/api/users/${strong.id}`, { email: uniqueEmail('mine') }, m.headers);
    expect(steal.statusCode).toBe(403);
    expect((await userById(strong.id)).roles).toHaveLength(2);
    // Within its own rights it works.
    expect((await call('PATCH', `/api/users/${peer.id}`, { firstName: 'Peer' }, m.headers)).statusCode).toBe(200);
  });
});

describe('users.assignRoles', () => {
  it('is needed to create a user or change a user’s roles, not for other edits', async () => {
    const m = await userWithRole('Users no assign', { users: 'manage', levels: 'view' });
    const levels = await createRole({
      name: `Levels ${uniqueEmail('l').slice(0, 12)}`,
      permissions: { levels: 'view' },
    });
    const create = await call(
      'POST',
      '/api/users',
      { firstName: 'A', lastName: 'B', email: uniqueEmail('c'), roleIds: [levels.id] },
      m.headers,
    );
    expect(create.statusCode).toBe(403);
    expect(create.json().error.message).toMatch(/Assign roles/);
    const peer = await createUser(ctx, {
      firstName: 'P',
      lastName: 'Q',
      email: uniqueEmail('p'),
      roleIds: [levels.id],
    });
    expect((await call('PATCH', `/api/users/${peer.id}`, { roleIds: [m.role.id] }, m.headers)).statusCode).toBe(403);
    // The same role set (reordered or not) is not an assignment.
    expect(
      (await call('PATCH', `/api/users/${peer.id}`, { roleIds: [levels.id], lastName: 'R' }, m.headers)).statusCode,
    ).toBe(200);
  });
});

describe('changing a colleague’s e-mail (the way to take an account over with a reset link)', () => {
  it('needs the Assign roles add-on (or an Admin) and tells the old address', async () => {
    const role = await createRole({
      name: `Clerks ${uniqueEmail('c').slice(0, 12)}`,
      permissions: { users: 'manage' },
    });
    const clerk = await invitedUser(ctx, [role.id], { email: uniqueEmail('clerk') });
    const colleague = await invitedUser(ctx, [role.id], { email: uniqueEmail('colleague') });
    const taken = uniqueEmail('attacker');
    const res = await call('PATCH', `/api/users/${colleague.user.id}`, { email: taken }, clerk.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fields.email).toMatch(/assign roles/);
    expect((await userById(colleague.user.id)).email).toBe(colleague.email);
    // Other fields of a colleague, and the clerk's own e-mail, stay theirs to change.
    expect(
      (await call('PATCH', `/api/users/${colleague.user.id}`, { firstName: 'Renamed' }, clerk.headers)).statusCode,
    ).toBe(200);
    const own = uniqueEmail('clerk-new');
    expect((await call('PATCH', `/api/users/${clerk.user.id}`, { email: own }, clerk.headers)).statusCode).toBe(200);

    // An Admin may, and the old address is told.
    const moved = uniqueEmail('moved');
    expect((await call('PATCH', `/api/users/${colleague.user.id}`, { email: moved })).statusCode).toBe(200);
    const notice = await ctx.lastMailTo(colleague.email);
    expect(notice?.subject).toMatch(/e-mail address was changed/);
    expect(notice?.text).toContain(moved);
  });
});

describe('a roles manager cannot escalate', () => {
  it('cannot grant its own role every module, nor create a role beyond its own rights', async () => {
    const m = await userWithRole('Roles only', { roles: 'manage', levels: 'view' });
    const everything = Object.fromEntries(Object.keys((await me(m.headers)).permissions).map((k) => [k, 'manage']));
    const res = await call('PATCH', `/api/roles/${m.role.id}`, { permissions: everything }, m.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.fields.permissions).toMatch(/^This role would grant rights you do not hold yourself/);
    const addon = await call(
      'PATCH',
      `/api/roles/${m.role.id}`,
      { permissions: { roles: 'manage', levels: 'view', reports: 'view' }, addons: ['reports.download'] },
      m.headers,
    );
    expect(addon.statusCode).toBe(403);
    const create = await call('POST', '/api/roles', { name: 'Mine', permissions: { orders: 'view' } }, m.headers);
    expect(create.statusCode).toBe(403);
    expect((await me(m.headers)).permissions).toMatchObject({ roles: 'manage', levels: 'view', orders: 'none' });
    // Lowering, or a role within its own rights, is allowed.
    const own = await call(
      'POST',
      '/api/roles',
      { name: `Mine ${uniqueEmail('m').slice(0, 10)}`, permissions: { levels: 'view' } },
      m.headers,
    );
    expect(own.statusCode).toBe(201);
  });

  it('cannot edit or delete a role that holds more than it does', async () => {
    const m = await userWithRole('Roles only', { roles: 'manage', levels: 'view' });
    const strong = await createRole({
      name: `Strong ${uniqueEmail('s').slice(0, 12)}`,
      permissions: { orders: 'manage' },
    });
    expect(
      (await call('PATCH', `/api/roles/${strong.id}`, { permissions: { levels: 'view' } }, m.headers)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `/api/roles/${strong.id}`, undefined, m.headers)).statusCode).toBe(403);
    expect((await call('GET', `/api/roles/${strong.id}`)).json().data.permissions.orders).toBe('manage');
  });
});

describe('concurrent escalation attempts', () => {
  it('two at the same instant are both refused and write nothing', async () => {
    const m = await userWithRole('Users and roles', { users: 'manage', roles: 'manage' }, ['users.assignRoles']);
    const admin = await roleIdOf(ctx, 'Admin');
    const everything = Object.fromEntries(Object.keys((await me(m.headers)).permissions).map((k) => [k, 'manage']));
    const results = await Promise.all([
      call('PATCH', `/api/users/${m.user.id}`, { roleIds: [m.role.id, admin] }, m.headers),
      call('PATCH', `/api/roles/${m.role.id}`, { permissions: everything, addons: ADDON_NAMES }, m.headers),
      call('PATCH', `/api/users/${m.user.id}`, { roleIds: [admin] }, m.headers),
      call('PATCH', `/api/roles/${m.role.id}`, { permissions: everything }, m.headers),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const after = await me(m.headers);
    expect(after.permissions).toMatchObject({ users: 'manage', roles: 'manage', orders: 'none' });
    expect(after.addons).toEqual(['users.assignRoles']);
    expect((await userById(m.user.id)).roles.map((r) => r.id)).toEqual([m.role.id]);
  });

  it('a caller demoted a moment ago is refused at once (rights read inside the transaction)', async () => {
    const m = await userWithRole('Users only', { users: 'manage' }, ['users.assignRoles']);
    const levels = await createRole({ name: `Lv ${uniqueEmail('l').slice(0, 12)}`, permissions: { users: 'view' } });
    const target = await createUser(ctx, {
      firstName: 'T',
      lastName: 'U',
      email: uniqueEmail('t'),
      roleIds: [levels.id],
    });
    // Warm the session cache with the old rights, then demote straight in the database (another instance).
    expect((await call('GET', '/api/users', undefined, m.headers)).statusCode).toBe(200);
    await ctx.database.db.execute(`update permissions set addons = '{}' where role_id = ${m.role.id}`);
    const res = await call('PATCH', `/api/users/${target.id}`, { roleIds: [m.role.id] }, m.headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('add-ons on routes', () => {
  const tiers = {
    orders: 'manage',
    payouts: 'manage',
    events: 'manage',
    organizations: 'manage',
    'browse-and-buy': 'manage',
    reports: 'view',
  };
  const routes: Array<{ addon: AddonName; method: 'GET' | 'POST'; url: string; body?: object }> = [
    { addon: 'orders.refund', method: 'POST', url: '/api/orders/1/products/1/refunds', body: {} },
    {
      addon: 'payouts.settle',
      method: 'POST',
      url: '/api/payouts/settlements',
      body: { payeeRole: PAYEE_ROLES[0], payeeId: 999999, rowIds: [999999], paymentDate: '2026-01-31' },
    },
    { addon: 'events.import', method: 'POST', url: '/api/events/import', body: {} },
    { addon: 'organizations.import', method: 'POST', url: '/api/organizations/import', body: {} },
    { addon: 'browse-and-buy.import', method: 'POST', url: '/api/browse-and-buy/import', body: {} },
    { addon: 'reports.download', method: 'GET', url: '/api/reports/export/summary.xlsx?from=2026-01-01&to=2026-01-31' },
    {
      addon: 'reports.download',
      method: 'GET',
      url: '/api/reports/export/customer-orders.xlsx?from=2026-01-01&to=2026-01-31',
    },
    {
      addon: 'reports.download',
      method: 'GET',
      url: '/api/reports/export/event-profitability.xlsx?from=2026-01-01&to=2026-01-31',
    },
  ];

  it('each route refuses the tier without its add-on (403), and lets the add-on through', async () => {
    const without = await userWithRole('Tiers only', tiers);
    const withAll = await userWithRole('Tiers and add-ons', tiers, [
      'orders.refund',
      'payouts.settle',
      'events.import',
      'organizations.import',
      'browse-and-buy.import',
      'reports.download',
    ]);
    expect((await me(withAll.headers)).addons).toHaveLength(6);
    expect((await me(without.headers)).addons).toEqual([]);
    for (const r of routes) {
      const refused = await call(r.method, r.url, r.body, without.headers);
      expect(refused.statusCode, `${r.url} without ${r.addon}`).toBe(403);
      expect(refused.json().error.message).toMatch(/add-on/);
      const passed = await call(r.method, r.url, r.body, withAll.headers);
      if (r.addon === 'payouts.settle') {
        // The owner rule (spec §6) still applies on top of the add-on.
        expect(passed.statusCode).toBe(403);
        expect(passed.json().error.message).toBe(PAYOUT_MESSAGES.ownerOnly);
      } else {
        expect(passed.statusCode, `${r.url} with ${r.addon}: ${passed.body}`).not.toBe(403);
      }
    }
  });
});

describe('migration 0013 backfill', () => {
  it('gives a role the add-ons its tiers allowed before add-ons existed', async () => {
    const role = await createRole({
      name: `Old manager ${uniqueEmail('o').slice(0, 10)}`,
      permissions: { orders: 'manage', reports: 'view', events: 'view', users: 'manage' },
    });
    expect((await call('GET', `/api/roles/${role.id}`)).json().data.addons).toEqual([]);
    const sql = await readFile(
      path.resolve(import.meta.dirname, '../src/db/migrations/0013_permission-addons-and-owners.sql'),
      'utf8',
    );
    const backfill = sql.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "permissions"'))!;
    await ctx.database.db.execute(backfill);
    expect((await call('GET', `/api/roles/${role.id}`)).json().data.addons).toEqual([
      'users.assignRoles',
      'orders.refund',
      'reports.download',
    ]);
  });
});

describe('the user form’s role choices', () => {
  it('mark as assignable only the roles the signed-in user may give or take away', async () => {
    const m = await userWithRole('Role picker', { users: 'manage', levels: 'manage' }, ['users.assignRoles']);
    const small = await createRole({
      name: `Levels viewer ${uniqueEmail('r').slice(0, 8)}`,
      permissions: { levels: 'view' },
    });
    const big = await createRole({
      name: `Orders boss ${uniqueEmail('r').slice(0, 8)}`,
      permissions: { orders: 'manage' },
    });
    const options = (await call('GET', '/api/users/role-options', undefined, m.headers)).json().data as Array<{
      id: number;
      name: string;
      assignable: boolean;
    }>;
    const of = (id: number) => options.find((o) => o.id === id)?.assignable;
    expect(of(small.id)).toBe(true);
    expect(of(big.id)).toBe(false);
    expect(options.find((o) => o.name === 'Admin')?.assignable).toBe(false);
    // Without the add-on nothing is assignable; an Admin may assign every role.
    const plain = await userWithRole('No assign', { users: 'manage' });
    const none = (await call('GET', '/api/users/role-options', undefined, plain.headers)).json().data as Array<{
      assignable: boolean;
    }>;
    expect(none.every((o) => !o.assignable)).toBe(true);
    const all = (await call('GET', '/api/users/role-options')).json().data as Array<{ assignable: boolean }>;
    expect(all.every((o) => o.assignable)).toBe(true);
  });
});
