import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { isQuotedText } from './xlsx-read.js';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

const ctx = useTestApp();
let world: OrderWorld;
beforeAll(async () => {
  world = await seedOrderWorld(ctx.database);
});

async function get(url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: await ctx.asAdmin() });
}
async function post(url: string, payload: object) {
  return ctx.app.inject({ method: 'POST', url, payload, headers: await ctx.asAdmin() });
}
const ids = (body: { data: Array<{ id: number }> }) => body.data.map((o) => o.id).sort((a, b) => a - b);

describe('orders list', () => {
  it('lists newest first with customer, coupon, products, events and players', async () => {
    const res = await get('/api/orders');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ total: 3, totalCapped: false });
    expect(body.data.map((o: { id: number }) => o.id)).toEqual([
      world.orders.outside.id,
      world.orders.smith.id,
      world.orders.pricey.id,
    ]);
    const pricey = body.data[2];
    expect(pricey).toMatchObject({
      customerName: 'Priya Patel',
      productCount: 2,
      fulfilledCount: 0,
      events: ['Eagles @ Hawks - Varsity - Football'],
      players: ['Arjun Patel'],
    });
    expect(body.data[1].couponCode).toBe('FALL10');
  });

  it('filters by status, source, event, coupon, fulfilment, refund state and Chicago days', async () => {
    const { pricey, smith, outside } = world.orders;
    const cases: Array<[string, number[]]> = [
      ['source=zenfolio_bb', [outside.id]],
      ['eventId=' + world.events[0].id, [pricey.id]],
      ['couponId=' + world.couponId, [smith.id]],
      ['fulfilment=fulfilled', [smith.id, outside.id]],
      ['fulfilment=pending_upload', [pricey.id]],
      ['status=paid&refund=none', [pricey.id, smith.id, outside.id]],
      ['refund=partial', []],
      // 04:30 UTC on Sept 10 is still Sept 9 in Chicago.
      ['from=2026-09-09&to=2026-09-09', [pricey.id]],
      ['from=2026-09-10&to=2026-09-10', [smith.id]],
      ['from=2026-09-11', [outside.id]],
    ];
    for (const [query, expected] of cases) {
      const res = await get(`/api/orders?${query}`);
      expect(res.statusCode, query).toBe(200);
      expect(ids(res.json()), query).toEqual([...expected].sort((a, b) => a - b));
    }
  });

  it('searches by order id, customer name, e-mail, phone digits and player name', async () => {
    const { pricey, smith, outside } = world.orders;
    const cases: Array<[string, number[]]> = [
      [String(smith.id), [smith.id]],
      ['patel', [pricey.id]],
      ['john smi', [smith.id]],
      ['@example.net', [outside.id]],
      // A whole address, any case: looked up by its longest part, then checked whole.
      ['JSmith@Example.org', [smith.id]],
      ['jsmith@example.net', []],
      ['9725557788', [smith.id]],
      ['214-555-0182', [pricey.id]],
      ['maverick', [smith.id]],
      ['ZF-777', [outside.id]],
      ['nobody-here', []],
    ];
    for (const [q, expected] of cases) {
      const res = await get(`/api/orders?q=${encodeURIComponent(q)}`);
      expect(ids(res.json()), q).toEqual(expected);
    }
  });

  it('sorts by total and refuses bad filters with 400', async () => {
    const res = await get('/api/orders?sort=totalAmount');
    expect(res.json().data.map((o: { totalAmount: number }) => o.totalAmount)).toEqual([1500, 3000, 6500]);
    expect((await get('/api/orders?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/orders?status=lost')).statusCode).toBe(400);
    // Two letters match almost everything and no trigram index helps: asked to type more.
    const short = await get('/api/orders?q=ab');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.q).toMatch(/at least 3/);
  });

  it('is refused to a photographer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: await ctx.asPhotographer() });
    expect(res.statusCode).toBe(403);
  });
});

describe('order detail and edits', () => {
  it('shows totals, customer, products with player and refundable amounts', async () => {
    const res = await get(`/api/orders/${world.orders.smith.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.totals).toMatchObject({ products: 4000, discount: 1000, total: 3000, paidByCard: 3000, refunded: 0 });
    expect(d.totals.coupon.code).toBe('FALL10');
    expect(d.customer).toMatchObject({ firstName: 'John', email: 'jsmith@example.org' });
    expect(d.products[0]).toMatchObject({ price: 4000, refundableAmount: 4000, productName: 'Print Package' });
    expect(d.products[0].player).toMatchObject({ firstName: 'Maverick', graduationYear: 2027 });
    expect((await get('/api/orders/999999')).statusCode).toBe(404);
  });

  it('updates status, notes, customer and address with history, and refuses a stale save', async () => {
    const id = world.orders.smith.id;
    const before = (await get(`/api/orders/${id}`)).json().data;
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: await ctx.asAdmin(),
      payload: {
        updatedAt: before.updatedAt,
        status: 'pending',
        customerNotes: 'Called on Monday',
        customer: { firstName: 'Jon', lastName: 'Smith', email: 'jon@example.org', phone: '972 555 7788' },
        billingAddress: { addressLine1: '1 Main St', city: 'Plano', state: 'TX', zip: '75070' },
      },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().data;
    expect(after).toMatchObject({ status: 'pending', customerNotes: 'Called on Monday' });
    expect(after.customer).toMatchObject({ firstName: 'Jon', phone: '(972) 555-7788' });
    expect(after.billingAddress).toMatchObject({ addressLine1: '1 Main St', zip: '75070' });
    const history = (await get(`/api/history?menu=orders&itemId=${id}`)).json().data;
    expect(history.map((h: { field: string }) => h.field)).toEqual(
      expect.arrayContaining(['status', 'customerNotes', 'customerName', 'billingAddress']),
    );
    const stale = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: await ctx.asAdmin(),
      payload: { updatedAt: before.updatedAt, status: 'paid' },
    });
    expect(stale.statusCode).toBe(409);
    const bad = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: await ctx.asAdmin(),
      payload: { status: 'refunded', customer: { firstName: '', lastName: 'X', email: 'nope' } },
    });
    expect(bad.statusCode).toBe(400);
    // Put it back for the refund tests.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: await ctx.asAdmin(),
      payload: { status: 'paid' },
    });
    // The status follows the money: a paid order is not canceled by typing it.
    const cancel = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${id}`,
      headers: await ctx.asAdmin(),
      payload: { status: 'canceled' },
    });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().error.fields.status).toMatch(/Refund every item in full/);
    expect((await get(`/api/orders/${id}`)).json().data.status).toBe('paid');
  });
});

describe('refunds, rollovers, fulfilment', () => {
  it('refunds part, then the rest, never more than paid; the status follows', async () => {
    const { id, items } = world.orders.pricey;
    const url = `/api/orders/${id}/products/${items[0]}/refunds`;
    const partial = await post(url, { amount: 1000, reason: 'Blurry photos', manual: true });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data.status).toBe('partially_refunded');
    for (const status of ['paid', 'canceled', 'pending']) {
      const typed = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/orders/${id}`,
        headers: await ctx.asAdmin(),
        payload: { status },
      });
      expect(typed.statusCode).toBe(422);
      expect(typed.json().error.fields.status).toMatch(/Set by the refunds/);
    }
    expect(partial.json().data.products[0]).toMatchObject({ refundedAmount: 1000, refundableAmount: 1500 });
    // The refund as the detail's json aggregation returns it: ISO instants in UTC, who refunded.
    const refund = partial.json().data.products[0].refunds[0];
    expect(refund).toMatchObject({ amount: 1000, reason: 'Blurry photos', isManual: true, status: 'succeeded' });
    expect(refund.user).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    expect(refund.refundedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const tooMuch = await post(url, { amount: 1501, reason: 'Again', manual: true });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().error.fields.amount).toMatch(/At most \$15\.00/);
    expect((await post(url, { amount: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await post(url, { amount: 100, reason: ' ' })).statusCode).toBe(400);
    await post(url, { amount: 1500, reason: 'Rest', manual: true });
    const all = await post(`/api/orders/${id}/products/${items[1]}/refunds`, {
      amount: 4000,
      reason: 'All',
      manual: true,
    });
    expect(all.json().data.status).toBe('refunded');
    expect(all.json().data.totals.refunded).toBe(6500);
    const history = (await get(`/api/history?menu=order-products&itemId=${items[0]}`)).json().data;
    expect(history.length).toBeGreaterThanOrEqual(2);
  });

  it('two concurrent refunds of the whole price: exactly one succeeds', async () => {
    const { id, items } = world.orders.smith;
    const url = `/api/orders/${id}/products/${items[0]}/refunds`;
    const results = await Promise.all(
      Array.from({ length: 4 }, () => post(url, { amount: 3000, reason: 'Race', manual: true })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    const d = (await get(`/api/orders/${id}`)).json().data;
    expect(d.products[0].refundedAmount).toBe(3000);
    expect(d.status).toBe('partially_refunded');
  });

  it('rolls a product over to another event, price unchanged, recorded and in history', async () => {
    const { id, items } = world.orders.smith;
    const [, e2] = world.events;
    const e1 = world.events[0];
    const bad = await post(`/api/orders/${id}/products/${items[0]}/rollover`, {
      eventId: e1.id,
      eventProductId: e2.products[0],
      reason: 'Rain',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.eventProductId).toBeDefined();
    for (const overflow of [
      { eventId: 2147483648, eventProductId: e1.products[1] },
      { eventId: e1.id, eventProductId: 2147483648 },
    ]) {
      const res = await post(`/api/orders/${id}/products/${items[0]}/rollover`, { ...overflow, reason: 'Rain' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields)).toEqual([overflow.eventId > e1.id ? 'eventId' : 'eventProductId']);
    }
    const res = await post(`/api/orders/${id}/products/${items[0]}/rollover`, {
      eventId: e1.id,
      eventProductId: e1.products[1],
      reason: 'Rained out',
    });
    expect(res.statusCode).toBe(200);
    const p = res.json().data.products[0];
    expect(p).toMatchObject({ price: 4000, eventProductId: e1.products[1] });
    expect(p.event.id).toBe(e1.id);
    expect(p.rollovers[0]).toMatchObject({ fromEvent: e2.title, toEvent: e1.title, reason: 'Rained out' });
    const history = (await get(`/api/history?menu=order-products&itemId=${items[0]}`)).json().data;
    expect(history.some((h: { newValue: string | null }) => h.newValue?.includes('Rained out'))).toBe(true);
  });

  it("fulfils an event's products; the event's fulfilled_at follows", async () => {
    const e1 = world.events[0];
    const res = await post('/api/orders/fulfilment', { eventId: e1.id, status: 'fulfilled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.updated).toBeGreaterThanOrEqual(2);
    expect(res.json().data.events[0].fulfilledAt).not.toBeNull();
    const back = await post('/api/orders/fulfilment', {
      orderProductIds: [world.orders.pricey.items[0]],
      status: 'awaiting_fulfilment',
    });
    expect(back.json().data).toMatchObject({ updated: 1, events: [{ id: e1.id, fulfilledAt: null }] });
    const d = (await get(`/api/orders/${world.orders.pricey.id}`)).json().data;
    expect(d.products[1].fulfilledBy.name).toBe('Ada Tester');
    expect((await post('/api/orders/fulfilment', { status: 'fulfilled' })).statusCode).toBe(400);
  });

  it('resends the order e-mail with the customer link', async () => {
    const res = await post(`/api/orders/${world.orders.pricey.id}/resend-email`, {});
    expect(res.statusCode).toBe(204);
    const mail = (await ctx.lastMailTo('priya.patel@example.com'))!;
    expect(mail.to).toBe('priya.patel@example.com');
    expect(mail.text).toContain('/orders/enc-pricey');
  });
});

describe('export', () => {
  it('streams the filtered orders as xlsx, one row per product, money and Chicago dates, no formulas', async () => {
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/orders/${world.orders.outside.id}`,
      headers: await ctx.asAdmin(),
      payload: { customer: { firstName: '=HYPERLINK("x")', lastName: 'Zen' } },
    });
    const res = await get('/api/orders/export.xlsx?sort=id');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="orders-all-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0];
    expect(sheet.rowCount).toBe(1 + 4);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const first = sheet.getRow(2);
    expect(first.getCell(col('Order')).value).toBe(world.orders.pricey.id);
    expect(first.getCell(col('Price')).value).toBe(25);
    expect(first.getCell(col('Price')).numFmt).toContain('$');
    // 04:30 UTC is 23:30 the day before in Chicago.
    expect((first.getCell(col('Order date (Chicago)')).value as Date).toISOString()).toBe('2026-09-09T23:30:00.000Z');
    const last = sheet.getRow(5);
    // As typed, in a quote-prefixed text cell: shown as text, never evaluated.
    expect(last.getCell(col('Customer')).value).toBe(`=HYPERLINK("x") Zen`);
    expect(await isQuotedText(res.rawPayload, 1, `${last.getCell(col('Customer')).address}`)).toBe(true);
    expect(await isQuotedText(res.rawPayload, 1, `${first.getCell(col('Customer')).address}`)).toBe(false);

    const filtered = await get('/api/orders/export.csv?source=zenfolio_bb');
    expect(filtered.headers['content-disposition']).toMatch(/orders-zenfolio_bb-/);
    const lines = filtered.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('ZF-777');
    expect(lines[1]).toContain('15.00');
  });
});
