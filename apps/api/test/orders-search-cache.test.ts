import { beforeAll, describe, expect, it } from 'vitest';
import { OrderSearchCache } from '../src/shared/search-cache.js';
import { useTestApp } from './helpers.js';
import { seedOrderWorld, type OrderWorld } from './order-fixtures.js';

describe('OrderSearchCache', () => {
  it('loads a search once for concurrent requests, and reuses it within the TTL', async () => {
    const cache = new OrderSearchCache(60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return Int32Array.from([3, 2, 1]);
    };
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([...a]).toEqual([3, 2, 1]);
    expect(b).toBe(a);
    await cache.get('k', load);
    expect(loads).toBe(1);
    await cache.get('other', load);
    expect(loads).toBe(2);
  });

  it('does not keep a load that a write overtook, and a TTL of 0 never remembers', async () => {
    const cache = new OrderSearchCache(60_000);
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 20));
      return Int32Array.from([loads]);
    };
    const inFlight = cache.get('k', load);
    cache.clear();
    expect([...(await inFlight)]).toEqual([1]);
    expect([...(await cache.get('k', load))]).toEqual([2]);
    const off = new OrderSearchCache(0);
    await off.get('k', load);
    await off.get('k', load);
    expect(loads).toBe(4);
  });
});

describe('searching orders through the API', () => {
  const ctx = useTestApp({ ORDER_SEARCH_CACHE_TTL_MS: '60000' });
  let world: OrderWorld;
  beforeAll(async () => {
    world = await seedOrderWorld(ctx.database);
  });
  const search = async (q: string, extra = '') =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/orders?q=${encodeURIComponent(q)}${extra}`,
        headers: await ctx.asAdmin(),
      })
    ).json();

  it('pages a search in its order, and sees a write made through the API at once', async () => {
    const before = await search('quincy zapata', '&sort=orderDate');
    expect(before.data).toEqual([]);
    const csv = [
      'source,source_order_id,order_date,event_id,event_title,event_date,first_name,last_name,email,phone,product,amount',
      ...[1, 2, 3].map(
        (i) => `zenfolio_bb,QZ-${i},2026-09-1${i} 18:30,${world.events[0].id},,,Quincy,Zapata,,,,${i}0.00`,
      ),
    ].join('\n');
    const imported = await ctx.app.inject({
      method: 'POST',
      url: '/api/browse-and-buy/import',
      headers: await ctx.asAdmin(),
      payload: { csv, dryRun: false },
    });
    expect(imported.json().data.summary.created).toBe(3);
    const all = await search('quincy zapata', '&sort=orderDate');
    expect(all.meta).toMatchObject({ total: 3, totalCapped: false });
    expect(all.data.map((o: { sourceOrderId: string }) => o.sourceOrderId)).toEqual(['QZ-1', 'QZ-2', 'QZ-3']);
    const page2 = await search('quincy zapata', '&sort=orderDate&pageSize=2&page=2');
    expect(page2.data.map((o: { sourceOrderId: string }) => o.sourceOrderId)).toEqual(['QZ-3']);
    expect(page2.meta.total).toBe(3);
    const newest = await search('quincy zapata', '&sort=-totalAmount&pageSize=1');
    expect(newest.data[0]).toMatchObject({ sourceOrderId: 'QZ-3', totalAmount: 3000, customerName: 'Quincy Zapata' });
  });
});
