import { describe, expect, it } from 'vitest';
import { useEventWorld } from './event-fixtures.js';

/** Issue 12, item 2: the change history is read through its item, without the pay a caller may not see. */
describe('history of an item', () => {
  const w = useEventWorld();
  const { ctx, ids } = w;
  const history = async (menu: string, itemId: number, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: `/api/history?menu=${menu}&itemId=${itemId}`, headers });

  /** A photographer who signed itself up a minute ago. */
  const newcomer = async () => {
    const token = await ctx.registerAndConfirm({
      email: `newcomer.${Date.now()}@test.local`,
      password: 'newcomer-password-1',
      firstName: 'New',
      lastName: 'Comer',
    });
    return { authorization: `Bearer ${token}` };
  };

  it("does not show a photographer payout splits, settlements or other events' history", async () => {
    const event = await w.create(
      w.game('2026-09-05', {
        photographers: [
          { photographerId: ids.pat, commissionType: 'fixed', charge: 15000 },
          { photographerId: ids.quinn, commissionType: 'fixed', charge: 22000 },
        ],
        manualSales: [{ saleAmount: 50000, description: 'Gate sales' }],
      }),
    );
    const recompute = await w.call('POST', '/api/payouts/recompute', { eventId: event.id });
    expect(recompute.statusCode, recompute.body).toBe(200);
    const staff = await history('payouts', event.id, await ctx.asAdmin());
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('phloxAmount');

    for (const headers of [await newcomer(), await ctx.asPhotographer()]) {
      const payouts = await history('payouts', event.id, headers);
      expect(payouts.statusCode).toBe(403);
      expect(payouts.body).not.toContain('phloxAmount');
    }
    // The newcomer is not on the event: its history is as closed as the event itself.
    expect((await history('events', event.id, await newcomer())).statusCode).toBe(403);
  });

  it("leaves co-assigned photographers' charges and the event's sales out of a photographer's view", async () => {
    const event = await w.create(
      w.game('2026-09-12', {
        photographers: [{ photographerId: ids.pat, commissionType: 'fixed', charge: 15000 }],
      }),
    );
    const patch = await w.call('PATCH', `/api/events/${event.id}`, {
      title: 'Renamed',
      photographers: [
        { photographerId: ids.pat, commissionType: 'fixed', charge: 15000 },
        { photographerId: ids.quinn, commissionType: 'fixed', charge: 22000 },
      ],
      manualSales: [{ saleAmount: 50000, description: 'Gate sales' }],
    });
    expect(patch.statusCode, patch.body).toBe(200);

    const staff = (await history('events', event.id, await ctx.asAdmin())).json().data as Array<{ field: string }>;
    expect(staff.map((e) => e.field)).toEqual(expect.arrayContaining(['photographers', 'manualSales']));
    expect(JSON.stringify(staff)).toContain('$220.00');

    const res = await history('events', event.id, await ctx.asPhotographer());
    expect(res.statusCode).toBe(200);
    const own = res.json().data as Array<{ field: string | null; newValue: string | null }>;
    // Who worked the event stays; nobody's pay does, nor the event's offline sales.
    expect(own.map((e) => e.field)).toContain('photographers');
    expect(own.map((e) => e.field)).not.toContain('manualSales');
    expect(own.length).toBeGreaterThan(0);
    // The create snapshot is there without its pay keys.
    const created = own.find((e) => e.field === null);
    expect(created?.newValue).toContain('"title"');
    expect(res.body).not.toContain('$220.00');
    expect(res.body).not.toContain('$150.00');
    expect(res.body).not.toContain('$500.00');
    expect(res.json().meta.total).toBe(own.length);
  });
});
