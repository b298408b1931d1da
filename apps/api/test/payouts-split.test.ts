import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ORDER_SOURCES,
  ORDER_STATUSES,
  REFUND_STATUSES,
  SOLD_ORDER_STATUSES,
  percentOf,
  type SalesLines,
} from '@phlox/contract';
import { salesLinesByEvent, type SalesFacts } from '../src/modules/payouts/sales-lines.js';
import { planPayeeRows } from '../src/modules/payouts/recompute.js';
import {
  planRefundAll,
  planRollover,
  type HeldProduct,
  type TargetProduct,
} from '../src/modules/orders/resolution-plan.js';
import {
  SALES_LINE_KEYS,
  splitPayout,
  spreadEvenly,
  totalSales,
  type BoosterTerms,
  type PhotographerTerms,
} from '../src/modules/payouts/split.js';

const cents = (max = 5_000_000) => fc.integer({ min: 0, max });
const percent = fc.integer({ min: 0, max: 10_000 }).map((n) => (n / 100).toFixed(2));
const lines: fc.Arbitrary<SalesLines> = fc.record({
  preOrder: cents(),
  offline: cents(),
  zenfolioBb: cents(),
  zenfolioSl: cents(),
  photoday: cents(),
  seasonPass: cents(),
});
const photographer: fc.Arbitrary<PhotographerTerms> = fc.record({
  photographerId: fc.integer({ min: 1, max: 50 }),
  commissionType: fc.constantFrom('fixed' as const, 'percent' as const),
  charge: fc.option(cents(200_000), { nil: null }),
  percentCharge: fc.option(percent, { nil: null }),
});
const booster: fc.Arbitrary<BoosterTerms> = fc.record({
  boosterId: fc.integer({ min: 1, max: 50 }),
  organizationId: fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
  percent,
});

/** Random orders, refunds, rollovers (a product's event repointed), season passes and offline sales. */
const world: fc.Arbitrary<{ facts: SalesFacts; eventIds: number[] }> = fc
  .record({
    events: fc.integer({ min: 1, max: 6 }),
    orders: fc.array(
      fc.record({ source: fc.constantFrom(...ORDER_SOURCES), status: fc.constantFrom(...ORDER_STATUSES) }),
      {
        maxLength: 15,
      },
    ),
    products: fc.array(
      fc.record({
        order: fc.nat(),
        event: fc.nat(),
        rolledTo: fc.option(fc.nat(), { nil: null }),
        pass: fc.option(fc.nat(3), { nil: null }),
        price: cents(100_000),
        refunds: fc.array(
          fc.record({ part: fc.double({ min: 0, max: 1, noNaN: true }), status: fc.constantFrom(...REFUND_STATUSES) }),
          {
            maxLength: 3,
          },
        ),
      }),
      { maxLength: 40 },
    ),
    passes: fc.array(fc.uniqueArray(fc.nat(5), { maxLength: 6 }), { minLength: 4, maxLength: 4 }),
    manual: fc.array(fc.record({ event: fc.nat(), amount: cents(100_000) }), { maxLength: 5 }),
  })
  .map((r) => {
    const eventIds = Array.from({ length: r.events }, (_, i) => i + 1);
    const ev = (n: number) => eventIds[n % eventIds.length];
    const orders = r.orders.map((o, i) => ({ id: i + 1, ...o }));
    const facts: SalesFacts = {
      orders,
      orderProducts: [],
      refunds: [],
      manualSales: r.manual.map((m) => ({ eventId: ev(m.event), amount: m.amount })),
      passEvents: new Map(r.passes.map((p, i) => [i, [...new Set(p.map(ev))]])),
    };
    if (orders.length)
      r.products.forEach((p, i) => {
        const id = i + 1;
        facts.orderProducts.push({
          id,
          orderId: orders[p.order % orders.length].id,
          eventId: p.pass === null ? ev(p.rolledTo ?? p.event) : null,
          passProductId: p.pass,
          price: p.price,
        });
        // refunds never exceed what was paid for the product (BUSINESS_RULES)
        let left = p.price;
        for (const rf of p.refunds) {
          const amount = Math.floor(left * rf.part);
          if (amount <= 0) continue;
          facts.refunds.push({ orderProductId: id, amount, status: rf.status });
          if (rf.status === 'succeeded') left -= amount;
        }
      });
    return { facts, eventIds };
  });

describe('payout split (property-based)', () => {
  it('adds up to the cent, no payee negative, each share rounded half-even on its own', () => {
    fc.assert(
      fc.property(lines, fc.array(photographer, { maxLength: 4 }), fc.array(booster, { maxLength: 3 }), (l, ph, bo) => {
        const s = splitPayout(l, ph, bo);
        expect(s.total).toBe(SALES_LINE_KEYS.reduce((a, k) => a + l[k], 0));
        expect(
          s.photographers.reduce((a, p) => a + p.amount, 0) +
            s.boosters.reduce((a, b) => a + b.amount, 0) +
            s.phloxAmount,
        ).toBe(s.total);
        for (const p of [...s.photographers, ...s.boosters]) expect(p.amount).toBeGreaterThanOrEqual(0);
        s.boosters.forEach((b, i) => expect(b.amount).toBe(percentOf(s.total, bo[i].percent)));
        // percents alone (≤ 100% in all) never push the platform below zero
        if (
          ph.every((p) => p.commissionType === 'percent') &&
          [...ph.map((p) => Number(p.percentCharge ?? 0)), ...bo.map((b) => Number(b.percent))].reduce(
            (a, b) => a + b,
            0,
          ) <= 100
        )
          expect(s.phloxAmount).toBeGreaterThanOrEqual(-ph.length - bo.length); // at most a rounding cent each
      }),
      { numRuns: 500 },
    );
  });

  it('spreads an amount into parts that sum to it and differ by at most a cent', () => {
    fc.assert(
      fc.property(cents(10_000_000), fc.integer({ min: 1, max: 40 }), (amount, n) => {
        const parts = spreadEvenly(amount, n);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(amount);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('sales lines of random events, orders, refunds, rollovers and passes: every sold cent lands once', () => {
    fc.assert(
      fc.property(
        world,
        fc.array(photographer, { maxLength: 3 }),
        fc.array(booster, { maxLength: 2 }),
        ({ facts, eventIds }, ph, bo) => {
          const byEvent = salesLinesByEvent(facts);
          const refunded = new Map<number, number>();
          for (const r of facts.refunds)
            if (r.status === 'succeeded')
              refunded.set(r.orderProductId, (refunded.get(r.orderProductId) ?? 0) + r.amount);
          const sold = new Set(
            facts.orders.filter((o) => (SOLD_ORDER_STATUSES as readonly string[]).includes(o.status)).map((o) => o.id),
          );
          const expected =
            facts.orderProducts
              .filter(
                (op) =>
                  sold.has(op.orderId) && (op.passProductId === null || facts.passEvents.get(op.passProductId)!.length),
              )
              .reduce((a, op) => a + op.price - (refunded.get(op.id) ?? 0), 0) +
            facts.manualSales.reduce((a, m) => a + m.amount, 0);
          let landed = 0;
          for (const id of eventIds) {
            const l = byEvent.get(id);
            if (!l) continue;
            for (const k of SALES_LINE_KEYS) expect(l[k]).toBeGreaterThanOrEqual(0);
            landed += totalSales(l);
            const s = splitPayout(l, ph, bo);
            expect(s.photographerAmount + s.boosterAmount + s.phloxAmount).toBe(totalSales(l));
          }
          expect(landed).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a canceled event resolved by a bulk rollover (with a product mapping) or a refund of everything: every cent still lands once', () => {
    const COUNTED = new Set(['succeeded', 'pending', 'requires_action']);
    const directSales = (facts: SalesFacts, eventId: number) =>
      facts.orderProducts
        .filter((op) => op.eventId === eventId && op.passProductId === null)
        .filter((op) =>
          (SOLD_ORDER_STATUSES as readonly string[]).includes(facts.orders.find((o) => o.id === op.orderId)!.status),
        )
        .reduce(
          (a, op) =>
            a +
            op.price -
            facts.refunds
              .filter((r) => r.orderProductId === op.id && r.status === 'succeeded')
              .reduce((x, r) => x + r.amount, 0),
          0,
        );
    const landedOf = (facts: SalesFacts, eventIds: number[], ph: PhotographerTerms[], bo: BoosterTerms[]) => {
      const byEvent = salesLinesByEvent(facts);
      let landed = 0;
      for (const id of eventIds) {
        const l = byEvent.get(id);
        if (!l) continue;
        const split = splitPayout(l, ph, bo);
        // Σ sales = Σ payouts for every event, to the cent
        expect(split.photographerAmount + split.boosterAmount + split.phloxAmount).toBe(totalSales(l));
        landed += totalSales(l);
      }
      return landed;
    };
    fc.assert(
      fc.property(
        world,
        fc.constantFrom('rollover' as const, 'refund' as const),
        fc.nat(),
        // The new event's catalogue: product id (1–4) → price; a product it lacks needs a mapping.
        fc.uniqueArray(fc.record({ productId: fc.integer({ min: 1, max: 4 }), price: cents(60_000) }), {
          selector: (t) => t.productId,
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(photographer, { maxLength: 2 }),
        fc.array(booster, { maxLength: 2 }),
        ({ facts, eventIds }, resolution, pick, catalogue, ph, bo) => {
          if (eventIds.length < 2) return;
          const canceled = eventIds[pick % eventIds.length];
          const target = eventIds.find((id) => id !== canceled)!;
          const productOf = (opId: number) => (opId % 4) + 1; // each order product sells product 1–4
          const sold = new Set(
            facts.orders.filter((o) => o.status === 'paid' || o.status === 'partially_refunded').map((o) => o.id),
          );
          const held: HeldProduct[] = facts.orderProducts
            .filter((op) => op.eventId === canceled && op.passProductId === null && sold.has(op.orderId))
            .map((op) => ({
              orderProductId: op.id,
              orderId: op.orderId,
              eventProductId: 100 + productOf(op.id),
              productId: productOf(op.id),
              price: op.price,
              refunded: facts.refunds
                .filter((r) => r.orderProductId === op.id && COUNTED.has(r.status))
                .reduce((a, r) => a + r.amount, 0),
            }))
            .filter((p) => p.price - p.refunded > 0);
          const before = landedOf(facts, eventIds, ph, bo);
          const inFlight = held.reduce(
            (a, p) =>
              a +
              facts.refunds
                .filter(
                  (r) => r.orderProductId === p.orderProductId && r.status !== 'succeeded' && COUNTED.has(r.status),
                )
                .reduce((x, r) => x + r.amount, 0),
            0,
          );

          let newRefunds = 0;
          if (resolution === 'rollover') {
            const targets: TargetProduct[] = catalogue.map((t) => ({
              eventProductId: 200 + t.productId,
              productId: t.productId,
              price: t.price,
            }));
            // Products the new event lacks go to its first product, chosen explicitly.
            const mapping = new Map([1, 2, 3, 4].map((n) => [100 + n, targets[0].eventProductId]));
            for (const t of targets) mapping.delete(100 + t.productId);
            const plan = planRollover(held, targets, mapping);
            if (!('moves' in plan)) throw new Error('every product is mapped');
            expect(plan.moves).toHaveLength(held.length);
            for (const m of plan.moves) {
              const op = facts.orderProducts.find((o) => o.id === m.orderProductId)!;
              op.eventId = target;
              const t = targets.find((x) => x.eventProductId === m.toEventProductId)!;
              // a dearer product owes its price increase (refunds given stay given); a cheaper one refunds what
              // is held above its price
              const refunded = held.find((h) => h.orderProductId === op.id)!.refunded;
              expect(m.difference).toBe(
                t.price >= op.price ? t.price - op.price : Math.min(t.price - (op.price - refunded), 0),
              );
              if (m.difference < 0) {
                facts.refunds.push({ orderProductId: m.orderProductId, amount: -m.difference, status: 'succeeded' });
                newRefunds += -m.difference;
              }
            }
          } else {
            for (const r of planRefundAll(held)) {
              facts.refunds.push({ orderProductId: r.orderProductId, amount: r.amount, status: 'succeeded' });
              newRefunds += r.amount;
            }
          }
          // Nothing held is left on the canceled event, but in-flight refunds (money that ends when they succeed).
          const heldIds = new Set(held.map((p) => p.orderProductId));
          const stillOnCanceled = facts.orderProducts.filter((op) => heldIds.has(op.id) && op.eventId === canceled);
          if (resolution === 'rollover') expect(stillOnCanceled).toHaveLength(0);
          else
            expect(
              directSales(
                { ...facts, orderProducts: facts.orderProducts.filter((op) => heldIds.has(op.id)) },
                canceled,
              ),
            ).toBe(inFlight);
          expect(landedOf(facts, eventIds, ph, bo)).toBe(before - newRefunds);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('plans payee rows that never touch Paid ones and reach a fixed point', () => {
    const state = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 1000 }),
        payeeId: fc.integer({ min: 1, max: 4 }),
        amount: cents(10_000),
        paid: fc.boolean(),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(
        state,
        fc.array(fc.record({ payeeId: fc.integer({ min: 1, max: 4 }), computed: cents(10_000) }), { maxLength: 4 }),
        (rows, wants) => {
          const existing = [...new Map(rows.map((r) => [r.id, r])).values()].map((r) => ({
            id: r.id,
            eventId: 1,
            payeeId: r.payeeId,
            amount: r.amount,
            paymentStatus: r.paid ? 'Paid' : 'New',
          }));
          const wanted = [...new Map(wants.map((w) => [w.payeeId, w])).values()].map((w) => ({ eventId: 1, ...w }));
          const plan = planPayeeRows(existing, wanted);
          const paidIds = new Set(existing.filter((r) => r.paymentStatus === 'Paid').map((r) => r.id));
          for (const id of [...plan.deletes, ...plan.updates.map((u) => u.id)]) expect(paidIds.has(id)).toBe(false);
          for (const i of [...plan.inserts, ...plan.updates]) expect(i.amount).toBeGreaterThanOrEqual(0);
          // apply it, then plan again: nothing left to do
          const deleted = new Set(plan.deletes);
          const next = existing
            .filter((r) => !deleted.has(r.id))
            .map((r) => ({ ...r, amount: plan.updates.find((u) => u.id === r.id)?.amount ?? r.amount }))
            .concat(
              plan.inserts.map((ins, k) => ({
                id: 5000 + k,
                eventId: 1,
                payeeId: ins.payeeId,
                amount: ins.amount,
                paymentStatus: 'New',
              })),
            );
          expect(planPayeeRows(next, wanted)).toEqual({ inserts: [], updates: [], deletes: [] });
        },
      ),
      { numRuns: 300 },
    );
  });
});
