import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import {
  itemHistory,
  createUser,
  linkTokenFor,
  roleIdOf,
  setPasswordWithLink,
  uniqueEmail,
  type UserView,
} from './users-helpers.js';

const ctx = useTestApp();
const call = ctx.call;
const history = (id: number) => itemHistory(ctx, 'users', id);

describe('creating a user sends an invitation', () => {
  it('creates the user without a password, mails a working link, and the user can then sign in', async () => {
    const adminRole = await roleIdOf(ctx, 'Admin');
    const email = uniqueEmail('new');
    const res = await call('POST', '/api/users', {
      firstName: ' Nora ',
      lastName: 'Newcomer',
      email: email.toUpperCase(),
      phone: '214.555.0100',
      roleIds: [adminRole],
      address: { addressLine1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { data: UserView; invitationSent: boolean };
    expect(body.invitationSent).toBe(true);
    expect(body.data).toMatchObject({
      firstName: 'Nora',
      email,
      phone: '(214) 555-0100',
      status: 'active',
      invitationPending: true,
      primaryRoleId: adminRole,
      address: { addressLine1: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' },
      photographer: null,
    });

    // No password yet: signing in fails until the link is used.
    const early = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email, password: 'whatever-1' },
    });
    expect(early.statusCode).toBe(401);

    const mail = (await ctx.mails()).find((m) => m.to === email)!;
    expect(mail.subject).toMatch(/invited/i);
    expect(mail.text).toContain('http://localhost:3000/reset-password?token=');
    expect(mail.text).toMatch(/expires in 7 days/);
    const token = await linkTokenFor(ctx, email);
    expect((await setPasswordWithLink(ctx, token, 'chosen-password-1')).statusCode).toBe(200);
    expect(await ctx.login(email, 'chosen-password-1')).toBeTruthy();
    expect((await setPasswordWithLink(ctx, token, 'again-password-1')).statusCode).toBe(400);

    const detail = (await call('GET', `/api/users/${body.data.id}`)).json().data as UserView;
    expect(detail.invitationPending).toBe(false);
    const h = await history(body.data.id);
    const created = h.find((e) => e.action === 'create')!;
    expect(JSON.parse(created.newValue!)).toMatchObject({
      email,
      roles: 'Administrator',
      address: '1 Main St, Dallas, TX 75201',
    });
  });

  it('saves a photographer with profile, images and availability in one go', async () => {
    const photographerRole = await roleIdOf(ctx, 'Photographer');
    const user = await createUser(ctx, {
      firstName: 'Pia',
      lastName: 'Lens',
      email: uniqueEmail('pia'),
      roleIds: [photographerRole],
      avatarUrl: 'https://cdn.example.com/avatars/pia.jpg',
      photographer: {
        description: 'Football and volleyball',
        isSports: true,
        defaultCharge: 17550,
        commissionType: 'percent',
        group: 'North',
        website: 'pia.example.com',
        images: [
          { url: 'https://cdn.example.com/p/one.jpg' },
          { url: 'https://cdn.example.com/p/two.png', primary: true },
        ],
        availability: [
          { date: '2026-09-19', isAvailable: false },
          { date: '2026-09-18', isAvailable: true },
        ],
      },
    });
    expect(user.photographer).toMatchObject({
      isSports: true,
      defaultCharge: 17550,
      commissionType: 'percent',
      website: 'https://pia.example.com',
      images: [
        { url: 'https://cdn.example.com/p/one.jpg', primary: false },
        { url: 'https://cdn.example.com/p/two.png', primary: true },
      ],
      availability: [
        { date: '2026-09-18', isAvailable: true },
        { date: '2026-09-19', isAvailable: false },
      ],
    });

    // Replacing the set: one image kept and moved first, one removed, one added; a day changed and one dropped.
    const upd = await call('PATCH', `/api/users/${user.id}`, {
      updatedAt: user.updatedAt,
      photographer: {
        ...user.photographer,
        defaultCharge: 20000,
        images: [{ url: 'https://cdn.example.com/p/two.png' }, { url: 'https://cdn.example.com/p/three.webp' }],
        availability: [{ date: '2026-09-19', isAvailable: true }],
      },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data.photographer).toMatchObject({
      defaultCharge: 20000,
      images: [
        { url: 'https://cdn.example.com/p/two.png', primary: true },
        { url: 'https://cdn.example.com/p/three.webp', primary: false },
      ],
      availability: [{ date: '2026-09-19', isAvailable: true }],
    });
    const h = await history(user.id);
    expect(h.find((e) => e.field === 'defaultCharge')).toMatchObject({ oldValue: '$175.50', newValue: '$200.00' });
    expect(h.find((e) => e.field === 'availability')).toMatchObject({
      oldValue: '2026-09-18, 2026-09-19 (unavailable)',
      newValue: '2026-09-19',
    });
  });

  it('refuses bad input with field messages, nested fields named by their path', async () => {
    const res = await call('POST', '/api/users', {
      firstName: '',
      lastName: 'X',
      email: 'not-an-email',
      phone: '12',
      roleIds: [],
      address: { zip: '7520' },
      photographer: { website: 'javascript:alert(1)', defaultCharge: -5, availability: [{ date: '2026-02-30' }] },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields as Record<string, string>;
    expect(fields).toMatchObject({
      firstName: 'Enter a first name',
      email: 'Enter a valid e-mail address',
      roleIds: 'Choose at least one role',
      'address.zip': 'Enter a US ZIP code: 12345 or 12345-6789',
      'photographer.defaultCharge': 'The charge cannot be negative',
      'photographer.availability.0.date': 'Enter a date as YYYY-MM-DD',
    });
    expect(fields.phone).toMatch(/valid phone number/);
    expect(fields['photographer.website']).toMatch(/valid web address/);
    const unknownRole = await call('POST', '/api/users', {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      roleIds: [999999],
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().error.fields.roleIds).toBe('Choose existing roles');
  });

  it('refuses a taken e-mail (any case) or phone (however typed) with 409 on the field', async () => {
    const role = await roleIdOf(ctx, 'Photographer');
    const first = await createUser(ctx, {
      firstName: 'Dup',
      lastName: 'One',
      email: uniqueEmail('dup'),
      phone: '(469) 555-0111',
      roleIds: [role],
    });
    const byEmail = await call('POST', '/api/users', {
      firstName: 'Dup',
      lastName: 'Two',
      email: first.email.toUpperCase(),
      roleIds: [role],
    });
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json().error.fields.email).toBe('Another user already has this e-mail address');
    const byPhone = await call('POST', '/api/users', {
      firstName: 'Dup',
      lastName: 'Three',
      email: uniqueEmail('dup'),
      phone: '+1 469 555 0111',
      roleIds: [role],
    });
    expect(byPhone.statusCode).toBe(409);
    expect(byPhone.json().error.fields.phone).toBe('Another user already has this phone number');
    const other = await createUser(ctx, {
      firstName: 'Dup',
      lastName: 'Four',
      email: uniqueEmail('dup'),
      roleIds: [role],
    });
    const onUpdate = await call('PATCH', `/api/users/${other.id}`, { email: first.email });
    expect(onUpdate.statusCode).toBe(409);

    // Once deleted, the e-mail and phone can go to a new account.
    expect((await call('DELETE', `/api/users/${first.id}`)).statusCode).toBe(204);
    await createUser(ctx, {
      firstName: 'Re',
      lastName: 'Used',
      email: first.email,
      phone: first.phone,
      roleIds: [role],
    });
  });
});

describe('reading and listing users', () => {
  it('searches name, e-mail and phone, filters by role and status, sorts, and pages with the total', async () => {
    const photographer = await roleIdOf(ctx, 'Photographer');
    const admin = await roleIdOf(ctx, 'Admin');
    const tag = `Zq${Date.now().toString(36)}`;
    const a = await createUser(ctx, {
      firstName: tag,
      lastName: 'Alpha',
      email: uniqueEmail('b'),
      phone: '972-555-0123',
      roleIds: [photographer],
    });
    const b = await createUser(ctx, {
      firstName: tag,
      lastName: 'Beta',
      email: uniqueEmail('a'),
      roleIds: [admin, photographer],
      status: 'inactive',
    });

    const all = (await call('GET', `/api/users?q=${tag}`)).json();
    expect(all.meta.total).toBe(2);
    expect(all.data.map((u: UserView) => u.lastName)).toEqual(['Alpha', 'Beta']);
    expect(all.data[1].roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'Photographer']);
    expect((await call('GET', `/api/users?q=${tag}%20beta`)).json().data.map((u: UserView) => u.id)).toEqual([b.id]);
    expect((await call('GET', '/api/users?q=9725550123')).json().data.map((u: UserView) => u.id)).toEqual([a.id]);
    expect((await call('GET', `/api/users?q=${encodeURIComponent(a.email)}`)).json().data).toHaveLength(1);
    expect((await call('GET', `/api/users?q=${tag}&role=${admin}`)).json().data.map((u: UserView) => u.id)).toEqual([
      b.id,
    ]);
    expect((await call('GET', `/api/users?q=${tag}&status=active`)).json().data.map((u: UserView) => u.id)).toEqual([
      a.id,
    ]);
    const byEmail = (await call('GET', `/api/users?q=${tag}&sort=-email`)).json().data.map((u: UserView) => u.id);
    expect(byEmail).toEqual([a.id, b.id]);
    const page2 = (await call('GET', `/api/users?q=${tag}&pageSize=1&page=2&sort=name`)).json();
    expect(page2).toMatchObject({ meta: { page: 2, pageSize: 1, total: 2 } });
    expect(page2.data[0].id).toBe(b.id);
    expect((await call('GET', '/api/users?sort=password')).statusCode).toBe(400);
    expect((await call('GET', '/api/users?status=gone')).statusCode).toBe(400);
  });

  it('answers 404 for unknown or deleted users and 400 for bad ids', async () => {
    expect((await call('GET', '/api/users/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/users/999999', { firstName: 'X' })).statusCode).toBe(404);
    expect((await call('DELETE', '/api/users/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/users/abc')).statusCode).toBe(400);
  });

  it('refuses every users endpoint to a Photographer with 403', async () => {
    const headers = await ctx.asPhotographer();
    for (const [method, url] of [
      ['GET', '/api/users'],
      ['GET', '/api/users/1'],
      ['GET', '/api/users/role-options'],
      ['POST', '/api/users'],
      ['PATCH', '/api/users/1'],
      ['DELETE', '/api/users/1'],
      ['POST', '/api/users/1/invitation'],
      ['POST', '/api/users/1/password-reset'],
    ] as const) {
      const res = await call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {}, headers);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
