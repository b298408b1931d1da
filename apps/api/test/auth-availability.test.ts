import { describe, expect, it } from 'vitest';
import { ADMIN, useTestApp } from './helpers.js';

const verify = (app: ReturnType<typeof useTestApp>['app'], token: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/authentication/verify-token',
    payload: { token, now: Math.floor(Date.now() / 1000) },
    remoteAddress,
  });

describe('verify-token limits', () => {
  const ctx = useTestApp({ RATE_LIMIT_VERIFY_TOKEN: '5/1m' });

  it('counts per session, and per address only the tokens that are not a session', async () => {
    const token = await ctx.login(ADMIN.email, ADMIN.password);
    // An office's address: anonymous or stale checks use up the address's allowance…
    for (let i = 0; i < 5; i++) expect((await verify(ctx.app, `stale-${i}`, '198.51.100.5')).statusCode).toBe(401);
    const refused = await verify(ctx.app, 'stale-x', '198.51.100.5');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // …but a signed-in colleague at the same address is still answered.
    for (let i = 0; i < 5; i++) expect((await verify(ctx.app, token, '198.51.100.5')).statusCode).toBe(200);
    // One session checking too often is limited, from any address.
    const tooOften = await verify(ctx.app, token, '198.51.100.6');
    expect(tooOften.statusCode).toBe(429);
    expect(tooOften.json().error.code).toBe('RATE_LIMITED');
  });
});

describe('the rate-limit store (Redis) cannot be reached', () => {
  // Nothing listens on port 1: every count fails.
  const down = useTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });

  it('answers 503 with Retry-After to verify-token, and signs in (its throttle is in the database), never 500', async () => {
    const checked = await verify(down.app, 'any-token');
    expect(checked.statusCode).toBe(503);
    expect(checked.json().error).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Number(checked.headers['retry-after'])).toBeGreaterThan(0);

    const signIn = await down.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: ADMIN.email, password: ADMIN.password },
    });
    // Sign-in has no per-request limit in the store: the sign-in throttle (per account and address) is kept in the
    // database, so staff can still sign in while Redis is down.
    expect(signIn.statusCode, signIn.body).toBe(200);

    expect((await down.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
