import type { Dayjs } from 'dayjs';
import type { Coupon, CouponInput, CouponType, CouponUsageType } from '@phlox/contract';
import { fromChicagoPicker, toChicagoPicker } from '../../../shared/forms/chicagoDates';
import { fromCents, toCents } from '../../../shared/forms/MoneyInput';

/** The coupon form's values: money as typed dollars, dates as Chicago wall-clock picker values. */
export interface CouponFormValues {
  code: string;
  name: string;
  couponType: CouponType;
  /** dollars for a flat coupon, a whole percent for a percentage one */
  amount: string;
  /** dollars */
  maxAmount: string;
  startDate: Dayjs | null;
  expiryDate: Dayjs | null;
  status: 'active' | 'inactive';
  couponUsageType: CouponUsageType;
  couponUsageLimit: number | null;
  promotionId: number | null;
  description: string;
}

export function valuesOf(c?: Coupon): CouponFormValues {
  return {
    code: c?.code ?? '',
    name: c?.name ?? '',
    couponType: c?.couponType ?? 'flat',
    amount: c ? (c.couponType === 'flat' ? fromCents(c.amount) : String(c.amount)) : '',
    maxAmount: fromCents(c?.maxAmount),
    startDate: toChicagoPicker(c?.startDate),
    expiryDate: toChicagoPicker(c?.expiryDate),
    status: c?.status ?? 'active',
    couponUsageType: c?.couponUsageType ?? 'unlimited',
    couponUsageLimit: c?.couponUsageLimit ?? null,
    promotionId: c?.promotionId ?? null,
    description: c?.description ?? '',
  };
}

/** What the API gets: integer cents, ISO instants, and nothing for terms the coupon's type does not use. */
export function toInput(v: CouponFormValues): CouponInput {
  const percentage = v.couponType === 'percentage';
  return {
    code: v.code.trim().toUpperCase(),
    name: v.name.trim(),
    couponType: v.couponType,
    amount: percentage ? Number(v.amount.trim()) : (toCents(v.amount) ?? 0),
    maxAmount: percentage ? toCents(v.maxAmount) : null,
    startDate: fromChicagoPicker(v.startDate) ?? '',
    expiryDate: fromChicagoPicker(v.expiryDate) ?? '',
    status: v.status,
    couponUsageType: v.couponUsageType,
    couponUsageLimit: v.couponUsageType === 'limited' ? (v.couponUsageLimit ?? null) : null,
    promotionId: v.promotionId ?? null,
    description: v.description.trim() || null,
  };
}
