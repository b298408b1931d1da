import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportSummary } from '@phlox/contract';
import * as s from '../src/db/schema/index.js';
import { ADMIN, useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

const ctx = useTestApp();
let w: OrderWorld;
const SEPT = 'from=2026-09-01&to=2026-09-30';
const INJECTION = '=HYPERLINK("http://evil.example","click")';

/**
 * The order world (pricey 6500 on Sept 9 at 23:30 Chicago, smith 4000 with a 1000 coupon on Sept 10, outside
 * 1500 Zenfolio B&B on Sept 20) plus: a 1000 succeeded and a 500 failed refund on pricey's print, a 500 gift-card
 * debit on smith, a 2000 order at 23:30 Chicago on Sept 30 (in range) by a customer whose name is a formula,
 * a 3000 order at 00:30 on Oct 1 (out of range), a pending 9999 order (not a sale), and a computed payout.
 */
beforeAll(async () => {
  w = await seedOrderWorld(ctx.database);
  const db = ctx.database.db;
  const [e1, e2] = w.events;
  await db.insert(s.orderProductRefunds).values([
    { orderProductId: w.orders.pricey.items[1], refundAmount: 1000, refundStatus: 'succeeded' },
    { orderProductId: w.orders.pricey.items[1], refundAmount: 500, refundStatus: 'failed' },
  ]);
  const [card] = await db.insert(s.giftcards).values({ code: 'GIFTREPORT1', value: 5000 }).returning();
  await db
    .insert(s.orderGiftcardTransactions)
    .values({ orderId: w.orders.smith.id, giftcardId: card.id, transactionType: 'debit', amount: 500 });
  const [evil] = await db.insert(s.customers).values({ firstName: INJECTION, lastName: '' }).returning();
  const order = async (orderDate: string, price: number, status: 'paid' | 'pending' = 'paid') => {
    const [o] = await db
      .insert(s.orders)
      .values({ customerId: evil.id, orderDate: new Date(orderDate), orderTotal: price, totalAmount: price, status })
      .returning();
    await db.insert(s.orderProducts).values({ orderId: o.id, eventId: e1.id, eventProductId: e1.products[0], price });
  };
  await order('2026-10-01T04:30:00Z', 2000); // 23:30 on Sept 30 in Chicago (CDT, UTC−5)
  await order('2026-10-01T05:30:00Z', 3000); // 00:30 on Oct 1
  await order('2026-09-15T15:00:00Z', 9999, 'pending');
  const [admin] = await db.select().from(s.users).where(eq(s.users.email, ADMIN.email));
  // As a recompute writes them: each event's payout_phlox row with its payee rows (the list and the reports
  // read the owed sums from payout_phlox).
  await db.insert(s.payoutPhlox).values([
    { eventId: e1.id, totalAmount: 1000, boosterAmount: 0, photographerAmount: 500, phloxAmount: 500 },
    { eventId: e2.id, totalAmount: 200, boosterAmount: 0, photographerAmount: 200, phloxAmount: 0 },
  ]);
  await db.insert(s.payoutPhotographers).values([
    { eventId: e1.id, photographerId: admin.id, amount: 300, paymentStatus: 'Paid' },
    { eventId: e2.id, photographerId: admin.id, amount: 200 },
  ]);
  // The payee worked both games (a staff line is owed only once its assignment is Confirmed).
  await db
    .insert(s.eventPhotographers)
    .values(
      [e1.id, e2.id].map((eventId) => ({ eventId, photographerId: admin.id, confirmation: 'confirmed' as const })),
    );
});

const get = async (url: string, headers?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url, headers: headers ?? (await ctx.asAdmin()) });
const summary = async (query: string) => {
  const res = await get(`/api/reports/summary?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as ReportSummary;
};
const workbookOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { wb, disposition: String(res.headers['content-disposition']) };
};
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as ExcelJS.CellValue[]).slice(1);

describe('reports summary', () => {
  it('computes the KPIs to the cent from sold orders of the Chicago days', async () => {
    const d = await summary(`${SEPT}&interval=day`);
    expect(d.kpis).toEqual({
      grossSales: 6500 + 4000 + 1500 + 2000, // the pending order and the Oct 1 00:30 order do not count
      refunds: 1000, // the failed refund does not count
      discounts: 1000,
      net: 14000 - 1000 - 1000,
      orders: 4,
      averageOrder: 3500,
      giftcardUse: 500,
      payoutsOwed: 200,
      payoutsProjected: 0,
      payoutsPaid: 300,
      platformFee: 500,
      platformLoss: 0,
    });
  });

  it('buckets the series by Chicago day, week (from Monday) and month', async () => {
    const days = (await summary(`${SEPT}&interval=day`)).series;
    expect(days).toHaveLength(30);
    const nonZero = days.filter((p) => p.orders > 0);
    expect(nonZero).toEqual([
      { period: '2026-09-09', sales: 6500, refunds: 1000, orders: 1 },
      { period: '2026-09-10', sales: 4000, refunds: 0, orders: 1 },
      { period: '2026-09-20', sales: 1500, refunds: 0, orders: 1 },
      { period: '2026-09-30', sales: 2000, refunds: 0, orders: 1 },
    ]);
    const weeks = (await summary(`${SEPT}&interval=week`)).series;
    expect(weeks.map((p) => [p.period, p.sales])).toEqual([
      ['2026-08-31', 0],
      ['2026-09-07', 10500],
      ['2026-09-14', 1500], // Sunday the 20th closes the week of Monday the 14th
      ['2026-09-21', 0],
      ['2026-09-28', 2000],
    ]);
    const months = (await summary('from=2026-09-01&to=2026-10-31&interval=month')).series;
    expect(months).toEqual([
      { period: '2026-09-01', sales: 14000, refunds: 1000, orders: 4 },
      { period: '2026-10-01', sales: 3000, refunds: 0, orders: 1 },
    ]);
  });

  it('breaks sales down by source, category, event, product and coupon', async () => {
    const d = await summary(SEPT);
    const src = Object.fromEntries(d.bySource.map((r) => [r.source, [r.sales, r.refunds, r.count]]));
    expect(src).toEqual({
      phlox: [12500, 1000, 3],
      zenfolio_bb: [1500, 0, 1],
      zenfolio_sl: [0, 0, 0],
      photoday: [0, 0, 0],
    });
    expect(d.byCategory).toEqual([{ id: null, label: 'No category', sales: 14000, refunds: 1000, count: 5 }]);
    const [e1, e2] = w.events;
    expect(d.topEvents.map((e) => [e.id, e.sales, e.refunds, e.count])).toEqual([
      [e1.id, 8500, 1000, 3],
      [e2.id, 5500, 0, 2],
    ]);
    expect(d.topProducts.map((p) => [p.label, p.sales, p.refunds, p.count])).toEqual([
      ['Print Package', 8000, 1000, 2],
      ['Digital Download', 4500, 0, 2],
      ['No product', 1500, 0, 1],
    ]);
    expect(d.couponUse).toEqual([
      { id: w.couponId, label: 'FALL10', sales: 4000, refunds: 0, count: 1, discounts: 1000 },
    ]);
  });

  it('follows a change at once: a new sale and a refund recompute their day', async () => {
    const before = (await summary(SEPT)).kpis;
    const db = ctx.database.db;
    const [o] = await db
      .insert(s.orders)
      .values({ orderDate: new Date('2026-09-21T17:00:00Z'), orderTotal: 777, totalAmount: 777, status: 'paid' })
      .returning();
    const [op] = await db
      .insert(s.orderProducts)
      .values({ orderId: o.id, eventId: w.events[1].id, price: 777 })
      .returning();
    await db
      .insert(s.orderProductRefunds)
      .values({ orderProductId: op.id, refundAmount: 77, refundStatus: 'succeeded' });
    const after = (await summary(SEPT)).kpis;
    expect([
      after.grossSales - before.grossSales,
      after.refunds - before.refunds,
      after.orders - before.orders,
    ]).toEqual([777, 77, 1]);
    // Undo, so the other tests' figures stay as documented: the soft delete refreshes the day too.
    await db.update(s.orders).set({ deletedAt: new Date() }).where(eq(s.orders.id, o.id));
    expect((await summary(SEPT)).kpis).toEqual(before);
  });

  it('follows payouts at once: paying a row moves it from owed to paid', async () => {
    const db = ctx.database.db;
    const row = and(eq(s.payoutPhotographers.eventId, w.events[1].id), eq(s.payoutPhotographers.amount, 200));
    await db.update(s.payoutPhotographers).set({ paymentStatus: 'Paid' }).where(row);
    expect((await summary(SEPT)).kpis).toMatchObject({ payoutsOwed: 0, payoutsPaid: 500, platformFee: 500 });
    await db.update(s.payoutPhotographers).set({ paymentStatus: 'New' }).where(row);
    expect((await summary(SEPT)).kpis).toMatchObject({ payoutsOwed: 200, payoutsPaid: 300 });
  });

  it('counts the adjustments of payments made in the range in "Payouts paid", as they were paid', async () => {
    const db = ctx.database.db;
    const [admin] = await db.select().from(s.users).where(eq(s.users.email, ADMIN.email));
    const before = (await summary(SEPT)).kpis.payoutsPaid;
    const pay = async (settledAt: string, amount: number) => {
      const [st] = await db
        .insert(s.settlements)
        .values({ payeeId: admin.id, payeeRole: 'staff', settledAt: new Date(settledAt), totalAmount: amount })
        .returning();
      await db.insert(s.adjustmentSettlements).values({ settlementId: st.id, amount, description: 'Bank fee' });
      return st.id;
    };
    // 23:30 on Sept 30 in Chicago is in the range; 00:30 on Oct 1 is not.
    const ids = [await pay('2026-10-01T04:30:00Z', -25), await pay('2026-10-01T05:30:00Z', -40)];
    expect((await summary(SEPT)).kpis.payoutsPaid).toBe(before - 25);
    await db.update(s.settlements).set({ deletedAt: new Date() }).where(inArray(s.settlements.id, ids));
    expect((await summary(SEPT)).kpis.payoutsPaid).toBe(before);
  });

  it('counts only what is owed: a draft or a game not played yet is projected, a canceled one void, a loss apart', async () => {
    const db = ctx.database.db;
    const base = (await summary(SEPT)).kpis;
    const [admin] = await db.select().from(s.users).where(eq(s.users.email, ADMIN.email));
    const add = async (title: string, status: 'draft' | 'published' | 'canceled', end: Date) => {
      const [e] = await db
        .insert(s.events)
        .values({ title, status, startTime: new Date('2026-09-25T23:00:00Z'), endTime: end })
        .returning();
      // no sales and a fixed $70: the platform carries a $70 loss
      await db
        .insert(s.payoutPhlox)
        .values({ eventId: e.id, totalAmount: 0, boosterAmount: 0, photographerAmount: 7000, phloxAmount: -7000 });
      await db.insert(s.payoutPhotographers).values({ eventId: e.id, photographerId: admin.id, amount: 7000 });
      await db
        .insert(s.eventPhotographers)
        .values({ eventId: e.id, photographerId: admin.id, confirmation: 'confirmed' });
      return e.id;
    };
    const played = new Date('2026-09-26T02:00:00Z');
    const ids = [
      await add('Draft game', 'draft', played),
      await add('Still going', 'published', new Date(Date.now() + 3_600_000)), // starts in range, ends in an hour
      await add('Rained out', 'canceled', played),
    ];
    const k = (await summary(SEPT)).kpis;
    expect([k.payoutsOwed, k.payoutsProjected, k.payoutsPaid]).toEqual([base.payoutsOwed, 14000, base.payoutsPaid]);
    expect([k.platformFee, k.platformLoss]).toEqual([base.platformFee, 3 * 7000]);
    // the draft published: it took place, so it is owed now
    await db.update(s.events).set({ status: 'published' }).where(eq(s.events.id, ids[0]));
    const after = (await summary(SEPT)).kpis;
    expect([after.payoutsOwed, after.payoutsProjected]).toEqual([base.payoutsOwed + 7000, 7000]);
    await db.update(s.events).set({ deletedAt: new Date() }).where(inArray(s.events.id, ids));
    expect((await summary(SEPT)).kpis).toEqual(base);
  });

  it('refuses bad ranges with 400', async () => {
    for (const q of [
      'from=2026-09-30&to=2026-09-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-09-01',
      'from=2026-09-01&to=2026-09-30&interval=year',
    ]) {
      const res = await get(`/api/reports/summary?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await get('/api/reports/export/customer-orders.xlsx?from=2026-09-30&to=2026-09-01')).statusCode).toBe(400);
  });

  it('is refused to a role without reports (403)', async () => {
    const headers = await ctx.asPhotographer();
    expect((await get(`/api/reports/summary?${SEPT}`, headers)).statusCode).toBe(403);
    expect((await get(`/api/reports/export/summary.xlsx?${SEPT}`, headers)).statusCode).toBe(403);
  });
});

describe('report downloads', () => {
  it('exports customer orders per order product, formula-safe, with money as currency numbers', async () => {
    const { wb, disposition } = await workbookOf(`/api/reports/export/customer-orders.xlsx?${SEPT}`);
    expect(disposition).toContain('customer-orders_2026-09-01_to_2026-09-30.xlsx');
    const sheet = wb.worksheets[0];
    expect(rowValues(sheet, 1).slice(0, 5)).toEqual([
      'Order',
      'Order date (Chicago)',
      'Order status',
      'Source',
      'Customer',
    ]);
    // pricey ×2, smith, outside, late; the pending order is listed with its status, Oct 1 is not
    expect(sheet.rowCount).toBe(1 + 6);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2));
    const late = rows.find((r) => r.getCell(14).value === 20)!;
    expect(late.getCell(5).value).toBe(INJECTION); // text in a quote-prefixed cell, never a formula
    expect(late.getCell(5).formula).toBeUndefined();
    expect((late.getCell(2).value as Date).toISOString()).toBe('2026-09-30T23:30:00.000Z'); // Chicago wall time
    const print = rows.find((r) => r.getCell(1).value === w.orders.pricey.id && r.getCell(14).value === 40)!;
    expect([print.getCell(15).value, print.getCell(16).value]).toEqual([10, 30]);
    expect(print.getCell(14).numFmt).toContain('$');
  });

  it('exports event profitability with the payout arithmetic', async () => {
    const { wb } = await workbookOf(`/api/reports/export/event-profitability.xlsx?${SEPT}`);
    const events = wb.getWorksheet('Events')!;
    expect(rowValues(events, 1)).toEqual([
      'Event id',
      'Event',
      'Starts (Chicago)',
      'Status',
      'Pre-order sales',
      'Offline sales',
      'Zenfolio B&B',
      'Zenfolio Spotlights',
      'PhotoDay',
      'Season-pass share',
      'Total sales',
      'Photographers',
      'Booster clubs',
      'Platform fee',
      'Margin',
    ]);
    const [e1, e2] = w.events;
    const row1 = rowValues(events, 2);
    expect(row1[0]).toBe(e1.id);
    // 2500 + 4000 − 1000 refunded + 2000 + 3000: the Oct 1 order is a sale of this event (which starts Sept 12)
    expect(row1[4]).toBe(105);
    expect(row1.slice(10, 15)).toEqual([105, 0, 0, 105, 1]);
    expect(rowValues(events, 3).slice(0, 1).concat(rowValues(events, 3).slice(4, 7))).toEqual([e2.id, 40, 0, 15]);
    // the header and the admin on each game's crew
    expect(wb.getWorksheet('Payees')!.rowCount).toBe(3);
  });

  it('exports the summary tables', async () => {
    const { wb } = await workbookOf(`/api/reports/export/summary.xlsx?${SEPT}`);
    expect(wb.worksheets.map((x) => x.name)).toEqual([
      'Figures',
      'Sales over time',
      'By source',
      'By category',
      'By organization',
      'By photographer',
      'Top events',
      'Top products',
      'Coupon use',
    ]);
    const figures = wb.getWorksheet('Figures')!;
    expect([figures.getCell('A2').value, figures.getCell('C2').value]).toEqual(['Orders', 4]);
    expect(rowValues(figures, 3)).toEqual(['Gross sales', 140]);
    expect(wb.getWorksheet('Sales over time')!.rowCount).toBe(31);
  });
});
