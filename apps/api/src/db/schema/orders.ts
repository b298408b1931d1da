import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns, cents, tstz } from './columns.js';
import { address } from './common.js';
import { users } from './auth.js';
import { customerPlayers, customers } from './people.js';
import { coupons } from './coupons.js';
import { eventCategoryQuestions } from './categories.js';
import { eventProducts, events } from './events.js';
import { seasonPassProducts } from './bundles.js';
import { giftcards } from './giftcards.js';
import {
  fulfilmentStatusEnum,
  giftcardTransactionTypeEnum,
  orderSourceEnum,
  orderStatusEnum,
  refundStatusEnum,
} from './enums.js';

export const orders = pgTable(
  'orders',
  {
    ...baseColumns,
    customerId: integer('customer_id').references(() => customers.id),
    shippingAddressId: integer('shipping_address_id').references(() => address.id),
    billingAddressId: integer('billing_address_id').references(() => address.id),
    orderDate: tstz('order_date').notNull().defaultNow(),
    orderTotal: cents('order_total').notNull().default(0),
    taxAmount: cents('tax_amount').notNull().default(0),
    shippingAmount: cents('shipping_amount').notNull().default(0),
    stripeInvoiceLink: text('stripe_invoice_link'),
    discountAmount: cents('discount_amount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    totalAmount: cents('total_amount').notNull().default(0),
    sendSms: boolean('send_sms').notNull().default(false),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    taxPercent: numeric('tax_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    status: orderStatusEnum('status').notNull().default('pending'),
    customerNotes: text('customer_notes'),
    encryptedOrderId: varchar('encrypted_order_id', { length: 255 }),
    stripePaymentId: varchar('stripe_payment_id', { length: 255 }),
    isOrderConfirmationMailSent: boolean('isOrderConfirmationMailSent').notNull().default(false),
    isOrderPlacementMailSent: boolean('isOrderPlacementMailSent').notNull().default(false),
    isOrderInProgressMailSent: boolean('isOrderInProgressMailSent').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => orders.id),
    source: orderSourceEnum('source').notNull().default('phlox'),
    sourceOrderDetails: jsonb('source_order_details'),
    /** The order id in the source system (Zenfolio, PhotoDay), as text. */
    sourceOrderId: varchar('source_order_id', { length: 100 }),
  },
  (t) => [
    check(
      'orders_amounts_nonneg',
      sql`${t.orderTotal} >= 0 and ${t.taxAmount} >= 0 and ${t.shippingAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.totalAmount} >= 0`,
    ),
    check('orders_discount_le_total', sql`${t.discountAmount} <= ${t.orderTotal}`),
    check(
      'orders_percents_range',
      sql`${t.taxPercent} between 0 and 100 and (${t.discountPercent} is null or ${t.discountPercent} between 0 and 100)`,
    ),
    // Migration 0008 rebuilds the list/count indexes here and on order_products with INCLUDE columns
    // (deleted_at, order_id) for index-only counts; drizzle cannot express INCLUDE, so keep names and keys.
    index('orders_order_date_idx').on(t.orderDate),
    index('orders_customer_idx').on(t.customerId),
    index('orders_status_order_date_idx').on(t.status, t.orderDate),
    index('orders_source_order_date_idx').on(t.source, t.orderDate),
    index('orders_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    index('orders_source_order_id_idx')
      .on(t.sourceOrderId)
      .where(sql`${t.sourceOrderId} is not null`),
    index('orders_parent_idx')
      .on(t.parentId)
      .where(sql`${t.parentId} is not null`),
    // Orders desk: browse-and-buy imports are idempotent by (source, source_order_id); coupon filter and
    // total sort stay index-backed at 1M orders.
    uniqueIndex('orders_source_order_unique')
      .on(t.source, t.sourceOrderId)
      .where(sql`${t.sourceOrderId} is not null`),
    index('orders_coupon_order_date_idx')
      .on(t.couponId, t.orderDate)
      .where(sql`${t.couponId} is not null`),
    index('orders_total_amount_idx').on(t.totalAmount),
  ],
);

export const orderProducts = pgTable(
  'order_products',
  {
    ...baseColumns,
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    eventProductId: integer('event_product_id').references(() => eventProducts.id),
    customerPlayerId: integer('customer_player_id').references(() => customerPlayers.id),
    /** External Zenfolio gallery id, not a foreign key. */
    zenfolioId: varchar('zenfolio_id', { length: 100 }),
    seasonPassProductId: integer('season_pass_product_id'),
    price: cents('price').notNull(),
    fulfilmentStatus: fulfilmentStatusEnum('fullfilment_status').notNull().default('pending_upload'),
    eventId: integer('event_id').references(() => events.id),
    fulfilledBy: integer('fulfilled_by').references(() => users.id),
    fulfilledAt: tstz('fulfilled_at'),
    parentId: integer('parent_id').references((): AnyPgColumn => orderProducts.id),
    createZenfolio: boolean('createZenfolio').notNull().default(false),
    // An outside sale (browse-and-buy import) as the platform named it: its gallery or job title and date, and
    // its product. An unmatched sale (no event found) keeps them until staff match it to an event.
    outsideEventTitle: varchar('outside_event_title', { length: 255 }),
    outsideEventDate: varchar('outside_event_date', { length: 10 }),
    outsideProduct: varchar('outside_product', { length: 255 }),
    // Which line of the platform's order this is (product, price in cents, its repeat): item-level exports list
    // an order once per item, so a re-import finds each line again instead of adding it twice.
    outsideLineKey: text('outside_line_key'),
  },
  (t) => [
    foreignKey({
      name: 'order_products_season_pass_product_fk',
      columns: [t.seasonPassProductId],
      foreignColumns: [seasonPassProducts.id],
    }),
    check('order_products_price_nonneg', sql`${t.price} >= 0`),
    index('order_products_order_idx').on(t.orderId),
    index('order_products_event_status_idx').on(t.eventId, t.fulfilmentStatus),
    index('order_products_event_product_idx').on(t.eventProductId),
    index('order_products_season_pass_product_idx')
      .on(t.seasonPassProductId)
      .where(sql`${t.seasonPassProductId} is not null`),
    // Orders by fulfilment: the list's per-order probe and the capped count (distinct order ids, in key order).
    index('order_products_status_idx')
      .on(t.fulfilmentStatus, t.orderId)
      .where(sql`${t.deletedAt} is null`),
    // Unmatched outside sales: the Event match filter, and a gallery's sales matched at once.
    index('order_products_unmatched_idx')
      .on(t.orderId)
      .where(sql`${t.eventId} is null and ${t.seasonPassProductId} is null and ${t.deletedAt} is null`),
    index('order_products_unmatched_title_idx')
      .on(sql`lower(${t.outsideEventTitle})`)
      .where(sql`${t.eventId} is null and ${t.seasonPassProductId} is null and ${t.deletedAt} is null`),
    uniqueIndex('order_products_outside_line_unique')
      .on(t.orderId, t.outsideLineKey)
      .where(sql`${t.outsideLineKey} is not null`),
    index('order_products_customer_player_idx')
      .on(t.customerPlayerId)
      .where(sql`${t.customerPlayerId} is not null`),
  ],
);

export const orderPayments = pgTable(
  'order_payments',
  {
    ...baseColumns,
    paidDate: tstz('paid_date'),
    paymentMethod: varchar('payment_method', { length: 50 }),
    receiptNumber: varchar('reciept_number', { length: 100 }),
    amountPaid: cents('amount_paid').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
  },
  (t) => [
    check('order_payments_amount_nonneg', sql`${t.amountPaid} >= 0`),
    index('order_payments_order_idx').on(t.orderId),
  ],
);

export const orderProductPhotographers = pgTable(
  'order_product_photographers',
  {
    ...baseColumns,
    orderProductId: integer('order_product_id').notNull(),
    eventId: integer('event_id').references(() => events.id),
    photographerId: integer('photographer_id').references(() => users.id),
    uploadStatus: varchar('upload_status', { length: 30 }),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    uploadedAt: tstz('uploaded_at'),
  },
  (t) => [
    foreignKey({
      name: 'order_product_photographers_order_product_fk',
      columns: [t.orderProductId],
      foreignColumns: [orderProducts.id],
    }),
    index('order_product_photographers_order_product_idx').on(t.orderProductId),
    index('order_product_photographers_photographer_idx').on(t.photographerId),
  ],
);

export const orderProductQuestionsAnswers = pgTable(
  'order_product_questions_answers',
  {
    ...baseColumns,
    orderProductId: integer('order_product_id').notNull(),
    eventCategoryQuestionId: integer('event_category_question_id').notNull(),
    answer: text('answer'),
  },
  (t) => [
    foreignKey({
      name: 'order_product_answers_order_product_fk',
      columns: [t.orderProductId],
      foreignColumns: [orderProducts.id],
    }),
    foreignKey({
      name: 'order_product_answers_question_fk',
      columns: [t.eventCategoryQuestionId],
      foreignColumns: [eventCategoryQuestions.id],
    }),
    index('order_product_questions_answers_order_product_idx').on(t.orderProductId),
  ],
);

export const orderProductRefunds = pgTable(
  'order_product_refunds',
  {
    ...baseColumns,
    orderProductId: integer('order_product_id')
      .notNull()
      .references(() => orderProducts.id),
    userId: integer('user_id').references(() => users.id),
    refundAmount: cents('refund_amount').notNull(),
    refundReason: text('refund_reason'),
    refundInitiatedAt: tstz('refund_initiated_at'),
    refundedAt: tstz('refunded_at'),
    isManualRefund: boolean('isManualRefund').notNull().default(false),
    refundStatus: refundStatusEnum('refund_status').notNull().default('pending'),
    stripeRefundId: varchar('stripe_refund_id', { length: 255 }),
  },
  (t) => [
    check('order_product_refunds_amount_positive', sql`${t.refundAmount} > 0`),
    index('order_product_refunds_order_product_idx').on(t.orderProductId),
    // The periodic Stripe re-check reads the few refunds still in flight, never the whole table.
    index('order_product_refunds_unsettled_idx')
      .on(t.refundInitiatedAt)
      .where(sql`${t.refundStatus} in ('pending', 'requires_action') and ${t.deletedAt} is null`),
  ],
);

export const orderProductRollovers = pgTable(
  'order_product_rollovers',
  {
    ...baseColumns,
    orderProductId: integer('order_product_id')
      .notNull()
      .references(() => orderProducts.id),
    userId: integer('user_id').references(() => users.id),
    eventId: integer('event_id').references(() => events.id),
    eventProductId: integer('event_product_id').references(() => eventProducts.id),
    rolledoverEventId: integer('rolledover_event_id').references(() => events.id),
    rolledoverEventProductId: integer('rolledover_event_product_id'),
    rolloverReason: text('rollover_reason'),
    rolledoverAt: tstz('rolledover_at'),
    /**
     * The target's price less what the customer held: above 0 the customer owes it, below 0 it was refunded by
     * hand (issue 13: a rollover never changes what was paid silently).
     */
    priceDifference: integer('price_difference').notNull().default(0),
  },
  (t) => [
    foreignKey({
      name: 'order_product_rollovers_new_event_product_fk',
      columns: [t.rolledoverEventProductId],
      foreignColumns: [eventProducts.id],
    }),
    index('order_product_rollovers_order_product_idx').on(t.orderProductId),
  ],
);

export const orderGiftcardTransactions = pgTable(
  'order_giftcard_transactions',
  {
    ...baseColumns,
    orderId: integer('order_id').references(() => orders.id),
    giftcardId: integer('giftcard_id')
      .notNull()
      .references(() => giftcards.id),
    transactionType: giftcardTransactionTypeEnum('transaction_type').notNull(),
    amount: cents('amount').notNull(),
    orderProductId: integer('order_product_id'),
    /** Added: why staff credited or debited the card by hand, and who (order debits may leave them empty). */
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id),
  },
  (t) => [
    foreignKey({
      name: 'order_giftcard_transactions_order_product_fk',
      columns: [t.orderProductId],
      foreignColumns: [orderProducts.id],
    }),
    check('order_giftcard_transactions_amount_positive', sql`${t.amount} > 0`),
    index('order_giftcard_transactions_giftcard_idx').on(t.giftcardId),
    index('order_giftcard_transactions_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/**
 * The orders search's word index: each live order's words (customer first and last name, the players of its
 * live products, the source's order id), lower case, one row per word, with
 * the order's date so a search reads its matches newest first from the index alone. Written only by the
 * triggers of migration 0012. Not in the spec: derived data, like the reports' rollups.
 */
export const orderSearchTerms = pgTable(
  'order_search_terms',
  {
    orderId: integer('order_id').notNull(),
    // "C" collation: byte order, so a prefix is one index range.
    term: text('term').notNull(),
    orderDate: tstz('order_date').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.term] }),
    index('order_search_terms_term_idx').on(t.term, t.orderDate.desc().nullsFirst(), t.orderId.desc().nullsFirst()),
  ],
);

/**
 * The events cockpit's game-day figures of an event, from its sold lines (orders paid, partly or fully refunded):
 * pre-orders (orders placed before the start) and their amount net of refunds that went through, orders for a
 * player of the game's teams, and how many lines are fulfilled. Written only by the triggers of migration 0029,
 * recounted for the events a statement touches, so the events list reads and filters them as one row per event.
 */
export const eventOrderFigures = pgTable(
  'event_order_figures',
  {
    eventId: integer('event_id').primaryKey(),
    preOrders: integer('pre_orders').notNull().default(0),
    preOrderAmount: cents('pre_order_amount').notNull().default(0),
    teamOrders: integer('team_orders').notNull().default(0),
    soldLines: integer('sold_lines').notNull().default(0),
    fulfilledLines: integer('fulfilled_lines').notNull().default(0),
    /** unfulfilled / partly / fulfilled (EVENT_FULFILMENTS); null with no sold line. */
    fulfilment: varchar('fulfilment', { length: 12 }),
  },
  (t) => [index('event_order_figures_fulfilment_idx').on(t.fulfilment, t.eventId)],
);
