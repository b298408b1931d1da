import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_CSV_COLUMNS } from '@phlox/contract';
import { organizations } from '../src/db/schema/index.js';
import { useTestApp } from './helpers.js';
import { nextNcesId, seedOrganizationReference } from './organization-fixtures.js';

const ctx = useTestApp();
beforeAll(async () => {
  await seedOrganizationReference(ctx);
});

type Row = Partial<Record<(typeof ORGANIZATION_CSV_COLUMNS)[number], string>>;
const csvOf = (rows: Row[], columns: readonly string[] = ORGANIZATION_CSV_COLUMNS) =>
  Papa.unparse({ fields: [...columns], data: rows.map((r) => columns.map((c) => r[c as keyof Row] ?? '')) });

interface ImportResult {
  dryRun: boolean;
  summary: { total: number; created: number; updated: number; skipped: number; failed: number };
  rows: Array<{
    line: number;
    outcome: string;
    label: string;
    id: number | null;
    messages: string[];
    clears?: string[];
    values?: Record<string, string>;
  }>;
}
async function importCsv(csv: string, dryRun = false, blankClears?: boolean) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/organizations/import',
    payload: { csv, dryRun, ...(blankClears === undefined ? {} : { blankClears }) },
    headers: await ctx.asAdmin(),
  });
}
async function imported(csv: string, dryRun = false, blankClears?: boolean): Promise<ImportResult> {
  const res = await importCsv(csv, dryRun, blankClears);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ImportResult;
}
async function countNamed(prefix: string): Promise<number> {
  const res = await ctx.app.inject({
    url: `/api/organizations?q=${encodeURIComponent(prefix)}&pageSize=1`,
    headers: await ctx.asAdmin(),
  });
  return res.json().meta.total as number;
}
const school = (name: string, extra: Row = {}): Row => ({
  name,
  type: 'School',
  short_name: 'SCH',
  city: 'Plano',
  state: 'TX',
  zip: '75074',
  nces_id: nextNcesId(),
  ...extra,
});
/** A row that creates an organization of `type` with no more than it needs (a short name and a ZIP). */
const bare = (name: string, type: string, extra: Row = {}): Row => ({
  name,
  type,
  short_name: 'ORG',
  zip: '75074',
  ...extra,
});

describe('organization CSV import', () => {
  it('creates the good rows and reports each broken row with its exact line number', async () => {
    const p = `Imp${Date.now().toString(36)}`;
    const csv = csvOf([
      school(`${p} One`, { description: 'Spans\ntwo lines' }), // line 2-3
      school(`${p} Bad Zip`, { zip: '7507' }), // line 4
      { name: '', type: 'School' }, // line 5
      school(`${p} Bad Type`, { type: 'Castle' }), // line 6
      school(`${p} Bad City`, { state: 'OK', city: 'Plano' }), // line 7
      school(`${p} Bad Url`, { website: 'not a url' }), // line 8
      bare(`${p} Lonely Boosters`, 'Booster Club', { is_booster_club: 'yes' }), // line 9
      school(`${p} Two`, { phone: '972 555 0100' }), // line 10
    ]);
    const result = await imported(csv);
    expect(result.summary).toEqual({ total: 8, created: 2, updated: 0, skipped: 0, failed: 6 });
    const failed = Object.fromEntries(result.rows.map((r) => [r.line, r.messages.join(' | ')]));
    expect(failed).toEqual({
      4: 'zip: Enter a US ZIP code: 12345 or 12345-6789',
      5: 'name: Enter a name',
      6: expect.stringMatching(/^type: unknown type “Castle” \(use Booster Club, School, Team, Venue\)$/),
      7: 'city: Unknown city “Plano” in OK',
      8: expect.stringMatching(/^website: /),
      9: 'parent: A booster club needs a parent organization',
    });
    expect(result.rows.find((r) => r.line === 4)?.values).toMatchObject({ name: `${p} Bad Zip`, zip: '7507' });
    expect(await countNamed(p)).toBe(2);
    const list = await ctx.app.inject({ url: `/api/organizations?q=${p}%20Two`, headers: await ctx.asAdmin() });
    expect(list.json().data[0]).toMatchObject({
      phone: '(972) 555-0100',
      typeName: 'School',
      address: { state: 'TX' },
    });
  });

  it('updates an organization whose NCES id exists, skips it when nothing changed, never duplicates it', async () => {
    const p = `Upd${Date.now().toString(36)}`;
    const row = school(`${p} High`, { short_name: 'UH' });
    expect((await imported(csvOf([row]))).summary.created).toBe(1);

    const again = await imported(csvOf([{ ...row, name: `${p} High`, state: 'Texas', city: 'plano' }]));
    expect(again.summary).toMatchObject({ created: 0, updated: 0, skipped: 1 });
    expect(again.rows[0]).toMatchObject({ line: 2, outcome: 'skipped', label: `${p} High` });

    const changed = await imported(csvOf([{ ...row, short_name: 'UHS' }]));
    expect(changed.summary).toMatchObject({ created: 0, updated: 1, skipped: 0 });
    expect(changed.rows[0]).toMatchObject({ outcome: 'updated', messages: ['changes short_name'] });
    expect(await countNamed(p)).toBe(1);
    const id = changed.rows[0].id!;
    const history = await ctx.app.inject({
      url: `/api/history?menu=organizations&itemId=${id}`,
      headers: await ctx.asAdmin(),
    });
    expect(history.json().data[0]).toMatchObject({
      action: 'update',
      field: 'shortName',
      oldValue: 'UH',
      newValue: 'UHS',
    });
  });

  it('importing the same file twice creates nothing new, also for rows without an NCES id', async () => {
    const p = `Twice${Date.now().toString(36)}`;
    const parent = school(`${p} School`);
    const csv = csvOf([
      parent,
      bare(`${p} Team`, 'Team', { parent: parent.nces_id, is_team: 'yes' }),
      bare(`${p} Boosters`, 'Booster Club', { parent: `${p} School`, is_booster_club: 'yes' }),
    ]);
    expect((await imported(csv)).summary).toMatchObject({ created: 3, failed: 0 });
    expect((await imported(csv)).summary).toMatchObject({ created: 0, updated: 0, skipped: 3, failed: 0 });
    expect(await countNamed(p)).toBe(3);
    const team = await ctx.app.inject({ url: `/api/organizations?q=${p}%20Team`, headers: await ctx.asAdmin() });
    expect(team.json().data[0]).toMatchObject({ parentName: `${p} School`, isTeam: true });
  });

  it('a dry run reports what would happen and writes nothing', async () => {
    const p = `Dry${Date.now().toString(36)}`;
    const csv = csvOf([school(`${p} A`), school(`${p} B`), school(`${p} C`, { zip: 'x' })]);
    const result = await imported(csv, true);
    expect(result).toMatchObject({ dryRun: true, summary: { total: 3, created: 2, failed: 1 } });
    expect(result.rows).toEqual([expect.objectContaining({ line: 4, outcome: 'failed' })]);
    expect(await countNamed(p)).toBe(0);
  });

  it('refuses an NCES id repeated inside the file, naming the first line', async () => {
    const p = `Dup${Date.now().toString(36)}`;
    const nces = nextNcesId();
    const result = await imported(csvOf([school(`${p} A`, { nces_id: nces }), school(`${p} B`, { nces_id: nces })]));
    expect(result.summary).toMatchObject({ created: 1, failed: 1 });
    expect(result.rows[0]).toMatchObject({ line: 3, messages: [`nces_id: ${nces} is also on line 2`] });
  });

  it('reports unknown and ambiguous parents', async () => {
    const p = `Par${Date.now().toString(36)}`;
    const result = await imported(
      csvOf([
        // One name on two organizations of different types (name + type + parent is what must be unique).
        school(`${p} Twin`),
        school(`${p} Twin`, { type: 'Venue' }),
        bare(`${p} Team A`, 'Team', { parent: `${p} Nowhere` }),
        bare(`${p} Team B`, 'Team', { parent: `${p} Twin` }),
        bare(`${p} Team C`, 'Team', { parent: '999999999999' }),
      ]),
    );
    expect(result.rows.map((r) => [r.line, r.messages[0]])).toEqual([
      [4, `parent: no organization is named “${p} Nowhere”`],
      [5, `parent: several organizations are named “${p} Twin”; use the parent’s NCES id`],
      [6, 'parent: no organization has NCES id 999999999999'],
    ]);
  });

  it('writes more rows than one batch', async () => {
    const p = `Batch${Date.now().toString(36)}`;
    const rows = Array.from({ length: 520 }, (_, i) => bare(`${p} ${i}`, 'Team'));
    expect((await imported(csvOf(rows))).summary).toMatchObject({ created: 520, failed: 0 });
    expect(await countNamed(p)).toBe(520);
  });

  it('lets a file leave out optional columns: an update then keeps what those columns would hold', async () => {
    const p = `Cols${Date.now().toString(36)}`;
    const row = school(`${p} High`, { website: 'https://cols.example.org' });
    await imported(csvOf([row]));
    const result = await imported(
      csvOf([{ name: `${p} Senior High`, type: 'School', nces_id: row.nces_id }], ['name', 'type', 'nces_id']),
    );
    expect(result.summary.updated).toBe(1);
    const org = await ctx.app.inject({ url: `/api/organizations/${result.rows[0].id}`, headers: await ctx.asAdmin() });
    expect(org.json().data).toMatchObject({
      name: `${p} Senior High`,
      websiteLink: 'https://cols.example.org',
      address: { city: 'Plano' },
    });
  });
});

describe('organization CSV import never erases by accident', () => {
  const stored = async (id: number) =>
    (await ctx.app.inject({ url: `/api/organizations/${id}`, headers: await ctx.asAdmin() })).json().data;
  const schoolTypeId = async () =>
    (
      (await ctx.database.db.execute(`select id from organization_types where name = 'School'`)) as unknown as {
        rows: Array<{ id: number }>;
      }
    ).rows[0].id;
  // A district saved as an organization before School Districts: still a parent (the type is no longer taken anew).
  const district = async (p: string) =>
    ctx.database.db.execute(
      `insert into organizations (name, short_name, organization_type_id)
       select '${p} ISD', 'ISD', id from organization_types where name = 'District'`,
    );
  const full = (p: string, nces: string): Row =>
    school(`${p} High`, {
      nces_id: nces,
      phone: '(972) 555-0142',
      website: 'https://keep.example.org',
      address_line_1: '1200 Main Street',
      parent: `${p} ISD`,
    });

  it('keeps the stored value under an empty cell of a matched row (type too)', async () => {
    const p = `Keep${Date.now().toString(36)}`;
    await district(p);
    const nces = nextNcesId();
    const created = await imported(csvOf([full(p, nces)]));
    expect(created.summary.created).toBe(1);
    // The whole template, every cell empty but the NCES id and a new name: only the name changes.
    const result = await imported(csvOf([{ nces_id: nces, name: `${p} Senior High` }]));
    expect(result.summary).toMatchObject({ updated: 1, failed: 0 });
    expect(result.rows[0].messages).toEqual(['changes name']);
    expect(result.rows[0].clears).toBeUndefined();
    expect(await stored(result.rows[0].id!)).toMatchObject({
      name: `${p} Senior High`,
      phone: '(972) 555-0142',
      websiteLink: 'https://keep.example.org',
      address: { addressLine1: '1200 Main Street', city: 'Plano', zip: '75074' },
      parentName: `${p} ISD`,
      organizationTypeId: await schoolTypeId(),
    });
  });

  it('empties a field only where the file says "-", and the dry run lists what it will clear', async () => {
    const p = `Dash${Date.now().toString(36)}`;
    await district(p);
    const nces = nextNcesId();
    await imported(csvOf([full(p, nces)]));
    const csv = csvOf([{ nces_id: nces, phone: '-', parent: '-', website: '' }]);
    const dry = await imported(csv, true);
    expect(dry.rows[0]).toMatchObject({ outcome: 'updated', clears: ['phone', 'parent'] });
    expect(dry.rows[0].messages).toContain('clears phone, parent');
    const done = await imported(csv);
    const org = await stored(done.rows[0].id!);
    expect(org).toMatchObject({ phone: null, parentId: null, websiteLink: 'https://keep.example.org' });
  });

  it('with "empty cells clear" chosen, an empty cell empties the field and is listed', async () => {
    const p = `Blank${Date.now().toString(36)}`;
    await district(p);
    const nces = nextNcesId();
    await imported(csvOf([full(p, nces)]));
    const csv = csvOf([{ ...full(p, nces), phone: '', website: '' }]);
    const dry = await imported(csv, true, true);
    expect(dry.rows[0].clears).toEqual(['phone', 'website']);
    const org = await stored((await imported(csv, false, true)).rows[0].id!);
    expect(org).toMatchObject({ phone: null, websiteLink: null, address: { addressLine1: '1200 Main Street' } });
  });

  it('a big file imports as a job: parts in order (a parent from an earlier part is found), empty cells clearing', async () => {
    const p = `Job${Date.now().toString(36)}`;
    await district(p);
    const nces = nextNcesId();
    await imported(csvOf([full(p, nces)]));
    const rows: Row[] = [{ ...full(p, nces), phone: '' }];
    for (let i = 0; i < 1_100; i++) rows.push(bare(`${p} Team ${i}`, 'Team'));
    // Line 1,202, in the second part of 1,000 rows: its parent is created by line 3, in the first.
    rows.push(bare(`${p} Child`, 'Team', { parent: `${p} Team 0` }), { name: '', type: 'Team' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations/import/jobs',
      payload: { csv: csvOf(rows), fileName: 'teams.csv', blankClears: true },
      headers: await ctx.asAdmin(),
    });
    expect(res.statusCode, res.body).toBe(202);
    // A minute: beside the whole API suite on PostgreSQL the job once took longer than the default 15 s.
    await ctx.app.queue.idle(60_000);
    const job = (
      await ctx.app.inject({ url: `/api/jobs/${res.json().data.jobId}`, headers: await ctx.asAdmin() })
    ).json().data;
    expect(job).toMatchObject({ status: 'succeeded', title: 'Import organizations from teams.csv' });
    expect(job.result.summary).toEqual({ total: 1_103, created: 1_101, updated: 1, skipped: 0, failed: 1 });
    expect(await countNamed(`${p} Team`)).toBe(1_100);
    const file = await ctx.app.inject({ url: job.result.file.url, headers: await ctx.asAdmin() });
    const failed = Papa.parse<Record<string, string>>(file.body.replace(/^\uFEFF/, ''), { header: true }).data;
    expect(failed).toEqual([
      expect.objectContaining({ name: '', type: 'Team', errors: expect.stringMatching(/^name/) }),
    ]);
    const [{ phone }] = (await ctx.database.query(`select phone from organizations where nces_id = $1`, [nces]))
      .rows as Array<{ phone: string | null }>;
    expect(phone).toBeNull();
    const [{ n }] = (
      await ctx.database.query(
        `select count(*)::int as n from organizations c join organizations p on p.id = c.parent_id
          where c.name = $1 and p.name = $2`,
        [`${p} Child`, `${p} Team 0`],
      )
    ).rows as Array<{ n: number }>;
    expect(n).toBe(1);
  }, 120_000);

  it('still needs a name and a type for a new organization', async () => {
    const result = await imported(csvOf([{ nces_id: nextNcesId(), name: 'Typeless High' }, { type: 'School' }]));
    expect(result.rows.map((r) => [r.line, r.messages])).toEqual([
      [2, ['type: Choose a type']],
      [3, ['name: Enter a name']],
    ]);
  });
});

describe('organization CSV import: short name and ZIP (issue 17)', () => {
  const stored = async (id: number) =>
    (await ctx.app.inject({ url: `/api/organizations/${id}`, headers: await ctx.asAdmin() })).json().data;

  it('a row that creates an organization needs both, named by their columns', async () => {
    const p = `Req${Date.now().toString(36)}`;
    const result = await imported(
      csvOf([
        { name: `${p} Bare`, type: 'Team' },
        bare(`${p} No Short`, 'Team', { short_name: '' }),
        bare(`${p} No Zip`, 'Team', { zip: '-' }),
        bare(`${p} Fine`, 'Team'),
      ]),
    );
    expect(result.summary).toMatchObject({ created: 1, failed: 3 });
    expect(result.rows.map((r) => [r.line, r.messages])).toEqual([
      [2, ['short_name: Enter a short name', 'zip: Enter the ZIP code']],
      [3, ['short_name: Enter a short name']],
      [4, ['zip: Enter the ZIP code']],
    ]);
    // A file without the columns at all is the same for a new organization.
    const narrow = await imported(csvOf([{ name: `${p} Narrow`, type: 'Team' }], ['name', 'type']));
    expect(narrow.rows[0].messages).toEqual(['short_name: Enter a short name', 'zip: Enter the ZIP code']);
  });

  it('an update row may not empty them, by "-" or by an empty cell with "empty cells clear"', async () => {
    const p = `NoClear${Date.now().toString(36)}`;
    const nces = nextNcesId();
    const row = school(`${p} High`, { nces_id: nces, short_name: 'NCH' });
    await imported(csvOf([row]));
    const dashed = await imported(csvOf([{ nces_id: nces, short_name: '-', zip: '-' }]));
    expect(dashed.rows[0]).toMatchObject({
      outcome: 'failed',
      messages: ['short_name: Enter a short name', 'zip: Enter the ZIP code'],
    });
    const blanks = await imported(csvOf([{ ...row, short_name: '', zip: '' }]), false, true);
    expect(blanks.rows[0].messages).toEqual(['short_name: Enter a short name', 'zip: Enter the ZIP code']);
    // Emptying every address cell empties the ZIP too.
    const noAddress = await imported(
      csvOf([{ nces_id: nces, address_line_1: '-', city: '-', state: '-', zip: '-', country: '-' }]),
    );
    expect(noAddress.rows[0].messages).toEqual(['zip: Enter the ZIP code']);
    const id = (await imported(csvOf([row]))).rows[0].id!;
    expect(await stored(id)).toMatchObject({ shortName: 'NCH', address: { zip: '75074' } });
  });

  it('an organization saved before they were required is updated by a row that does not give them', async () => {
    const p = `Legacy${Date.now().toString(36)}`;
    const nces = nextNcesId();
    const types = (await ctx.database.query(`select id from organization_types where name = 'Team'`)).rows as Array<{
      id: number;
    }>;
    const [legacy] = await ctx.database.db
      .insert(organizations)
      .values({ organizationTypeId: types[0].id, name: `${p} Team`, ncesId: nces })
      .returning({ id: organizations.id });
    const result = await imported(csvOf([{ nces_id: nces, phone: '(972) 555-0101' }]));
    expect(result.rows[0]).toMatchObject({ outcome: 'updated', messages: ['changes phone'] });
    expect(await stored(legacy.id)).toMatchObject({ phone: '(972) 555-0101', shortName: null, address: null });
    const completed = await imported(csvOf([{ nces_id: nces, short_name: 'LT', zip: '75002' }]));
    expect(completed.rows[0].outcome).toBe('updated');
    expect(await stored(legacy.id)).toMatchObject({ shortName: 'LT', address: { zip: '75002' } });
  });
});

describe('organization CSV import: bad files', () => {
  const message = async (csv: string) => {
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(400);
    return res.json().error.message as string;
  };

  it('explains an empty file, a header without rows, wrong headers, a binary file and an oversized file', async () => {
    expect(await message('')).toBe('The file is empty.');
    expect(await message(`${ORGANIZATION_CSV_COLUMNS.join(',')}\n`)).toBe(
      'The file has a header row but no data rows.',
    );
    expect(await message('title,kind\nA,School\n')).toMatch(
      /header row does not match the template \(missing name, type; unknown “title”, “kind”\)/,
    );
    // A NUL byte is refused for every field before the import reads it (plugins/input-guard.ts).
    expect(await message('PK\u0003\u0004\u0000\u0000binary')).toMatch(/^csv: .*control/);
    const big = `name,type\n${'A very long organization name,School\n'.repeat(160_000)}`;
    expect(await message(big)).toMatch(/larger than 5 MB/);
  });

  it('refuses text whose characters were lost to a wrong encoding, naming the line, instead of storing them', async () => {
    const p = `Enc${Date.now().toString(36)}`;
    // "Escuela Peña" saved by Excel in Windows-1252, then read as UTF-8 by a client that did not detect it.
    const csv = `name,type,short_name,zip\n${p} Ok,Team,OK,75074\n${p} Escuela Pe\uFFFDa,School,EP,75074\n`;
    for (const dryRun of [true, false]) {
      const res = await importCsv(csv, dryRun);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Line 3 has characters that could not be read: the file was not decoded as the encoding it was saved in. Save it as “CSV UTF-8” and import it again.',
      );
    }
    expect(await countNamed(p)).toBe(0);
    // With its accents, and a BOM (a "CSV UTF-8" file read by an API client), it imports.
    const good = await imported(`\uFEFFname,type,short_name,zip\n${p} Escuela Peña,School,EP,75074\n`);
    expect(good.summary).toMatchObject({ created: 1, failed: 0 });
    expect(await countNamed(`${p} Escuela Peña`)).toBe(1);
  });

  it('accepts the errors column of a failed-rows file and ignores it', async () => {
    const p = `Err${Date.now().toString(36)}`;
    const result = await imported(`name,type,short_name,zip,errors\n${p} Fixed,Team,PF,75074,zip: was wrong\n`);
    expect(result.summary).toMatchObject({ created: 1, failed: 0 });
  });

  it('forbids a Photographer', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizations/import',
      payload: { csv: 'name,type\nX,Team', dryRun: true },
      headers: await ctx.asPhotographer(),
    });
    expect(res.statusCode).toBe(403);
  });
});
