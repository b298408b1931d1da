import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PayoutDetail } from '@phlox/contract';
import { isQuotedText } from './xlsx-read.js';
import { useTestApp } from './helpers.js';
import { seedPayoutWorld, type PayoutWorld } from './payout-fixtures.js';

const ctx = useTestApp();
let w: PayoutWorld;

beforeAll(async () => {
  w = await seedPayoutWorld(ctx.database);
});

const call = ctx.call;
const recompute = (body: object) => call('POST', '/api/payouts/recompute', body);
const detail = async (eventId: number) => (await call('GET', `/api/payouts/${eventId}`)).json().data as PayoutDetail;
const query = async <T>(text: string) => ((await ctx.database.db.execute(text)) as unknown as { rows: T[] }).rows;

interface LedgerRow {
  id: number;
  event_id: number;
  order_product_id: number;
  amount: number;
  amount_type: string;
  sale_type?: string;
  deleted_at: unknown;
}
const live = (table: string) =>
  query<LedgerRow>(`select * from ${table} where deleted_at is null order by event_id, order_product_id`);

describe('prepaid_payout and zenfolio_payout', () => {
  it('recompute writes the season-pass parts and the Zenfolio sales, and the payout is computed from them', async () => {
    await recompute({ from: '2026-09-01', to: '2026-09-30' });
    const prepaid = await live('prepaid_payout');
    expect(prepaid.map((r) => [r.event_id, r.amount, r.amount_type])).toEqual([
      [w.events.game, 3334, 'season_pass'],
      [w.events.quiet, 3333, 'season_pass'],
      [w.events.later, 3333, 'season_pass'],
    ]);
    expect(new Set(prepaid.map((r) => r.order_product_id)).size).toBe(1); // one pass order product, three events
    const zen = await live('zenfolio_payout');
    expect(zen.map((r) => [r.event_id, r.sale_type, r.amount])).toEqual([
      [w.events.game, 'zenfolio_bb', 1500],
      [w.events.game, 'zenfolio_sl', 700],
    ]);
    // the stored payout total is the live sales analysis, season-pass and Zenfolio lines included
    const [phlox] = await query<{ total_amount: number }>(
      `select total_amount from payout_phlox where event_id = ${w.events.game} and deleted_at is null`,
    );
    expect(phlox.total_amount).toBe((await detail(w.events.game)).sales!.total);
  });

  it('is idempotent: a second recompute keeps the same rows', async () => {
    const before = [...(await live('prepaid_payout')), ...(await live('zenfolio_payout'))].map((r) => r.id);
    const res = await recompute({ from: '2026-09-01', to: '2026-09-30' });
    expect(res.json().data.changed).toBe(0);
    const after = [...(await live('prepaid_payout')), ...(await live('zenfolio_payout'))].map((r) => r.id);
    expect(after).toEqual(before);
    expect((await query(`select id from prepaid_payout where deleted_at is not null`)).length).toBe(0);
  });

  it('follows a refund of the pass (rows updated in place) and a rollover of a Zenfolio sale', async () => {
    const [pass] = await live('prepaid_payout');
    const ids = (await live('prepaid_payout')).map((r) => r.id);
    await ctx.database.db.execute(
      `insert into order_product_refunds (order_product_id, refund_amount, refund_status) values (${pass.order_product_id}, 1000, 'succeeded')`,
    );
    const [bb] = (await live('zenfolio_payout')).filter((r) => r.sale_type === 'zenfolio_bb');
    await ctx.database.db.execute(
      `update order_products set event_id = ${w.events.quiet} where id = ${bb.order_product_id}`,
    );
    await recompute({ from: '2026-09-01', to: '2026-09-30' });
    const prepaid = await live('prepaid_payout');
    expect(prepaid.map((r) => r.id)).toEqual(ids);
    expect(prepaid.map((r) => r.amount)).toEqual([3000, 3000, 3000]);
    const zen = await live('zenfolio_payout');
    expect(zen.map((r) => [r.event_id, r.sale_type, r.amount])).toEqual([
      [w.events.game, 'zenfolio_sl', 700],
      [w.events.quiet, 'zenfolio_bb', 1500],
    ]);
    const [quiet, game] = [await detail(w.events.quiet), await detail(w.events.game)];
    expect([quiet.sales!.zenfolioBb, quiet.sales!.seasonPass, game.sales!.zenfolioBb]).toEqual([1500, 3000, 0]);
    const totals = await query<{ event_id: number; total_amount: number }>(
      `select event_id, total_amount from payout_phlox where deleted_at is null and event_id in (${w.events.quiet}, ${w.events.game})`,
    );
    for (const t of totals) expect(t.total_amount).toBe((t.event_id === w.events.quiet ? quiet : game).sales!.total);
  });
});

describe('list filters', () => {
  const ids = async (url: string, headers?: Record<string, string>) =>
    ((await call('GET', url, undefined, headers)).json().data as Array<{ eventId: number }>).map((r) => r.eventId);

  it('filters by dates, status, photographer, booster club and organization', async () => {
    const all = [w.events.game, w.events.quiet, w.events.later, w.events.empty];
    expect(await ids('/api/payouts?sort=startTime')).toEqual(all);
    expect(await ids('/api/payouts?sort=startTime&from=2026-09-11&to=2026-09-18')).toEqual([
      w.events.quiet,
      w.events.later,
    ]);
    expect(await ids(`/api/payouts?sort=startTime&photographerId=${w.otherPhotographerId}`)).toEqual(all);
    expect(await ids(`/api/payouts?sort=startTime&boosterId=${w.boosterId}`)).toEqual(all);
    expect(await ids(`/api/payouts?sort=startTime&organizationId=${w.boosterId}`)).toEqual(all);
    expect(await ids(`/api/payouts?sort=startTime&organizationId=${w.schoolId}`)).toEqual(all);
    const [other] = await query<{ id: number }>(`insert into organizations (name) values ('North High') returning id`);
    expect(await ids(`/api/payouts?organizationId=${other.id}`)).toEqual([]);
    expect(await ids('/api/payouts?status=Paid')).toEqual([]);
    expect(await ids('/api/payouts?status=Failed')).toEqual([]);

    const row = (await detail(w.events.later)).payees.find((p) => p.payeeId === w.photographerId)!;
    const s = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: w.photographerId,
      rowIds: [row.id],
      paymentDate: '2026-10-01',
    });
    expect(s.statusCode).toBe(201);
    expect(await ids('/api/payouts?status=Paid')).toEqual([w.events.later]);
    const unpaid = await query<{ id: number }>(
      `update payout_photographers set payment_status = 'Unpaid' where event_id = ${w.events.empty} and photographer_id = ${w.otherPhotographerId} returning id`,
    );
    expect(unpaid).toHaveLength(1);
    expect(await ids('/api/payouts?status=Unpaid')).toEqual([w.events.empty]);
    // the filtered totals cover the filtered events only
    const paid = (await call('GET', '/api/payouts?status=Paid')).json();
    expect(paid.meta.total).toBe(1);
    expect(paid.totals.paid).toBe(row.amount);
  });

  it('offers organizations by name for the picker, with the chosen one', async () => {
    const res = await call('GET', '/api/payouts/organizations?q=central');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: w.boosterId, name: 'Central Booster Club', isBoosterClub: true },
      { id: w.schoolId, name: 'Central High', isBoosterClub: false },
    ]);
    const chosen = (await call('GET', `/api/payouts/organizations?q=zzz&id=${w.schoolId}`)).json().data;
    expect(chosen.map((o: { id: number }) => o.id)).toEqual([w.schoolId]);
  });
});

describe('payout history export', () => {
  const load = async (body: Buffer) => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(body as unknown as ArrayBuffer);
    return wb.worksheets[0];
  };

  it('exports the filtered settlements as .xlsx: currency numbers, Chicago dates, formulas neutralised', async () => {
    const boosterRow = (await detail(w.events.quiet)).payees.find((p) => p.payeeRole === 'booster_club')!;
    const s = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'booster_club',
      payeeId: w.boosterId,
      rowIds: [boosterRow.id],
      adjustments: [{ amount: -17, description: 'Bank fee' }],
      paymentDate: '2026-10-02',
      comment: '=HYPERLINK("http://evil.test","click")',
    });
    expect(s.statusCode).toBe(201);
    const settled = s.json().data;

    const res = await call('GET', '/api/payouts/settlements/export.xlsx?payeeRole=booster_club&sort=-settledAt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="payout-history-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const sheet = await load(res.rawPayload);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Settlement',
      'Payee',
      'Role',
      'Events',
      'Total',
      'Settled by',
      'Settled (Chicago)',
      'Comment',
    ]);
    expect(sheet.rowCount).toBe(2); // the booster club's settlement only
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(settled.id);
    expect(row.getCell(2).value).toBe('Central Booster Club');
    expect(row.getCell(3).value).toBe('Booster club');
    expect(row.getCell(5).value).toBe((boosterRow.amount - 17) / 100);
    expect(row.getCell(5).numFmt).toContain('$');
    const settledAt = new Date(settled.settledAt);
    const chicago = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Chicago',
      dateStyle: 'short',
      timeStyle: 'medium',
    }).format(settledAt);
    expect((row.getCell(7).value as Date).toISOString().slice(0, 19)).toBe(chicago.replace(' ', 'T'));
    expect(row.getCell(8).value).toBe(`=HYPERLINK("http://evil.test","click")`);
    expect(await isQuotedText(res.rawPayload, 1, row.getCell(8).address)).toBe(true);
  });

  it('exports only a photographer’s own settlements', async () => {
    const res = await call('GET', '/api/payouts/settlements/export.xlsx', undefined, await ctx.asPhotographer());
    expect(res.statusCode).toBe(200);
    const sheet = await load(res.rawPayload);
    const names = [];
    for (let i = 2; i <= sheet.rowCount; i++) names.push(sheet.getRow(i).getCell(3).value);
    expect(names).toEqual(['Photographer']);
  });
});
