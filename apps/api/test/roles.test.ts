import { describe, expect, it } from 'vitest';
import { ADDON_NAMES, MODULE_NAMES } from '@phlox/contract';
import { useTestApp } from './helpers.js';
import { createUser, invitedUser, roleIdOf, uniqueEmail } from './users-helpers.js';

const ctx = useTestApp();
const call = ctx.call;

interface RoleView {
  id: number;
  name: string;
  displayName: string;
  shortName: string | null;
  builtIn: boolean;
  userCount: number;
  permissions: Record<string, string>;
  updatedAt: string;
}

/** A role must open at least one module. */
const SOME = { levels: 'view' };

async function createRole(body: object): Promise<RoleView> {
  const res = await call('POST', '/api/roles', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as RoleView;
}

describe('roles list and detail', () => {
  it('lists the built-in roles first with their user counts and full matrices', async () => {
    const res = await call('GET', '/api/roles');
    expect(res.statusCode).toBe(200);
    const [admin, photographer] = res.json().data as RoleView[];
    expect(admin).toMatchObject({ name: 'Admin', builtIn: true, userCount: 1 });
    expect(Object.keys(admin.permissions).sort()).toEqual([...MODULE_NAMES].sort());
    expect(Object.values(admin.permissions).every((t) => t === 'manage')).toBe(true);
    expect(photographer).toMatchObject({ name: 'Photographer', builtIn: true, userCount: 1 });
    expect(photographer.permissions).toMatchObject({ events: 'view', payouts: 'view', users: 'none' });
  });

  it('searches, sorts by user count and pages', async () => {
    await createRole({ name: 'Sortable quiet', permissions: SOME });
    const busy = await createRole({ name: 'Sortable busy', permissions: SOME });
    await createUser(ctx, { firstName: 'S', lastName: 'B', email: uniqueEmail('sb'), roleIds: [busy.id] });
    const res = (await call('GET', '/api/roles?q=sortable&sort=-userCount&pageSize=1')).json();
    expect(res.meta).toEqual({ page: 1, pageSize: 1, total: 2 });
    expect(res.data[0]).toMatchObject({ name: 'Sortable busy', userCount: 1 });
    expect((await call('GET', '/api/roles?sort=tier')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown role', async () => {
    expect((await call('GET', '/api/roles/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/roles/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/roles/999999')).statusCode).toBe(404);
  });
});

describe('creating and editing roles', () => {
  it('creates a role with a matrix (omitted modules get none) and records its history', async () => {
    const role = await createRole({
      name: 'Scheduler',
      shortName: 'SCH',
      permissions: { events: 'manage', levels: 'view' },
    });
    expect(role).toMatchObject({ displayName: 'Scheduler', shortName: 'SCH', builtIn: false, userCount: 0 });
    expect(role.permissions).toMatchObject({ events: 'manage', levels: 'view', orders: 'none', roles: 'none' });

    const upd = await call('PATCH', `/api/roles/${role.id}`, {
      permissions: { ...role.permissions, levels: 'manage', events: 'none' },
      updatedAt: role.updatedAt,
    });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().data.permissions).toMatchObject({ levels: 'manage', events: 'none' });
    const stale = await call('PATCH', `/api/roles/${role.id}`, { displayName: 'Late', updatedAt: role.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_UPDATE');

    const h = (await call('GET', `/api/history?menu=roles&itemId=${role.id}`)).json().data as Array<{
      action: string;
      field: string | null;
      oldValue: string | null;
      newValue: string | null;
    }>;
    expect(h.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    expect(h.find((e) => e.field === 'levels access')).toMatchObject({ oldValue: 'view', newValue: 'manage' });
  });

  it('validates the name and the matrix with field messages', async () => {
    const res = await call('POST', '/api/roles', { name: '', permissions: { levels: 'admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({ name: 'Enter a name' });
    expect(res.json().error.fields['permissions.levels']).toBeTruthy();
    expect((await call('POST', '/api/roles', { name: 'Tilde~1' })).json().error.fields.name).toMatch(/Use letters/);
    expect((await call('POST', '/api/roles', { name: 'X', permissions: { nowhere: 'view' } })).statusCode).toBe(400);
  });

  it('refuses a role with every module at none, on create and on edit', async () => {
    const message = 'Select at least one View or Manage permission';
    for (const body of [{ name: 'Nothing' }, { name: 'Nothing', permissions: { events: 'none', levels: 'none' } }]) {
      const res = await call('POST', '/api/roles', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.permissions).toBe(message);
    }
    const role = await createRole({ name: 'Something', permissions: SOME });
    const edit = await call('PATCH', `/api/roles/${role.id}`, { permissions: { levels: 'none' } });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error.fields.permissions).toBe(message);
    expect((await call('GET', `/api/roles/${role.id}`)).json().data.permissions.levels).toBe('view');
  });

  it('a PATCH naming some modules changes only those; the rest keep their tiers', async () => {
    const role = await createRole({
      name: 'Partial',
      permissions: { events: 'manage', levels: 'view', orders: 'view' },
    });
    const edit = await call('PATCH', `/api/roles/${role.id}`, { permissions: { levels: 'manage' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data.permissions).toMatchObject({ events: 'manage', levels: 'manage', orders: 'view' });
    // Turning one module off keeps the others, so the role still opens something.
    const off = await call('PATCH', `/api/roles/${role.id}`, { permissions: { orders: 'none' } });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.permissions).toMatchObject({ events: 'manage', levels: 'manage', orders: 'none' });
  });

  it('stores add-ons beside their module, refuses one whose tier is too low, and drops it when the tier goes', async () => {
    const role = await createRole({
      name: 'Refunder',
      permissions: { orders: 'manage', reports: 'view' },
      addons: ['orders.refund', 'reports.download'],
    });
    expect(role).toMatchObject({ addons: ['orders.refund', 'reports.download'] });
    const low = await call('POST', '/api/roles', {
      name: 'Low',
      permissions: { orders: 'view' },
      addons: ['orders.refund'],
    });
    expect(low.statusCode).toBe(400);
    expect(low.json().error.fields.addons).toBe('“Refund” on Orders needs Manage on Orders');
    const lowered = await call('PATCH', `/api/roles/${role.id}`, { permissions: { orders: 'view', reports: 'view' } });
    expect(lowered.json().data.addons).toEqual(['reports.download']);
    // Raising the tier again does not bring the add-on back by itself.
    const raised = await call('PATCH', `/api/roles/${role.id}`, { permissions: { orders: 'manage', reports: 'view' } });
    expect(raised.json().data.addons).toEqual(['reports.download']);
    const admin = (await call('GET', `/api/roles/${await roleIdOf(ctx, 'Admin')}`)).json().data;
    expect(admin.addons).toHaveLength(ADDON_NAMES.length);
  });

  it('refuses a duplicate name in any case with 409 on the name field', async () => {
    await createRole({ name: 'Coach', permissions: SOME });
    const dup = await call('POST', '/api/roles', { name: 'COACH', permissions: SOME });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.name).toBe('A role with this name already exists');
    const other = await createRole({ name: 'Assistant coach', permissions: SOME });
    expect((await call('PATCH', `/api/roles/${other.id}`, { name: 'coach' })).statusCode).toBe(409);
    expect((await call('POST', '/api/roles', { name: 'admin', permissions: SOME })).statusCode).toBe(409);
  });
});

describe('protected and used roles', () => {
  it('never edits or deletes Admin; Photographer keeps its name but its tiers may change', async () => {
    const admin = await roleIdOf(ctx, 'Admin');
    const photographer = await roleIdOf(ctx, 'Photographer');
    expect((await call('PATCH', `/api/roles/${admin}`, { displayName: 'Boss' })).statusCode).toBe(422);
    expect((await call('DELETE', `/api/roles/${admin}`)).statusCode).toBe(422);
    expect((await call('DELETE', `/api/roles/${photographer}`)).statusCode).toBe(422);
    const rename = await call('PATCH', `/api/roles/${photographer}`, { name: 'Shooter' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().error.fields.name).toBe('The built-in Photographer role keeps its name');
    const tiers = await call('PATCH', `/api/roles/${photographer}`, {
      permissions: { events: 'view', payouts: 'view', levels: 'view' },
    });
    expect(tiers.statusCode).toBe(200);
    expect(tiers.json().data.permissions.levels).toBe('view');
    // The photographer's own access follows at once.
    expect((await call('GET', '/api/levels', undefined, await ctx.asPhotographer())).statusCode).toBe(200);
  });

  it('refuses to delete a role in use (with the count), then deletes it and frees its name', async () => {
    const role = await createRole({ name: 'Temporary', permissions: SOME });
    const user = await createUser(ctx, { firstName: 'T', lastName: 'U', email: uniqueEmail('t'), roleIds: [role.id] });
    const used = await call('DELETE', `/api/roles/${role.id}`);
    expect(used.statusCode).toBe(422);
    expect(used.json().error.message).toBe('This role is held by 1 user: take it away from them first');
    expect((await call('DELETE', `/api/users/${user.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/roles/${role.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/roles/${role.id}`)).statusCode).toBe(404);
    expect(
      (await call('GET', '/api/users/role-options')).json().data.map((r: { name: string }) => r.name),
    ).not.toContain('Temporary');
    await createRole({ name: 'Temporary', permissions: SOME });
  });

  it('refuses every roles endpoint to a Photographer with 403', async () => {
    const headers = await ctx.asPhotographer();
    for (const [method, url] of [
      ['GET', '/api/roles'],
      ['GET', '/api/roles/1'],
      ['POST', '/api/roles'],
      ['PATCH', '/api/roles/1'],
      ['DELETE', '/api/roles/1'],
    ] as const) {
      const res = await call(method, url, method === 'POST' || method === 'PATCH' ? { name: 'X' } : undefined, headers);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('the server enforces a custom role on every route', () => {
  it('a view-only "Regional manager" reads levels and users, changes nothing, and sees nothing else', async () => {
    const role = await createRole({ name: 'Regional manager', permissions: { levels: 'view', users: 'view' } });
    const { user, headers } = await invitedUser(ctx, [role.id]);
    const as = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
      call(method, url, body, headers);

    expect((await as('GET', '/api/levels')).statusCode).toBe(200);
    expect((await as('POST', '/api/levels', { name: 'Nope', code: 'NOPE' })).statusCode).toBe(403);
    expect((await as('GET', '/api/users')).statusCode).toBe(200);
    expect((await as('GET', `/api/users/${user.id}`)).statusCode).toBe(200);
    expect((await as('PATCH', `/api/users/${user.id}`, { firstName: 'Me' })).statusCode).toBe(403);
    expect((await as('POST', `/api/users/${user.id}/password-reset`)).statusCode).toBe(403);
    expect((await as('GET', '/api/roles')).statusCode).toBe(403);
    expect((await as('GET', `/api/history?menu=levels&itemId=1`)).statusCode).toBe(200);
    expect((await as('GET', `/api/history?menu=roles&itemId=${role.id}`)).statusCode).toBe(403);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/authentication/me', headers })).json().data.user;
    expect(me.roles).toEqual(['Regional manager']);
    expect(Object.entries(me.permissions).filter(([, t]) => t !== 'none')).toEqual([
      ['users', 'view'],
      ['levels', 'view'],
    ]);

    // Granting manage on levels takes effect on the next request.
    await call('PATCH', `/api/roles/${role.id}`, { permissions: { levels: 'manage', users: 'view' } });
    expect((await as('POST', '/api/levels', { name: 'Now yes', code: 'NOWYES' })).statusCode).toBe(201);
  });
});
