import { beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse, PayoutDetail, PayoutListResponse } from '@phlox/contract';
import { useTestApp } from './helpers.js';
import { addSale, seedPayoutWorld, type PayoutWorld } from './payout-fixtures.js';

/**
 * Payouts stay current by themselves (issue 15): the triggers of migration 0023 mark the events a change touches,
 * and the payouts-refresh job (every minute, on start, and here by hand) recomputes exactly those.
 */
const ctx = useTestApp();
let w: PayoutWorld;

beforeAll(async () => {
  w = await seedPayoutWorld(ctx.database);
});

const call = ctx.call;
const detail = async (eventId: number) => (await call('GET', `/api/payouts/${eventId}`)).json().data as PayoutDetail;
const marked = async () =>
  (await ctx.database.query(`select distinct event_id from payout_stale_events order by 1`)).rows.map(
    (r) => r.event_id as number,
  );
/** What the scheduler does every minute. */
async function refresh() {
  await ctx.app.queue.send('payouts-refresh', {});
  await ctx.app.queue.idle();
}
const sql = (text: string, values?: unknown[]) => ctx.database.query(text, values);

describe('payouts stay current by themselves', () => {
  it('marks the events of a new world, and the refresh computes them as a recompute would', async () => {
    const all = Object.values(w.events).sort((a, b) => a - b);
    expect(await marked()).toEqual(all);
    const before = (await call('GET', '/api/payouts')).json() as PayoutListResponse;
    expect(before.freshness).toEqual({ computedAt: null, waiting: 4 });

    await refresh();
    expect(await marked()).toEqual([]);
    const after = (await call('GET', '/api/payouts')).json() as PayoutListResponse;
    expect(after.freshness.waiting).toBe(0);
    expect(after.freshness.computedAt).not.toBeNull();
    expect(after.data.map((p) => p.eventId).sort((a, b) => a - b)).toEqual(all);
    const d = await detail(w.events.game);
    expect(d.sales!.total).toBe(23368);
    expect(d.freshness).toEqual({ computedAt: expect.any(String), waiting: 0 });
    // The refresh left nothing for a person's recompute to change.
    const again = await call('POST', '/api/payouts/recompute', { eventId: w.events.game });
    expect(again.json().data).toEqual({ events: 1, changed: 0 });
  });

  it('a sale, a refund, a crew change and a commission change each bring the payout up to date', async () => {
    await addSale(ctx.database, w.events.game, 1000);
    expect(await marked()).toEqual([w.events.game]);
    expect((await detail(w.events.game)).freshness.waiting).toBe(1);
    await refresh();
    expect((await detail(w.events.game)).sales!.total).toBe(23368 + 1000);

    // A refund that succeeds takes its amount off.
    const [{ id: productId }] = (
      await sql(
        `select op.id from order_products op join orders o on o.id = op.order_id
        where op.event_id = $1 and op.price = 1000 and o.status = 'paid'`,
        [w.events.game],
      )
    ).rows as Array<{ id: number }>;
    await sql(
      `insert into order_product_refunds (order_product_id, refund_amount, refund_status) values ($1, 400, 'succeeded')`,
      [productId],
    );
    await refresh();
    expect((await detail(w.events.game)).sales!.total).toBe(23368 + 600);

    // The crew's terms: the other photographer's 10% becomes 20%.
    await sql(`update event_photographers set percent_charge = '20.00' where event_id = $1 and photographer_id = $2`, [
      w.events.game,
      w.otherPhotographerId,
    ]);
    expect(await marked()).toEqual([w.events.game]);
    await refresh();
    const other = (await detail(w.events.game)).payees.find((p) => p.payeeId === w.otherPhotographerId)!;
    expect(other.amount).toBe(Math.round((23368 + 600) * 0.2));

    // The booster club's commission for the parent category: every event the club is on.
    await sql(`update booster_commissions set percent = '15.00' where organization_id = $1`, [w.boosterId]);
    expect(await marked()).toEqual(Object.values(w.events).sort((a, b) => a - b));
    await refresh();
    const booster = (await detail(w.events.game)).payees.find((p) => p.payeeRole === 'booster_club')!;
    expect(booster.basis).toBe('15.00%');
  });

  it('moving a sale to another event (a rollover) marks both events', async () => {
    await addSale(ctx.database, w.events.quiet, 700);
    await refresh();
    await sql(`update order_products set event_id = $1 where event_id = $2 and price = 700`, [
      w.events.empty,
      w.events.quiet,
    ]);
    expect(await marked()).toEqual([w.events.quiet, w.events.empty].sort((a, b) => a - b));
    await refresh();
    expect((await detail(w.events.empty)).sales!.preOrder).toBe(700);
  });

  it('drops the marks of deleted events and still computes the live ones marked with them', async () => {
    // Two events that no longer exist (a hard delete, or ids never used) marked beside a live one: one batch.
    await sql(`insert into payout_stale_events (event_id) values (2147483000), (2147483001), ($1)`, [w.events.game]);
    expect((await detail(w.events.game)).freshness.waiting).toBe(1);
    await refresh();
    expect(await marked()).toEqual([]);
    expect((await detail(w.events.game)).freshness.waiting).toBe(0);
  });

  it('changes no payout reads mark nothing', async () => {
    await refresh();
    await sql(`update orders set "isOrderConfirmationMailSent" = true`);
    await sql(`update order_product_refunds set refund_reason = 'Customer asked'`);
    await sql(`update events set title = title || ' (renamed)'`);
    expect(await marked()).toEqual([]);
  });

  it('a photographer sees the freshness of its own events only', async () => {
    await addSale(ctx.database, w.events.game, 100);
    const staff = (await call('GET', '/api/payouts')).json() as PayoutListResponse;
    expect(staff.freshness.waiting).toBe(1);
    await sql(`delete from event_photographers where event_id = $1 and photographer_id = $2`, [
      w.events.game,
      w.photographerId,
    ]);
    await refresh();
    await addSale(ctx.database, w.events.game, 100);
    const mine = (
      await call('GET', '/api/payouts', undefined, await ctx.asPhotographer())
    ).json() as PayoutListResponse;
    expect(mine.freshness.waiting).toBe(0);
  });
});

describe('a long recompute', () => {
  it('answers 202 with a job the person follows; a short one still answers at once', async () => {
    await sql(`insert into events (title, start_time, end_time, status)
      select 'Bulk game ' || g, timestamptz '2030-03-01 18:00-06' + g * interval '1 hour',
             timestamptz '2030-03-01 20:00-06' + g * interval '1 hour', 'published'
      from generate_series(1, 260) g`);
    const res = await call('POST', '/api/payouts/recompute', { from: '2030-03-01', to: '2030-03-31' });
    expect(res.statusCode, res.body).toBe(202);
    const { jobId, events } = res.json().data as { jobId: number; events: number };
    expect(events).toBe(260);
    await ctx.app.queue.idle();
    const job = (await call('GET', `/api/jobs/${jobId}`)).json().data as JobListResponse['data'][number];
    expect(job).toMatchObject({ status: 'succeeded', kind: 'payouts-recompute', done: 260, total: 260 });
    expect(job.result?.message).toMatch(/^260 events recomputed/);
    const computed = await sql(
      `select count(*)::int as n from payout_computed c join events e on e.id = c.event_id where e.title like 'Bulk game %'`,
    );
    expect(computed.rows[0].n).toBe(260);

    const short = await call('POST', '/api/payouts/recompute', { from: '2026-09-01', to: '2026-09-30' });
    expect(short.statusCode).toBe(200);
    expect(short.json().data.events).toBe(4);
  });
});
