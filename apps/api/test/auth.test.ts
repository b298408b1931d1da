import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { ADMIN, PHOTOGRAPHER, addUser, confirmTokenFrom, useTestApp } from './helpers.js';

const ctx = useTestApp();
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });
const now = () => Math.floor(Date.now() / 1000);

describe('sign-in', () => {
  it('returns a token and the user with roles and permissions', async () => {
    const res = await post('/api/authentication/login', { email: ADMIN.email.toUpperCase(), password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({ email: ADMIN.email, roles: ['Admin'], isOwner: true });
    expect(user.permissions.levels).toBe('manage');
    expect(user.permissions.payouts).toBe('manage');
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await post('/api/authentication/login', { email: ADMIN.email, password: 'nope-nope' });
    const unknown = await post('/api/authentication/login', { email: 'ghost@test.local', password: 'nope-nope' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe('Invalid e-mail or password');
    expect(unknown.json().error.message).toBe(wrong.json().error.message);
  });

  it('gives field errors for a malformed body and a clear 400 for broken JSON', async () => {
    const res = await post('/api/authentication/login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['email', 'password']));
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toBe('The request body is not valid JSON');
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post('/api/authentication/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('answers 429 after repeated failures for one e-mail, even with the right password', async () => {
    await addUser(ctx.database, { email: 'throttled@test.local', password: 'right-password', role: 'Admin' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await post('/api/authentication/login', { email: 'throttled@test.local', password: `wrong-${i}` })).statusCode,
      ).toBe(401);
    }
    const res = await post('/api/authentication/login', { email: 'throttled@test.local', password: 'right-password' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it('does not let an inactive user sign in', async () => {
    await addUser(ctx.database, {
      email: 'gone@test.local',
      password: 'gone-password',
      role: 'Admin',
      status: 'inactive',
    });
    const res = await post('/api/authentication/login', { email: 'gone@test.local', password: 'gone-password' });
    expect(res.statusCode).toBe(403);
  });
});

describe('verify-token (spec §7.1)', () => {
  it('returns the user for a live token', async () => {
    const token = await ctx.login(PHOTOGRAPHER.email, PHOTOGRAPHER.password);
    const res = await post('/api/authentication/verify-token', { token, now: now() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: PHOTOGRAPHER.email, roles: ['Photographer'], isOwner: false });
    expect(res.json().data.user.permissions.levels).toBe('none');
    expect(res.json().data.user.permissions.events).toBe('view');
  });

  it("carries the user's photo for the header", async () => {
    const token = await ctx.login(PHOTOGRAPHER.email, PHOTOGRAPHER.password);
    await ctx.database.exec(`with i as (insert into images (img_url) values ('https://cdn.test/me.png') returning id)
      update users set image_id = (select id from i) where email = '${PHOTOGRAPHER.email}'`);
    const res = await post('/api/authentication/verify-token', { token, now: now() });
    expect(res.json().data.user.avatarUrl).toBe('https://cdn.test/me.png');
  });

  it('gives an error and no data for a garbage, missing or revoked token', async () => {
    for (const token of ['garbage', '', 'x'.repeat(600)]) {
      const res = await post('/api/authentication/verify-token', { token, now: now() });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().data).toBeUndefined();
      expect(res.json().error.message).toBeTruthy();
    }
    const token = await ctx.login(ADMIN.email, ADMIN.password);
    const out = await post('/api/authentication/logout', {}, { authorization: `Bearer ${token}` });
    expect(out.statusCode).toBe(204);
    const res = await post('/api/authentication/verify-token', { token, now: now() });
    expect(res.statusCode).toBe(401);
    const api = await ctx.app.inject({
      method: 'GET',
      url: '/api/levels',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(api.statusCode).toBe(401);
  });

  it('rejects an expired session', async () => {
    const token = await ctx.login(ADMIN.email, ADMIN.password);
    await ctx.database.exec(`update sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    const res = await post('/api/authentication/verify-token', { token, now: now() });
    expect(res.statusCode).toBe(401);
  });
});

describe('registration', () => {
  const confirm = (token: string | undefined) => post('/api/authentication/confirm-registration', { token });

  it('creates an inactive Photographer, mails a confirm link, and signs in only once it is followed', async () => {
    const body = { firstName: 'Rae', lastName: 'Lens', email: 'rae@test.local', password: 'long-enough-1' };
    const res = await post('/api/authentication/register', body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { sent: true } });
    const mail = (await ctx.lastMailTo('rae@test.local'))!;
    expect(mail).toMatchObject({ to: 'rae@test.local', subject: expect.stringMatching(/Confirm your e-mail/) });
    expect(mail.text).toMatch(/\/register\?confirm=/);
    // Not signed in, and cannot sign in yet.
    const early = await post('/api/authentication/login', { email: body.email, password: body.password });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toMatch(/Confirm your e-mail address first/);

    const token = confirmTokenFrom(await ctx.mails(), body.email);
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({ email: 'rae@test.local', roles: ['Photographer'], status: 'active' });
    expect((await post('/api/authentication/login', { email: body.email, password: body.password })).statusCode).toBe(
      200,
    );
    // Single use.
    expect((await confirm(token)).statusCode).toBe(400);
    expect((await confirm('garbage')).json().error.message).toMatch(/invalid or has expired/);
  });

  it('answers a taken e-mail exactly like a new one, and mails its holder a notice instead', async () => {
    const body = { firstName: 'Sam', lastName: 'Same', password: 'long-enough-1' };
    const fresh = await post('/api/authentication/register', { ...body, email: 'fresh@test.local' });
    const taken = await post('/api/authentication/register', { ...body, email: PHOTOGRAPHER.email.toUpperCase() });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const notice = (await ctx.lastMailTo(PHOTOGRAPHER.email))!;
    expect(notice).toMatchObject({ to: PHOTOGRAPHER.email, subject: expect.stringMatching(/tried to create/) });
    expect(notice.text).not.toMatch(/confirm=/);
    // The holder's password is untouched.
    expect(
      (await post('/api/authentication/login', { email: PHOTOGRAPHER.email, password: body.password })).statusCode,
    ).toBe(401);
    const weak = await post('/api/authentication/register', { ...body, email: 'weak@test.local', password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields.password).toMatch(/at least 8/);
  });

  it('while unconfirmed, registering again re-sends a link for the first password and voids nothing', async () => {
    const body = { firstName: 'Tia', lastName: 'Twice', email: 'twice@test.local' };
    await post('/api/authentication/register', { ...body, password: 'first-password-1' });
    const first = confirmTokenFrom(await ctx.mails(), body.email);
    // Someone else registers the same address with a password of their own: the same neutral answer…
    const again = await post('/api/authentication/register', { ...body, password: 'taker-password-2' });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ data: { sent: true } });
    const resent = (await ctx.lastMailTo(body.email))!;
    expect(resent.text).toMatch(/password chosen when it was first registered/);
    const second = confirmTokenFrom(await ctx.mails(), body.email);
    expect(second).not.toBe(first);
    // …and whichever link the address's owner follows, the account gets the first registrant's password.
    expect((await confirm(second)).statusCode).toBe(200);
    expect(
      (await post('/api/authentication/login', { email: body.email, password: 'taker-password-2' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/authentication/login', { email: body.email, password: 'first-password-1' })).statusCode,
    ).toBe(200);
  });

  it('a second registration does not void the first registrant’s link', async () => {
    const body = { firstName: 'Uli', lastName: 'Once', email: 'once@test.local' };
    // From their own addresses: this file's other registrations use up one address's hourly allowance.
    const register = (password: string, remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/authentication/register',
        payload: { ...body, password },
        remoteAddress,
      });
    await register('first-password-1', '198.51.100.21');
    const first = confirmTokenFrom(await ctx.mails(), body.email);
    await register('taker-password-2', '198.51.100.22');
    expect((await confirm(first)).statusCode).toBe(200);
    expect(
      (await post('/api/authentication/login', { email: body.email, password: 'first-password-1' })).statusCode,
    ).toBe(200);
  });

  it('an Admin’s status decision on an unconfirmed account stands: its link no longer activates it', async () => {
    const body = { firstName: 'Una', lastName: 'Held', email: 'held@test.local', password: 'long-enough-1' };
    await post('/api/authentication/register', body);
    const token = confirmTokenFrom(await ctx.mails(), body.email);
    const [row] = await ctx.database.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/users/${row.id}`,
      headers: await ctx.asAdmin(),
      payload: { status: 'inactive' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await confirm(token)).statusCode).toBe(400);
    const login = await post('/api/authentication/login', { email: body.email, password: body.password });
    expect(login.statusCode).toBe(403);
    expect(login.json().error.message).toMatch(/inactive/);
  });

  it('stores the phone normalised, so the same number typed differently is taken', async () => {
    const body = { firstName: 'Pia', lastName: 'Phone', password: 'long-enough-1' };
    const res = await post('/api/authentication/register', { ...body, email: 'pia@test.local', phone: '214.555.0199' });
    expect(res.statusCode).toBe(202);
    const [stored] = await ctx.database.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.email, 'pia@test.local'));
    expect(stored?.phone).toBe('(214) 555-0199');
    const same = await post('/api/authentication/register', {
      ...body,
      email: 'pia2@test.local',
      phone: '+1 214 555 0199',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.fields.phone).toMatch(/already in use/);
    const bad = await post('/api/authentication/register', { ...body, email: 'pia3@test.local', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.phone).toMatch(/valid phone/);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    await addUser(ctx.database, { email: 'forgetful@test.local', password: 'old-password-1', role: 'Admin' });
    const oldToken = await ctx.login('forgetful@test.local', 'old-password-1');
    const res = await post('/api/authentication/forgot-password', { email: 'forgetful@test.local' });
    expect(res.statusCode).toBe(200);
    const mail = (await ctx.mails()).find((m) => m.to === 'forgetful@test.local');
    const resetToken = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]);

    expect(
      (await post('/api/authentication/reset-password', { token: resetToken, password: 'new-password-1' })).statusCode,
    ).toBe(200);
    const reused = await post('/api/authentication/reset-password', {
      token: resetToken,
      password: 'other-password-1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.message).toMatch(/invalid or has expired/);

    expect((await post('/api/authentication/verify-token', { token: oldToken, now: now() })).statusCode).toBe(401);
    await expect(ctx.login('forgetful@test.local', 'new-password-1')).resolves.toBeTruthy();
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = (await ctx.mails()).length;
    const res = await post('/api/authentication/forgot-password', { email: 'nobody@test.local' });
    expect(res.statusCode).toBe(200);
    expect((await ctx.mails()).length).toBe(before);
  });

  it('refuses an expired link', async () => {
    await addUser(ctx.database, { email: 'late@test.local', password: 'old-password-1', role: 'Admin' });
    await post('/api/authentication/forgot-password', { email: 'late@test.local' });
    const mail = (await ctx.mails()).find((m) => m.to === 'late@test.local');
    const resetToken = decodeURIComponent(/token=([^\s]+)/.exec(mail!.text)![1]);
    await ctx.database.exec(`update password_reset_tokens set expires_at = now() - interval '1 minute'`);
    const res = await post('/api/authentication/reset-password', { token: resetToken, password: 'new-password-1' });
    expect(res.statusCode).toBe(400);
  });
});

describe('guard', () => {
  // Every route's own answer without a session is checked by route-sweep.test.ts; this is what that answer says.
  it('answers a missing or unknown session with 401 UNAUTHORIZED', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/levels' })).statusCode).toBe(401);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/levels', headers: { authorization: 'Bearer nope' } });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().error.code).toBe('UNAUTHORIZED');
  });

  it('checks module tiers: a Photographer cannot see levels', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/levels', headers: await ctx.asPhotographer() });
    expect(res.statusCode).toBe(403);
  });

  it('serves health and runtime config without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const cfg = await ctx.app.inject({ method: 'GET', url: '/config.json' });
    // No STRIPE_SECRET_KEY here: the refund dialogs say a card payment is refunded by hand.
    expect(cfg.json()).toMatchObject({ apiBaseUrl: '', trackingProjectKey: null, cardRefunds: false });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
