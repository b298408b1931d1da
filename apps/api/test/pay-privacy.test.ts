import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventDetail, EventLookups, PayoutDetail, PayoutListItem, Settlement } from '@phlox/contract';
import { photographers } from '../src/db/schema/index.js';
import { addUser, useTestApp } from './helpers.js';
import { seedPayoutWorld, type PayoutWorld } from './payout-fixtures.js';

/**
 * Security issue 12, "pay is private": a photographer sees its own pay only — in event details, lookups,
 * payout lists, details, settlements, history and exports — and cannot set its own pay terms.
 * The world: four events with the test photographer (fixed $50) and Oscar Lens (10%) co-assigned, and a
 * booster club earning 12.5%.
 */
const ctx = useTestApp();
let w: PayoutWorld;
/** Staff with view on events and payouts (a custom role): sees what staff saw before. */
const VIEWER = { email: 'viewer@test.local', password: 'viewer-password-1' };
let otherSettlementId = 0;
let boosterSettlementId = 0;
let mySettlementId = 0;

type Headers = Record<string, string>;
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers?: Headers) =>
  ctx.app.inject({ method, url, payload, headers: headers ?? (await ctx.asAdmin()) });
const get = (url: string, headers?: Headers) => call('GET', url, undefined, headers);
const viewer = () => ctx.login(VIEWER.email, VIEWER.password).then((t) => ({ authorization: `Bearer ${t}` }));
const payDetail = async (eventId: number, headers?: Headers) => {
  const res = await get(`/api/payouts/${eventId}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as PayoutDetail;
};

beforeAll(async () => {
  w = await seedPayoutWorld(ctx.database);
  await ctx.database.db
    .insert(photographers)
    .values({ userId: w.otherPhotographerId, defaultCharge: 7500, commissionType: 'percent', group: 'A-team' });
  // Oscar holds the Photographer role too, so the lookups list him.
  await ctx.database.db.execute(
    `insert into user_roles (user_id, role_id) select ${w.otherPhotographerId}, id from roles where name = 'Photographer'`,
  );
  await ctx.database.db.insert(photographers).values({
    userId: w.photographerId,
    defaultCharge: 5000,
    commissionType: 'fixed',
    group: 'Crew 1',
    description: 'Sports shooter',
  });
  const role = await call('POST', '/api/roles', { name: 'Viewer', permissions: { events: 'view', payouts: 'view' } });
  expect(role.statusCode, role.body).toBe(201);
  await addUser(ctx.database, { ...VIEWER, role: 'Viewer' });

  expect((await call('POST', '/api/payouts/recompute', { from: '2026-09-01', to: '2026-09-30' })).statusCode).toBe(200);
  const game = await payDetail(w.events.game);
  const rowOf = (role: string, id: number) => game.payees.find((p) => p.payeeRole === role && p.payeeId === id)!.id;
  const settle = async (payeeRole: string, payeeId: number, rowId: number) => {
    const res = await call('POST', '/api/payouts/settlements', {
      payeeRole,
      payeeId,
      rowIds: [rowId],
      paymentDate: '2026-10-01',
      comment: `paid ${payeeId}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  otherSettlementId = await settle('staff', w.otherPhotographerId, rowOf('staff', w.otherPhotographerId));
  boosterSettlementId = await settle('booster_club', w.boosterId, rowOf('booster_club', w.boosterId));
  mySettlementId = await settle('staff', w.photographerId, rowOf('staff', w.photographerId));
});

describe('events: a photographer sees its own pay only', () => {
  it('gets its own assignment’s pay and co-assigned photographers without any pay field', async () => {
    const res = await get(`/api/events/${w.events.game}`, await ctx.asPhotographer());
    expect(res.statusCode).toBe(200);
    const event = res.json().data as EventDetail;
    const crew = event.photographers;
    expect(event.manualSales).toEqual([]); // a line of the event's sales: staff only
    expect(crew.find((p) => p.photographerId === w.photographerId)).toMatchObject({
      commissionType: 'fixed',
      charge: 5000,
      totalCharge: 5000,
    });
    expect(crew.find((p) => p.photographerId === w.otherPhotographerId)).toMatchObject({
      name: 'Oscar Lens',
      commissionType: null,
      charge: null,
      percentCharge: null,
      totalCharge: null,
    });
  });

  it('leaves staff with view or manage seeing every charge, as before', async () => {
    for (const h of [await ctx.asAdmin(), await viewer()]) {
      const event = (await get(`/api/events/${w.events.game}`, h)).json().data as EventDetail;
      expect(event.manualSales.map((s) => s.saleAmount)).toEqual([12000]);
      const crew = event.photographers;
      expect(crew.find((p) => p.photographerId === w.otherPhotographerId)).toMatchObject({
        commissionType: 'percent',
        percentCharge: '10.00',
      });
    }
  });

  it('lookups carry the photographers’ rates only for those who manage events', async () => {
    const rates = async (h: Headers) => {
      const res = await get('/api/events/lookups', h);
      expect(res.statusCode).toBe(200);
      return (res.json().data as EventLookups).photographers.map((p) => [p.id, p.commissionType, p.defaultCharge]);
    };
    expect(await rates(await ctx.asAdmin())).toEqual(
      expect.arrayContaining([
        [w.otherPhotographerId, 'percent', 7500],
        [w.photographerId, 'fixed', 5000],
      ]),
    );
    for (const h of [await ctx.asPhotographer(), await viewer()]) {
      const seen = await rates(h);
      expect(seen.map((r) => r[0])).toEqual(expect.arrayContaining([w.otherPhotographerId, w.photographerId]));
      for (const r of seen) expect(r.slice(1)).toEqual([null, null]);
    }
  });

  it('the event’s history shows a photographer the crew without any pay', async () => {
    const admin = await ctx.asAdmin();
    const crew = (percentCharge: string) => [
      { photographerId: w.photographerId, eventRole: 'photographer', commissionType: 'fixed', charge: 5000 },
      { photographerId: w.otherPhotographerId, eventRole: 'support', commissionType: 'percent', percentCharge },
    ];
    const created = await call('POST', '/api/events', {
      title: 'Crew meeting',
      status: 'draft',
      startTime: '2026-11-02T15:00:00.000Z',
      endTime: '2026-11-02T16:00:00.000Z',
      photographers: crew('10.00'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().data.id as number;
    const patched = await call('PATCH', `/api/events/${eventId}`, { photographers: crew('15.00') });
    expect(patched.statusCode, patched.body).toBe(200);
    const url = `/api/history?menu=events&itemId=${eventId}`;
    const staff = JSON.stringify((await get(url, admin)).json().data);
    expect(staff).toContain('15.00%');
    const res = await get(url, await ctx.asPhotographer());
    expect(res.statusCode).toBe(200);
    const mine = JSON.stringify(res.json().data);
    expect(mine).toContain('Oscar Lens');
    expect(mine).not.toMatch(/15\.00|10\.00|\$50/);
  });
});

describe('payouts: a photographer sees its own compensation only', () => {
  it('list: no total sales, photographers’, boosters’ or platform amounts; totals are its own', async () => {
    const list = (await get('/api/payouts?sort=startTime', await ctx.asPhotographer())).json();
    expect(list.data).toHaveLength(4);
    for (const r of list.data as PayoutListItem[])
      expect([r.totalAmount, r.photographerAmount, r.boosterAmount, r.phloxAmount, r.phloxLoss]).toEqual([
        null,
        null,
        null,
        null,
        null,
      ]);
    expect(list.data[0]).toMatchObject({ eventId: w.events.game, owed: 0, paid: 5000 });
    expect(list.totals).toEqual({ owed: 15000, projected: 0, paid: 5000 });
    const staff = (await get('/api/payouts?sort=startTime', await viewer())).json();
    expect(staff.data[0].totalAmount).toBeGreaterThan(0);
    expect(staff.data[0].phloxAmount).not.toBeNull();
  });

  it('list: sorting "by total" orders by its own amount, never by the events’ total sales', async () => {
    const byTotal = async (h: Headers) =>
      ((await get('/api/payouts?sort=-totalAmount', h)).json().data as PayoutListItem[]).map((r) => r.eventId);
    // Staff: the game (every sales line) first. The photographer earns $50 on each: ties, newest id first.
    expect((await byTotal(await ctx.asAdmin()))[0]).toBe(w.events.game);
    const { game, quiet, later, empty } = w.events;
    expect(await byTotal(await ctx.asPhotographer())).toEqual([empty, later, quiet, game]);
    // Its "owed" sort still works on its own rows: the game is paid (owed $0), the others owe $50 each.
    const byOwed = (await get('/api/payouts?sort=owed', await ctx.asPhotographer())).json().data as PayoutListItem[];
    expect(byOwed.map((r) => [r.eventId, r.owed])).toEqual([
      [game, 0],
      [quiet, 5000],
      [later, 5000],
      [empty, 5000],
    ]);
  });

  it('detail: its own row only, no sales, platform fee, payout total or other payees’ settlements', async () => {
    const d = await payDetail(w.events.game, await ctx.asPhotographer());
    expect(d.sales).toBeNull();
    expect(d.phloxAmount).toBeNull();
    expect(d.phloxLoss).toBeNull();
    expect(d.payoutTotal).toBeNull();
    expect(d.payees.map((p) => [p.payeeRole, p.payeeId, p.amount])).toEqual([['staff', w.photographerId, 5000]]);
    // the sums by standing are of its own rows only (paid here)
    expect([d.owed, d.projected]).toEqual([0, 0]);
    expect(d.settlements.map((s) => s.id)).toEqual([mySettlementId]);
    const text = JSON.stringify(d);
    expect(text).not.toContain('Oscar');
    expect(text).not.toContain('Booster');
    const staff = await payDetail(w.events.game, await viewer());
    expect(staff.payees).toHaveLength(3);
    expect(staff.phloxAmount).not.toBeNull();
  });

  it('settlements (history) list, detail and export hold only what paid it', async () => {
    const h = await ctx.asPhotographer();
    const list = (await get('/api/payouts/settlements', h)).json();
    expect((list.data as Settlement[]).map((s) => s.id)).toEqual([mySettlementId]);
    // A filter for another payee finds nothing rather than their settlements.
    const other = (await get(`/api/payouts/settlements?payeeRole=staff&payeeId=${w.otherPhotographerId}`, h)).json();
    expect(other.meta.total).toBe(0);
    expect((await get(`/api/payouts/settlements/${mySettlementId}`, h)).statusCode).toBe(200);
    for (const id of [otherSettlementId, boosterSettlementId])
      expect((await get(`/api/payouts/settlements/${id}`, h)).statusCode).toBe(403);

    const res = await get('/api/payouts/settlements/export.xlsx', h);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows: unknown[][] = [];
    for (let i = 2; i <= sheet.rowCount; i++)
      rows.push([sheet.getRow(i).getCell(1).value, sheet.getRow(i).getCell(2).value]);
    expect(rows).toEqual([[mySettlementId, 'Pat Tester']]);
    expect((await viewer().then((v) => get('/api/payouts/settlements', v))).json().meta.total).toBe(3);
  });

  it('the change history of payouts is for staff: settlements and recomputes carry others’ pay and totals', async () => {
    const h = await ctx.asPhotographer();
    for (const itemId of [otherSettlementId, boosterSettlementId, w.events.game])
      expect((await get(`/api/history?menu=payouts&itemId=${itemId}`, h)).statusCode).toBe(403);
    const staff = await get(`/api/history?menu=payouts&itemId=${otherSettlementId}`, await viewer());
    expect(staff.statusCode).toBe(200);
    expect(staff.json().meta.total).toBeGreaterThan(0);
  });
});

describe('profile: pay terms are staff-only, and a partial change keeps the rest', () => {
  const profile = async (h: Headers) => (await get('/api/profile', h)).json().data;

  it('refuses a photographer’s change of its default charge, commission type or group with 403 and field messages', async () => {
    const h = await ctx.asPhotographer();
    for (const change of [{ defaultCharge: 9999 }, { commissionType: 'percent' }, { group: 'Elite' }]) {
      const res = await call('PATCH', '/api/profile', { photographer: change }, h);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      const [field] = Object.keys(change);
      expect(res.json().error.fields[`photographer.${field}`]).toMatch(/set by staff/);
    }
    expect((await profile(h)).photographer).toMatchObject({
      defaultCharge: 5000,
      commissionType: 'fixed',
      group: 'Crew 1',
    });
  });

  it('accepts the unchanged pay terms sent back with a real change (the profile form sends them all)', async () => {
    const h = await ctx.asPhotographer();
    const mine = await profile(h);
    const res = await call('PATCH', '/api/profile', { photographer: { ...mine.photographer, shortNote: 'Hi' } }, h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photographer).toMatchObject({ shortNote: 'Hi', defaultCharge: 5000, group: 'Crew 1' });
  });

  it('a partial nested PATCH on /api/profile changes only the fields sent', async () => {
    const h = await ctx.asPhotographer();
    const full = {
      isSports: true,
      isWeddings: true,
      website: 'https://pat.example.com',
      images: [{ url: 'https://cdn.example.com/pat-1.jpg', primary: true }],
      availability: [{ date: '2026-10-02', isAvailable: false }],
    };
    expect((await call('PATCH', '/api/profile', { photographer: full }, h)).statusCode).toBe(200);
    const res = await call('PATCH', '/api/profile', { photographer: { description: 'x' } }, h);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photographer).toMatchObject({
      ...full,
      description: 'x',
      shortNote: 'Hi',
      defaultCharge: 5000,
      commissionType: 'fixed',
      group: 'Crew 1',
    });
  });

  it('staff still set the pay terms on the user form, and a partial photographer object there keeps the rest', async () => {
    const me = await profile(await ctx.asPhotographer());
    const res = await call('PATCH', `/api/users/${me.id}`, {
      photographer: { defaultCharge: 6500, commissionType: 'percent', group: 'Crew 2' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photographer).toMatchObject({
      defaultCharge: 6500,
      commissionType: 'percent',
      group: 'Crew 2',
      description: 'x',
      isSports: true,
      website: 'https://pat.example.com',
      images: [{ url: 'https://cdn.example.com/pat-1.jpg', primary: true }],
      availability: [{ date: '2026-10-02', isAvailable: false }],
    });
    const desc = await call('PATCH', `/api/users/${me.id}`, { photographer: { description: 'Sports and more' } });
    expect(desc.json().data.photographer).toMatchObject({ description: 'Sports and more', defaultCharge: 6500 });
  });

  it('an admin may change its own pay terms on its profile (it manages users)', async () => {
    const admin = await ctx.asAdmin();
    const me = await profile(admin);
    const photographerRole = await call('GET', '/api/users/role-options', undefined, admin);
    const roleIds = (photographerRole.json().data as Array<{ id: number; name: string }>)
      .filter((r) => r.name === 'Admin' || r.name === 'Photographer')
      .map((r) => r.id);
    expect((await call('PATCH', `/api/users/${me.id}`, { roleIds })).statusCode).toBe(200);
    const res = await call('PATCH', '/api/profile', { photographer: { defaultCharge: 100 } }, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.photographer.defaultCharge).toBe(100);
  });
});
