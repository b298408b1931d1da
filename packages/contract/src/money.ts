/**
 * Integer-cents arithmetic of BUSINESS_RULES.md: percent and multiplier maths round half-to-even to the cent,
 * with a single rounding per computed amount. Percents and multipliers arrive as the numeric strings Postgres
 * returns ("8.25", "1.250"); they are scaled to integers, so no float ever touches money.
 */

/** numerator / denominator rounded half-to-even (denominator > 0). */
export function divRoundHalfEven(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(
      `divRoundHalfEven(${numerator}, ${denominator}) needs safe integers and a positive denominator`,
    );
  }
  const sign = numerator < 0 ? -1 : 1;
  const n = Math.abs(numerator);
  const q = Math.floor(n / denominator);
  const r = n - q * denominator;
  const twice = 2 * r;
  const rounded = twice > denominator || (twice === denominator && q % 2 === 1) ? q + 1 : q;
  return sign * rounded || 0;
}

/** "8.25" at scale 2 → 825; "1.5" at scale 3 → 1500. Throws on more decimals than the scale allows. */
export function toScaled(value: string | number, scale: number): number {
  const s = typeof value === 'number' ? value.toFixed(scale) : value.trim();
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const frac = (m[3] ?? '').replace(/0+$/, '');
  if (frac.length > scale) throw new RangeError(`${value} has more than ${scale} decimals`);
  const n = Number(m[2]) * 10 ** scale + Number(frac.padEnd(scale, '0') || '0');
  return m[1] === '-' ? -n : n;
}

/** percent % of an amount: percentOf(1999, '8.25') = 165. */
export function percentOf(amount: number, percent: string | number): number {
  return divRoundHalfEven(amount * toScaled(percent, 2), 10_000);
}

/** event_products.total_price = round(default_price × multiplier). */
export function applyMultiplier(defaultPrice: number, multiplier: string | number): number {
  return divRoundHalfEven(defaultPrice * toScaled(multiplier, 3), 1000);
}

/** season_pass_products.total_price = round(default_price × multiplier × (100 − discount) / 100). */
export function bundleProductTotal(
  defaultPrice: number,
  multiplier: string | number,
  discount: string | number,
): number {
  const keep = 10_000 - toScaled(discount, 2);
  return divRoundHalfEven(defaultPrice * toScaled(multiplier, 3) * keep, 1000 * 10_000);
}

export interface CouponTerms {
  couponType: 'flat' | 'percentage';
  /** cents (flat) or whole percent (percentage) */
  amount: number;
  maxAmount?: number | null;
}

/** The discount a coupon gives on an order total, never more than the total. */
export function couponDiscount(coupon: CouponTerms, orderTotal: number): number {
  const raw =
    coupon.couponType === 'flat'
      ? coupon.amount
      : Math.min(percentOf(orderTotal, coupon.amount), coupon.maxAmount ?? Number.MAX_SAFE_INTEGER);
  return Math.max(0, Math.min(raw, orderTotal));
}

export interface OrderAmounts {
  orderTotal: number;
  discountAmount: number;
  taxAmount: number;
  shippingAmount: number;
  totalAmount: number;
}

/** order_total = Σ prices; tax on (total − discount); total_amount = total − discount + tax + shipping. */
export function orderAmounts(
  prices: number[],
  discountAmount: number,
  taxPercent: string | number,
  shippingAmount: number,
): OrderAmounts {
  const orderTotal = prices.reduce((a, b) => a + b, 0);
  const discount = Math.min(discountAmount, orderTotal);
  const taxAmount = percentOf(orderTotal - discount, taxPercent);
  return {
    orderTotal,
    discountAmount: discount,
    taxAmount,
    shippingAmount,
    totalAmount: orderTotal - discount + taxAmount + shippingAmount,
  };
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 123456 → "$1,234.56": for messages the API writes (the web app formats its own cells). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * "19.99" → 1999, "$1,234.5" → 123450, "7" → 700: dollars typed by a person, to integer cents, parsed from the
 * string so no float rounding creeps in. Returns null for anything that is not an amount with at most 2 decimals.
 */
export function dollarsToCents(text: string): number | null {
  const m = /^\s*(-)?\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!m || (m[2] === '' && !m[3])) return null;
  const cents = Number(m[2].replace(/,/g, '') || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return m[1] ? -cents : cents;
}

/** 1999 → "19.99": integer cents as the text of a dollars input. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
