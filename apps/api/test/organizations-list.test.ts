import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../src/db/schema/index.js';
import { useOrganizationTestApp, type Org } from './organization-fixtures.js';

const { ctx, ref, call, create, school } = useOrganizationTestApp();

describe('state and city lookups', () => {
  it('lists states sorted with their address code, and a state’s cities filtered by q', async () => {
    const statesRes = await ctx.app.inject({ url: '/api/states', headers: await ctx.asPhotographer() });
    expect(statesRes.statusCode).toBe(200);
    expect(statesRes.json().data.map((s: { name: string; code: string }) => [s.name, s.code])).toEqual([
      ['Oklahoma', 'OK'],
      ['Texas', 'TX'],
    ]);
    const cities = await call('GET', `/api/states/${ref.texas}/cities?q=PL`);
    expect(cities.json().data.map((c: { name: string }) => c.name)).toEqual(['Plano']);
    expect((await call('GET', `/api/states/${ref.texas}/cities`)).json().data).toHaveLength(3);
  });

  it('answers 404 for an unknown state and 401 without a session', async () => {
    expect((await call('GET', '/api/states/999999/cities')).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/states' })).statusCode).toBe(401);
  });
});

describe('organization list, lookups and export', () => {
  let tag: string;
  let districtId: number;
  beforeAll(async () => {
    tag = `Zeta${Date.now().toString(36)}`;
    const district = await call('POST', '/api/school-districts', { title: `${tag} ISD`, state: 'TX' });
    expect(district.statusCode, district.body).toBe(201);
    districtId = district.json().data.id;
    const parent = await school(`${tag} School`, {
      schoolDistrictId: districtId,
      address: { state: 'TX', city: 'Frisco' },
    });
    await create({ organizationTypeId: ref.Team, name: `${tag} Team`, isTeam: true, parentId: parent.id });
    await create({
      organizationTypeId: ref.Venue,
      name: `${tag} Stadium`,
      isVenue: true,
      address: { state: 'OK', city: 'Norman' },
    });
    await create({
      organizationTypeId: ref['Booster Club'],
      name: `${tag} =HYPERLINK("http://evil.example","x")`,
      description: '+cmd|calc',
      isBoosterClub: true,
      parentId: parent.id,
    });
  });
  const names = async (query: string) =>
    ((await call('GET', `/api/organizations?q=${tag}&${query}`)).json().data as Org[]).map((o) => o.name);

  it('filters by type, flags, state, city and district, searches name/short name/NCES id, sorts by type', async () => {
    expect(await names(`typeId=${ref.Venue}`)).toEqual([`${tag} Stadium`]);
    expect(await names('flags=team')).toEqual([`${tag} Team`]);
    expect(await names('flags=team,venue')).toEqual([]);
    expect(await names('state=tx')).toEqual([`${tag} School`]);
    expect(await names('city=norman')).toEqual([`${tag} Stadium`]);
    expect(await names(`districtId=${districtId}`)).toEqual([`${tag} School`]);
    expect(await names('sort=-type')).toEqual([
      `${tag} Stadium`,
      `${tag} Team`,
      `${tag} School`,
      expect.stringContaining('HYPERLINK'),
    ]);
    const list = (await call('GET', `/api/organizations?q=${tag}&pageSize=2`)).json();
    expect(list.meta).toEqual({ page: 1, pageSize: 2, total: 4 });
    expect((await call('GET', '/api/organizations?flags=bogus')).statusCode).toBe(400);
  });

  it('pages the unfiltered list by name with the total of every live organization', async () => {
    const [one, two] = [
      (await call('GET', '/api/organizations?pageSize=2')).json(),
      (await call('GET', '/api/organizations?pageSize=2&page=2')).json(),
    ];
    const all = (await call('GET', '/api/organizations?pageSize=100')).json();
    expect(one.meta.total).toBe(all.data.length);
    expect(two.meta).toEqual({ page: 2, pageSize: 2, total: all.data.length });
    // Pages are consecutive slices of one order (by name; the database's collation decides ties of case).
    expect([...one.data, ...two.data].map((o: Org) => o.id)).toEqual(all.data.slice(0, 4).map((o: Org) => o.id));
    const newest = (await call('GET', '/api/organizations?pageSize=1&sort=-createdAt')).json().data[0];
    expect(newest.name).toContain('HYPERLINK');
  });

  it('offers the types and the school districts', async () => {
    const data = (await call('GET', '/api/organizations/lookups')).json().data;
    expect(data.types.map((t: { name: string }) => t.name)).toEqual([
      'Booster Club',
      'District',
      'School',
      'Team',
      'Venue',
    ]);
    expect(data.districts).toContainEqual({ id: districtId, title: `${tag} ISD`, state: 'TX' });
  });

  it('exports the filtered list as CSV with formula cells neutralised', async () => {
    const res = await call('GET', `/api/organizations/export.csv?q=${tag}&flags=boosterClub`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="organizations-\d{4}-\d{2}-\d{2}\.csv"/);
    // A UTF-8 BOM first, so Excel shows accents instead of reading the file as Windows-1252.
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(1);
    // Only a leading formula character is neutralised.
    expect(rows[0].name).toBe(`${tag} =HYPERLINK("http://evil.example","x")`);
    expect(rows[0].description).toBe("'+cmd|calc");
    expect(rows[0].parent).toMatch(/^\d{12}$/);
    expect(rows[0].is_booster_club).toBe('yes');
    const all = Papa.parse<Record<string, string>>((await call('GET', `/api/organizations/export.csv?q=${tag}`)).body, {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(all.map((r) => r.name).sort()).toEqual((await names('pageSize=100')).sort());
  });

  it('a cell that starts with = is prefixed with a quote', async () => {
    await create({ organizationTypeId: ref.Team, name: `=HYPERLINK("http://evil.example","${tag}")` });
    const body = (await call('GET', `/api/organizations/export.csv?q=${tag}&typeId=${ref.Team}`)).body;
    const rows = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: true }).data;
    expect(rows.map((r) => r.name)).toContain(`'=HYPERLINK("http://evil.example","${tag}")`);
  });

  it('streams more rows than one batch, each once, in the list’s order', async () => {
    const prefix = `Bulk${Date.now().toString(36)}`;
    await ctx.database.db.insert(organizations).values(
      Array.from({ length: 1203 }, (_, i) => ({
        name: `${prefix} ${String(i).padStart(4, '0')}`,
        organizationTypeId: ref.Team,
      })),
    );
    const res = await call('GET', `/api/organizations/export.csv?q=${prefix}&sort=-name`);
    const rows = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true }).data;
    expect(rows).toHaveLength(1203);
    expect(new Set(rows.map((r) => r.name)).size).toBe(1203);
    expect(rows[0].name).toBe(`${prefix} 1202`);
    expect(rows[1202].name).toBe(`${prefix} 0000`);
    const byCreated = Papa.parse<Record<string, string>>(
      (await call('GET', `/api/organizations/export.csv?q=${prefix}&sort=createdAt`)).body,
      { header: true, skipEmptyLines: true },
    ).data;
    expect(new Set(byCreated.map((r) => r.name)).size).toBe(1203);
  });
});
