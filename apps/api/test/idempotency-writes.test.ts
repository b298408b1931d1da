import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';
import { changedTables, fingerprinter, query, seedFuzzWorld } from './fuzz-world.js';

/**
 * Issue 13: every create and every money action, sent as a double-click sends it (three at once with one
 * Idempotency-Key) and then once more: one write, one answer for all four, and the repeat changes no table.
 * Runs over the demo world so each write finds real rows.
 */
const ctx = useTestApp({ OWNER_EMAILS: 'admin@test.local' });

interface Write {
  method: 'POST' | 'PATCH' | 'DELETE';
  url: string;
  body?: object;
  /** The table that gains exactly one live row. */
  grows?: string;
}

const one = async (text: string) => (await query(ctx.database, text))[0] ?? {};
const live = async (table: string) =>
  Number((await one(`select count(*) as n from ${table} where deleted_at is null`)).n);

/** Each write, built from the world as it is when its turn comes. */
const WRITES: Record<string, () => Promise<Write>> = {
  'level create': async () => ({
    method: 'POST',
    url: '/api/levels',
    body: { name: 'Idem Level', code: 'IDL' },
    grows: 'levels',
  }),
  'product category create': async () => ({
    method: 'POST',
    url: '/api/product-categories',
    body: { name: 'Idem Product Category' },
    grows: 'product_categories',
  }),
  'product create': async () => ({
    method: 'POST',
    url: '/api/products',
    body: {
      name: 'Idem Product',
      price: 1299,
      productCategoryId: Number((await one('select id from product_categories where deleted_at is null limit 1')).id),
    },
    grows: 'products',
  }),
  'category create': async () => ({
    method: 'POST',
    url: '/api/categories',
    body: { name: 'Idem Sport' },
    grows: 'event_categories',
  }),
  'organization create': async () => ({
    method: 'POST',
    url: '/api/organizations',
    body: {
      name: 'Idem High School',
      shortName: 'IHS',
      address: { zip: '75074' },
      organizationTypeId: Number((await one(`select id from organization_types where name = 'School'`)).id),
    },
    grows: 'organizations',
  }),
  'promotion create': async () => ({
    method: 'POST',
    url: '/api/promotions',
    body: { title: 'Idem Promotion' },
    grows: 'promotions',
  }),
  'coupon create': async () => ({
    method: 'POST',
    url: '/api/coupons',
    body: {
      name: 'Idem coupon',
      code: 'IDEM5',
      couponType: 'flat',
      amount: 500,
      startDate: '2026-01-01T06:00:00.000Z',
      expiryDate: '2027-12-31T06:00:00.000Z',
      status: 'active',
      couponUsageType: 'limited',
      couponUsageLimit: 5,
    },
    grows: 'coupons',
  }),
  'coupon use': async () => ({ method: 'POST', url: '/api/coupons/apply', body: { code: 'IDEM5', orderTotal: 4000 } }),
  'gift card create': async () => ({
    method: 'POST',
    url: '/api/giftcards',
    body: { value: 10_000 },
    grows: 'giftcards',
  }),
  'gift card debit': async () => ({
    method: 'POST',
    url: `/api/giftcards/${Number((await one('select max(id) as id from giftcards')).id)}/transactions`,
    body: { transactionType: 'debit', amount: 1000, reason: 'Counter sale' },
    grows: 'order_giftcard_transactions',
  }),
  'user create': async () => ({
    method: 'POST',
    url: '/api/users',
    body: {
      firstName: 'Idem',
      lastName: 'Potent',
      email: 'idem.potent@test.local',
      roleIds: [Number((await one(`select id from roles where name = 'Photographer'`)).id)],
    },
    grows: 'users',
  }),
  'role create': async () => ({
    method: 'POST',
    url: '/api/roles',
    body: { name: 'Idem Role', permissions: { levels: 'view' } },
    grows: 'roles',
  }),
  'event create': async () => ({
    method: 'POST',
    url: '/api/events',
    body: { title: 'Idem draft game', startTime: '2027-03-03T23:00:00.000Z', endTime: '2027-03-04T01:00:00.000Z' },
    grows: 'events',
  }),
  'event duplicate': async () => ({
    method: 'POST',
    url: `/api/events/${Number((await one(`select min(id) as id from events where deleted_at is null`)).id)}/duplicate`,
    grows: 'events',
  }),
  'bundle create': async () => ({
    method: 'POST',
    url: '/api/bundles',
    body: { name: 'Idem Pass' },
    grows: 'season_pass',
  }),
  'manual refund': async () => {
    const p = await one(`select op.id, op.order_id from order_products op join orders o on o.id = op.order_id
      where o.status = 'paid' and o.deleted_at is null and op.deleted_at is null and op.price > 500
        and not exists (select 1 from order_product_refunds r where r.order_product_id = op.id)
      order by op.id limit 1`);
    return {
      method: 'POST',
      url: `/api/orders/${Number(p.order_id)}/products/${Number(p.id)}/refunds`,
      body: { amount: 300, reason: 'Double-clicked refund', manual: true },
      grows: 'order_product_refunds',
    };
  },
  rollover: async () => {
    const p =
      await one(`select op.id, op.order_id, op.event_id from order_products op join orders o on o.id = op.order_id
      where o.status = 'paid' and o.deleted_at is null and op.deleted_at is null and op.event_id is not null
      order by op.id desc limit 1`);
    const target = await one(`select ep.event_id, ep.id from event_products ep join events e on e.id = ep.event_id
      where ep.deleted_at is null and e.deleted_at is null and e.status = 'published' and e.id <> ${Number(p.event_id)}
      order by e.start_time desc limit 1`);
    return {
      method: 'POST',
      url: `/api/orders/${Number(p.order_id)}/products/${Number(p.id)}/rollover`,
      body: { eventId: Number(target.event_id), eventProductId: Number(target.id), reason: 'Rained out' },
      grows: 'order_product_rollovers',
    };
  },
  settlement: async () => {
    const recompute = await ctx.app.inject({
      method: 'POST',
      url: '/api/payouts/recompute',
      payload: { from: '2026-01-01', to: '2026-11-01' },
      headers: await ctx.asAdmin(),
    });
    expect(recompute.statusCode, recompute.body).toBeLessThan(300);
    const line = await one(`select pb.booster_id, pb.id from payout_boosters pb join events e on e.id = pb.event_id
      where pb.payment_status <> 'Paid' and pb.deleted_at is null and e.deleted_at is null
        and e.status not in ('draft', 'canceled') and coalesce(e.end_time, e.start_time) < now() - interval '2 days'
      order by pb.id limit 1`);
    return {
      method: 'POST',
      url: '/api/payouts/settlements',
      body: {
        payeeRole: 'booster_club',
        payeeId: Number(line.booster_id),
        rowIds: [Number(line.id)],
        paymentDate: '2026-11-20',
      },
      grows: 'settlements',
    };
  },
  'events import': async () => {
    const sport = await one(
      'select category from event_categories where parent_id is not null and deleted_at is null limit 1',
    );
    return {
      method: 'POST',
      url: '/api/events/import',
      body: {
        csv: `title,category,start_time\nIdem imported game,${String(sport.category)},2027-04-04 18:00`,
        dryRun: false,
      },
    };
  },
  'organizations import': async () => ({
    method: 'POST',
    url: '/api/organizations/import',
    body: { csv: 'name,type\nIdem Imported Team,Team', dryRun: false },
  }),
  'level delete': async () => ({
    method: 'DELETE',
    url: `/api/levels/${Number((await one(`select id from levels where name = 'Idem Level' and deleted_at is null`)).id)}`,
  }),
};

describe('a double-submitted write runs once', () => {
  it.each(Object.keys(WRITES))('%s', async (name) => {
    if (name === Object.keys(WRITES)[0]) await seedFuzzWorld(ctx.database);
    const headers = { ...(await ctx.asAdmin()), 'idempotency-key': `idem-${name.replace(/\W+/g, '-')}` };
    const write = await WRITES[name]();
    const send = () => ctx.app.inject({ method: write.method, url: write.url, payload: write.body, headers });
    const tablesNow = await fingerprinter(ctx.database);
    // A write's queued job (an invitation e-mail) updates its notification row as it runs: let it finish first.
    const fingerprint = async () => {
      await ctx.app.queue.idle();
      return tablesNow();
    };
    const rowsBefore = write.grows ? await live(write.grows) : 0;

    const burst = await Promise.all([send(), send(), send()]);
    expect(burst[0].statusCode, burst[0].body).toBeLessThan(300);
    for (const answer of burst) {
      expect(answer.statusCode).toBe(burst[0].statusCode);
      expect(answer.body).toBe(burst[0].body);
    }
    expect(burst.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    if (write.grows) expect(await live(write.grows)).toBe(rowsBefore + 1);

    const settled = await fingerprint();
    const repeat = await send();
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body).toBe(burst[0].body);
    expect(changedTables(settled, await fingerprint()).filter((t) => t !== 'idempotency_keys')).toEqual([]);
  });

  it('takes the refund body’s idempotencyKey as the key when no header is sent', async () => {
    const p = await one(`select op.id, op.order_id from order_products op join orders o on o.id = op.order_id
      where o.status = 'paid' and o.deleted_at is null and op.deleted_at is null and op.price > 500
        and not exists (select 1 from order_product_refunds r where r.order_product_id = op.id)
      order by op.id limit 1`);
    const url = `/api/orders/${Number(p.order_id)}/products/${Number(p.id)}/refunds`;
    const payload = { amount: 200, reason: 'Same dialog twice', manual: true, idempotencyKey: 'refund-dialog-42' };
    const headers = await ctx.asAdmin();
    const answers = await Promise.all([1, 2].map(() => ctx.app.inject({ method: 'POST', url, payload, headers })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const refunds = await one(
      `select count(*) as n from order_product_refunds where order_product_id = ${Number(p.id)}`,
    );
    expect(Number(refunds.n)).toBe(1);
  });
});
