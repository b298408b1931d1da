import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents, tstz } from './columns.js';
import { images } from './common.js';
import { couponStatusEnum, couponTypeEnum, couponUsageTypeEnum } from './enums.js';

export const promotions = pgTable(
  'promotions',
  {
    ...baseColumns,
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    imageId: integer('image_id').references(() => images.id),
    shortName: varchar('short_name', { length: 50 }),
  },
  (t) => [
    index('promotions_start_date_idx').on(t.startDate),
    // A promotion's title is its name: unique among live promotions, trimmed, ignoring case.
    uniqueIndex('promotions_title_unique')
      .on(sql`lower(btrim(${t.title}))`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * amount: cents for a flat coupon, the percent (0–100, whole number) for a percentage coupon;
 * max_amount caps a percentage coupon's discount, in cents.
 */
export const coupons = pgTable(
  'coupons',
  {
    ...baseColumns,
    promotionId: integer('promotion_id').references(() => promotions.id),
    couponType: couponTypeEnum('coupon_type').notNull().default('flat'),
    name: varchar('name', { length: 255 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    amount: integer('amount').notNull(),
    maxAmount: cents('max_amount'),
    startDate: tstz('start_date'),
    expiryDate: tstz('expiry_date'),
    status: couponStatusEnum('status').notNull().default('active'),
    description: text('description'),
    couponUsageType: couponUsageTypeEnum('coupon_usage_type').notNull().default('unlimited'),
    couponUsageLimit: integer('coupon_usage_limit'),
    noOfTimesCouponApplied: integer('no_of_times_coupon_applied').notNull().default(0),
  },
  (t) => [
    check('coupons_amount_nonneg', sql`${t.amount} >= 0 and (${t.maxAmount} is null or ${t.maxAmount} >= 0)`),
    check('coupons_percentage_range', sql`${t.couponType} <> 'percentage' or ${t.amount} <= 100`),
    check(
      'coupons_usage_nonneg',
      sql`${t.noOfTimesCouponApplied} >= 0 and (${t.couponUsageLimit} is null or ${t.couponUsageLimit} >= 0)`,
    ),
    uniqueIndex('coupons_code_unique')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    index('coupons_promotion_idx').on(t.promotionId),
    index('coupons_status_idx').on(t.status),
    index('coupons_expiry_date_idx').on(t.expiryDate),
  ],
);
