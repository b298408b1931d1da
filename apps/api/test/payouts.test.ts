import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PayoutDetail } from '@phlox/contract';
import { addUser, useTestApp } from './helpers.js';
import { addSale, seedPayoutWorld, type PayoutWorld } from './payout-fixtures.js';

const ctx = useTestApp();
let w: PayoutWorld;
const NOT_OWNER = { email: 'second.admin@test.local', password: 'second-admin-1' };

beforeAll(async () => {
  w = await seedPayoutWorld(ctx.database);
  await addUser(ctx.database, { ...NOT_OWNER, role: 'Admin' });
});

const call = ctx.call;
const recompute = (body: object) => call('POST', '/api/payouts/recompute', body);
const detail = async (eventId: number, headers?: Record<string, string>) =>
  (await call('GET', `/api/payouts/${eventId}`, undefined, headers)).json().data as PayoutDetail;
const amountOf = (d: PayoutDetail, role: string, payeeId: number) =>
  d.payees.filter((p) => p.payeeRole === role && p.payeeId === payeeId);

describe('payout of an event', () => {
  it('shows $0 lines and no payees before anything is computed or sold', async () => {
    const d = await detail(w.events.empty);
    expect(d.sales).toEqual({
      preOrder: 0,
      offline: 0,
      zenfolioBb: 0,
      zenfolioSl: 0,
      photoday: 0,
      seasonPass: 0,
      total: 0,
    });
    expect(d.computedAt).toBeNull();
    expect(d.payees).toEqual([]);
  });

  it('computes every sales line and splits it to the cent', async () => {
    const res = await recompute({ eventId: w.events.game });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ events: 1, changed: 1 });
    const d = await detail(w.events.game);
    expect(d.sales).toEqual({
      preOrder: 5501, // 2500 + 4001 − 1000 refunded (the failed refund and the pending order do not count)
      offline: 12000,
      zenfolioBb: 1500,
      zenfolioSl: 700,
      photoday: 333,
      seasonPass: 3334, // 10000 over 3 games: the first in start order gets the extra cent
      total: 23368,
    });
    expect(amountOf(d, 'staff', w.photographerId).map((p) => [p.amount, p.paymentStatus, p.basis])).toEqual([
      [5000, 'New', 'fixed'],
    ]);
    expect(amountOf(d, 'staff', w.otherPhotographerId)[0].amount).toBe(2337); // 10% of 23368, half-even
    expect(amountOf(d, 'booster_club', w.boosterId).map((p) => [p.amount, p.basis])).toEqual([[2921, '12.50%']]);
    expect([d.phloxAmount, d.phloxLoss]).toEqual([23368 - 5000 - 2337 - 2921, 0]);
    expect(d.payees.reduce((s, p) => s + p.amount, 0) + d.phloxAmount!).toBe(d.sales!.total);
    // the game was played (September 2026, published): every line is owed
    expect(d.payees.map((p) => [p.standing, p.holdReason])).toEqual(d.payees.map(() => ['owed', null]));
    expect([d.owed, d.projected]).toEqual([5000 + 2337 + 2921, 0]);
  });

  it('spreads the season pass so the parts sum to the price; charges above the sales are the platform’s loss', async () => {
    const res = await recompute({ from: '2026-09-01', to: '2026-09-30' });
    expect(res.json().data.events).toBe(4);
    const [quiet, later, empty] = await Promise.all([
      detail(w.events.quiet),
      detail(w.events.later),
      detail(w.events.empty),
    ]);
    expect(quiet.sales!.seasonPass + later.sales!.seasonPass).toBe(10000 - 3334);
    expect(quiet.sales!.seasonPass).toBe(3333);
    // fixed $50 exceeds the $33.33 sold: the photographer is paid in full, the platform carries the loss — shown
    // as a loss, never as a negative fee
    expect([quiet.phloxAmount, quiet.phloxLoss]).toEqual([0, 5000 + 333 + 417 - 3333]);
    expect(quiet.payees.reduce((s, p) => s + p.amount, 0) - quiet.phloxLoss!).toBe(quiet.sales!.total);
    expect(empty.sales!.total).toBe(0);
    expect(empty.payees.map((p) => p.amount).sort()).toEqual([0, 0, 5000]);
    expect([empty.phloxAmount, empty.phloxLoss]).toEqual([0, 5000]);
    // the list too: the fee column is never negative, the loss has its own
    const listed = (await call('GET', '/api/payouts?from=2026-09-01&to=2026-09-30&sort=startTime')).json().data;
    expect(listed.map((r: { phloxAmount: number; phloxLoss: number }) => [r.phloxAmount, r.phloxLoss])).toEqual([
      [23368 - 5000 - 2337 - 2921, 0],
      [0, 2417],
      [0, 2417],
      [0, 5000],
    ]);
  });

  it('is idempotent: a second recompute changes nothing and keeps the rows', async () => {
    const before = await detail(w.events.game);
    const res = await recompute({ from: '2026-09-01', to: '2026-09-30' });
    expect(res.json().data).toEqual({ events: 4, changed: 0 });
    // Only the time it was last computed moves.
    const after = await detail(w.events.game);
    expect(after.freshness.computedAt! >= before.freshness.computedAt!).toBe(true);
    expect({ ...after, freshness: before.freshness }).toEqual(before);
  });

  it('refuses bad input with field messages', async () => {
    expect((await recompute({})).statusCode).toBe(400);
    expect((await recompute({ from: '2026-10-01', to: '2026-09-01' })).statusCode).toBe(400);
    expect((await recompute({ eventId: 999999 })).statusCode).toBe(404);
  });
});

describe('list', () => {
  it('lists computed events with owed and paid totals, filtered', async () => {
    const res = await call('GET', '/api/payouts?from=2026-09-01&to=2026-09-12&sort=startTime');
    const body = res.json();
    expect(body.data.map((r: { eventId: number }) => r.eventId)).toEqual([w.events.game, w.events.quiet]);
    expect(body.data[0]).toMatchObject({ totalAmount: 23368, owed: 5000 + 2337 + 2921, paid: 0 });
    expect(body.totals.owed).toBe(5000 + 2337 + 2921 + 5000 + 333 + 417);
    const byBooster = await call('GET', `/api/payouts?boosterId=${w.boosterId}&status=New`);
    expect(byBooster.json().meta.total).toBe(4);
    // the school: its booster club is paid on all four events (payout_boosters.organization_id)
    const byOrg = await call('GET', `/api/payouts?organizationId=${w.schoolId}`);
    expect(byOrg.json().meta.total).toBe(4);
  });
});

describe('settling', () => {
  let myRowId: number;
  beforeAll(async () => {
    myRowId = amountOf(await detail(w.events.game), 'staff', w.photographerId)[0].id;
  });

  it('is for owners only', async () => {
    const body = { payeeRole: 'staff', payeeId: w.photographerId, rowIds: [myRowId], paymentDate: '2026-10-01' };
    const notOwner = await ctx.login(NOT_OWNER.email, NOT_OWNER.password);
    const res = await call('POST', '/api/payouts/settlements', body, { authorization: `Bearer ${notOwner}` });
    expect(res.statusCode).toBe(403);
    expect((await call('POST', '/api/payouts/settlements', body, await ctx.asPhotographer())).statusCode).toBe(403);
    expect((await detail(w.events.game)).payees.find((p) => p.id === myRowId)!.paymentStatus).toBe('New');
  });

  it('refuses rows of another payee and invalid input, writing nothing', async () => {
    const other = amountOf(await detail(w.events.game), 'staff', w.otherPhotographerId)[0].id;
    const res = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: w.photographerId,
      rowIds: [myRowId, other],
      paymentDate: '2026-10-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.rowIds).toBeTruthy();
    const bad = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: w.photographerId,
      rowIds: [],
      adjustments: [{ amount: 0, description: '' }],
      paymentDate: '2026-13-01',
    });
    expect(bad.statusCode).toBe(400);
    const negative = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: w.photographerId,
      rowIds: [myRowId],
      adjustments: [{ amount: -6000, description: 'Too much' }],
      paymentDate: '2026-10-01',
    });
    expect(negative.statusCode).toBe(422);
    expect((await call('GET', '/api/payouts/settlements')).json().meta.total).toBe(0);
  });

  it('pays the rows with adjustments in one settlement, and a second attempt is a conflict', async () => {
    const body = {
      payeeRole: 'staff',
      payeeId: w.photographerId,
      rowIds: [myRowId],
      adjustments: [
        { amount: 1500, description: 'Mileage' },
        { amount: -250, description: 'Lens rental' },
      ],
      paymentDate: '2026-10-01',
      comment: 'September games',
    };
    const res = await call('POST', '/api/payouts/settlements', body);
    expect(res.statusCode).toBe(201);
    const s = res.json().data;
    expect(s).toMatchObject({ payeeName: 'Pat Tester', totalAmount: 5000 + 1500 - 250, comment: 'September games' });
    expect(s.events).toEqual([expect.objectContaining({ eventId: w.events.game, amount: 5000 })]);
    expect(s.adjustments.map((a: { amount: number }) => a.amount)).toEqual([1500, -250]);
    const row = (await detail(w.events.game)).payees.find((p) => p.id === myRowId)!;
    expect(row.paymentStatus).toBe('Paid');
    expect(row.paymentAt).toBe('2026-10-01T05:00:00.000Z'); // Chicago midnight (CDT)
    const again = await call('POST', '/api/payouts/settlements', body);
    expect(again.statusCode).toBe(409);
    const history = await call('GET', `/api/payouts/settlements?payeeRole=staff&payeeId=${w.photographerId}`);
    expect(history.json().data.map((x: { id: number }) => x.id)).toEqual([s.id]);
    expect((await call('GET', `/api/payouts/settlements/${s.id}`)).json().data.adjustments).toHaveLength(2);
  });

  it('never touches a Paid row on recompute; what is owed later gets a New row', async () => {
    await addSale(ctx.database, w.events.game, 1000);
    await recompute({ eventId: w.events.game });
    const d = await detail(w.events.game);
    const mine = amountOf(d, 'staff', w.photographerId);
    // fixed charge already paid in full: the Paid row stays, nothing more is owed
    expect(mine.map((p) => [p.id, p.amount, p.paymentStatus])).toEqual([[myRowId, 5000, 'Paid']]);
    expect(amountOf(d, 'staff', w.otherPhotographerId)[0].amount).toBe(2437); // 10% of 24368
    expect(d.sales!.total).toBe(24368);
    expect(d.payees.reduce((s, p) => s + p.amount, 0) + d.phloxAmount!).toBe(24368);
    expect(d.settlements).toHaveLength(1);

    // a percent share paid, then more sales: the Paid row stays and a New row carries the difference
    const otherRow = amountOf(d, 'staff', w.otherPhotographerId)[0];
    const paid = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'staff',
      payeeId: w.otherPhotographerId,
      rowIds: [otherRow.id],
      paymentDate: '2026-10-01',
    });
    expect(paid.statusCode).toBe(201);
    await addSale(ctx.database, w.events.game, 1000);
    await recompute({ eventId: w.events.game });
    const after = amountOf(await detail(w.events.game), 'staff', w.otherPhotographerId);
    expect(after.map((p) => [p.amount, p.paymentStatus])).toEqual([
      [2437, 'Paid'],
      [100, 'New'], // 10% of 25368 = 2537, less 2437 paid
    ]);
  });

  it('offers payees with unpaid rows and their rows', async () => {
    const payees = (await call('GET', '/api/payouts/payees?payeeRole=booster_club')).json().data;
    expect(payees).toEqual([
      expect.objectContaining({ payeeId: w.boosterId, payeeName: 'Central Booster Club', rows: 4 }),
    ]);
    const rows = (await call('GET', `/api/payouts/unpaid?payeeRole=staff&payeeId=${w.photographerId}`)).json().data;
    expect(rows.map((r: { eventId: number }) => r.eventId)).toEqual([w.events.quiet, w.events.later, w.events.empty]);
  });
});

describe('a photographer', () => {
  it('sees only its own payouts, never the platform fee or other payees', async () => {
    const h = await ctx.asPhotographer();
    const list = (await call('GET', '/api/payouts?sort=startTime', undefined, h)).json();
    expect(list.data).toHaveLength(4);
    for (const r of list.data)
      expect([r.totalAmount, r.phloxAmount, r.boosterAmount, r.photographerAmount]).toEqual([null, null, null, null]);
    expect(list.data[0]).toMatchObject({ owed: 0, paid: 5000 });
    expect(list.totals).toEqual({ owed: 15000, projected: 0, paid: 5000 });
    const d = await detail(w.events.game, h);
    expect(d.sales).toBeNull();
    expect(d.phloxAmount).toBeNull();
    expect(d.payees.map((p) => p.payeeId)).toEqual([w.photographerId]);
    expect(JSON.stringify(d)).not.toContain('Booster');
    const settlements = (await call('GET', '/api/payouts/settlements', undefined, h)).json();
    expect(settlements.meta.total).toBe(1);
    for (const url of [
      '/api/payouts/payees?payeeRole=staff',
      `/api/payouts/unpaid?payeeRole=staff&payeeId=${w.otherPhotographerId}`,
    ])
      expect((await call('GET', url, undefined, h)).statusCode).toBe(403);
    expect((await call('POST', '/api/payouts/recompute', { eventId: w.events.game }, h)).statusCode).toBe(403);
  });

  it('cannot open a payout of an event it has no part in, nor another payee’s settlement', async () => {
    const h = await ctx.asPhotographer();
    const [e] = (
      (await ctx.database.db.execute(
        `insert into events (title, start_time, end_time) values ('Other', now(), now()) returning id`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    expect((await call('GET', `/api/payouts/${e.id}`, undefined, h)).statusCode).toBe(403);
    const boosterRow = amountOf(await detail(w.events.quiet), 'booster_club', w.boosterId)[0].id;
    const s = await call('POST', '/api/payouts/settlements', {
      payeeRole: 'booster_club',
      payeeId: w.boosterId,
      rowIds: [boosterRow],
      paymentDate: '2026-10-02',
    });
    expect(s.statusCode).toBe(201);
    expect((await call('GET', `/api/payouts/settlements/${s.json().data.id}`, undefined, h)).statusCode).toBe(403);
  });
});

describe('the per-event summary the list reads (payout_phlox owed / paid / status counts)', () => {
  /** Events whose summary columns differ from what their live payee rows add up to. */
  const drifted = async () =>
    (
      await ctx.database.db.execute<{ event_id: number }>(sql`
        select p.event_id from payout_phlox p
        left join lateral (
          select coalesce(sum(x.amount) filter (where x.s <> 'Paid'), 0)::int as owed,
            coalesce(sum(x.amount) filter (where x.s = 'Paid'), 0)::int as paid,
            count(*) filter (where x.s = 'New')::int as n, count(*) filter (where x.s = 'Paid')::int as pd,
            count(*) filter (where x.s = 'Failed')::int as f, count(*) filter (where x.s = 'Unpaid')::int as u
          from (select amount, payment_status::text as s from payout_photographers
                  where event_id = p.event_id and deleted_at is null
                union all select amount, payment_status::text from payout_boosters
                  where event_id = p.event_id and deleted_at is null) x) t on true
        where p.deleted_at is null and (p.owed_amount, p.paid_amount, p.status_new, p.status_paid, p.status_failed,
          p.status_unpaid) is distinct from (t.owed, t.paid, t.n, t.pd, t.f, t.u)`)
    ).rows;

  it('matches the payee rows after recomputes and settlements, and after any direct change to them', async () => {
    const before = (await call('GET', '/api/payouts?pageSize=100')).json();
    expect(before.data.length).toBeGreaterThan(0);
    expect(await drifted()).toEqual([]);
    // a status change, a soft delete, a hard delete and an insert, each as one statement
    await ctx.database.exec(`update payout_photographers set payment_status = 'Failed'
      where id = (select min(id) from payout_photographers where payment_status = 'New' and deleted_at is null)`);
    await ctx.database.exec(`update payout_boosters set deleted_at = now()
      where id = (select min(id) from payout_boosters where deleted_at is null)`);
    await ctx.database.exec(`insert into payout_photographers (event_id, photographer_id, amount)
      select event_id, photographer_id, 1234 from payout_photographers where deleted_at is null limit 1`);
    await ctx.database.exec(`delete from payout_photographers where amount = 1234`);
    await ctx.database.exec(`update payout_photographers set amount = amount + 1 where deleted_at is null`);
    expect(await drifted()).toEqual([]);
    const after = (await call('GET', '/api/payouts?status=Failed')).json();
    expect(after.meta.total).toBe(1);
    expect(after.data[0].statuses.Failed).toBe(1);
    const totals = (await call('GET', '/api/payouts?pageSize=100')).json().totals;
    expect(totals.owed + totals.paid).not.toBe(before.totals.owed + before.totals.paid);
  });

  it('follows its event when the event moves or is deleted', async () => {
    const inRange = async () =>
      (await call('GET', '/api/payouts?from=2026-09-01&to=2026-09-12&pageSize=100'))
        .json()
        .data.map((r: { eventId: number }) => r.eventId);
    expect(await inRange()).toContain(w.events.quiet);
    await ctx.database.exec(
      `update events set start_time = start_time + interval '60 days', end_time = end_time + interval '60 days' where id = ${w.events.quiet}`,
    );
    expect(await inRange()).not.toContain(w.events.quiet);
    await ctx.database.exec(
      `update events set start_time = start_time - interval '60 days', end_time = end_time - interval '60 days' where id = ${w.events.quiet}`,
    );
    expect(await inRange()).toContain(w.events.quiet);
    const total = (await call('GET', '/api/payouts')).json().meta.total;
    await ctx.database.exec(`update events set deleted_at = now() where id = ${w.events.quiet}`);
    expect((await call('GET', '/api/payouts')).json().meta.total).toBe(total - 1);
    expect(await inRange()).not.toContain(w.events.quiet);
  });
});

describe('a canceled game of a season pass', () => {
  it('gives its share of the pass to the pass’s other games, so no pass money lands on a void payout', async () => {
    // By now `quiet` is deleted (above): the pass spreads over `game` and `later`.
    await recompute({ from: '2026-09-01', to: '2026-09-30' });
    const game = (await detail(w.events.game)).sales!.seasonPass;
    const later = (await detail(w.events.later)).sales!.seasonPass;
    expect(game + later).toBe(10000);
    expect(later).toBeGreaterThan(0);
    await ctx.database.exec(`update events set status = 'canceled' where id = ${w.events.later}`);
    await recompute({ from: '2026-09-01', to: '2026-09-30' });
    expect((await detail(w.events.later)).sales!.seasonPass).toBe(0);
    expect((await detail(w.events.game)).sales!.seasonPass).toBe(10000);
  });
});
