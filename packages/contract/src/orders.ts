import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { addressInputSchema, addressSchema } from './address.js';
import { listMetaSchema, listQuerySchema, versionField } from './api.js';
import { FULFILMENT_STATUSES, ORDER_SOURCES, ORDER_STATUSES, REFUND_STATUSES } from './enums.js';
import { isCalendarDate, optionalTextField } from './fields.js';
import { optionalPhoneSchema } from './phone.js';

/** Outside sales (spec §2 browse-and-buy): orders imported from Zenfolio and PhotoDay. */
export const OUTSIDE_SOURCES = ['zenfolio_bb', 'zenfolio_sl', 'photoday'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];
export type OutsideSource = (typeof OUTSIDE_SOURCES)[number];
export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  phlox: 'Phlox',
  zenfolio_bb: 'Zenfolio B&B',
  zenfolio_sl: 'Zenfolio Spotlights',
  photoday: 'PhotoDay',
};

/** Refund state of an order, derived from its status (BUSINESS_RULES: refund states follow succeeded refunds). */
export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
/** Statuses staff may set by hand; the refund statuses follow the refunds. */
export const MANUAL_ORDER_STATUSES = ['pending', 'paid', 'canceled'] as const;
/** A filtered list counts at most this many orders (then shows "10,000+"): counting 1M rows costs too much. */
export const ORDER_COUNT_CAP = 10_000;

export const ORDER_SORT_FIELDS = ['orderDate', 'id', 'totalAmount'] as const;
export const ORDER_FILTER_KEYS = [
  'status',
  'source',
  'eventId',
  'bundleId',
  'couponId',
  'from',
  'to',
  'fulfilment',
  'refund',
] as const;
export const BROWSE_AND_BUY_FILTER_KEYS = ['source', 'eventId', 'from', 'to', 'eventMatch'] as const;
/** Outside sales with an event (matched), or kept without one because the import found none (unmatched). */
export const EVENT_MATCHES = ['matched', 'unmatched'] as const;
export type EventMatch = (typeof EVENT_MATCHES)[number];
export const EVENT_MATCH_LABELS: Record<EventMatch, string> = { matched: 'Matched', unmatched: 'Unmatched' };

const dayField = z.string().trim().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD').optional();
const idFilter = z.coerce.number().int().positive().max(INT4_MAX).optional();

const orderFilterFields = {
  q: z.string().trim().max(200).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  source: z.enum(ORDER_SOURCES).optional(),
  eventId: idFilter,
  bundleId: idFilter,
  couponId: idFilter,
  /** Chicago calendar days, both inclusive. */
  from: dayField,
  to: dayField,
  fulfilment: z.enum(FULFILMENT_STATUSES).optional(),
  refund: z.enum(REFUND_STATES).optional(),
};
const sortValues = ORDER_SORT_FIELDS.flatMap((f) => [f, `-${f}`]) as [string, ...string[]];

export const orderListQuerySchema = listQuerySchema(ORDER_SORT_FIELDS).extend(orderFilterFields);
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
export const orderExportQuerySchema = z.object({ ...orderFilterFields, sort: z.enum(sortValues).optional() });
export type OrderExportQuery = z.infer<typeof orderExportQuerySchema>;

/** A background export (POST /api/orders/exports): the list's filters and the file's format. */
export const orderExportJobInputSchema = orderExportQuerySchema.extend({ format: z.enum(['xlsx', 'csv']) });
export type OrderExportJobInput = z.infer<typeof orderExportJobInputSchema>;
/**
 * Above this many orders the web exports in the background (a job with a download in the bell) rather than
 * streaming the file while the page waits.
 */
export const EXPORT_INLINE_MAX_ORDERS = 20_000;

export const browseAndBuyListQuerySchema = listQuerySchema(ORDER_SORT_FIELDS).extend({
  q: orderFilterFields.q,
  source: z.enum(OUTSIDE_SOURCES).optional(),
  eventId: idFilter,
  from: dayField,
  to: dayField,
  eventMatch: z.enum(EVENT_MATCHES).optional(),
});
export type BrowseAndBuyListQuery = z.infer<typeof browseAndBuyListQuerySchema>;

/**
 * POST /api/browse-and-buy/matches: unmatched sales given an event — one sale (`orderId`), or every unmatched
 * sale its platform filed under the gallery or job title `outsideTitle` (any case).
 */
export const saleMatchInputSchema = z
  .object({
    eventId: z.number().int().positive().max(INT4_MAX),
    orderId: z.number().int().positive().max(INT4_MAX).optional(),
    outsideTitle: z.string().trim().min(1).max(255).optional(),
  })
  .refine((v) => (v.orderId === undefined) !== (v.outsideTitle === undefined), {
    message: 'Give the sale (orderId) or the gallery title (outsideTitle), not both',
    path: ['orderId'],
  });
export type SaleMatchInput = z.infer<typeof saleMatchInputSchema>;
export const saleMatchResultSchema = z.object({ matched: z.number().int(), eventTitle: z.string() });
export type SaleMatchResult = z.infer<typeof saleMatchResultSchema>;

export const orderListItemSchema = z.object({
  id: z.number().int(),
  orderDate: z.string(),
  status: z.enum(ORDER_STATUSES),
  source: z.enum(ORDER_SOURCES),
  sourceOrderId: z.string().nullable(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  customerPhone: z.string().nullable(),
  couponCode: z.string().nullable(),
  totalAmount: z.number().int(),
  discountAmount: z.number().int(),
  productCount: z.number().int(),
  fulfilledCount: z.number().int(),
  /** Event titles of the order's products (season-pass products have none). */
  events: z.array(z.string()),
  players: z.array(z.string()),
  /** An outside sale kept without an event: the gallery or job title and date its platform gave, if any. */
  unmatched: z.object({ title: z.string().nullable(), date: z.string().nullable() }).nullable(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

export const orderListResponseSchema = z.object({
  data: z.array(orderListItemSchema),
  /** `totalCapped`: there are more than `total` (ORDER_COUNT_CAP) matching orders. */
  meta: listMetaSchema.extend({ totalCapped: z.boolean() }),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

const person = z.object({ id: z.number().int(), name: z.string() });

export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(REFUND_STATUSES),
  isManual: z.boolean(),
  stripeRefundId: z.string().nullable(),
  initiatedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  user: person.nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

export const orderRolloverSchema = z.object({
  id: z.number().int(),
  fromEvent: z.string().nullable(),
  toEvent: z.string().nullable(),
  reason: z.string().nullable(),
  rolledOverAt: z.string().nullable(),
  user: person.nullable(),
  /** The new product's price less what the customer held: > 0 owed by the customer, < 0 refunded by hand. */
  priceDifference: z.number().int(),
});

export const orderProductSchema = z.object({
  id: z.number().int(),
  price: z.number().int(),
  /** Succeeded refunds. */
  refundedAmount: z.number().int(),
  /** What can still be refunded: price less succeeded and in-flight refunds. */
  refundableAmount: z.number().int(),
  fulfilmentStatus: z.enum(FULFILMENT_STATUSES),
  fulfilledAt: z.string().nullable(),
  fulfilledBy: person.nullable(),
  event: z.object({ id: z.number().int(), title: z.string(), startTime: z.string() }).nullable(),
  eventProductId: z.number().int().nullable(),
  productName: z.string().nullable(),
  seasonPass: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The season-pass order product this one was spread from. */
  parentId: z.number().int().nullable(),
  zenfolioId: z.string().nullable(),
  createZenfolio: z.boolean(),
  player: z
    .object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      graduationYear: z.number().int().nullable(),
      teamName: z.string().nullable(),
      instagramId: z.string().nullable(),
      twitterId: z.string().nullable(),
      imageUrl: z.string().nullable(),
    })
    .nullable(),
  answers: z.array(
    z.object({
      id: z.number().int(),
      questionId: z.number().int(),
      question: z.string(),
      answer: z.string().nullable(),
    }),
  ),
  uploads: z.array(
    z.object({ photographer: z.string().nullable(), status: z.string().nullable(), uploadedAt: z.string().nullable() }),
  ),
  refunds: z.array(orderRefundSchema),
  rollovers: z.array(orderRolloverSchema),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const orderDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  source: z.enum(ORDER_SOURCES),
  sourceOrderId: z.string().nullable(),
  sourceOrderDetails: z.unknown(),
  orderDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  encryptedOrderId: z.string().nullable(),
  stripePaymentId: z.string().nullable(),
  stripeInvoiceLink: z.string().nullable(),
  sendSms: z.boolean(),
  customerNotes: z.string().nullable(),
  mails: z.object({ placement: z.boolean(), confirmation: z.boolean(), inProgress: z.boolean() }),
  totals: z.object({
    products: z.number().int(),
    discount: z.number().int(),
    discountPercent: z.string().nullable(),
    coupon: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
    taxPercent: z.string(),
    tax: z.number().int(),
    shipping: z.number().int(),
    total: z.number().int(),
    giftcard: z.number().int(),
    paidByCard: z.number().int(),
    refunded: z.number().int(),
  }),
  customer: z
    .object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      companyName: z.string().nullable(),
    })
    .nullable(),
  billingAddress: addressSchema.nullable(),
  shippingAddress: addressSchema.nullable(),
  products: z.array(orderProductSchema),
  payments: z.array(
    z.object({
      id: z.number().int(),
      paidDate: z.string().nullable(),
      method: z.string().nullable(),
      receiptNumber: z.string().nullable(),
      amount: z.number().int(),
    }),
  ),
  giftcardTransactions: z.array(
    z.object({
      id: z.number().int(),
      giftcardId: z.number().int(),
      code: z.string(),
      type: z.enum(['debit', 'credit']),
      amount: z.number().int(),
      orderProductId: z.number().int().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const nameField = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .min(1, `Enter the ${what}`)
    .max(100, 'Use at most 100 characters');

export const orderUpdateSchema = z.object({
  ...versionField,
  status: z.enum(MANUAL_ORDER_STATUSES).optional(),
  orderDate: z.string().datetime({ offset: true, message: 'Enter a date and time' }).optional(),
  customerNotes: optionalTextField(5000).optional(),
  customer: z
    .object({
      firstName: nameField('first name'),
      lastName: nameField('last name'),
      email: z.string().trim().email('Enter a valid e-mail address').max(254).nullish().or(z.literal('')),
      phone: optionalPhoneSchema,
      companyName: optionalTextField(255),
    })
    .optional(),
  billingAddress: addressInputSchema.nullish(),
  shippingAddress: addressInputSchema.nullish(),
  answers: z
    .array(z.object({ id: z.number().int().positive().max(INT4_MAX), answer: optionalTextField(2000) }))
    .optional(),
});
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

export const orderProductParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(INT4_MAX),
  productId: z.coerce.number().int().positive().max(INT4_MAX),
});

export const refundInputSchema = z.object({
  amount: z.number({ error: 'Enter an amount' }).int().positive('Enter an amount above $0.00'),
  reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(1000, 'Use at most 1000 characters'),
  /** Refund by hand (cash, check…) even when the order was paid through Stripe. */
  manual: z.boolean().default(false),
  /** The same key for a retried request: Stripe then refunds once (one per refund dialog). */
  idempotencyKey: z.string().trim().min(8).max(100).optional(),
});
export type RefundInput = z.input<typeof refundInputSchema>;

export const rolloverInputSchema = z.object({
  eventId: z.number({ error: 'Choose an event' }).int().positive('Choose an event').max(INT4_MAX, 'Choose an event'),
  eventProductId: z
    .number({ error: 'Choose a product' })
    .int()
    .positive('Choose a product')
    .max(INT4_MAX, 'Choose a product'),
  reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(1000, 'Use at most 1000 characters'),
});
export type RolloverInput = z.input<typeof rolloverInputSchema>;

const eventIdField = (what: string) =>
  z
    .number({ error: `Choose ${what}` })
    .int()
    .positive(`Choose ${what}`)
    .max(INT4_MAX, `Choose ${what}`);
const reasonField = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(1, 'Give a reason')
  .max(1000, 'Use at most 1000 characters');

/** The paid order products a (canceled) event still holds: what its resolution step offers to move or refund. */
export const heldOrdersQuerySchema = z.object({ eventId: z.coerce.number().int().positive().max(INT4_MAX) });
export const heldOrdersSchema = z.object({
  orders: z.number().int(),
  products: z.number().int(),
  /** What the customers hold: prices less refunds. */
  amount: z.number().int(),
  byProduct: z.array(
    z.object({
      eventProductId: z.number().int().nullable(),
      productId: z.number().int().nullable(),
      productName: z.string().nullable(),
      count: z.number().int(),
      amount: z.number().int(),
      /** The products grouped by price and refunds so far, to price a rollover with rolloverDifference. */
      lines: z.array(z.object({ price: z.number().int(), refunded: z.number().int(), count: z.number().int() })),
    }),
  ),
});
export type HeldOrders = z.infer<typeof heldOrdersSchema>;

/**
 * Roll every held product of a canceled event over to another event: the same product where the target sells
 * it, otherwise the one `mapping` names for the canceled event's event product.
 */
export const eventRolloverInputSchema = z.object({
  eventId: eventIdField('the canceled event'),
  targetEventId: eventIdField('the event to move them to'),
  mapping: z
    .array(
      z.object({
        fromEventProductId: eventIdField('a product'),
        toEventProductId: eventIdField('a product of the new event'),
      }),
    )
    .max(500)
    .default([]),
  reason: reasonField,
});
export type EventRolloverInput = z.input<typeof eventRolloverInputSchema>;

export const eventRefundInputSchema = z.object({
  eventId: eventIdField('the canceled event'),
  reason: reasonField,
  /** Refund by hand even where the order was paid through Stripe. */
  manual: z.boolean().default(false),
});
export type EventRefundInput = z.input<typeof eventRefundInputSchema>;

export const eventResolutionResultSchema = z.object({
  orders: z.number().int(),
  products: z.number().int(),
  /** Refunded: the whole rest (refund all) or the price differences (rollover). */
  refunded: z.number().int(),
  /** What customers owe after moving to dearer products. */
  owed: z.number().int(),
  failures: z.array(z.object({ orderId: z.number().int(), orderProductId: z.number().int(), message: z.string() })),
});
export type EventResolutionResult = z.infer<typeof eventResolutionResultSchema>;

/** In progress = photos uploaded, awaiting delivery. */
export const FULFILMENT_LABELS = {
  pending_upload: 'Pending upload',
  awaiting_fulfilment: 'In progress',
  fulfilled: 'Fulfilled',
} as const;

export const fulfilmentInputSchema = z
  .object({
    status: z.enum(FULFILMENT_STATUSES),
    /** Some order products, or every live order product of `eventId`. */
    orderProductIds: z.array(z.number().int().positive().max(INT4_MAX)).max(1000).optional(),
    eventId: z.number().int().positive().max(INT4_MAX).optional(),
  })
  .refine((v) => (v.orderProductIds?.length ?? 0) > 0 || v.eventId, {
    message: 'Choose products or an event',
    path: ['orderProductIds'],
  });
export type FulfilmentInput = z.input<typeof fulfilmentInputSchema>;
export const fulfilmentResultSchema = z.object({
  updated: z.number().int(),
  events: z.array(z.object({ id: z.number().int(), fulfilledAt: z.string().nullable() })),
});

export const orderEventOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startTime: z.string(),
  products: z.array(
    z.object({ id: z.number().int(), productId: z.number().int(), name: z.string(), totalPrice: z.number().int() }),
  ),
});
export type OrderEventOption = z.infer<typeof orderEventOptionSchema>;
export const orderLookupsSchema = z.object({
  bundles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  coupons: z.array(z.object({ id: z.number().int(), code: z.string() })),
});
export type OrderLookups = z.infer<typeof orderLookupsSchema>;

/** File name of an export, saying what was exported: orders-paid-phlox-2026-01-01-to-2026-01-31.xlsx */
export function orderExportName(q: Partial<OrderExportQuery>, today: string, ext: 'xlsx' | 'csv'): string {
  const parts = [
    q.status,
    q.source,
    q.eventId && `event-${q.eventId}`,
    q.bundleId && `bundle-${q.bundleId}`,
    q.couponId && `coupon-${q.couponId}`,
    q.fulfilment,
    q.refund && `refund-${q.refund}`,
    q.from && `from-${q.from}`,
    q.to && `to-${q.to}`,
    q.q && `search-${q.q}`,
  ]
    .filter(Boolean)
    .map((p) =>
      String(p)
        .replace(/[^A-Za-z0-9_-]+/g, '-')
        .slice(0, 40),
    );
  return `orders-${parts.length ? parts.join('-') : 'all'}-${today}.${ext}`;
}
