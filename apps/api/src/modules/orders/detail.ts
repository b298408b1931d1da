import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Address, OrderDetail, OrderProduct } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import * as s from '../../db/schema/index.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { runPrepared } from '../../shared/prepared.js';

const billing = alias(s.address, 'billing');
const shipping = alias(s.address, 'shipping');
const fulfiller = alias(s.users, 'fulfiller');
const userName = (u: { firstName: AnyPgColumn; lastName: AnyPgColumn }) =>
  sql<string | null>`${u.firstName} || ' ' || ${u.lastName}`;
const person = (id: number | null, name: string | null) => (id !== null && name ? { id, name } : null);

function toAddress(a: typeof s.address.$inferSelect | null): Address | null {
  if (!a || a.deletedAt) return null;
  return {
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    country: a.country,
  };
}

/** Money a refund has taken or may still take: succeeded ones, plus those Stripe has not settled yet. */
export const COUNTED_REFUND_STATUSES = ['succeeded', 'pending', 'requires_action'] as const;

/** A timestamp inside a json_build_object (text such as "2026-09-10T04:30:00+00:00") as ISO-8601 UTC. */
const jsonIso = (t: string | null) => (t ? new Date(t).toISOString() : null);

type AnswerJson = { id: number; questionId: number; question: string; answer: string | null };
type UploadJson = { photographer: string | null; status: string | null; uploadedAt: string | null };
type RefundJson = {
  id: number;
  amount: number;
  reason: string | null;
  status: OrderProduct['refunds'][number]['status'];
  isManual: boolean;
  stripeRefundId: string | null;
  initiatedAt: string | null;
  refundedAt: string | null;
  userId: number | null;
  userName: string | null;
};
type RolloverJson = {
  id: number;
  fromEvent: string | null;
  toEvent: string | null;
  reason: string | null;
  rolledOverAt: string | null;
  priceDifference: number;
  userId: number | null;
  userName: string | null;
};

/**
 * An order's products with their answers, uploads, refunds and rollovers in one statement: each list is a
 * json_agg subquery over its order_product_id index, so the detail costs one round trip, not five.
 */
async function loadProducts(db: Executor, orderId: number): Promise<OrderProduct[]> {
  const rows = await runPrepared(db, 'orders.detail.products', () => productsQuery(db), { orderId });
  return rows.map((r): OrderProduct => {
    const own = r.refunds;
    const sum = (statuses: readonly string[]) =>
      own.filter((x) => statuses.includes(x.status)).reduce((t, x) => t + x.amount, 0);
    const p = r.player;
    return {
      id: r.op.id,
      price: r.op.price,
      refundedAmount: sum(['succeeded']),
      refundableAmount: Math.max(0, r.op.price - sum(COUNTED_REFUND_STATUSES)),
      fulfilmentStatus: r.op.fulfilmentStatus,
      fulfilledAt: isoOrNull(r.op.fulfilledAt),
      fulfilledBy: person(r.op.fulfilledBy, r.fulfilledByName),
      event: r.event ? { id: r.event.id, title: r.event.title, startTime: iso(r.event.startTime) } : null,
      eventProductId: r.op.eventProductId,
      productName: r.productName,
      seasonPass: r.passId !== null && r.passName !== null ? { id: r.passId, name: r.passName } : null,
      parentId: r.op.parentId,
      zenfolioId: r.op.zenfolioId,
      createZenfolio: r.op.createZenfolio,
      player: p
        ? {
            id: p.id,
            firstName: p.firstName,
            lastName: p.lastName,
            graduationYear: p.graduationYear,
            teamName: r.teamName,
            instagramId: p.instagramId,
            twitterId: p.twitterId,
            imageUrl: r.imageUrl,
          }
        : null,
      answers: r.answers,
      uploads: r.uploads.map((u) => ({ ...u, uploadedAt: jsonIso(u.uploadedAt) })),
      refunds: own.map(({ userId, userName: name, ...x }) => ({
        ...x,
        initiatedAt: jsonIso(x.initiatedAt),
        refundedAt: jsonIso(x.refundedAt),
        user: person(userId, name),
      })),
      rollovers: r.rollovers.map(({ userId, userName: name, ...x }) => ({
        ...x,
        rolledOverAt: jsonIso(x.rolledOverAt),
        user: person(userId, name),
      })),
    };
  });
}

/** The products statement, prepared once per database (the order id is its placeholder). */
function productsQuery(db: Executor) {
  const op = s.orderProducts;
  return db
    .select({
      op: s.orderProducts,
      event: { id: s.events.id, title: s.events.title, startTime: s.events.startTime },
      productName: s.products.name,
      passId: s.seasonPass.id,
      passName: s.seasonPass.name,
      player: s.customerPlayers,
      teamName: s.organizations.name,
      imageUrl: s.images.imgUrl,
      fulfilledByName: userName(fulfiller),
      answers: sql<AnswerJson[]>`coalesce((
        select json_agg(json_build_object('id', a.id, 'questionId', a.event_category_question_id,
          'question', q.questions, 'answer', a.answer) order by q."order", a.id)
        from order_product_questions_answers a
        join event_category_questions q on q.id = a.event_category_question_id
        where a.order_product_id = ${op.id} and a.deleted_at is null), '[]'::json)`,
      uploads: sql<UploadJson[]>`coalesce((
        select json_agg(json_build_object('photographer', u.first_name || ' ' || u.last_name,
          'status', p.upload_status, 'uploadedAt', p.uploaded_at) order by p.id)
        from order_product_photographers p left join users u on u.id = p.photographer_id
        where p.order_product_id = ${op.id} and p.deleted_at is null), '[]'::json)`,
      refunds: sql<RefundJson[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'amount', r.refund_amount, 'reason', r.refund_reason,
          'status', r.refund_status, 'isManual', r."isManualRefund", 'stripeRefundId', r.stripe_refund_id,
          'initiatedAt', r.refund_initiated_at, 'refundedAt', r.refunded_at,
          'userId', r.user_id, 'userName', u.first_name || ' ' || u.last_name) order by r.id)
        from order_product_refunds r left join users u on u.id = r.user_id
        where r.order_product_id = ${op.id} and r.deleted_at is null), '[]'::json)`,
      rollovers: sql<RolloverJson[]>`coalesce((
        select json_agg(json_build_object('id', r.id, 'fromEvent', fe.title, 'toEvent', te.title,
          'reason', r.rollover_reason, 'rolledOverAt', r.rolledover_at, 'priceDifference', r.price_difference,
          'userId', r.user_id, 'userName', u.first_name || ' ' || u.last_name) order by r.id)
        from order_product_rollovers r
        left join events fe on fe.id = r.event_id
        left join events te on te.id = r.rolledover_event_id
        left join users u on u.id = r.user_id
        where r.order_product_id = ${op.id} and r.deleted_at is null), '[]'::json)`,
    })
    .from(s.orderProducts)
    .leftJoin(s.events, eq(s.events.id, s.orderProducts.eventId))
    .leftJoin(s.eventProducts, eq(s.eventProducts.id, s.orderProducts.eventProductId))
    .leftJoin(s.seasonPassProducts, eq(s.seasonPassProducts.id, s.orderProducts.seasonPassProductId))
    .leftJoin(s.seasonPass, eq(s.seasonPass.id, s.seasonPassProducts.seasonPassId))
    .leftJoin(
      s.products,
      eq(s.products.id, sql`coalesce(${s.eventProducts.productId}, ${s.seasonPassProducts.productId})`),
    )
    .leftJoin(s.customerPlayers, eq(s.customerPlayers.id, s.orderProducts.customerPlayerId))
    .leftJoin(s.organizations, eq(s.organizations.id, s.customerPlayers.teamId))
    .leftJoin(s.images, eq(s.images.id, s.customerPlayers.imageId))
    .leftJoin(fulfiller, eq(fulfiller.id, s.orderProducts.fulfilledBy))
    .where(and(eq(s.orderProducts.orderId, sql.placeholder('orderId')), isNull(s.orderProducts.deletedAt)))
    .orderBy(asc(s.orderProducts.id));
}

type PaymentJson = {
  id: number;
  paidDate: string | null;
  method: string | null;
  receiptNumber: string | null;
  amount: number;
};
type CardJson = {
  id: number;
  giftcardId: number;
  code: string;
  type: 'debit' | 'credit';
  amount: number;
  orderProductId: number | null;
  createdAt: string;
};

/** The order statement, prepared once per database (the order id is its placeholder). */
function orderQuery(db: Executor) {
  return db
    .select({
      o: s.orders,
      c: s.customers,
      coupon: s.coupons,
      billing,
      shipping,
      payments: sql<PaymentJson[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'paidDate', p.paid_date, 'method', p.payment_method,
          'receiptNumber', p.reciept_number, 'amount', p.amount_paid) order by p.id)
        from order_payments p where p.order_id = ${s.orders.id} and p.deleted_at is null), '[]'::json)`,
      cards: sql<CardJson[]>`coalesce((
        select json_agg(json_build_object('id', t.id, 'giftcardId', t.giftcard_id, 'code', g.code,
          'type', t.transaction_type, 'amount', t.amount, 'orderProductId', t.order_product_id,
          'createdAt', t.created_at) order by t.id)
        from order_giftcard_transactions t join giftcards g on g.id = t.giftcard_id
        where t.order_id = ${s.orders.id} and t.deleted_at is null), '[]'::json)`,
    })
    .from(s.orders)
    .leftJoin(s.customers, eq(s.customers.id, s.orders.customerId))
    .leftJoin(s.coupons, eq(s.coupons.id, s.orders.couponId))
    .leftJoin(billing, eq(billing.id, s.orders.billingAddressId))
    .leftJoin(shipping, eq(shipping.id, s.orders.shippingAddressId))
    .where(and(eq(s.orders.id, sql.placeholder('id')), isNull(s.orders.deletedAt)));
}

/**
 * Everything about one order for the edit page: two statements run side by side (the order with its
 * payments and gift-card transactions; its products with everything under them), one round trip.
 */
export async function getOrderDetail(db: Executor, id: number): Promise<OrderDetail> {
  const [[row], products] = await Promise.all([
    runPrepared(db, 'orders.detail.order', () => orderQuery(db), { id }),
    loadProducts(db, id),
  ]);
  if (!row) throw notFound('Order');
  const { payments, cards } = row;
  const { o, c, coupon } = row;
  const giftcard = cards.reduce((t, x) => t + (x.type === 'debit' ? x.amount : -x.amount), 0);
  return {
    id: o.id,
    status: o.status,
    source: o.source,
    sourceOrderId: o.sourceOrderId,
    sourceOrderDetails: o.sourceOrderDetails ?? null,
    orderDate: iso(o.orderDate),
    createdAt: iso(o.createdAt),
    updatedAt: iso(o.updatedAt),
    encryptedOrderId: o.encryptedOrderId,
    stripePaymentId: o.stripePaymentId,
    stripeInvoiceLink: o.stripeInvoiceLink,
    sendSms: o.sendSms,
    customerNotes: o.customerNotes,
    mails: {
      placement: o.isOrderPlacementMailSent,
      confirmation: o.isOrderConfirmationMailSent,
      inProgress: o.isOrderInProgressMailSent,
    },
    totals: {
      products: o.orderTotal,
      discount: o.discountAmount,
      discountPercent: o.discountPercent,
      coupon: coupon ? { id: coupon.id, code: coupon.code, name: coupon.name } : null,
      taxPercent: o.taxPercent,
      tax: o.taxAmount,
      shipping: o.shippingAmount,
      total: o.totalAmount,
      giftcard: Math.max(0, giftcard),
      paidByCard: Math.max(0, o.totalAmount - Math.max(0, giftcard)),
      refunded: products.reduce((t, p) => t + p.refundedAmount, 0),
    },
    customer: c
      ? {
          id: c.id,
          firstName: c.firstName,
          lastName: c.lastName,
          email: c.email,
          phone: c.phone,
          companyName: c.companyName,
        }
      : null,
    billingAddress: toAddress(row.billing),
    shippingAddress: toAddress(row.shipping),
    products,
    payments: payments.map((p) => ({ ...p, paidDate: jsonIso(p.paidDate) })),
    giftcardTransactions: cards.map((x) => ({ ...x, createdAt: jsonIso(x.createdAt)! })),
  };
}
