import { describe, expect, it } from 'vitest';
import type { SchoolDistrict, SchoolDistrictRow } from '@phlox/contract';
import { useOrganizationTestApp, type Org } from './organization-fixtures.js';

const { ctx, call, school } = useOrganizationTestApp();

const tag = `Dist${Date.now().toString(36)}`;
async function district(body: object): Promise<SchoolDistrict> {
  const res = await call('POST', '/api/school-districts', { state: 'TX', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as SchoolDistrict;
}
const rows = async (query: string) =>
  (await call('GET', `/api/school-districts?q=${tag}&${query}`)).json().data as SchoolDistrictRow[];
const history = async (menu: string, id: number) =>
  (await call('GET', `/api/history?menu=${menu}&itemId=${id}`)).json().data as Array<{
    action: string;
    field: string | null;
    oldValue: string | null;
    newValue: string | null;
  }>;

describe('school districts', () => {
  it('adds a district with its schools; the list counts them, filters by state and status, sorts by schools', async () => {
    const [a, b] = [await school(`${tag} North High`), await school(`${tag} South High`)];
    const plano = await district({ title: `${tag} Plano ISD`, code: `${tag.slice(-6)}1`, schoolIds: [a.id, b.id] });
    expect(plano).toMatchObject({ status: 'active', schoolCount: 2, state: 'TX' });
    expect(plano.schools.map((s) => s.name)).toEqual([`${tag} North High`, `${tag} South High`]);
    await district({ title: `${tag} Tulsa Public Schools`, state: 'ok', status: 'inactive' });

    expect((await rows('state=TX')).map((d) => d.title)).toEqual([`${tag} Plano ISD`]);
    expect((await rows('status=inactive')).map((d) => [d.title, d.state])).toEqual([
      [`${tag} Tulsa Public Schools`, 'OK'],
    ]);
    expect((await rows('sort=-schoolCount')).map((d) => d.schoolCount)).toEqual([2, 0]);
    // A school's page names its district; the organizations list filters by it.
    const org = (await call('GET', `/api/organizations/${a.id}`)).json().data as Org;
    expect(org).toMatchObject({ schoolDistrictId: plano.id, schoolDistrictName: `${tag} Plano ISD` });
    const inDistrict = (await call('GET', `/api/organizations?districtId=${plano.id}`)).json().data as Org[];
    expect(inDistrict.map((o) => o.name).sort()).toEqual([`${tag} North High`, `${tag} South High`]);
  });

  it('refuses bad input with field messages, and a code or title (in the state) another district has', async () => {
    const bad = await call('POST', '/api/school-districts', { title: ' ', state: 'ZZ', code: 'a b', status: 'open' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['code', 'state', 'status', 'title']);
    const missing = await call('POST', '/api/school-districts', {
      title: `${tag} Ghost`,
      state: 'TX',
      schoolIds: [2_000_000],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.schoolIds).toBe('One of the chosen schools no longer exists');

    await district({ title: `${tag} Allen ISD`, code: `${tag.slice(-6)}2` });
    const sameCode = await call('POST', '/api/school-districts', {
      title: `${tag} Other`,
      state: 'TX',
      code: `${tag.slice(-6)}2`.toUpperCase(),
    });
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json().error.fields.code).toContain(`${tag} Allen ISD`);
    const sameTitle = await call('POST', '/api/school-districts', { title: ` ${tag} allen isd `, state: 'TX' });
    expect(sameTitle.statusCode).toBe(409);
    expect(sameTitle.json().error.fields.title).toBeTruthy();
    // The same title in another state is another district.
    await district({ title: `${tag} Allen ISD`, state: 'OK' });
  });

  it('a school belongs to one district: another district cannot take it, and the picker shows where it is', async () => {
    const s = await school(`${tag} Lone High`);
    const first = await district({ title: `${tag} First ISD`, schoolIds: [s.id] });
    const second = await district({ title: `${tag} Second ISD` });
    const res = await call('PATCH', `/api/school-districts/${second.id}`, { schoolIds: [s.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.schoolIds).toBe(
      `${tag} Lone High already belongs to ${tag} First ISD; remove it there first`,
    );
    const options = (
      await call(
        'GET',
        `/api/school-districts/school-options?q=${encodeURIComponent(`${tag} Lone`)}&districtId=${second.id}`,
      )
    ).json().data;
    expect(options).toEqual([
      expect.objectContaining({ id: s.id, districtId: first.id, districtTitle: `${tag} First ISD` }),
    ]);
    // Two districts claiming one free school at once: one wins, the other is told (the schools are locked first).
    const free = await school(`${tag} Contested High`);
    const [x, y] = await Promise.all([
      call('POST', '/api/school-districts', { title: `${tag} Race A`, state: 'TX', schoolIds: [free.id] }),
      call('POST', '/api/school-districts', { title: `${tag} Race B`, state: 'TX', schoolIds: [free.id] }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
  });

  it('an edit replaces the schools, records the change on the district and on each school, and refuses a stale save', async () => {
    const [a, b] = [await school(`${tag} Edit A`), await school(`${tag} Edit B`)];
    const d = await district({ title: `${tag} Edit ISD`, schoolIds: [a.id] });
    const res = await call('PATCH', `/api/school-districts/${d.id}`, {
      schoolIds: [b.id],
      status: 'inactive',
      updatedAt: d.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.schools.map((s: Org) => s.id)).toEqual([b.id]);
    expect((await call('GET', `/api/organizations/${a.id}`)).json().data.schoolDistrictId).toBeNull();
    const stale = await call('PATCH', `/api/school-districts/${d.id}`, {
      title: `${tag} Late`,
      updatedAt: d.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const own = await history('school-districts', d.id);
    expect(own.find((h) => h.field === 'schools')).toMatchObject({
      oldValue: `${tag} Edit A`,
      newValue: `${tag} Edit B`,
    });
    expect(own.find((h) => h.field === 'status')).toMatchObject({ oldValue: 'active', newValue: 'inactive' });
    expect((await history('organizations', a.id)).find((h) => h.field === 'schoolDistrictName')).toMatchObject({
      oldValue: `${tag} Edit ISD`,
      newValue: null,
    });
  });

  it('is not deleted while an event is held for it; once free, deleting lets its schools go', async () => {
    const s = await school(`${tag} Media High`);
    const d = await district({ title: `${tag} Media ISD`, schoolIds: [s.id] });
    const event = await call('POST', '/api/events', {
      title: `${tag} Media Day`,
      competitionType: 'media_day',
      startTime: '2031-09-10T14:00:00Z',
      endTime: '2031-09-10T18:00:00Z',
      schoolDistrictId: d.id,
    });
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json().data).toMatchObject({ schoolDistrictId: d.id, schoolDistrictName: `${tag} Media ISD` });
    const refused = await call('DELETE', `/api/school-districts/${d.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.details.usedBy).toEqual([{ kind: 'event', count: 1, names: [`${tag} Media Day`] }]);

    expect((await call('DELETE', `/api/events/${event.json().data.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/school-districts/${d.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/school-districts/${d.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/organizations/${s.id}`)).json().data.schoolDistrictId).toBeNull();
    // A deleted district can no longer be chosen, by an organization or an event.
    const org = await call('PATCH', `/api/organizations/${s.id}`, { schoolDistrictId: d.id });
    expect(org.statusCode).toBe(400);
    expect(org.json().error.fields.schoolDistrictId).toBe('Choose a school district that exists');
  });

  it('only staff with the module see districts; a photographer is refused', async () => {
    const res = await ctx.app.inject({ url: '/api/school-districts', headers: await ctx.asPhotographer() });
    expect(res.statusCode).toBe(403);
  });

  it('imports a CSV: schools by name, a dry run writes nothing, a row naming an unknown school fails alone', async () => {
    await school(`${tag} Import High`);
    const csv = [
      'title,code,state,status,schools',
      `${tag} Imported ISD,,TX,Active,${tag} Import High`,
      `${tag} Broken ISD,,TX,,${tag} Nowhere High`,
      `${tag} Bad State,,XX,,`,
    ].join('\n');
    const dry = await call('POST', '/api/school-districts/import', { csv, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data.summary).toMatchObject({ total: 3, created: 1, failed: 2 });
    expect(await rows('')).not.toContainEqual(expect.objectContaining({ title: `${tag} Imported ISD` }));
    const done = (await call('POST', '/api/school-districts/import', { csv })).json().data;
    expect(done.summary).toMatchObject({ created: 1, failed: 2 });
    expect(done.rows.map((r: { line: number; messages: string[] }) => [r.line, r.messages])).toEqual([
      [3, [`schools: no organization is named “${tag} Nowhere High”`]],
      [4, ['state: Choose the state']],
    ]);
    const made = (await rows('')).find((d) => d.title === `${tag} Imported ISD`);
    expect(made).toMatchObject({ schoolCount: 1, status: 'active' });
    // The same file again changes nothing.
    const again = (
      await call('POST', '/api/school-districts/import', { csv: csv.split('\n').slice(0, 2).join('\n') })
    ).json().data;
    expect(again.summary).toMatchObject({ created: 0, updated: 0, skipped: 1 });
  });

  it('reports a title repeated inside the file on its second row, in the dry run as in the import', async () => {
    const csv = [
      'title,code,state,status,schools',
      `${tag} Twin ISD,${tag}-T1,TX,,`,
      `${tag} twin isd,${tag}-T2,TX,,`,
      `${tag} Twin ISD,${tag}-T3,OK,,`,
    ].join('\n');
    for (const dryRun of [true, false]) {
      const result = (await call('POST', '/api/school-districts/import', { csv, dryRun })).json().data;
      expect(result.summary).toMatchObject({ total: 3, created: 2, failed: 1 });
      expect(
        result.rows.map((r: { line: number; outcome: string; messages: string[] }) => [r.line, r.outcome, r.messages]),
      ).toEqual([[3, 'failed', ['title: also on line 2 (a title is unique within its state)']]]);
    }
  });
});
