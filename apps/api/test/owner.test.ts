import { describe, expect, it } from 'vitest';
import { isOwner } from '../src/plugins/access/permissions.js';
import { recordOwners } from '../src/plugins/access/owners.js';
import { ADMIN, PHOTOGRAPHER, useTestApp } from './helpers.js';
import { invitedUser, roleIdOf, uniqueEmail } from './users-helpers.js';

describe('owner rule (spec §6)', () => {
  it('is a recorded owner, or everyone when APP_ENV is STAGING', () => {
    expect(isOwner(true, { appEnv: 'production' })).toBe(true);
    expect(isOwner(false, { appEnv: 'production' })).toBe(false);
    expect(isOwner(false, { appEnv: 'STAGING' })).toBe(true);
  });
});

describe('owner flag on the signed-in user under STAGING', () => {
  const ctx = useTestApp({ APP_ENV: 'STAGING' });
  it('marks a photographer as owner', async () => {
    const token = await ctx.login(PHOTOGRAPHER.email, PHOTOGRAPHER.password);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/authentication/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.json().data.user.isOwner).toBe(true);
  });
});

describe('owners by user id', () => {
  const later = uniqueEmail('later-owner');
  const ctx = useTestApp({ OWNER_EMAILS: `${ADMIN.email},${later}` });
  const call = ctx.call;
  const me = async (headers: Record<string, string>) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/authentication/me', headers })).json().data.user as {
      id: number;
      isOwner: boolean;
    };

  it('the configured address is matched once; changing e-mails later neither makes nor unmakes an owner', async () => {
    const admin = await ctx.asAdmin();
    expect((await me(admin)).isOwner).toBe(true);
    const adminRole = await roleIdOf(ctx, 'Admin');
    const other = await invitedUser(ctx, [adminRole]);
    expect((await me(other.headers)).isOwner).toBe(false);

    // The owner changes address, another account takes the old one: ownership stays with the owner's id.
    const ownerId = (await me(admin)).id;
    const moved = uniqueEmail('owner-moved');
    expect((await call('PATCH', `/api/users/${ownerId}`, { email: moved })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/users/${other.user.id}`, { email: ADMIN.email })).statusCode).toBe(200);
    await recordOwners(ctx.database.db, [ADMIN.email]); // as at the next start
    const again = await ctx.login(ADMIN.email, other.password); // the other account, now holding the address
    expect((await me({ authorization: `Bearer ${again}` })).isOwner).toBe(false);
    expect((await me(admin)).isOwner).toBe(true);
    // Put the addresses back for the next test.
    expect((await call('PATCH', `/api/users/${other.user.id}`, { email: uniqueEmail('x') })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/users/${ownerId}`, { email: ADMIN.email })).statusCode).toBe(200);
  });

  it('an address nobody held yet goes to the first account an Admin makes with it, at its first sign-in', async () => {
    const photographer = await roleIdOf(ctx, 'Photographer');
    const owner = await invitedUser(ctx, [photographer], { email: later });
    expect((await me(owner.headers)).isOwner).toBe(true);
  });

  it('self-registration cannot take an owner address (the same 202, and no account)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      payload: { firstName: 'Mal', lastName: 'Lory', email: ADMIN.email.toUpperCase(), password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(202);
    expect(await ctx.lastMailTo(ADMIN.email)).toMatchObject({
      to: ADMIN.email,
      subject: expect.stringMatching(/tried to create/),
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: ADMIN.email, password: 'long-enough-1' },
    });
    expect(login.statusCode).toBe(401);
  });
});
