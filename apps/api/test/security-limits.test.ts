import { describe, expect, it } from 'vitest';
import { addUser, useTestApp } from './helpers.js';

// The parallel tests show a race only on PostgreSQL (TEST_DATABASE_URL): PGlite serialises everything.
const ctx = useTestApp();
const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password }, remoteAddress });
/** A different client address per request: a distributed guesser, which no per-IP limit stops. */
const spread = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.${1 + (i % 200)}`;
const statuses = (list: Array<{ statusCode: number }>) =>
  list.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
const failedRows = async (email: string) => {
  const r = await ctx.database.db.execute(
    `select count(*)::int as n from login_attempts where email = '${email}' and not succeeded` as never,
  );
  return (r as unknown as { rows: Array<{ n: number }> }).rows[0].n;
};

describe('sign-in throttle counts before it verifies', () => {
  it('lets at most 5 of 200 parallel wrong guesses for one e-mail be tried, then refuses the right one', async () => {
    const email = 'target@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => login(email, `wrong-${i}`, spread(i))));
    const counts = statuses(answers);
    console.info(`200 parallel wrong passwords (${ctx.database.kind}):`, counts);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(200);
    expect(await failedRows(email)).toBeLessThanOrEqual(5);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const right = await login(email, 'right-password-1', '10.9.9.9');
    expect(right.statusCode).toBe(429);
    // The window passes.
    await ctx.database.exec(
      `update login_attempts set created_at = created_at - interval '16 minutes' where email = '${email}'`,
    );
    expect((await login(email, 'right-password-1', '10.9.9.9')).statusCode).toBe(200);
  });

  it('is not escaped by changing the case of the e-mail', async () => {
    const email = 'casey@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    const variants = ['casey@test.local', 'Casey@test.local', 'CASEY@test.local', 'casey@TEST.local'];
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await login(variants[i % 4], `wrong-${i}`, spread(i)));
    expect(statuses(answers)).toEqual({ 401: 5, 429: 7 });
  });

  it('counts the profile password change’s current-password check as a failed sign-in, atomically', async () => {
    const email = 'changer@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    const headers = { authorization: `Bearer ${await ctx.login(email, 'right-password-1')}` };
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/profile/password',
          headers,
          payload: { currentPassword: `wrong-${i}`, newPassword: 'brand-new-pass-1' },
          remoteAddress: spread(i),
        }),
      ),
    );
    const counts = statuses(answers);
    expect(counts[400] ?? 0).toBeLessThanOrEqual(5);
    expect((counts[400] ?? 0) + (counts[429] ?? 0)).toBe(60);
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/password',
      headers,
      payload: { currentPassword: 'right-password-1', newPassword: 'brand-new-pass-1' },
    });
    expect(right.statusCode).toBe(429);
    expect((await login(email, 'right-password-1', '10.9.9.8')).statusCode).toBe(429);
  });
});
