import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { listMetaSchema, listQuerySchema } from './api.js';
import { PAYEE_ROLES, PAYMENT_STATUSES } from './enums.js';
import { isCalendarDate } from './fields.js';

/** Payouts (BUSINESS_RULES "Sales analysis and payouts"): per-event sales lines, payee rows, settlements. */

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type PayeeRole = (typeof PAYEE_ROLES)[number];

export const PAYEE_ROLE_LABELS: Record<PayeeRole, string> = { staff: 'Photographer', booster_club: 'Booster club' };

const cents = z.number().int();
const day = z.string().trim().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD');
const idFilter = z.coerce.number().int().positive().max(INT4_MAX).optional();

export const salesLinesSchema = z.object({
  preOrder: cents,
  offline: cents,
  zenfolioBb: cents,
  zenfolioSl: cents,
  photoday: cents,
  seasonPass: cents,
});
export type SalesLines = z.infer<typeof salesLinesSchema>;

/** The sales analysis lines in the order they are shown. */
export const SALES_LINE_LABELS: Record<keyof SalesLines, string> = {
  preOrder: 'Pre-order sales',
  offline: 'Offline sales',
  zenfolioBb: 'Zenfolio B&B',
  zenfolioSl: 'Zenfolio Spotlights',
  photoday: 'PhotoDay',
  seasonPass: 'Season-pass share',
};

// ---- standing -------------------------------------------------------------------------------------------

/**
 * A payee line's standing (BUSINESS_RULES "Sales analysis and payouts"; the rule is apps/api
 * modules/payouts/eligibility.ts): an unpaid line is **owed** (counted in Owed, settleable) only once its event
 * has taken place and is neither draft nor canceled; before that it is **projected** (shown apart, never
 * settled); a canceled event's unpaid lines are **void**. A Paid line stays **paid**.
 */
export const PAYOUT_STANDINGS = ['owed', 'projected', 'void', 'paid'] as const;
export type PayoutStanding = (typeof PAYOUT_STANDINGS)[number];
/** The standings of an unpaid line. */
export const UNPAID_STANDINGS = ['owed', 'projected', 'void'] as const;
export type UnpaidStanding = (typeof UNPAID_STANDINGS)[number];

/**
 * Why an unpaid line is not owed: its event is canceled (void), a draft, or not over yet (projected); or, for a
 * staff member's line, its assignment to the event is not Confirmed (projected).
 */
export const PAYOUT_HOLD_REASONS = ['canceled', 'draft', 'not_played', 'unconfirmed'] as const;
export type PayoutHoldReason = (typeof PAYOUT_HOLD_REASONS)[number];
export const PAYOUT_HOLD_LABELS: Record<PayoutHoldReason, string> = {
  canceled: 'Event canceled',
  draft: 'Draft',
  not_played: 'Game not played yet',
  unconfirmed: 'Assignment not confirmed',
};
export const PAYOUT_STANDING_LABELS: Record<PayoutStanding, string> = {
  owed: 'Owed',
  projected: 'Projected',
  void: 'Void',
  paid: 'Paid',
};

// ---- list -------------------------------------------------------------------------------------------------

export const PAYOUT_SORT_FIELDS = ['startTime', 'totalAmount', 'owed'] as const;
export const payoutListQuerySchema = listQuerySchema(PAYOUT_SORT_FIELDS).extend({
  /** Chicago calendar days of the event's start, both inclusive. */
  from: day.optional(),
  to: day.optional(),
  /** events with at least one payee row in this status */
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** payee filters: a photographer or a booster club paid on the event */
  photographerId: idFilter,
  boosterId: idFilter,
  /** any organization tied to the event (school, team, venue, booster club) */
  organizationId: idFilter,
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

const statusCounts = z.object({
  New: z.number().int(),
  Paid: z.number().int(),
  Failed: z.number().int(),
  Unpaid: z.number().int(),
});
export type PaymentStatusCounts = z.infer<typeof statusCounts>;

export const payoutListItemSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  /** null for a photographer: it sees its own compensation only */
  totalAmount: cents.nullable(),
  photographerAmount: cents.nullable(),
  boosterAmount: cents.nullable(),
  /** the platform fee, never below $0; null for a photographer */
  phloxAmount: cents.nullable(),
  /** what the platform loses when the charges exceed the sales (≥ 0): total − payees = phloxAmount − phloxLoss */
  phloxLoss: cents.nullable(),
  /** unpaid lines of an event that has taken place (settleable) */
  owed: cents,
  /** unpaid lines of a draft or an event not over yet: shown apart, never in Owed */
  projected: cents,
  paid: cents,
  /** the standing of the event's unpaid lines, and why they are not owed (null when owed) */
  standing: z.enum(UNPAID_STANDINGS),
  holdReason: z.enum(PAYOUT_HOLD_REASONS).nullable(),
  statuses: statusCounts,
  computedAt: z.string(),
});
export type PayoutListItem = z.infer<typeof payoutListItemSchema>;

/**
 * Payouts follow sales by themselves (a refresh job recomputes the events changes touched, within about a
 * minute): when they were last computed, and how many events wait for it.
 */
export const payoutFreshnessSchema = z.object({ computedAt: z.string().nullable(), waiting: z.number().int() });
export type PayoutFreshness = z.infer<typeof payoutFreshnessSchema>;

export const payoutListResponseSchema = z.object({
  data: z.array(payoutListItemSchema),
  meta: listMetaSchema,
  /** over every filtered event: owed and projected apart (a canceled event's void lines in neither) */
  totals: z.object({ owed: cents, projected: cents, paid: cents }),
  freshness: payoutFreshnessSchema,
});
export type PayoutListResponse = z.infer<typeof payoutListResponseSchema>;

// ---- detail -----------------------------------------------------------------------------------------------

export const payeeRowSchema = z.object({
  /** payout_photographers.id or payout_boosters.id */
  id: z.number().int(),
  payeeRole: z.enum(PAYEE_ROLES),
  payeeId: z.number().int(),
  payeeName: z.string(),
  amount: cents,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentAt: z.string().nullable(),
  /** how it was computed: "fixed", "12.50%" */
  basis: z.string().nullable(),
  standing: z.enum(PAYOUT_STANDINGS),
  /** why an unpaid line is not owed; null when owed or paid */
  holdReason: z.enum(PAYOUT_HOLD_REASONS).nullable(),
});
export type PayeeRow = z.infer<typeof payeeRowSchema>;

export const settlementRefSchema = z.object({
  id: z.number().int(),
  payeeRole: z.enum(PAYEE_ROLES),
  payeeId: z.number().int(),
  payeeName: z.string(),
  /** what this settlement paid for the event */
  amount: cents,
  settledAt: z.string(),
});

export const payoutDetailSchema = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    status: z.string(),
  }),
  /** null until the payout has been computed */
  computedAt: z.string().nullable(),
  /** the sales analysis; null for a photographer */
  sales: salesLinesSchema.extend({ total: cents }).nullable(),
  payees: z.array(payeeRowSchema),
  /** Σ payee rows + platform fee − platform loss = total sales; both null for a photographer */
  phloxAmount: cents.nullable(),
  /** the sales fall short of the charges (a fixed fee on an event with no sales): the platform's loss, ≥ 0 */
  phloxLoss: cents.nullable(),
  payoutTotal: cents.nullable(),
  /** the shown payee lines summed by standing (void lines in neither) */
  owed: cents,
  projected: cents,
  settlements: z.array(settlementRefSchema),
  freshness: payoutFreshnessSchema,
});
export type PayoutDetail = z.infer<typeof payoutDetailSchema>;

// ---- recompute --------------------------------------------------------------------------------------------

export const recomputeInputSchema = z
  .object({ eventId: z.number().int().positive().max(INT4_MAX).optional(), from: day.optional(), to: day.optional() })
  .superRefine((v, ctx) => {
    if (v.eventId === undefined && !(v.from && v.to))
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose an event or a date range' });
    if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'End before start' });
  });
export type RecomputeInput = z.infer<typeof recomputeInputSchema>;
export const recomputeResultSchema = z.object({ events: z.number().int(), changed: z.number().int() });
export type RecomputeResult = z.infer<typeof recomputeResultSchema>;
/** 202: the range was too long to wait for; the person follows job `jobId` in the notification centre. */
export const recomputeQueuedSchema = z.object({ jobId: z.number().int(), events: z.number().int() });
export type RecomputeQueued = z.infer<typeof recomputeQueuedSchema>;

// ---- settle -----------------------------------------------------------------------------------------------

export const MAX_SETTLEMENT_ROWS = 500;
export const adjustmentInputSchema = z.object({
  amount: z
    .number({ message: 'Enter an amount' })
    .int('Use whole cents')
    .refine((v) => v !== 0, 'An adjustment cannot be $0')
    .refine((v) => Math.abs(v) <= 100_000_000, 'Too large'),
  description: z.string().trim().min(1, 'Say what the adjustment is for').max(500, 'Use at most 500 characters'),
});
export const settlementInputSchema = z.object({
  payeeRole: z.enum(PAYEE_ROLES),
  payeeId: z.number().int().positive().max(INT4_MAX),
  rowIds: z
    .array(z.number().int().positive().max(INT4_MAX))
    .min(1, 'Pick at least one payout')
    .max(MAX_SETTLEMENT_ROWS, `Settle at most ${MAX_SETTLEMENT_ROWS} payouts at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'A payout is listed twice'),
  adjustments: z.array(adjustmentInputSchema).max(50, 'At most 50 adjustments').default([]),
  paymentDate: day,
  comment: z.string().trim().max(1000, 'Use at most 1000 characters').optional(),
});
export type SettlementInput = z.input<typeof settlementInputSchema>;

export const unpaidRowSchema = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  amount: cents,
  paymentStatus: z.enum(PAYMENT_STATUSES),
});
export type UnpaidRow = z.infer<typeof unpaidRowSchema>;
/** An unpaid line the settle picker does not offer, and why. */
export const heldRowSchema = unpaidRowSchema.extend({
  standing: z.enum(['projected', 'void']),
  holdReason: z.enum(PAYOUT_HOLD_REASONS),
});
export type HeldRow = z.infer<typeof heldRowSchema>;
/** The settle picker's lines: the owed ones (offered), and the payee's other unpaid lines (not offered). */
export const unpaidResponseSchema = z.object({ data: z.array(unpaidRowSchema), held: z.array(heldRowSchema) });
export type UnpaidResponse = z.infer<typeof unpaidResponseSchema>;
export const unpaidQuerySchema = z.object({
  payeeRole: z.enum(PAYEE_ROLES),
  payeeId: z.coerce.number().int().positive().max(INT4_MAX),
});

export const payeeOptionSchema = z.object({
  payeeRole: z.enum(PAYEE_ROLES),
  payeeId: z.number().int(),
  payeeName: z.string(),
  /** Σ and count of its owed lines (what can be settled now) */
  owed: cents,
  rows: z.number().int(),
  /** Σ of its projected lines (not settleable yet) */
  projected: cents,
});
export type PayeeOption = z.infer<typeof payeeOptionSchema>;

// ---- settlements ------------------------------------------------------------------------------------------

export const SETTLEMENT_SORT_FIELDS = ['settledAt', 'totalAmount'] as const;
export const settlementListQuerySchema = listQuerySchema(SETTLEMENT_SORT_FIELDS).extend({
  payeeRole: z.enum(PAYEE_ROLES).optional(),
  payeeId: idFilter,
  /** Chicago days of settled_at, both inclusive */
  from: day.optional(),
  to: day.optional(),
});
export type SettlementListQuery = z.infer<typeof settlementListQuerySchema>;
/** The payout history's filters in its address (the web's list state keeps exactly these). */
export const SETTLEMENT_FILTER_KEYS = ['payeeRole', 'payeeId', 'from', 'to'] as const satisfies ReadonlyArray<
  keyof SettlementListQuery
>;

export const settlementSchema = z.object({
  id: z.number().int(),
  payeeRole: z.enum(PAYEE_ROLES),
  payeeId: z.number().int(),
  payeeName: z.string(),
  totalAmount: cents,
  comment: z.string().nullable(),
  settledBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  settledAt: z.string(),
  eventCount: z.number().int(),
});
export type Settlement = z.infer<typeof settlementSchema>;

export const settlementDetailSchema = settlementSchema.extend({
  events: z.array(z.object({ eventId: z.number().int(), title: z.string(), startTime: z.string(), amount: cents })),
  adjustments: z.array(
    z.object({ id: z.number().int(), amount: cents, description: z.string(), paymentDate: z.string().nullable() }),
  ),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

export const PAYOUT_MESSAGES = {
  ownerOnly: 'Only an owner can settle payouts',
  alreadySettled: 'Some of these payouts were settled or changed meanwhile. Reload and pick again.',
  negativeTotal: 'The settlement total cannot be below $0',
  notOwed:
    'Only owed payouts can be settled: a payout is owed once its event has taken place and is not a draft or canceled',
} as const;
