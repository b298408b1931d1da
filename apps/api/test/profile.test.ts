import { describe, expect, it } from 'vitest';
import { ADMIN, PHOTOGRAPHER, useTestApp } from './helpers.js';
import { invitedUser, roleIdOf } from './users-helpers.js';

const ctx = useTestApp();
const call = ctx.call;

describe('reading and editing one’s own profile', () => {
  it('needs a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PATCH', url: '/api/profile', payload: {} })).statusCode).toBe(401);
  });

  it('shows the admin their account without a photographer profile', async () => {
    const res = await call('GET', '/api/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      email: ADMIN.email,
      firstName: 'Ada',
      roles: ['Admin'],
      photographer: null,
    });
  });

  it('edits name and phone; the e-mail cannot be changed here; history records who did it', async () => {
    const before = (await call('GET', '/api/profile')).json().data;
    const res = await call('PATCH', '/api/profile', {
      firstName: 'Adele',
      phone: '(312) 555 0147',
      email: 'hijack@test.local',
      updatedAt: before.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: 'Adele', phone: '(312) 555-0147', email: ADMIN.email });
    const h = (await call('GET', `/api/history?menu=users&itemId=${before.id}`)).json().data;
    expect(h.find((e: { field: string }) => e.field === 'firstName')).toMatchObject({
      oldValue: 'Ada',
      newValue: 'Adele',
      user: { name: 'Adele Tester' },
    });
    const stale = await call('PATCH', '/api/profile', { firstName: 'Late', updatedAt: before.updatedAt });
    expect(stale.statusCode).toBe(409);
    await call('PATCH', '/api/profile', { firstName: 'Ada' });
  });

  it('refuses bad input with field messages, and a phone someone else has with 409', async () => {
    const bad = await call('PATCH', '/api/profile', { firstName: ' ', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({ firstName: 'Enter a first name' });
    expect(bad.json().error.fields.phone).toMatch(/valid phone number/);
    const role = await roleIdOf(ctx, 'Photographer');
    await invitedUser(ctx, [role], { phone: '(469) 555-0188' });
    const taken = await call('PATCH', '/api/profile', { phone: '469-555-0188' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields.phone).toBe('Another user already has this phone number');
  });

  it('lets a photographer edit their profile, images and calendar; others cannot send one', async () => {
    const headers = await ctx.asPhotographer();
    const mine = (await call('GET', '/api/profile', undefined, headers)).json().data;
    expect(mine.email).toBe(PHOTOGRAPHER.email);
    expect(mine.photographer).toMatchObject({ commissionType: 'fixed', images: [], availability: [] });
    const res = await call(
      'PATCH',
      '/api/profile',
      {
        avatarUrl: 'https://cdn.example.com/me.jpg',
        photographer: {
          ...mine.photographer,
          isWeddings: true,
          shortNote: 'Weekends only',
          website: 'https://pat.example.com',
          images: [{ url: 'https://cdn.example.com/pat-1.jpg', primary: true }],
          availability: [{ date: '2026-10-02', isAvailable: false }],
        },
      },
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      avatarUrl: 'https://cdn.example.com/me.jpg',
      photographer: {
        isWeddings: true,
        shortNote: 'Weekends only',
        images: [{ url: 'https://cdn.example.com/pat-1.jpg', primary: true }],
        availability: [{ date: '2026-10-02', isAvailable: false }],
      },
    });
    const bad = await call('PATCH', '/api/profile', { photographer: { website: 'not a url' } }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['photographer.website']).toMatch(/valid web address/);
    const notPhotographer = await call('PATCH', '/api/profile', { photographer: { isSports: true } });
    expect(notPhotographer.statusCode).toBe(422);
  });
});

describe('changing one’s password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const { email, password, headers } = await invitedUser(ctx, [role]);
    const other = { authorization: `Bearer ${await ctx.login(email, password)}` };

    const wrong = await call(
      'POST',
      '/api/profile/password',
      { currentPassword: 'nope-nope-1', newPassword: 'brand-new-pass-1' },
      headers,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.currentPassword).toBe('This is not your current password');
    const short = await call(
      'POST',
      '/api/profile/password',
      { currentPassword: password, newPassword: 'short' },
      headers,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.newPassword).toBe('Use at least 8 characters');

    const ok = await call(
      'POST',
      '/api/profile/password',
      { currentPassword: password, newPassword: 'brand-new-pass-1' },
      headers,
    );
    expect(ok.statusCode).toBe(204);
    expect((await call('GET', '/api/profile', undefined, headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/profile', undefined, other)).statusCode).toBe(401);
    const oldLogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email, password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await ctx.login(email, 'brand-new-pass-1')).toBeTruthy();
  });

  it('is throttled like sign-in after repeated wrong current passwords', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const { headers } = await invitedUser(ctx, [role]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await call(
        'POST',
        '/api/profile/password',
        { currentPassword: `wrong-${i}-pass`, newPassword: 'brand-new-pass-2' },
        headers,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
