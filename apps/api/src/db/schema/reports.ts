import { bigint, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orderSourceEnum } from './enums.js';

/**
 * Daily sales rollups behind the reports (modules/reports/rollup.ts). Derived data, rebuilt per Chicago day from
 * the orders: they carry no id, audit columns or soft delete. Triggers (migration 0006) log every day whose
 * orders, order products, refunds or gift-card transactions change in report_stale_days; a report recomputes
 * those days (and days never computed) before it reads.
 */

const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A Chicago day whose rollup rows are computed, and when. */
export const reportDays = pgTable('report_days', {
  day: date('day').primaryKey(),
  refreshedAt: tz('refreshed_at').notNull().defaultNow(),
});

/** Days touched since their rollup was computed (written by triggers; a log, consumed by the refresh). */
export const reportStaleDays = pgTable('report_stale_days', { day: date('day').notNull() }, (t) => [
  index('report_stale_days_day_idx').on(t.day),
]);

/** Sold orders per day, source and coupon. */
export const reportDailyOrders = pgTable(
  'report_daily_orders',
  {
    day: date('day').notNull(),
    source: orderSourceEnum('source').notNull(),
    couponId: integer('coupon_id'),
    orders: integer('orders').notNull().default(0),
    gross: money('gross'),
    discounts: money('discounts'),
    refunds: money('refunds'),
    giftcard: money('giftcard'),
  },
  (t) => [index('report_daily_orders_day_idx').on(t.day)],
);

/** Sold order products per day and event (after rollovers; null for season-pass items). */
export const reportDailyEvents = pgTable(
  'report_daily_events',
  {
    day: date('day').notNull(),
    eventId: integer('event_id'),
    sales: money('sales'),
    refunds: money('refunds'),
    items: integer('items').notNull().default(0),
  },
  (t) => [index('report_daily_events_day_idx').on(t.day, t.eventId)],
);

/** Sold order products per day and product (the event product's or season-pass product's product). */
export const reportDailyProducts = pgTable(
  'report_daily_products',
  {
    day: date('day').notNull(),
    productId: integer('product_id'),
    sales: money('sales'),
    refunds: money('refunds'),
    items: integer('items').notNull().default(0),
  },
  (t) => [index('report_daily_products_day_idx').on(t.day)],
);

/**
 * The sales part of a summary per (range, interval), valid while no day of the range was recomputed since
 * (`version` = the range's latest report_days.refreshed_at) and for a minute at most (names may change).
 */
export const reportSummaryCache = pgTable(
  'report_summary_cache',
  {
    key: text('key').primaryKey(),
    version: text('version').notNull(),
    body: jsonb('body').notNull(),
    computedAt: tz('computed_at').notNull().defaultNow(),
  },
  (t) => [index('report_summary_cache_computed_idx').on(t.computedAt)],
);

/** A Chicago day whose payout rollup is computed (payouts belong to the day their event starts). */
export const reportPayoutDays = pgTable('report_payout_days', {
  day: date('day').primaryKey(),
  refreshedAt: tz('refreshed_at').notNull().defaultNow(),
});

/** Event-start days whose payout rows (or events) changed since (written by triggers, migration 0007). */
export const reportStalePayoutDays = pgTable('report_stale_payout_days', { day: date('day').notNull() }, (t) => [
  index('report_stale_payout_days_day_idx').on(t.day),
]);

/**
 * Payout rows of the events starting each day: paid, the platform fee (Σ of the events' fees, each ≥ 0) and the
 * platform's loss (Σ of what the events' charges exceed their sales by). What is owed is not rolled up: it
 * changes as events end (read from payout_phlox, modules/payouts/eligibility.ts).
 */
export const reportDailyPayouts = pgTable('report_daily_payouts', {
  day: date('day').primaryKey(),
  paid: money('paid'),
  fee: money('fee'),
  loss: money('loss'),
});
