import { percentOf, toScaled, type SalesLines } from '@phlox/contract';

/**
 * The payout arithmetic of one event (BUSINESS_RULES "Sales analysis and payouts"), pure: no database.
 *
 * Rounding rule: every percent share is rounded half-to-even to the cent on its own (one rounding per payee);
 * fixed charges are taken as they are; the platform fee is the remainder, total − boosters − photographers.
 * So Σ sales lines = total = Σ payout lines to the cent by construction. Payees are never negative (charges
 * ≥ 0, percents within 0–100). When fixed charges and percents exceed the sales, the photographers and
 * boosters are still owed in full and the platform line goes negative: the platform carries that loss.
 */

export interface PhotographerTerms {
  photographerId: number;
  commissionType: 'fixed' | 'percent';
  /** fixed: the charge in cents */
  charge: number | null;
  /** percent: "12.50" */
  percentCharge: string | null;
}

export interface BoosterTerms {
  boosterId: number;
  /** the booster club's school (its parent organization) */
  organizationId: number | null;
  /** booster_commissions.percent for the event's category (or its parent); "10.00" */
  percent: string;
}

export interface PayoutSplit {
  total: number;
  photographers: Array<{ photographerId: number; amount: number }>;
  boosters: Array<{ boosterId: number; organizationId: number | null; amount: number }>;
  photographerAmount: number;
  boosterAmount: number;
  /** may be negative when what payees are owed exceeds the sales */
  phloxAmount: number;
}

export const SALES_LINE_KEYS = ['preOrder', 'offline', 'zenfolioBb', 'zenfolioSl', 'photoday', 'seasonPass'] as const;

const assertCents = (what: string, v: number) => {
  if (!Number.isSafeInteger(v) || v < 0) throw new RangeError(`${what} must be whole cents ≥ 0, got ${v}`);
};

const assertPercent = (what: string, p: string) => {
  const scaled = toScaled(p, 2);
  if (scaled < 0 || scaled > 10_000) throw new RangeError(`${what} must be within 0–100, got ${p}`);
};

export function totalSales(lines: SalesLines): number {
  return SALES_LINE_KEYS.reduce((sum, k) => {
    assertCents(`sales line ${k}`, lines[k]);
    return sum + lines[k];
  }, 0);
}

export function splitPayout(
  lines: SalesLines,
  photographers: PhotographerTerms[],
  boosters: BoosterTerms[],
): PayoutSplit {
  const total = totalSales(lines);
  const ph = photographers.map((p) => {
    if (p.commissionType === 'fixed') {
      const amount = p.charge ?? 0;
      assertCents(`charge of photographer ${p.photographerId}`, amount);
      return { photographerId: p.photographerId, amount };
    }
    const percent = p.percentCharge ?? '0';
    assertPercent(`percent of photographer ${p.photographerId}`, percent);
    return { photographerId: p.photographerId, amount: percentOf(total, percent) };
  });
  const bo = boosters.map((b) => {
    assertPercent(`commission of booster club ${b.boosterId}`, b.percent);
    return { boosterId: b.boosterId, organizationId: b.organizationId, amount: percentOf(total, b.percent) };
  });
  const photographerAmount = ph.reduce((s, p) => s + p.amount, 0);
  const boosterAmount = bo.reduce((s, b) => s + b.amount, 0);
  return {
    total,
    photographers: ph,
    boosters: bo,
    photographerAmount,
    boosterAmount,
    phloxAmount: total - boosterAmount - photographerAmount,
  };
}

/**
 * `amount` cents in `parts` parts that sum to it exactly: each gets the floor, and the first `amount mod parts`
 * parts (the pass's events in start order) one cent more.
 */
export function spreadEvenly(amount: number, parts: number): number[] {
  assertCents('amount to spread', amount);
  if (!Number.isSafeInteger(parts) || parts < 1) throw new RangeError(`cannot spread over ${parts} parts`);
  const base = Math.floor(amount / parts);
  const extra = amount - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}
