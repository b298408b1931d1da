import { describe, expect, it, beforeAll } from 'vitest';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

const ctx = useTestApp();
let world: OrderWorld;
beforeAll(async () => {
  world = await seedOrderWorld(ctx.database);
});

const HEADER =
  'source,source_order_id,order_date,event_id,event_title,event_date,first_name,last_name,email,phone,product,amount';
const importCsv = async (csv: string, dryRun = false, firstLine?: number) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/browse-and-buy/import',
    headers: await ctx.asAdmin(),
    payload: { csv, dryRun, firstLine },
  });

describe('browse-and-buy', () => {
  it('lists only outside sales, with filters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/browse-and-buy', headers: await ctx.asAdmin() });
    expect(res.json().data.map((o: { id: number }) => o.id)).toEqual([world.orders.outside.id]);
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/api/browse-and-buy?source=photoday',
      headers: await ctx.asAdmin(),
    });
    expect(none.json().data).toEqual([]);
    const phlox = await ctx.app.inject({
      method: 'GET',
      url: '/api/browse-and-buy?source=phlox',
      headers: await ctx.asAdmin(),
    });
    expect(phlox.statusCode).toBe(400);
  });

  it('imports rows matched by event id or title + Chicago day, reports bad rows by line, and is idempotent', async () => {
    const [e1, e2] = world.events;
    const csv = [
      HEADER,
      `zenfolio_bb,ZF-1001,2026-09-14 18:30,${e1.id},,,Jordan,Lee,jordan@example.com,214 555 0100,Digital Download,24.99`,
      `photoday,PD-2002,9/15/2026,,"${e2.title}",9/19/2026,Sam,Ortiz,,,,15.00`,
      `photoday,PD-2003,2026-09-15,,No such game,2026-09-19,Al,Bad,,,,5`,
      `zenfolio_sl,ZF-1004,yesterday,${e1.id},,,Bo,Bad,not-an-email,,,abc`,
      `zenfolio_bb,ZF-1001,2026-09-14,${e1.id},,,Jordan,Lee,,,,24.99`,
      `zenfolio_bb,ZF-777,2026-09-14,${e1.id},,,Zoe,Zen,,,,15.00`,
    ].join('\n');
    const check = await importCsv(csv, true);
    expect(check.statusCode).toBe(200);
    // the sale whose event is not found is kept, unmatched, and counted so rather than as created
    expect(check.json().data.summary).toEqual({
      total: 6,
      created: 2,
      unmatched: 1,
      updated: 0,
      skipped: 1,
      failed: 2,
    });

    const res = await importCsv(csv);
    const result = res.json().data;
    expect(result.summary).toEqual({ total: 6, created: 2, unmatched: 1, updated: 0, skipped: 1, failed: 2 });
    const failed = result.rows.filter((r: { outcome: string }) => r.outcome === 'failed');
    expect(failed.map((r: { line: number }) => r.line)).toEqual([5, 6]);
    expect(failed[0].messages.join(' ')).toMatch(/order_date.*email.*amount/);
    // one order has one date: a line saying otherwise is a mistake, not another item
    expect(failed[1].messages[0]).toBe('Order ZF-1001 is on line 2 with another order_date');
    const kept = result.rows.find((r: { line: number }) => r.line === 4);
    expect(kept).toMatchObject({ outcome: 'created', id: expect.any(Number) });
    expect(kept.messages[0]).toMatch(/Kept unmatched \(no event “No such game” on 2026-09-19\)/);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/browse-and-buy?q=jordan',
      headers: await ctx.asAdmin(),
    });
    const [jordan] = list.json().data;
    expect(jordan).toMatchObject({ source: 'zenfolio_bb', sourceOrderId: 'ZF-1001', totalAmount: 2499 });
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${jordan.id}`, headers: await ctx.asAdmin() })
    ).json().data;
    expect(detail.products[0]).toMatchObject({ productName: 'Digital Download', price: 2499 });
    expect(detail.orderDate).toBe('2026-09-14T23:30:00.000Z');
    expect(detail.products[0].fulfilmentStatus).toBe('fulfilled');
    expect(detail.payments).toEqual([
      expect.objectContaining({ method: 'zenfolio_bb', amount: 2499, paidDate: '2026-09-14T23:30:00.000Z' }),
    ]);
    expect(detail.sourceOrderDetails).toMatchObject({ importedFrom: 'zenfolio_bb', line: 2 });
    expect(detail.customer).toMatchObject({ firstName: 'Jordan', lastName: 'Lee', email: 'jordan@example.com' });
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/history?menu=orders&itemId=${jordan.id}`,
      headers: await ctx.asAdmin(),
    });
    expect(history.json().data[0]).toMatchObject({ action: 'create' });

    const again = await importCsv(csv);
    expect(again.json().data.summary).toMatchObject({ created: 0, skipped: 4, failed: 2 });
    const count = await ctx.app.inject({ method: 'GET', url: '/api/browse-and-buy', headers: await ctx.asAdmin() });
    expect(count.json().meta.total).toBe(4);
  });

  it('imports every line of an item-level export into one order whose total is the sum of its lines', async () => {
    const [e1] = world.events;
    const line = (product: string, amount: string) =>
      `photoday,PD-ITEMS-1,2026-09-14 10:00,${e1.id},,,Ivy,Items,ivy@example.com,,${product},${amount}`;
    const csv = [HEADER, line('Digital Download', '37.49'), line('Print Package', '49.99')].join('\r\n');
    const check = (await importCsv(csv, true)).json().data;
    expect(check.summary).toMatchObject({ total: 2, created: 2, skipped: 0, failed: 0 });
    const first = (await importCsv(csv)).json().data;
    expect(first.summary).toMatchObject({ total: 2, created: 2, skipped: 0, failed: 0 });
    const orderOf = async () => {
      const list = await ctx.app.inject({ url: '/api/browse-and-buy?q=PD-ITEMS-1', headers: await ctx.asAdmin() });
      expect(list.json().data).toHaveLength(1);
      return (
        await ctx.app.inject({ url: `/api/orders/${list.json().data[0].id}`, headers: await ctx.asAdmin() })
      ).json().data;
    };
    let order = await orderOf();
    expect(order.totals.total).toBe(3749 + 4999);
    expect(order.products.map((p: { productName: string; price: number }) => [p.productName, p.price])).toEqual([
      ['Digital Download', 3749],
      ['Print Package', 4999],
    ]);
    expect(order.payments.reduce((n: number, p: { amount: number }) => n + p.amount, 0)).toBe(3749 + 4999);

    // the same file again adds nothing; a later export with one more item adds only that item
    expect((await importCsv(csv)).json().data.summary).toMatchObject({ created: 0, skipped: 2, failed: 0 });
    const more = [csv, line('Digital Download', '37.49')].join('\r\n');
    const added = (await importCsv(more)).json().data;
    expect(added.summary).toMatchObject({ created: 1, skipped: 2, failed: 0 });
    order = await orderOf();
    expect(order.products).toHaveLength(3);
    expect(order.totals.total).toBe(3749 * 2 + 4999);
    expect(order.payments.reduce((n: number, p: { amount: number }) => n + p.amount, 0)).toBe(3749 * 2 + 4999);
    expect((await importCsv(more)).json().data.summary).toMatchObject({ created: 0, skipped: 3 });
  });

  it('a big export imports as a job: 1,200 sales in parts, lines of the whole file, the file name kept', async () => {
    const [e1] = world.events;
    const rows = Array.from(
      { length: 1_200 },
      (_, i) => `photoday,JOB-${i},2026-09-14,${e1.id},,,Pat,Job${i},,,,${i === 1_100 ? 'lots' : '3.50'}`,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/browse-and-buy/import/jobs',
      headers: await ctx.asAdmin(),
      payload: { csv: [HEADER, ...rows].join('\n'), fileName: 'photoday-sept.csv' },
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.queue.idle();
    const job = (
      await ctx.app.inject({ url: `/api/jobs/${res.json().data.jobId}`, headers: await ctx.asAdmin() })
    ).json().data;
    expect(job).toMatchObject({ status: 'succeeded', kind: 'browse-and-buy-import', done: 1_200, total: 1_200 });
    expect(job.result.summary).toEqual({
      total: 1_200,
      created: 1_199,
      unmatched: 0,
      updated: 0,
      skipped: 0,
      failed: 1,
    });
    expect(job.result.message).toBe('Imported 1,199 of 1,200 rows: 1,199 created, 1 failed.');
    const file = await ctx.app.inject({ url: job.result.file.url, headers: await ctx.asAdmin() });
    expect(file.body).toContain('JOB-1100');
    const list = await ctx.app.inject({ url: '/api/browse-and-buy?q=Job1199', headers: await ctx.asAdmin() });
    const [last] = list.json().data;
    const detail = (await ctx.app.inject({ url: `/api/orders/${last.id}`, headers: await ctx.asAdmin() })).json().data;
    // Line 1,201 of the file, in its second part.
    expect(detail.sourceOrderDetails).toMatchObject({ line: 1_201, file: 'photoday-sept.csv' });
  }, 60_000);

  it('a big export keeps an order whose identical items straddle a part boundary whole', async () => {
    const [e1] = world.events;
    const rows = Array.from({ length: 1_001 }, (_, i) => {
      // Lines 1,001 and 1,002 of the file (rows 1,000 and 1,001): one order, two identical downloads.
      const id = i >= 999 ? 'SPLIT-TWIN' : `SPLIT-${i}`;
      return `photoday,${id},2026-09-14,${e1.id},,,Tia,Split${i >= 999 ? 'Twin' : i},,,Digital Download,3.50`;
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/browse-and-buy/import/jobs',
      headers: await ctx.asAdmin(),
      payload: { csv: [HEADER, ...rows].join('\n'), fileName: 'split.csv' },
    });
    expect(res.statusCode, res.body).toBe(202);
    await ctx.app.queue.idle();
    const job = (
      await ctx.app.inject({ url: `/api/jobs/${res.json().data.jobId}`, headers: await ctx.asAdmin() })
    ).json().data;
    expect(job.result.summary).toMatchObject({ total: 1_001, created: 1_001, skipped: 0, failed: 0 });
    const [twin] = (
      await ctx.app.inject({ url: '/api/browse-and-buy?q=SPLIT-TWIN', headers: await ctx.asAdmin() })
    ).json().data;
    const detail = (await ctx.app.inject({ url: `/api/orders/${twin.id}`, headers: await ctx.asAdmin() })).json().data;
    expect(detail.products).toHaveLength(2);
    expect(detail.totals.total).toBe(700);
  }, 60_000);

  it('bounds money and text cells: an absurd row fails alone with its line, the rest are imported', async () => {
    const [e1] = world.events;
    const csv = [
      HEADER,
      `photoday,PD-BIG-1,2026-09-14,${e1.id},,,Rich,Buyer,,,,"99,900,000,000.00"`,
      `photoday,PD-BIG-2,2026-09-14,${e1.id},,,Max,Line,,,,100000.00`,
      `photoday,PD-BIG-3,2026-09-14,${e1.id},,,Over,Line,,,,100000.01`,
      `photoday,PD-BIG-4,2026-09-14,${e1.id},,,Long,Mail,${'x'.repeat(250)}@example.com,,,5`,
      `photoday,PD-BIG-5,2026-09-14,${e1.id},,,Fine,Row,,,,12.50`,
    ].join('\n');
    for (const dryRun of [true, false]) {
      const res = await importCsv(csv, dryRun);
      expect(res.statusCode, res.body).toBe(200);
      const result = res.json().data;
      expect(result.summary).toMatchObject({ total: 5, created: 2, failed: 3 });
      const failed = result.rows.filter((r: { outcome: string }) => r.outcome === 'failed');
      expect(failed.map((r: { line: number; messages: string[] }) => [r.line, r.messages])).toEqual([
        [2, ['amount: at most $100,000.00 per line']],
        [4, ['amount: at most $100,000.00 per line']],
        [5, ['email is not a valid e-mail address']],
      ]);
    }
  });

  it('reports the lines of the file itself when its header and rows end lines differently', async () => {
    // A header ending in \n, rows in \r\n: each row is one line of the file.
    const rows = [1, 2, 3, 4].map((n) => `photoday,PD-LB-${n},not a date,,,,Lin,Es${n},,,,1`);
    const csv = `${HEADER}\n${rows.join('\r\n')}\r\n`;
    const result = (await importCsv(csv, true)).json().data;
    expect(result.rows.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
      [2, 'failed'],
      [3, 'failed'],
      [4, 'failed'],
      [5, 'failed'],
    ]);
  });

  it('numbers lines from the part a big file was cut into, and refuses a wrong header', async () => {
    const res = await importCsv(`${HEADER}\nphotoday,PD-9,2026-09-15,999999,,,A,B,,,,1`, false, 5001);
    expect(res.json().data.rows[0]).toMatchObject({ line: 5001, outcome: 'created' });
    expect(res.json().data.rows[0].messages[0]).toMatch(/Kept unmatched \(no event has id 999999\)/);
    const bad = await importCsv('source,amount\nphotoday,1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/missing source_order_id/);
  });
});

describe('unmatched sales, matched later', () => {
  const admin = async () => ctx.asAdmin();
  const list = async (query: string) =>
    (await ctx.app.inject({ url: `/api/browse-and-buy?${query}`, headers: await admin() })).json().data as Array<{
      id: number;
      sourceOrderId: string;
      events: string[];
      unmatched: { title: string | null; date: string | null } | null;
    }>;
  const match = async (payload: object, key?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/browse-and-buy/matches',
      headers: { ...(await admin()), ...(key ? { 'idempotency-key': key } : {}) },
      payload,
    });
  const salesTotal = async (eventId: number) => {
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payouts/recompute',
      headers: await admin(),
      payload: { from: '2026-09-01', to: '2026-09-30' },
    });
    const d = (await ctx.app.inject({ url: `/api/payouts/${eventId}`, headers: await admin() })).json().data;
    return d.sales?.total ?? 0;
  };

  it('keeps sales without a found event, filters them, and matches one sale or a whole gallery to an event', async () => {
    const [e1, e2] = world.events;
    const csv = [
      HEADER,
      `zenfolio_bb,UM-1,2026-09-20,,Lions Fall Gallery,,Una,Match,,,Digital Download,10.00`,
      `zenfolio_bb,UM-2,2026-09-20,,lions fall gallery,,Dos,Match,,,,20.00`,
      `photoday,UM-3,2026-09-21,,Job 4471,9/2/2026,Tres,Match,,,,30.00`,
    ].join('\n');
    expect((await importCsv(csv)).json().data.summary).toMatchObject({ created: 0, unmatched: 3, failed: 0 });
    const unmatched = await list('eventMatch=unmatched&q=match&sort=id');
    expect(unmatched.map((o) => [o.sourceOrderId, o.unmatched, o.events])).toEqual([
      ['UM-1', { title: 'Lions Fall Gallery', date: null }, []],
      ['UM-2', { title: 'lions fall gallery', date: null }, []],
      ['UM-3', { title: 'Job 4471', date: '2026-09-02' }, []],
    ]);
    const matched = await list('eventMatch=matched&pageSize=100');
    expect(matched.some((o) => o.sourceOrderId.startsWith('UM-'))).toBe(false);
    expect(matched.every((o) => o.unmatched === null)).toBe(true);
    expect(
      (await ctx.app.inject({ url: '/api/browse-and-buy?eventMatch=maybe', headers: await admin() })).statusCode,
    ).toBe(400);

    // one sale, to the rescheduled game; a repeat is refused and changes nothing
    const before2 = await salesTotal(e2.id);
    const one = await match({ eventId: e2.id, orderId: unmatched[2].id });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({ matched: 1, eventTitle: e2.title });
    expect(await salesTotal(e2.id)).toBe(before2 + 3000);
    const again = await match({ eventId: e2.id, orderId: unmatched[2].id });
    expect(again.statusCode).toBe(409);
    const history = (
      await ctx.app.inject({ url: `/api/history?menu=orders&itemId=${unmatched[2].id}`, headers: await admin() })
    ).json().data as Array<{ field: string | null; oldValue: string | null; newValue: string | null }>;
    expect(history).toContainEqual(expect.objectContaining({ oldValue: 'Unmatched (Job 4471)', newValue: e2.title }));

    // the whole gallery, whatever the case, with one key sent twice (a double click): matched once
    const before1 = await salesTotal(e1.id);
    const [first, second] = await Promise.all([
      match({ eventId: e1.id, outsideTitle: 'LIONS FALL GALLERY' }, 'match-gallery-1'),
      match({ eventId: e1.id, outsideTitle: 'LIONS FALL GALLERY' }, 'match-gallery-1'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data).toEqual({ matched: 2, eventTitle: e1.title });
    expect(await list('eventMatch=unmatched&q=match')).toEqual([]);
    expect(await salesTotal(e1.id)).toBe(before1 + 1000 + 2000);
    // the line took the event's product of the same name
    const detail = (await ctx.app.inject({ url: `/api/orders/${unmatched[0].id}`, headers: await admin() })).json()
      .data;
    expect(detail.products[0]).toMatchObject({ productName: 'Digital Download', event: { id: e1.id } });
    // re-importing the file adds nothing and unmatches nothing
    expect((await importCsv(csv)).json().data.summary).toMatchObject({ created: 0, skipped: 3 });
    expect(await list('eventMatch=unmatched&q=match')).toEqual([]);
  });

  it('refuses a missing event, both or neither of sale and gallery, and a photographer', async () => {
    expect((await match({ eventId: 999999, orderId: 1 })).statusCode).toBe(404);
    // a sale that is not one (a Phlox order, or no order at all) is not found, not "matched meanwhile"
    const notASale = await match({ eventId: world.events[0].id, orderId: world.orders.smith.id });
    expect(notASale.statusCode).toBe(404);
    expect(notASale.json().error.message).toBe('Sale not found');
    expect((await match({ eventId: world.events[0].id, orderId: 2_000_000_000 })).statusCode).toBe(404);
    expect((await match({ eventId: world.events[0].id, orderId: 'one' })).statusCode).toBe(400);
    // an encoded path reaches the same guarded route, and no one signed out gets in
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/browse-and-buy%2Fmatches',
      payload: { eventId: world.events[0].id, orderId: 1 },
    });
    expect([401, 404]).toContain(anonymous.statusCode);
    const both = await match({ eventId: world.events[0].id, orderId: 1, outsideTitle: 'x' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toHaveProperty('orderId');
    expect((await match({ eventId: world.events[0].id })).statusCode).toBe(400);
    expect((await match({ eventId: world.events[0].id, outsideTitle: 'Nothing filed here' })).statusCode).toBe(409);
    const photographer = await ctx.app.inject({
      method: 'POST',
      url: '/api/browse-and-buy/matches',
      headers: await ctx.asPhotographer(),
      payload: { eventId: world.events[0].id, orderId: 1 },
    });
    expect(photographer.statusCode).toBe(403);
  });
});
