import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents, tstz } from './columns.js';
import { users } from './auth.js';
import { events } from './events.js';
import { organizations } from './organizations.js';
import { orderProducts } from './orders.js';
import { eventStatusEnum, payeeRoleEnum, paymentStatusEnum } from './enums.js';

/** A booster club's payout for an event. organization_id: the school; booster_id: the booster club. */
export const payoutBoosters = pgTable(
  'payout_boosters',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    organizationId: integer('organization_id').references(() => organizations.id),
    boosterId: integer('booster_id')
      .notNull()
      .references(() => organizations.id),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('New'),
    paymentAt: tstz('payment_at'),
    amount: cents('amount').notNull(),
  },
  (t) => [
    check('payout_boosters_amount_nonneg', sql`${t.amount} >= 0`),
    index('payout_boosters_event_idx').on(t.eventId),
    index('payout_boosters_booster_status_idx').on(t.boosterId, t.paymentStatus),
    index('payout_boosters_organization_idx').on(t.organizationId),
    index('payout_boosters_status_idx').on(t.paymentStatus),
  ],
);

/** The platform's line of an event's payout: phlox_amount = total − boosters − photographers (may be negative). */
export const payoutPhlox = pgTable(
  'payout_phlox',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    totalAmount: cents('total_amount').notNull(),
    boosterAmount: cents('booster_amount').notNull(),
    photographerAmount: cents('photogrpher_amount').notNull(),
    phloxAmount: cents('phlox_amount').notNull(),
    // The event's live payee rows (payout_photographers + payout_boosters) summed by triggers (migration 0010),
    // so the payouts list filters and totals on one row per event instead of aggregating payee rows per request.
    owedAmount: cents('owed_amount').notNull().default(0),
    paidAmount: cents('paid_amount').notNull().default(0),
    /** Of owed_amount, the staff lines whose assignment is not Confirmed (migration 0028; eligibility.ts). */
    unconfirmedAmount: cents('unconfirmed_amount').notNull().default(0),
    statusNew: integer('status_new').notNull().default(0),
    statusPaid: integer('status_paid').notNull().default(0),
    statusFailed: integer('status_failed').notNull().default(0),
    statusUnpaid: integer('status_unpaid').notNull().default(0),
    // The event's start and whether it is deleted, copied by triggers (migration 0010) so the list filters by
    // date and sorts on payout_phlox alone.
    eventStartTime: tstz('event_start_time'),
    eventDeleted: boolean('event_deleted').notNull().default(false),
    // Its end and status too (migration 0017): what decides whether the payee rows are owed or projected
    // (modules/payouts/eligibility.ts), read at query time since time passes.
    eventEndTime: tstz('event_end_time'),
    eventStatus: eventStatusEnum('event_status'),
  },
  (t) => [
    check(
      'payout_phlox_split_adds_up',
      sql`${t.phloxAmount} = ${t.totalAmount} - ${t.boosterAmount} - ${t.photographerAmount}`,
    ),
    index('payout_phlox_event_idx').on(t.eventId),
    index('payout_phlox_live_start_idx')
      .on(t.eventStartTime)
      .where(sql`${t.deletedAt} is null and not ${t.eventDeleted}`),
  ],
);

export const payoutPhotographers = pgTable(
  'payout_photographers',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    photographerId: integer('photographer_id')
      .notNull()
      .references(() => users.id),
    amount: cents('amount').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('New'),
    paymentAt: tstz('payment_at'),
  },
  (t) => [
    check('payout_photographers_amount_nonneg', sql`${t.amount} >= 0`),
    index('payout_photographers_event_idx').on(t.eventId),
    index('payout_photographers_photographer_status_idx').on(t.photographerId, t.paymentStatus),
    index('payout_photographers_status_idx').on(t.paymentStatus),
  ],
);

/** Season-pass (prepaid) share of an event: one row per pass order product and event. */
export const prepaidPayout = pgTable(
  'prepaid_payout',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    orderProductId: integer('order_product_id').references(() => orderProducts.id),
    boosterId: integer('booster_id').references(() => organizations.id),
    photographerId: integer('photographer_id').references(() => users.id),
    amountType: varchar('amount_type', { length: 30 }),
    amount: cents('amount').notNull(),
    paymentAt: tstz('payment_at'),
    percent: numeric('percent', { precision: 5, scale: 2 }),
  },
  (t) => [
    check('prepaid_payout_percent_range', sql`${t.percent} between 0 and 100`),
    index('prepaid_payout_event_idx').on(t.eventId),
    index('prepaid_payout_order_product_idx').on(t.orderProductId),
  ],
);

/** Zenfolio sales share of an event: the prepaid_payout fields plus sale_type. */
export const zenfolioPayout = pgTable(
  'zenfolio_payout',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    orderProductId: integer('order_product_id').references(() => orderProducts.id),
    boosterId: integer('booster_id').references(() => organizations.id),
    photographerId: integer('photographer_id').references(() => users.id),
    amountType: varchar('amount_type', { length: 30 }),
    amount: cents('amount').notNull(),
    paymentAt: tstz('payment_at'),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    saleType: varchar('sale_type', { length: 30 }),
  },
  (t) => [
    check('zenfolio_payout_percent_range', sql`${t.percent} between 0 and 100`),
    index('zenfolio_payout_event_idx').on(t.eventId),
    index('zenfolio_payout_order_product_idx').on(t.orderProductId),
  ],
);

/** A payment to one payee: payee_id is a user id (staff) or an organization id (booster_club), so no FK. */
export const settlements = pgTable(
  'settlements',
  {
    ...baseColumns,
    payeeId: integer('payee_id').notNull(),
    payeeRole: payeeRoleEnum('payee_role').notNull(),
    comment: text('comment'),
    settledBy: integer('settled_by').references(() => users.id),
    settledAt: tstz('settled_at').notNull().defaultNow(),
    totalAmount: cents('total_amount').notNull(),
  },
  (t) => [
    index('settlements_payee_idx').on(t.payeeRole, t.payeeId, t.settledAt),
    index('settlements_settled_at_idx').on(t.settledAt),
  ],
);

export const eventSettlements = pgTable(
  'event_settlements',
  {
    ...baseColumns,
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    amount: cents('amount').notNull(),
    compensation: cents('compensation'),
  },
  (t) => [
    index('event_settlements_settlement_idx').on(t.settlementId),
    index('event_settlements_event_idx').on(t.eventId),
  ],
);

/** Signed corrections added to a settlement. */
export const adjustmentSettlements = pgTable(
  'adjustment_settlements',
  {
    ...baseColumns,
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => settlements.id),
    paymentDate: tstz('payment_date'),
    description: text('description'),
    amount: cents('amount').notNull(),
  },
  (t) => [index('adjustment_settlements_settlement_idx').on(t.settlementId)],
);

/**
 * Events whose payouts may no longer match their sales: triggers on every table a payout is computed from append
 * the events a statement touched (migration 0023), and the `payouts-refresh` job recomputes them and removes the
 * marks it read. Append-only, so a busy event's sales never wait on one another's lock.
 */
export const payoutStaleEvents = pgTable(
  'payout_stale_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: integer('event_id').notNull(),
    markedAt: tstz('marked_at').notNull().defaultNow(),
  },
  (t) => [index('payout_stale_events_event_idx').on(t.eventId, t.id)],
);

/** When each event's payouts were last computed (by a person or by the refresh job). */
export const payoutComputed = pgTable(
  'payout_computed',
  {
    eventId: integer('event_id').primaryKey(),
    computedAt: tstz('computed_at').notNull(),
  },
  // The payouts page's "computed at": the newest, read from the index alone.
  (t) => [index('payout_computed_at_idx').on(t.computedAt)],
);
