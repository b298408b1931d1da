import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { linkFromUploadUrl, type Sow, type SowRow } from '@phlox/contract';
import { useTestApp } from './helpers.js';
import { invitedUser } from './users-helpers.js';

// Uploaded contracts land in DATA_DIR/uploads: this file's own.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phlox-sow-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const ctx = useTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'http://admin.test' });
const tag = `Sow${Date.now().toString(36)}`;

async function mediaDay(title: string, day = '2031-09-10') {
  const res = await ctx.call('POST', '/api/events', {
    title: `${tag} ${title}`,
    competitionType: 'media_day',
    startTime: `${day}T14:00:00Z`,
    endTime: `${day}T18:00:00Z`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; title: string; updatedAt: string };
}
async function sow(body: object): Promise<Sow> {
  const res = await ctx.call('POST', '/api/statements-of-work', {
    startDate: '2026-08-01',
    endDate: '2027-06-30',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Sow;
}
const list = async (query: string) =>
  (await ctx.call('GET', `/api/statements-of-work?q=${tag}&${query}`)).json() as {
    data: SowRow[];
    meta: { total: number };
  };

describe('Statements of Work', () => {
  it('adds one with its media days, district, amount and contract; the list filters, sorts and counts', async () => {
    const district = (await ctx.call('POST', '/api/school-districts', { title: `${tag} ISD`, state: 'TX' })).json()
      .data;
    const [a, b] = [await mediaDay('Fall Media Day', '2026-09-10'), await mediaDay('Spring Media Day', '2027-03-10')];
    const s = await sow({
      title: `${tag} Plano 2026-27`,
      status: 'active',
      schoolDistrictId: district.id,
      agreedOn: '2026-07-15',
      amount: 1_250_000,
      contractUrl: 'https://contracts.example.org/plano.pdf',
      notes: 'Two media days a year.',
      mediaDayIds: [b.id, a.id],
    });
    expect(s).toMatchObject({
      schoolDistrictName: `${tag} ISD`,
      mediaDayCount: 2,
      amount: 1_250_000,
      status: 'active',
    });
    expect(s.mediaDays.map((m) => m.title)).toEqual([`${tag} Fall Media Day`, `${tag} Spring Media Day`]);
    await sow({ title: `${tag} Draft deal` });

    expect((await list('status=active')).data.map((r) => r.title)).toEqual([`${tag} Plano 2026-27`]);
    expect((await list(`schoolDistrictId=${district.id}`)).meta.total).toBe(1);
    expect((await list('sort=-amount')).data.map((r) => r.amount)).toEqual([1_250_000, null]);
    // The media day names its Statement of Work; the picker shows where each media day is.
    const event = (await ctx.call('GET', `/api/events/${a.id}`)).json().data;
    expect(event).toMatchObject({ statementOfWorkId: s.id, statementOfWorkTitle: `${tag} Plano 2026-27` });
    // The cockpit's tabs: media days (with district and Statement of Work) apart from sideline events.
    const game = await ctx.call('POST', '/api/events', {
      title: `${tag} Sideline game`,
      startTime: '2031-09-10T14:00:00Z',
      endTime: '2031-09-10T16:00:00Z',
    });
    const titles = async (query: string) =>
      ((await ctx.call('GET', `/api/events?q=${tag}&pageSize=100&${query}`)).json().data as Array<{ title: string }>)
        .map((e) => e.title)
        .sort();
    expect(await titles('kind=sideline')).toEqual([game.json().data.title]);
    expect(await titles('kind=media-days')).toEqual([`${tag} Fall Media Day`, `${tag} Spring Media Day`]);
    const [row] = (await ctx.call('GET', `/api/events?q=${encodeURIComponent(`${tag} Fall`)}&kind=media-days`)).json()
      .data;
    expect(row).toMatchObject({
      statementOfWorkTitle: `${tag} Plano 2026-27`,
      schoolDistrictName: null,
      participatingTeamNames: [],
    });
    await ctx.call('PATCH', `/api/events/${a.id}`, { schoolDistrictId: district.id });
    expect(await titles(`kind=media-days&schoolDistrictId=${district.id}`)).toEqual([`${tag} Fall Media Day`]);
    const options = (await ctx.call('GET', `/api/statements-of-work/media-day-options?q=${tag}`)).json().data;
    expect(options.find((o: { id: number }) => o.id === a.id)).toMatchObject({ statementOfWorkId: s.id });
  });

  it('refuses bad input with field messages, and only links live media days held by no other', async () => {
    const bad = await ctx.call('POST', '/api/statements-of-work', {
      title: '',
      startDate: '2026-13-01',
      endDate: '2026-01-01',
      amount: -5,
      contractUrl: 'javascript:alert(1)',
      status: 'signed',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'amount',
      'contractUrl',
      'startDate',
      'status',
      'title',
    ]);
    const backwards = await ctx.call('POST', '/api/statements-of-work', {
      title: 'x',
      startDate: '2026-05-01',
      endDate: '2026-04-01',
    });
    expect(backwards.json().error.fields.endDate).toBe('The end date must be on or after the start date');

    const game = await ctx.call('POST', '/api/events', {
      title: `${tag} A game`,
      startTime: '2031-09-10T14:00:00Z',
      endTime: '2031-09-10T16:00:00Z',
    });
    const notMediaDay = await ctx.call('POST', '/api/statements-of-work', {
      title: 'x',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      mediaDayIds: [game.json().data.id],
    });
    expect(notMediaDay.statusCode).toBe(400);
    expect(notMediaDay.json().error.fields.mediaDayIds).toContain('media day');

    const m = await mediaDay('Taken Media Day');
    const first = await sow({ title: `${tag} First`, mediaDayIds: [m.id] });
    const second = await sow({ title: `${tag} Second` });
    const res = await ctx.call('PATCH', `/api/statements-of-work/${second.id}`, { mediaDayIds: [m.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields.mediaDayIds).toBe(
      `${tag} Taken Media Day is already linked to ${first.title}; unlink it there first`,
    );
    // A PATCH of the end date alone is checked against the stored start.
    const end = await ctx.call('PATCH', `/api/statements-of-work/${second.id}`, { endDate: '2020-01-01' });
    expect(end.statusCode).toBe(400);
    expect(end.json().error.fields.endDate).toBeTruthy();
  });

  it('records every change in its history and on each media day; a stale save is refused; deleting lets its media days go', async () => {
    const [a, b] = [await mediaDay('History A'), await mediaDay('History B')];
    const s = await sow({ title: `${tag} History`, mediaDayIds: [a.id] });
    const res = await ctx.call('PATCH', `/api/statements-of-work/${s.id}`, {
      mediaDayIds: [b.id],
      amount: 50_000,
      updatedAt: s.updatedAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    const stale = await ctx.call('PATCH', `/api/statements-of-work/${s.id}`, { title: 'late', updatedAt: s.updatedAt });
    expect(stale.statusCode).toBe(409);
    const history = (await ctx.call('GET', `/api/history?menu=statements-of-work&itemId=${s.id}`)).json()
      .data as Array<{ field: string | null; oldValue: string | null; newValue: string | null }>;
    expect(history.find((h) => h.field === 'mediaDays')).toMatchObject({
      oldValue: `${tag} History A`,
      newValue: `${tag} History B`,
    });
    expect(history.find((h) => h.field === 'amount')).toMatchObject({ oldValue: null, newValue: '50000' });
    const onEvent = (await ctx.call('GET', `/api/history?menu=events&itemId=${a.id}`)).json().data as Array<{
      field: string | null;
      newValue: string | null;
    }>;
    expect(onEvent.find((h) => h.field === 'statementOfWork')).toMatchObject({ newValue: null });

    expect((await ctx.call('DELETE', `/api/statements-of-work/${s.id}`)).statusCode).toBe(204);
    expect((await ctx.call('GET', `/api/statements-of-work/${s.id}`)).statusCode).toBe(404);
    expect((await ctx.call('GET', `/api/events/${b.id}`)).json().data.statementOfWorkId).toBeNull();
  });

  it('is staff data: a photographer (events: view of its own rows) is refused, history included', async () => {
    const s = await sow({ title: `${tag} Private`, amount: 99_00 });
    const headers = await ctx.asPhotographer();
    for (const url of [
      '/api/statements-of-work',
      `/api/statements-of-work/${s.id}`,
      `/api/history?menu=statements-of-work&itemId=${s.id}`,
    ]) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('9900');
    }
  });
});

describe('an uploaded contract is private to who may see its Statement of Work', () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

  /** Uploads a PDF as the SOW form does; its stored link (the signed URL cut after the extension). */
  async function uploadedContract(): Promise<string> {
    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/common/document-upload',
      headers: { ...(await ctx.asAdmin()), host: 'admin.test' },
      payload: { name: 'Plano contract.pdf', type: 'application/pdf', module: 'events' },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const url = (signed.json() as { data: { url: string } }).data.url;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: url.replace('http://admin.test', ''),
      headers: { 'content-type': 'application/pdf' },
      payload: PDF,
    });
    expect(put.statusCode, put.body).toBe(201);
    return linkFromUploadUrl(url);
  }
  const download = async (id: number, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/api/statements-of-work/${id}/contract`, headers });

  it('is not served to anyone with the link, only through the SOW to staff who may view it', async () => {
    const link = await uploadedContract();
    const s = await sow({
      title: `${tag} Private contract`,
      contractUrl: link,
      contractFileName: 'Plano contract.pdf',
    });

    const open = await ctx.app.inject({ method: 'GET', url: link.replace('http://admin.test', '') });
    expect(open.statusCode).toBe(404);
    expect(open.rawPayload.includes(PDF)).toBe(false);

    const got = await download(s.id, await ctx.asAdmin());
    expect(got.statusCode, got.body).toBe(200);
    expect(got.rawPayload).toEqual(PDF);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="Plano contract\.pdf"/);
    expect(got.headers['cache-control']).toBe('no-store');

    // A viewer of events may open it; no session, a photographer, or a role without events may not.
    const role = await ctx.call('POST', '/api/roles', { name: `${tag} viewers`, permissions: { events: 'view' } });
    const viewer = await invitedUser(ctx, [role.json().data.id]);
    expect((await download(s.id, viewer.headers)).statusCode).toBe(200);
    const other = await ctx.call('POST', '/api/roles', { name: `${tag} coupons`, permissions: { coupons: 'manage' } });
    const outsider = await invitedUser(ctx, [other.json().data.id]);
    expect((await download(s.id, outsider.headers)).statusCode).toBe(403);
    expect((await download(s.id, await ctx.asPhotographer())).statusCode).toBe(403);
    const anonymous = await download(s.id, {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.includes(PDF)).toBe(false);
  });

  it('serves contracts stored before (another PUBLIC_URL, a relative link) and says why when there is no file', async () => {
    const link = await uploadedContract();
    const key = link.replace('http://admin.test/uploads/', '');
    for (const stored of [`https://old-admin.example.org/uploads/${key}`, `/uploads/${key}`]) {
      const s = await sow({ title: `${tag} Old link`, contractUrl: stored, contractFileName: 'Old.pdf' });
      const got = await download(s.id, await ctx.asAdmin());
      expect(got.statusCode, stored).toBe(200);
      expect(got.rawPayload).toEqual(PDF);
    }
    const elsewhere = await sow({ title: `${tag} Linked`, contractUrl: 'https://contracts.example.org/plano.pdf' });
    const none = await sow({ title: `${tag} No contract` });
    const gone = await sow({
      title: `${tag} Gone`,
      contractUrl: 'http://admin.test/uploads/documents/2026/01/00000000-0000-0000-0000-000000000000.pdf',
      contractFileName: 'Gone.pdf',
    });
    for (const id of [elsewhere.id, none.id, gone.id, 2147483647]) {
      const res = await download(id, await ctx.asAdmin());
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});
