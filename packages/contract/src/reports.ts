import { z } from 'zod';
import { ORDER_SOURCES } from './enums.js';
import { isCalendarDate } from './fields.js';

/**
 * Reports (/reports): sales KPIs, a sales series and breakdowns for a range of America/Chicago days.
 * Definitions (README "Reports"): a sale is an order in paid, partially_refunded or refunded status, dated by its
 * order date; gross = Σ product prices; refunds = succeeded refunds of those orders' products; net = gross −
 * discounts − refunds; payouts and platform fee belong to the events that start in the range.
 */

export const REPORT_INTERVALS = ['day', 'week', 'month'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];
/** The longest range a report accepts, in days (about three years). */
export const REPORT_MAX_DAYS = 3 * 366;

const day = z.string().trim().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD');
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;
/** Inclusive number of calendar days from `from` to `to`. */
export const reportRangeDays = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

const rangeShape = z.object({ from: day, to: day });
function checkRange(v: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (!isCalendarDate(v.from) || !isCalendarDate(v.to)) return;
  if (v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The end date is before the start date' });
  else if (reportRangeDays(v.from, v.to) > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose a range of at most three years' });
}

export const reportRangeQuerySchema = rangeShape.superRefine(checkRange);
export type ReportRangeQuery = z.infer<typeof reportRangeQuerySchema>;
export const reportSummaryQuerySchema = rangeShape
  .extend({ interval: z.enum(REPORT_INTERVALS).default('day') })
  .superRefine(checkRange);
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuerySchema>;

const cents = z.number().int();
const count = z.number().int();

export const reportKpisSchema = z.object({
  grossSales: cents,
  refunds: cents,
  net: cents,
  orders: count,
  averageOrder: cents,
  discounts: cents,
  giftcardUse: cents,
  /** unpaid payee rows of the events that have taken place (payouts "owed") */
  payoutsOwed: cents,
  /** unpaid payee rows of drafts and events not over yet (never in owed) */
  payoutsProjected: cents,
  payoutsPaid: cents,
  /** Σ of the events' platform fees (each ≥ 0) */
  platformFee: cents,
  /** Σ of what the events' charges exceed their sales by (an event with fixed charges and no sales) */
  platformLoss: cents,
});
export type ReportKpis = z.infer<typeof reportKpisSchema>;

/** period: the first Chicago day of the bucket (a week starts on Monday). */
export const reportSeriesPointSchema = z.object({ period: z.string(), sales: cents, refunds: cents, orders: count });
export type ReportSeriesPoint = z.infer<typeof reportSeriesPointSchema>;

/** One row of a breakdown: sales (Σ product prices), refunds of them, and how many orders or items. */
export const reportRowSchema = z.object({
  id: z.number().int().nullable(),
  label: z.string(),
  sales: cents,
  refunds: cents,
  count,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportSourceRowSchema = reportRowSchema.extend({ source: z.enum(ORDER_SOURCES) });
export const reportEventRowSchema = reportRowSchema.extend({ startTime: z.string().nullable() });
export const reportCouponRowSchema = reportRowSchema.extend({ discounts: cents });

export const reportSummarySchema = z.object({
  kpis: reportKpisSchema,
  series: z.array(reportSeriesPointSchema),
  /** count = orders */
  bySource: z.array(reportSourceRowSchema),
  /** the event's category (sport); count = items. Season-pass items have no single event: id null. */
  byCategory: z.array(reportRowSchema),
  /** organizations tied to the event (not venues): an event counts for each of them; count = items */
  byOrganization: z.array(reportRowSchema),
  /** photographers booked on the event: an event counts for each of them; count = items */
  byPhotographer: z.array(reportRowSchema),
  topEvents: z.array(reportEventRowSchema),
  topProducts: z.array(reportRowSchema),
  /** count = orders using the coupon */
  couponUse: z.array(reportCouponRowSchema),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/**
 * 202 of the summary: the range's daily figures were not all built within the request's time (the first look at a
 * long range); a job builds the rest. Days of both rollups (sales and payouts): `daysLeft` of `days`.
 */
export const reportBuildingSchema = z.object({
  building: z.object({ daysLeft: z.number().int(), days: z.number().int() }),
});
export type ReportBuilding = z.infer<typeof reportBuildingSchema>;

/** How many rows the ranked breakdowns return. */
export const REPORT_TOP_N = 10;

export const REPORT_EXPORTS = ['summary', 'event-profitability', 'customer-orders'] as const;
export type ReportExport = (typeof REPORT_EXPORTS)[number];
export const REPORT_EXPORT_LABELS: Record<ReportExport, string> = {
  summary: 'Sales summary',
  'event-profitability': 'Event profitability',
  'customer-orders': 'Customer information – orders',
};
/** "event-profitability_2025-11-23_to_2026-11-22.xlsx" */
/**
 * Downloads of ranges longer than this (a quarter) are made by a background job and offered in the bell; shorter
 * ones stream while the person waits.
 */
export const REPORT_EXPORT_INLINE_MAX_DAYS = 92;
export const reportExportJobInputSchema = rangeShape.extend({ kind: z.enum(REPORT_EXPORTS) }).superRefine(checkRange);
export type ReportExportJobInput = z.infer<typeof reportExportJobInputSchema>;

export const reportExportName = (kind: ReportExport, q: ReportRangeQuery) => `${kind}_${q.from}_to_${q.to}.xlsx`;
