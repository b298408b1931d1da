import { describe, expect, it } from 'vitest';
import { isOwner } from '../src/modules/access/permissions.js';
import { PHOTOGRAPHER, useTestApp } from './helpers.js';

describe('owner rule (spec §6)', () => {
  it('is the configured e-mails, case-insensitively', () => {
    expect(isOwner('Boss@X.com', { appEnv: 'production', ownerEmails: ['boss@x.com'] })).toBe(true);
    expect(isOwner('other@x.com', { appEnv: 'production', ownerEmails: ['boss@x.com'] })).toBe(false);
  });
  it('is everyone when APP_ENV is STAGING', () => {
    expect(isOwner('other@x.com', { appEnv: 'STAGING', ownerEmails: [] })).toBe(true);
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
