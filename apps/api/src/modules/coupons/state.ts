import { and, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CouponState } from '@phlox/contract';
import { coupons } from '../../db/schema/index.js';

/**
 * A coupon's derived state (contract COUPON_STATES) as SQL, so the list can filter and show it without
 * loading rows into the server. The predicates are mutually exclusive and cover every row; `now` is a
 * parameter so the order desk and tests can ask "as of" an instant.
 */
export function couponStatePredicates(now: Date | SQL = sql`now()`): Record<CouponState, SQL> {
  const active = eq(coupons.status, 'active');
  const expired = lt(coupons.expiryDate, now);
  const notExpired = or(isNull(coupons.expiryDate), gte(coupons.expiryDate, now))!;
  const usedUp = and(
    eq(coupons.couponUsageType, 'limited'),
    gte(coupons.noOfTimesCouponApplied, coupons.couponUsageLimit),
  )!;
  // A limited coupon without a limit cannot be saved through the API; treat it as having uses left.
  const usesLeft = or(
    eq(coupons.couponUsageType, 'unlimited'),
    isNull(coupons.couponUsageLimit),
    lt(coupons.noOfTimesCouponApplied, coupons.couponUsageLimit),
  )!;
  const started = or(isNull(coupons.startDate), lte(coupons.startDate, now))!;
  return {
    inactive: eq(coupons.status, 'inactive'),
    expired: and(active, expired)!,
    used_up: and(active, notExpired, usedUp)!,
    scheduled: and(active, notExpired, usesLeft, gt(coupons.startDate, now))!,
    active: and(active, notExpired, usesLeft, started)!,
  };
}

/** The same states as one CASE expression, for the row's `state` field. */
export function couponStateSql(now: Date | SQL = sql`now()`): SQL<CouponState> {
  const p = couponStatePredicates(now);
  return sql<CouponState>`case
    when ${p.inactive} then 'inactive'
    when ${p.expired} then 'expired'
    when ${p.used_up} then 'used_up'
    when ${p.scheduled} then 'scheduled'
    else 'active' end`;
}

/** Rows a coupon can be applied to right now: the "active" state (BUSINESS_RULES). */
export const applicable = (now: Date | SQL) => couponStatePredicates(now).active;
