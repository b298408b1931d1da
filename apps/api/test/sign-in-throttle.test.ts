import { describe, expect, it } from 'vitest';
import { addUser, useTestApp } from './helpers.js';

// A small per-address allowance, so the address limit shows in a few requests.
const ctx = useTestApp({ RATE_LIMIT_LOGIN: '7/15m' });
const login = (email: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/authentication/login', payload: { email, password }, remoteAddress });
/** Moves an account's recorded attempts into the past. */
const age = (email: string, seconds: number) =>
  ctx.database.exec(
    `update login_attempts set created_at = created_at - make_interval(secs => ${seconds}) where email = '${email}'`,
  );

describe('sign-in throttle: per account and address', () => {
  it('tells a locked pair to wait the real remaining time, not 1 second', async () => {
    const email = 'retry@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong-${i}`, '198.51.100.1')).statusCode).toBe(401);
    const refused = await login(email, 'right-password-1', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('does not let a stranger elsewhere lock the owner out of an address the owner signed in from', async () => {
    const email = 'owner-of-account@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    expect((await login(email, 'right-password-1', '203.0.113.7')).statusCode).toBe(200);
    // A stranger guesses from one address, then from many.
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await login(email, `guess-${i}`, '198.51.100.2')).statusCode);
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    for (let i = 0; i < 6; i++) await login(email, `spread-${i}`, `198.51.100.${10 + i}`);
    // The owner, at home, is not locked out.
    expect((await login(email, 'right-password-1', '203.0.113.7')).statusCode).toBe(200);
  });

  it('makes new addresses wait an escalating delay once an account has failed 5 times', async () => {
    const email = 'spread@test.local';
    await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    for (let i = 0; i < 5; i++) expect((await login(email, `wrong-${i}`, `198.51.101.${i}`)).statusCode).toBe(401);
    const first = await login(email, 'wrong-5', '198.51.101.20');
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(1);
    await age(email, 1.5);
    expect((await login(email, 'wrong-6', '198.51.101.21')).statusCode).toBe(401);
    const second = await login(email, 'wrong-7', '198.51.101.22');
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(2);
    // Once the delay has passed, the right password from a new address signs in and the count restarts.
    await age(email, 2.5);
    expect((await login(email, 'right-password-1', '198.51.101.23')).statusCode).toBe(200);
    expect((await login(email, 'wrong-8', '198.51.101.24')).statusCode).toBe(401);
  });

  it('counts only failed sign-ins against an address, and not against accounts known there', async () => {
    const office = '192.0.2.150';
    const staff = ['ann', 'bob', 'cat', 'dan', 'eve'].map((n) => `${n}-office@test.local`);
    for (const email of staff) await addUser(ctx.database, { email, password: 'right-password-1', role: 'Admin' });
    // More successful sign-ins than the address's allowance (7): all answered.
    for (const email of staff) expect((await login(email, 'right-password-1', office)).statusCode).toBe(200);
    for (const email of staff) expect((await login(email, 'right-password-1', office)).statusCode).toBe(200);
    // Failures for unknown accounts use the allowance up…
    const failures = [];
    for (let i = 0; i < 8; i++) failures.push((await login(`nobody-${i}@test.local`, 'wrong-pass', office)).statusCode);
    expect(failures).toEqual([...Array(7).fill(401), 429]);
    // …and the office's staff still sign in there.
    expect((await login(staff[0], 'right-password-1', office)).statusCode).toBe(200);
  });
});
