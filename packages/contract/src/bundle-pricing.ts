import { bundleProductTotal } from './money.js';

/** A season pass product's discount percent when none is chosen (BUSINESS_RULES.md). */
export const DEFAULT_BUNDLE_DISCOUNT = '20';
export const DEFAULT_BUNDLE_MULTIPLIER = '1';

export interface BundleTitleParts {
  team?: string | null;
  level?: string | null;
  sport?: string | null;
  year?: string | number | null;
  events: number;
}

/**
 * A bundle's title (BUSINESS_RULES.md): "{Team} - {Level} - {Sport} {Year} ({n} events)". Parts not chosen
 * yet are left out, so the form can show the title as it grows; one event reads "(1 event)".
 */
export function bundleTitle(p: BundleTitleParts): string {
  const sportYear = [p.sport, p.year].filter((v) => v !== null && v !== undefined && v !== '').join(' ');
  const head = [p.team, p.level, sportYear].filter(Boolean).join(' - ');
  const count = `(${p.events} ${p.events === 1 ? 'event' : 'events'})`;
  return head ? `${head} ${count}` : count;
}

/** "2026-2027" → 2026: the year a title shows when the bundle has no start date yet. */
export function academicYearStart(academicYear: string | null | undefined): number | null {
  const m = /^(\d{4})-\d{4}$/.exec(academicYear ?? '');
  return m ? Number(m[1]) : null;
}

export interface BundleProductPrices {
  defaultPrice: number;
  totalPrice: number;
}

/**
 * A season pass product's prices (BUSINESS_RULES.md): the default price is the product's price summed over
 * the bundle's active events; total = round(default × multiplier × (100 − discount) / 100), half-even.
 */
export function bundleProductPrices(
  productPrice: number,
  activeEvents: number,
  multiplier: string | number,
  discount: string | number,
): BundleProductPrices {
  const defaultPrice = productPrice * activeEvents;
  return { defaultPrice, totalPrice: bundleProductTotal(defaultPrice, multiplier, discount) };
}

/** season_pass.price and total_price: the sums of its products' default and total prices. */
export function bundleTotals(products: BundleProductPrices[]): { price: number; totalPrice: number } {
  return products.reduce(
    (sum, p) => ({ price: sum.price + p.defaultPrice, totalPrice: sum.totalPrice + p.totalPrice }),
    { price: 0, totalPrice: 0 },
  );
}
