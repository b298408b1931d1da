import { describe, expect, it } from 'vitest';
import { ADMIN, addUser, useTestApp } from './helpers.js';
import { SessionCache } from '../src/plugins/access/session-cache.js';

// A long TTL, so a passing test shows the cache was cleared rather than that it expired.
const ctx = useTestApp({ SESSION_CACHE_TTL_MS: '60000' });

const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/authentication/me', headers: { authorization: `Bearer ${token}` } });

describe('the session cache', () => {
  it('serves a repeated request without asking the database again', async () => {
    const token = await ctx.login(ADMIN.email, ADMIN.password);
    expect((await me(token)).statusCode).toBe(200);
    // Sessions removed behind the API's back (a restart would see this at once) stay usable for the TTL here.
    await ctx.database.exec('delete from sessions');
    expect((await me(token)).statusCode).toBe(200);
    ctx.app.sessionCache.clear();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('signing out ends the session at once', async () => {
    const token = await ctx.login(ADMIN.email, ADMIN.password);
    expect((await me(token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('a user an admin deactivates is refused on their next request', async () => {
    const staff = await addUser(ctx.database, {
      email: 'staff@test.local',
      password: 'staff-password-1',
      role: 'Admin',
    });
    const token = await ctx.login('staff@test.local', 'staff-password-1');
    expect((await me(token)).statusCode).toBe(200);
    const admin = await ctx.login(ADMIN.email, ADMIN.password);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${staff.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { updatedAt: staff.updatedAt.toISOString(), status: 'inactive' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('SessionCache', () => {
  const user = { id: 1 } as never;

  it('forgets an entry after its TTL and keeps nothing when the TTL is 0', async () => {
    const cache = new SessionCache(20);
    cache.set('a', user);
    expect(cache.get('a')).toBe(user);
    await new Promise((r) => setTimeout(r, 30));
    expect(cache.get('a')).toBeUndefined();
    const off = new SessionCache(0);
    off.set('a', user);
    expect(off.get('a')).toBeUndefined();
  });

  it('drops the oldest entry when full', () => {
    const cache = new SessionCache(60_000, 2);
    cache.set('a', user);
    cache.set('b', user);
    cache.set('c', user);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(user);
    expect(cache.get('c')).toBe(user);
  });
});
