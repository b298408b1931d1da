import { and, isNull, sql } from 'drizzle-orm';
import { couponDiscount, TIME_ZONE, type CouponApplication } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';
import { businessRule } from '../../shared/errors.js';
import { applicable, couponStateSql } from './state.js';

const chicago = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const byCode = (code: string) => and(sql`lower(${coupons.code}) = lower(${code})`, isNull(coupons.deletedAt));

const REFUSALS = {
  inactive: 'This coupon is inactive',
  expired: 'This coupon has expired',
  used_up: 'This coupon has been used the maximum number of times',
  scheduled: 'This coupon is not valid yet',
} as const;

/** Why a code cannot be applied, from the coupon as it is now (after the atomic update found nothing). */
async function refusal(tx: Executor, code: string, now: Date) {
  const [hit] = await tx
    .select({ state: couponStateSql(now), startDate: coupons.startDate })
    .from(coupons)
    .where(byCode(code));
  if (!hit) return businessRule('No coupon has this code', { code: 'No coupon has this code' });
  const message =
    hit.state === 'scheduled' && hit.startDate
      ? `${REFUSALS.scheduled}: it starts ${chicago.format(hit.startDate)}`
      : hit.state === 'active'
        ? 'This coupon cannot be applied'
        : REFUSALS[hit.state];
  return businessRule(message, { code: message });
}

/**
 * Applies a coupon to an order total inside the caller's transaction (BUSINESS_RULES "Coupons and gift cards"):
 * it must be active, now within [start, expiry] and under its usage limit. The use is counted by one
 * conditional UPDATE, so two orders racing for a coupon's last use can never both get it: the second finds
 * no row to update. The order desk calls this in the transaction that writes the order.
 */
export async function applyCoupon(
  tx: Executor,
  code: string,
  orderTotalCents: number,
  now: Date = new Date(),
): Promise<CouponApplication> {
  const [row] = await tx
    .update(coupons)
    // Counting a use is not an edit: updated_at stays, so an admin's open form does not turn stale.
    .set({ noOfTimesCouponApplied: sql`${coupons.noOfTimesCouponApplied} + 1` })
    .where(and(byCode(code), applicable(now)))
    .returning();
  if (!row) throw await refusal(tx, code, now);
  return {
    couponId: row.id,
    code: row.code,
    discountCents: couponDiscount(row, orderTotalCents),
    noOfTimesCouponApplied: row.noOfTimesCouponApplied,
  };
}

/** What `applyCoupon` would give, without counting a use: for staff checking a code. */
export async function previewCoupon(
  tx: Executor,
  code: string,
  orderTotalCents: number,
  now: Date = new Date(),
): Promise<CouponApplication> {
  const [row] = await tx
    .select()
    .from(coupons)
    .where(and(byCode(code), applicable(now)));
  if (!row) throw await refusal(tx, code, now);
  return {
    couponId: row.id,
    code: row.code,
    discountCents: couponDiscount(row, orderTotalCents),
    noOfTimesCouponApplied: row.noOfTimesCouponApplied,
  };
}
