import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import {
  createUser,
  invitedUser,
  itemHistory,
  linkTokenFor,
  roleIdOf,
  setPasswordWithLink,
  uniqueEmail,
  type UserView,
} from './users-helpers.js';

const ctx = useTestApp();
const call = ctx.call;
const history = (id: number) => itemHistory(ctx, 'users', id);

describe('editing users', () => {
  it('changes roles (first is primary), creates the photographer profile, records each field in history', async () => {
    const photographer = await roleIdOf(ctx, 'Photographer');
    const admin = await roleIdOf(ctx, 'Admin');
    const user = await createUser(ctx, {
      firstName: 'Ed',
      lastName: 'Itor',
      email: uniqueEmail('ed'),
      roleIds: [admin],
    });
    const res = await call('PATCH', `/api/users/${user.id}`, {
      roleIds: [photographer, admin],
      lastName: 'Edited',
      updatedAt: user.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as UserView;
    expect(after.primaryRoleId).toBe(photographer);
    expect(after.roles.map((r) => r.name)).toEqual(['Photographer', 'Admin']);
    expect(after.photographer).toMatchObject({ commissionType: 'fixed', images: [], availability: [] });
    // Taking a role away and giving it back works (the link row is revived).
    await call('PATCH', `/api/users/${user.id}`, { roleIds: [admin] });
    const back = (await call('PATCH', `/api/users/${user.id}`, { roleIds: [admin, photographer] })).json().data;
    expect(back.roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Photographer']);

    const h = await history(user.id);
    expect(h.find((e) => e.field === 'lastName')).toMatchObject({ oldValue: 'Itor', newValue: 'Edited' });
    expect(h.find((e) => e.field === 'roles')).toMatchObject({ newValue: 'Administrator, Photographer' });
  });

  it('refuses a stale update with 409 STALE_UPDATE', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const user = await createUser(ctx, { firstName: 'St', lastName: 'Ale', email: uniqueEmail('st'), roleIds: [role] });
    expect(
      (await call('PATCH', `/api/users/${user.id}`, { firstName: 'A', updatedAt: user.updatedAt })).statusCode,
    ).toBe(200);
    const stale = await call('PATCH', `/api/users/${user.id}`, { firstName: 'B', updatedAt: user.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_UPDATE');
  });

  it('deactivating a user ends their sessions; they cannot sign in again until reactivated', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const { user, email, password, headers } = await invitedUser(ctx, [role]);
    expect((await call('GET', '/api/profile', undefined, headers)).statusCode).toBe(200);
    expect((await call('PATCH', `/api/users/${user.id}`, { status: 'inactive' })).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', undefined, headers)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(403);
    expect((await call('PATCH', `/api/users/${user.id}`, { status: 'active' })).statusCode).toBe(200);
    expect(await ctx.login(email, password)).toBeTruthy();
  });

  it('deleting a user hides them, ends their sessions and records the delete', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const { user, headers } = await invitedUser(ctx, [role]);
    expect((await call('DELETE', `/api/users/${user.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/users/${user.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/profile', undefined, headers)).statusCode).toBe(401);
    expect((await call('GET', `/api/users?q=${encodeURIComponent(user.email)}`)).json().meta.total).toBe(0);
    expect((await history(user.id))[0]).toMatchObject({ action: 'delete' });
  });

  it('an admin cannot deactivate, demote or delete themselves', async () => {
    const me = (await call('GET', '/api/profile')).json().data as { id: number };
    const photographer = await roleIdOf(ctx, 'Photographer');
    const deactivate = await call('PATCH', `/api/users/${me.id}`, { status: 'inactive' });
    expect(deactivate.statusCode).toBe(422);
    expect(deactivate.json().error.fields.status).toBe('You cannot deactivate yourself');
    const demote = await call('PATCH', `/api/users/${me.id}`, { roleIds: [photographer] });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().error.message).toBe('You cannot remove the Admin role from yourself');
    expect((await call('DELETE', `/api/users/${me.id}`)).statusCode).toBe(422);
    expect((await call('GET', `/api/users/${me.id}`)).json().data.status).toBe('active');
  });
});

describe('invitation and password reset links', () => {
  it('resends an invitation (the old link stops working) and refuses it once a password is set', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const email = uniqueEmail('resend');
    const user = await createUser(ctx, { firstName: 'Re', lastName: 'Send', email, roleIds: [role] });
    const firstToken = await linkTokenFor(ctx, email);
    const resend = await call('POST', `/api/users/${user.id}/invitation`);
    expect(resend.statusCode).toBe(200);
    const secondToken = await linkTokenFor(ctx, email);
    expect(secondToken).not.toBe(firstToken);
    expect((await setPasswordWithLink(ctx, firstToken, 'first-password-1')).statusCode).toBe(400);
    expect((await setPasswordWithLink(ctx, secondToken, 'second-password-1')).statusCode).toBe(200);
    const again = await call('POST', `/api/users/${user.id}/invitation`);
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toMatch(/already set a password/);
  });

  it('sends a password reset whose link sets a new password; refused for an inactive user', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const { user, email } = await invitedUser(ctx, [role]);
    expect((await call('POST', `/api/users/${user.id}/password-reset`)).statusCode).toBe(200);
    const mail = [...(await ctx.mails())].reverse().find((m) => m.to === email)!;
    expect(mail.subject).toMatch(/reset/i);
    expect((await setPasswordWithLink(ctx, await linkTokenFor(ctx, email), 'reset-password-9')).statusCode).toBe(200);
    expect(await ctx.login(email, 'reset-password-9')).toBeTruthy();
    await call('PATCH', `/api/users/${user.id}`, { status: 'inactive' });
    expect((await call('POST', `/api/users/${user.id}/password-reset`)).statusCode).toBe(422);
    expect((await call('POST', '/api/users/999999/password-reset')).statusCode).toBe(404);
  });
});
