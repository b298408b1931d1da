import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import { COUPON_STATUSES, COUPON_TYPES, COUPON_USAGE_TYPES } from './enums.js';

/**
 * What a coupon's list tag says, derived from status, dates and uses (BUSINESS_RULES "Coupons and gift cards").
 * Precedence: inactive (the admin's switch) > expired > used up > scheduled > active.
 */
export const COUPON_STATES = ['active', 'inactive', 'expired', 'used_up', 'scheduled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export type CouponType = (typeof COUPON_TYPES)[number];
export type CouponUsageType = (typeof COUPON_USAGE_TYPES)[number];

/** A flat coupon's amount and any max amount are cents; this caps them at $100,000. */
export const MAX_COUPON_CENTS = 10_000_000;
export const COUPON_CODE_MAX = 50;

const isoInstant = z.iso.datetime({ offset: true, error: 'Enter a date and time' });

export const couponSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int().nullable(),
  promotion: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  couponType: z.enum(COUPON_TYPES),
  name: z.string(),
  code: z.string(),
  /** cents for a flat coupon, whole percent for a percentage one */
  amount: z.number().int(),
  /** cents; caps a percentage coupon's discount */
  maxAmount: z.number().int().nullable(),
  startDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  status: z.enum(COUPON_STATUSES),
  description: z.string().nullable(),
  couponUsageType: z.enum(COUPON_USAGE_TYPES),
  couponUsageLimit: z.number().int().nullable(),
  noOfTimesCouponApplied: z.number().int(),
  state: z.enum(COUPON_STATES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

/** The editable fields; each alone is checked here, the rules between them by `couponTermsIssues`. */
export const couponFieldsSchema = z.object({
  promotionId: z.number().int().positive().max(INT4_MAX).nullable().optional(),
  couponType: z.enum(COUPON_TYPES, { error: 'Choose flat or percentage' }),
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(255, 'Use at most 255 characters'),
  code: z
    .string({ error: 'Enter a code' })
    .trim()
    .min(3, 'Use at least 3 characters')
    .max(COUPON_CODE_MAX, `Use at most ${COUPON_CODE_MAX} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only')
    .toUpperCase(),
  amount: z
    .number({ error: 'Enter an amount' })
    .int('Enter a whole number')
    .min(1, 'Enter an amount above zero')
    .max(MAX_COUPON_CENTS, 'Enter at most $100,000'),
  maxAmount: z
    .number()
    .int('Enter a whole number of cents')
    .min(1, 'Enter a maximum above zero')
    .max(MAX_COUPON_CENTS, 'Enter at most $100,000')
    .nullable()
    .optional(),
  startDate: isoInstant,
  expiryDate: isoInstant,
  status: z.enum(COUPON_STATUSES, { error: 'Choose active or inactive' }),
  description: z.string().trim().max(2000, 'Use at most 2000 characters').nullable().optional(),
  couponUsageType: z.enum(COUPON_USAGE_TYPES, { error: 'Choose unlimited or limited' }),
  couponUsageLimit: z
    .number()
    .int('Enter a whole number')
    .min(1, 'Allow at least one use')
    .max(1_000_000, 'Enter at most 1,000,000')
    .nullable()
    .optional(),
});
export type CouponInput = z.infer<typeof couponFieldsSchema>;

export interface CouponTermsInput {
  couponType: CouponType;
  amount: number;
  maxAmount?: number | null;
  startDate?: string | Date | null;
  expiryDate?: string | Date | null;
  couponUsageType: CouponUsageType;
  couponUsageLimit?: number | null;
}

/** The rules between fields (BUSINESS_RULES): field → message, empty when the terms hold together. */
export function couponTermsIssues(c: CouponTermsInput): Record<string, string> {
  const issues: Record<string, string> = {};
  if (c.couponType === 'percentage') {
    if (c.amount > 100) issues.amount = 'A percentage is at most 100';
    if (c.maxAmount === null || c.maxAmount === undefined)
      issues.maxAmount = 'A percentage coupon needs a maximum discount';
  }
  if (c.couponUsageType === 'limited' && (c.couponUsageLimit === null || c.couponUsageLimit === undefined))
    issues.couponUsageLimit = 'Enter how many times the coupon can be used';
  if (c.startDate && c.expiryDate && new Date(c.expiryDate).getTime() <= new Date(c.startDate).getTime())
    issues.expiryDate = 'The expiry must be after the start';
  return issues;
}

export const couponInputSchema = couponFieldsSchema.superRefine((c, ctx) => {
  for (const [path, message] of Object.entries(couponTermsIssues(c)))
    ctx.addIssue({ code: 'custom', path: [path], message });
});
export const couponUpdateSchema = couponFieldsSchema.partial().extend(versionField);
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

export const COUPON_SORT_FIELDS = ['code', 'name', 'expiryDate', 'createdAt'] as const;
export const COUPON_FILTER_KEYS = ['state', 'couponType', 'promotionId'] as const;
export const couponListQuerySchema = listQuerySchema(COUPON_SORT_FIELDS).extend({
  state: z.enum(COUPON_STATES).optional(),
  couponType: z.enum(COUPON_TYPES).optional(),
  promotionId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

/** Staff check a code against an order total; `preview` checks without using up an application. */
export const couponApplyBodySchema = z.object({
  code: z.string({ error: 'Enter a code' }).trim().min(1, 'Enter a code').max(COUPON_CODE_MAX),
  orderTotal: z
    .number({ error: 'Enter an order total' })
    .int('Enter the total in whole cents')
    .min(0, 'The total cannot be negative')
    .max(1_000_000_000),
  preview: z.boolean().optional(),
});
export type CouponApplyBody = z.infer<typeof couponApplyBodySchema>;
export const couponApplicationSchema = z.object({
  couponId: z.number().int(),
  code: z.string(),
  discountCents: z.number().int(),
  /** Uses after this application (unchanged by a preview). */
  noOfTimesCouponApplied: z.number().int(),
});
export type CouponApplication = z.infer<typeof couponApplicationSchema>;
