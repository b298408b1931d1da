import { describe, expect, it } from 'vitest';
import { addUser, useTestApp } from './helpers.js';
import { seedPayoutWorld } from './payout-fixtures.js';

// Both admins are owners here. Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite serialises everything.
const SECOND_OWNER = { email: 'second.owner@test.local', password: 'second-owner-1' };
const ctx = useTestApp({ OWNER_EMAILS: `admin@test.local,${SECOND_OWNER.email}` });

describe('two owners settling the same rows at once', () => {
  it('lets one win; the other gets a 409 and nothing is written twice', async () => {
    const w = await seedPayoutWorld(ctx.database);
    await addUser(ctx.database, { ...SECOND_OWNER, role: 'Admin' });
    const a = await ctx.asAdmin();
    const b = { authorization: `Bearer ${await ctx.login(SECOND_OWNER.email, SECOND_OWNER.password)}` };
    await ctx.app.inject({
      method: 'POST',
      url: '/api/payouts/recompute',
      payload: { from: '2026-09-01', to: '2026-09-30' },
      headers: a,
    });
    const rows = (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/payouts/unpaid?payeeRole=booster_club&payeeId=${w.boosterId}`,
        headers: a,
      })
    ).json().data as Array<{ id: number }>;
    expect(rows).toHaveLength(4);
    const payload = {
      payeeRole: 'booster_club',
      payeeId: w.boosterId,
      rowIds: rows.map((r) => r.id),
      paymentDate: '2026-10-05',
    };
    const results = await Promise.all(
      [a, b].map((headers) => ctx.app.inject({ method: 'POST', url: '/api/payouts/settlements', payload, headers })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.statusCode === 409)!;
    expect(loser.json().error.message).toMatch(/settled or changed meanwhile/);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/payouts/settlements', headers: a })).json();
    expect(list.meta.total).toBe(1);
    const { rows: counts } = (await ctx.database.db.execute(
      `select (select count(*)::int from event_settlements) as es, (select count(*)::int from payout_boosters where payment_status = 'Paid') as paid`,
    )) as unknown as { rows: Array<{ es: number; paid: number }> };
    expect(counts[0]).toEqual({ es: 4, paid: 4 });
  });
});
