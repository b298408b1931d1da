import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/**
 * Races on money and limits (BUSINESS_RULES "Coupons and gift cards"). Only real PostgreSQL can show a race
 * (TEST_DATABASE_URL=…): PGlite has one connection and serialises every transaction, so there the same
 * assertions check the rules without contention.
 */
const ctx = useTestApp();

const DAY = 24 * 3600 * 1000;
const REQUESTS = 30;

async function sql(text: string) {
  return ((await ctx.database.db.execute(text)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

describe('under concurrency', () => {
  it(`never overdraws a gift card when ${REQUESTS} debits that together exceed its balance arrive at once`, async () => {
    const headers = await ctx.asAdmin();
    const created = await ctx.app.inject({ method: 'POST', url: '/api/giftcards', headers, payload: { value: 10000 } });
    const card = created.json().data as { id: number };
    // 30 debits of $7.00 against $100.00: at most 14 fit.
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, (_, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/giftcards/${card.id}/transactions`,
          headers,
          payload: { transactionType: 'debit', amount: 700, reason: `Race ${i}` },
        }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(accepted.length + refused.length).toBe(REQUESTS);
    expect(accepted).toHaveLength(14);
    for (const r of refused) expect(r.json().error.message).toMatch(/^Insufficient balance: \$\d+\.\d{2} available$/);

    const [ledger] = await sql(
      `select coalesce(sum(amount), 0)::int as debited from order_giftcard_transactions where giftcard_id = ${card.id}`,
    );
    expect(ledger.debited).toBe(14 * 700);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/giftcards/${card.id}`, headers });
    expect(after.json().data.balance).toBe(10000 - 14 * 700);
    // Each accepted debit saw the balance the previous one left: the balances it reported are all different.
    const balances = accepted.map((r) => r.json().data.balance as number).sort((a, b) => a - b);
    expect(new Set(balances).size).toBe(14);
    expect(balances[0]).toBe(200);
  });

  it(`lets exactly 5 of ${REQUESTS} simultaneous uses of a coupon limited to 5 through`, async () => {
    const headers = await ctx.asAdmin();
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons',
      headers,
      payload: {
        name: 'Race coupon',
        code: 'RACE5',
        couponType: 'flat',
        amount: 500,
        startDate: new Date(Date.now() - DAY).toISOString(),
        expiryDate: new Date(Date.now() + DAY).toISOString(),
        status: 'active',
        couponUsageType: 'limited',
        couponUsageLimit: 5,
      },
    });
    expect(created.statusCode).toBe(201);
    const results = await Promise.all(
      Array.from({ length: REQUESTS }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/coupons/apply',
          headers,
          payload: { code: 'RACE5', orderTotal: 4000 },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(ok.map((r) => r.json().data.noOfTimesCouponApplied).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(422);
      expect(r.json().error.message).toBe('This coupon has been used the maximum number of times');
    }
    const [row] = await sql(`select no_of_times_coupon_applied as n from coupons where code = 'RACE5'`);
    expect(row.n).toBe(5);
  });

  it('keeps one code per live gift card when many cards are created with the same entered code at once', async () => {
    const headers = await ctx.asAdmin();
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.app.inject({ method: 'POST', url: '/api/giftcards', headers, payload: { code: 'SAMECODE77' } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });
});
