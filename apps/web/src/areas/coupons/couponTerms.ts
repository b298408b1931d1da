import { formatCents } from '../../shared/format/money';
import type { Coupon } from '@phlox/contract';

/** "$5.00 off" or "15% off, up to $30.00": a coupon's terms in words, for the list and the form. */
export function describeDiscount(c: Pick<Coupon, 'couponType' | 'amount' | 'maxAmount'>): string {
  if (c.couponType === 'flat') return `${formatCents(c.amount)} off`;
  return c.maxAmount === null ? `${c.amount}% off` : `${c.amount}% off, up to ${formatCents(c.maxAmount)}`;
}

/** "3 of 25" for a limited coupon, "3" for an unlimited one. */
export function describeUses(c: Pick<Coupon, 'couponUsageType' | 'couponUsageLimit' | 'noOfTimesCouponApplied'>) {
  return c.couponUsageType === 'limited' && c.couponUsageLimit !== null
    ? `${c.noOfTimesCouponApplied} of ${c.couponUsageLimit}`
    : String(c.noOfTimesCouponApplied);
}

export const STATE_LABELS = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  used_up: 'Used up',
  scheduled: 'Scheduled',
} as const;
