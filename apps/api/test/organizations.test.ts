import { describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema/index.js';
import { nextNcesId, useOrganizationTestApp, withRequired } from './organization-fixtures.js';

const { ctx, ref, call, create, school } = useOrganizationTestApp();

describe('organizations CRUD', () => {
  it('creates with a normalised phone and canonical state/city, reads, updates and soft-deletes, with history', async () => {
    const org = await create({
      name: 'Plano High School',
      shortName: 'PHS',
      phone: '972.555.0142',
      address: {
        addressLine1: '1 Main St',
        city: 'plano',
        state: 'Texas',
        zip: '75074-1234',
        country: 'United States',
      },
      websiteLink: 'https://plano.example.org',
      ncesId: nextNcesId(),
      startDate: '2026-08-01',
      endDate: '2027-06-30',
      imageUrl: 'https://cdn.example.com/logo.png',
    });
    expect(org).toMatchObject({
      phone: '(972) 555-0142',
      typeName: 'School',
      imageUrl: 'https://cdn.example.com/logo.png',
    });
    expect(org.address).toMatchObject({ city: 'Plano', state: 'TX', zip: '75074-1234' });
    expect((await call('GET', `/api/organizations/${org.id}`)).json().data).toMatchObject({
      name: 'Plano High School',
    });

    const upd = await call('PATCH', `/api/organizations/${org.id}`, {
      name: 'Plano Senior High',
      address: { city: 'Allen', state: 'TX', zip: '75002' },
      updatedAt: org.updatedAt,
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().data).toMatchObject({ name: 'Plano Senior High', shortName: 'PHS' });
    expect(upd.json().data.address).toMatchObject({ city: 'Allen', addressLine1: null });

    expect((await call('DELETE', `/api/organizations/${org.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/organizations/${org.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/organizations/${org.id}`)).statusCode).toBe(404);

    const history = (await call('GET', `/api/history?menu=organizations&itemId=${org.id}`)).json().data as Array<{
      action: string;
      field: string | null;
      oldValue: string | null;
      newValue: string | null;
    }>;
    expect(history.map((h) => h.action)).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
    const changes = Object.fromEntries(history.filter((h) => h.field).map((h) => [h.field, [h.oldValue, h.newValue]]));
    expect(changes).toMatchObject({
      name: ['Plano High School', 'Plano Senior High'],
      city: ['Plano', 'Allen'],
      zip: ['75074-1234', '75002'],
      addressLine1: ['1 Main St', null],
    });
    expect(JSON.parse(history.find((h) => h.action === 'create')!.newValue!)).toMatchObject({ type: 'School' });
  });

  it('refuses a stale update with 409 STALE_UPDATE', async () => {
    const org = await school('Stale High');
    expect(
      (await call('PATCH', `/api/organizations/${org.id}`, { shortName: 'A', updatedAt: org.updatedAt })).statusCode,
    ).toBe(200);
    const second = await call('PATCH', `/api/organizations/${org.id}`, { shortName: 'B', updatedAt: org.updatedAt });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('STALE_UPDATE');
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await call('GET', '/api/organizations/999999')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/organizations/999999', { name: 'X' })).statusCode).toBe(404);
    expect((await call('GET', '/api/organizations/abc')).statusCode).toBe(400);
  });
});

describe('organization validation', () => {
  it('requires a parent for a booster club, by flag or by type', async () => {
    const byFlag = await call(
      'POST',
      '/api/organizations',
      withRequired({ organizationTypeId: ref.Team, name: 'Boosters', isBoosterClub: true }),
    );
    expect(byFlag.statusCode).toBe(400);
    expect(byFlag.json().error.fields.parentId).toBe('A booster club needs a parent organization');
    const byType = await call(
      'POST',
      '/api/organizations',
      withRequired({ organizationTypeId: ref['Booster Club'], name: 'Boosters' }),
    );
    expect(byType.json().error.fields.parentId).toBeTruthy();
    const parent = await school('Booster Parent High');
    await create({
      organizationTypeId: ref['Booster Club'],
      name: 'Lion Boosters',
      parentId: parent.id,
      isBoosterClub: true,
    });
  });

  it('gives field messages for a bad ZIP, URL, phone, NCES id, dates and unknown type, state or city', async () => {
    const res = await call('POST', '/api/organizations', {
      organizationTypeId: ref.School,
      name: 'Bad Input High',
      shortName: 'BIH',
      address: { city: 'Plano', state: 'TX', zip: '7507' },
      websiteLink: 'not a url',
      googleMapLink: 'javascript:alert(1)',
      phone: '12345',
      ncesId: '12345',
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().error.fields;
    expect(fields['address.zip']).toBe('Enter a US ZIP code: 12345 or 12345-6789');
    expect(fields.websiteLink).toMatch(/web address/);
    expect(fields.googleMapLink).toMatch(/web address/);
    expect(fields.phone).toMatch(/phone number/);
    expect(fields.ncesId).toBe('An NCES id has 12 digits');

    const dates = await call(
      'POST',
      '/api/organizations',
      withRequired({ organizationTypeId: ref.School, name: 'D', startDate: '2027-01-01', endDate: '2026-01-01' }),
    );
    expect(dates.json().error.fields.endDate).toBe('The end date must be on or after the start date');
    const place = await call(
      'POST',
      '/api/organizations',
      withRequired({ organizationTypeId: ref.School, name: 'P', address: { state: 'OK', city: 'Plano' } }),
    );
    expect(place.statusCode).toBe(400);
    expect(place.json().error.fields['address.city']).toBe('Unknown city “Plano” in OK');
    const type = await call('POST', '/api/organizations', withRequired({ organizationTypeId: 999999, name: 'T' }));
    expect(type.json().error.fields.organizationTypeId).toBe('Choose a type from the list');
    // Past int4 the type id reached PostgreSQL, which refused it: a 400 that named no field.
    const overflow = await call(
      'POST',
      '/api/organizations',
      withRequired({ organizationTypeId: 2147483648, name: 'T' }),
    );
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json().error.fields.organizationTypeId).toBe('Choose a type');
    const missing = await call('POST', '/api/organizations', { organizationTypeId: ref.School, name: '  ' });
    expect(missing.json().error.fields.name).toBe('Enter a name');
  });

  it('checks dates against the stored ones on a partial update', async () => {
    const org = await school('Dated High', { startDate: '2026-08-01' });
    const res = await call('PATCH', `/api/organizations/${org.id}`, { endDate: '2026-07-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.endDate).toBeTruthy();
  });

  it('refuses a duplicate NCES id with 409 naming the holder, and allows it again once that one is deleted', async () => {
    const nces = nextNcesId();
    const first = await school('First NCES High', { ncesId: nces });
    const dup = await call(
      'POST',
      '/api/organizations',
      withRequired({ organizationTypeId: ref.School, name: 'Copy', ncesId: nces }),
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields.ncesId).toBe('Another organization already has this NCES id: First NCES High');
    const other = await school('Other NCES High');
    expect((await call('PATCH', `/api/organizations/${other.id}`, { ncesId: nces })).statusCode).toBe(409);
    await call('DELETE', `/api/organizations/${first.id}`);
    expect((await call('PATCH', `/api/organizations/${other.id}`, { ncesId: nces })).statusCode).toBe(200);
  });

  it('lets only one of two simultaneous creates with the same NCES id through (PostgreSQL shows the race)', async () => {
    const nces = nextNcesId();
    const body = (name: string) => withRequired({ organizationTypeId: ref.School, name, ncesId: nces });
    const results = await Promise.all([
      call('POST', '/api/organizations', body('Race A')),
      call('POST', '/api/organizations', body('Race B')),
      call('POST', '/api/organizations', body('Race C')),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const winner = results.find((r) => r.statusCode === 201)!.json().data.name as string;
    for (const loser of results.filter((r) => r.statusCode === 409))
      expect(loser.json().error.fields.ncesId).toBe(`Another organization already has this NCES id: ${winner}`);
  });

  it('refuses a parent loop and itself as parent; refuses deleting an organization with children', async () => {
    const top = await school('Loop Top');
    const child = await create({ organizationTypeId: ref.Team, name: 'Loop Team', parentId: top.id });
    const loop = await call('PATCH', `/api/organizations/${top.id}`, { parentId: child.id });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().error.fields.parentId).toBeTruthy();
    expect(
      (await call('PATCH', `/api/organizations/${top.id}`, { parentId: top.id })).json().error.fields.parentId,
    ).toBeTruthy();
    const del = await call('DELETE', `/api/organizations/${top.id}`);
    expect(del.statusCode).toBe(422);
    expect(del.json().error.message).toContain('1 organization under it');
  });
});

describe('organization permissions', () => {
  it('answers 403 to a Photographer on every organizations route, 401 without a session', async () => {
    const headers = await ctx.asPhotographer();
    const org = await school('Forbidden High');
    for (const [method, url] of [
      ['GET', '/api/organizations'],
      ['GET', '/api/organizations/lookups'],
      ['GET', `/api/organizations/${org.id}`],
      ['GET', '/api/organizations/export.csv'],
      ['POST', '/api/organizations'],
      ['POST', '/api/organizations/import'],
      ['PATCH', `/api/organizations/${org.id}`],
      ['DELETE', `/api/organizations/${org.id}`],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await ctx.app.inject({ url: '/api/organizations' })).statusCode).toBe(401);
  });
});

describe('short name and ZIP (issue 17)', () => {
  it('are required on create, each with its message under its field', async () => {
    const none = await call('POST', '/api/organizations', { organizationTypeId: ref.School, name: 'Bare High' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields).toMatchObject({
      shortName: 'Enter a short name',
      'address.zip': 'Enter the ZIP code',
    });
    const blank = await call('POST', '/api/organizations', {
      organizationTypeId: ref.School,
      name: 'Blank High',
      shortName: '   ',
      address: { city: 'Plano', state: 'TX', zip: '' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toMatchObject({
      shortName: 'Enter a short name',
      'address.zip': 'Enter the ZIP code',
    });
    const nullAddress = await call('POST', '/api/organizations', {
      organizationTypeId: ref.School,
      name: 'Null High',
      shortName: 'NH',
      address: null,
    });
    expect(nullAddress.json().error.fields).toEqual({ 'address.zip': 'Enter the ZIP code' });
    // A ZIP that is there but malformed keeps its own message.
    const bad = await call('POST', '/api/organizations', {
      organizationTypeId: ref.School,
      name: 'Bad Zip High',
      shortName: 'BZH',
      address: { zip: 'abcde' },
    });
    expect(bad.json().error.fields).toEqual({ 'address.zip': 'Enter a US ZIP code: 12345 or 12345-6789' });
  });

  it('cannot be cleared by an update, which otherwise changes only what it sends', async () => {
    const org = await school('Keeps Its Zip High', { shortName: 'KZH' });
    for (const [changes, field, message] of [
      [{ shortName: null }, 'shortName', 'Enter a short name'],
      [{ shortName: '' }, 'shortName', 'Enter a short name'],
      [{ address: null }, 'address.zip', 'Enter the ZIP code'],
      [{ address: { city: 'Allen', state: 'TX' } }, 'address.zip', 'Enter the ZIP code'],
      [{ address: { city: 'Allen', state: 'TX', zip: '  ' } }, 'address.zip', 'Enter the ZIP code'],
    ] as const) {
      const res = await call('PATCH', `/api/organizations/${org.id}`, changes);
      expect(res.statusCode, JSON.stringify(changes)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(changes)).toBe(message);
    }
    const phone = await call('PATCH', `/api/organizations/${org.id}`, { phone: '(972) 555-0100' });
    expect(phone.statusCode, phone.body).toBe(200);
    expect(phone.json().data).toMatchObject({ shortName: 'KZH', address: { zip: '75074' } });
  });

  it('an organization saved before they were required stays readable and editable, and takes them when given', async () => {
    const [legacy] = await ctx.database.db
      .insert(organizations)
      .values({ organizationTypeId: ref.Team, name: 'Legacy Team' })
      .returning({ id: organizations.id });
    const read = await call('GET', `/api/organizations/${legacy.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ shortName: null, address: null });
    const listed = await call('GET', '/api/organizations?q=Legacy%20Team');
    expect(listed.json().data.map((o: { id: number }) => o.id)).toContain(legacy.id);
    // A change of something else leaves the missing ones alone…
    const renamed = await call('PATCH', `/api/organizations/${legacy.id}`, { name: 'Legacy Team II' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // …but clearing what is not there is still no way to save an empty short name.
    expect((await call('PATCH', `/api/organizations/${legacy.id}`, { shortName: '' })).statusCode).toBe(400);
    const completed = await call('PATCH', `/api/organizations/${legacy.id}`, {
      shortName: 'LT',
      address: { zip: '75002' },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json().data).toMatchObject({ shortName: 'LT', address: { zip: '75002' } });
  });
});
