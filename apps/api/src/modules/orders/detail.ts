import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Address, OrderDetail, OrderProduct } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import * as s from '../../db/schema/index.js';
import { iso, isoOrNull } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';

const billing = alias(s.address, 'billing');
const shipping = alias(s.address, 'shipping');
const fulfiller = alias(s.users, 'fulfiller');
const fromEvent = alias(s.events, 'from_event');
const toEvent = alias(s.events, 'to_event');
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

function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
}

async function loadProducts(db: Executor, orderId: number): Promise<OrderProduct[]> {
  const rows = await db
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
    .where(and(eq(s.orderProducts.orderId, orderId), isNull(s.orderProducts.deletedAt)))
    .orderBy(asc(s.orderProducts.id));
  const ids = rows.map((r) => r.op.id);
  if (!ids.length) return [];
  const [answers, uploads, refunds, rollovers] = await Promise.all([
    db
      .select({ a: s.orderProductQuestionsAnswers, question: s.eventCategoryQuestions.questions })
      .from(s.orderProductQuestionsAnswers)
      .innerJoin(
        s.eventCategoryQuestions,
        eq(s.eventCategoryQuestions.id, s.orderProductQuestionsAnswers.eventCategoryQuestionId),
      )
      .where(
        and(
          inArray(s.orderProductQuestionsAnswers.orderProductId, ids),
          isNull(s.orderProductQuestionsAnswers.deletedAt),
        ),
      )
      .orderBy(asc(s.eventCategoryQuestions.sortOrder), asc(s.orderProductQuestionsAnswers.id)),
    db
      .select({ u: s.orderProductPhotographers, name: userName(s.users) })
      .from(s.orderProductPhotographers)
      .leftJoin(s.users, eq(s.users.id, s.orderProductPhotographers.photographerId))
      .where(
        and(inArray(s.orderProductPhotographers.orderProductId, ids), isNull(s.orderProductPhotographers.deletedAt)),
      ),
    db
      .select({ r: s.orderProductRefunds, name: userName(s.users) })
      .from(s.orderProductRefunds)
      .leftJoin(s.users, eq(s.users.id, s.orderProductRefunds.userId))
      .where(and(inArray(s.orderProductRefunds.orderProductId, ids), isNull(s.orderProductRefunds.deletedAt)))
      .orderBy(asc(s.orderProductRefunds.id)),
    db
      .select({ r: s.orderProductRollovers, from: fromEvent.title, to: toEvent.title, name: userName(s.users) })
      .from(s.orderProductRollovers)
      .leftJoin(fromEvent, eq(fromEvent.id, s.orderProductRollovers.eventId))
      .leftJoin(toEvent, eq(toEvent.id, s.orderProductRollovers.rolledoverEventId))
      .leftJoin(s.users, eq(s.users.id, s.orderProductRollovers.userId))
      .where(and(inArray(s.orderProductRollovers.orderProductId, ids), isNull(s.orderProductRollovers.deletedAt)))
      .orderBy(asc(s.orderProductRollovers.id)),
  ]);
  const answersOf = groupBy(answers, (r) => r.a.orderProductId);
  const uploadsOf = groupBy(uploads, (r) => r.u.orderProductId);
  const refundsOf = groupBy(refunds, (r) => r.r.orderProductId);
  const rolloversOf = groupBy(rollovers, (r) => r.r.orderProductId);

  return rows.map((r): OrderProduct => {
    const own = refundsOf.get(r.op.id) ?? [];
    const sum = (statuses: readonly string[]) =>
      own.filter((x) => statuses.includes(x.r.refundStatus)).reduce((t, x) => t + x.r.refundAmount, 0);
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
      answers: (answersOf.get(r.op.id) ?? []).map((a) => ({
        id: a.a.id,
        questionId: a.a.eventCategoryQuestionId,
        question: a.question,
        answer: a.a.answer,
      })),
      uploads: (uploadsOf.get(r.op.id) ?? []).map((u) => ({
        photographer: u.name,
        status: u.u.uploadStatus,
        uploadedAt: isoOrNull(u.u.uploadedAt),
      })),
      refunds: own.map((x) => ({
        id: x.r.id,
        amount: x.r.refundAmount,
        reason: x.r.refundReason,
        status: x.r.refundStatus,
        isManual: x.r.isManualRefund,
        stripeRefundId: x.r.stripeRefundId,
        initiatedAt: isoOrNull(x.r.refundInitiatedAt),
        refundedAt: isoOrNull(x.r.refundedAt),
        user: person(x.r.userId, x.name),
      })),
      rollovers: (rolloversOf.get(r.op.id) ?? []).map((x) => ({
        id: x.r.id,
        fromEvent: x.from,
        toEvent: x.to,
        reason: x.r.rolloverReason,
        rolledOverAt: isoOrNull(x.r.rolledoverAt),
        user: person(x.r.userId, x.name),
      })),
    };
  });
}

/** Everything about one order for the edit page. */
export async function getOrderDetail(db: Executor, id: number): Promise<OrderDetail> {
  const [row] = await db
    .select({ o: s.orders, c: s.customers, coupon: s.coupons, billing, shipping })
    .from(s.orders)
    .leftJoin(s.customers, eq(s.customers.id, s.orders.customerId))
    .leftJoin(s.coupons, eq(s.coupons.id, s.orders.couponId))
    .leftJoin(billing, eq(billing.id, s.orders.billingAddressId))
    .leftJoin(shipping, eq(shipping.id, s.orders.shippingAddressId))
    .where(and(eq(s.orders.id, id), isNull(s.orders.deletedAt)));
  if (!row) throw notFound('Order');
  const [products, payments, cards] = await Promise.all([
    loadProducts(db, id),
    db
      .select()
      .from(s.orderPayments)
      .where(and(eq(s.orderPayments.orderId, id), isNull(s.orderPayments.deletedAt)))
      .orderBy(asc(s.orderPayments.id)),
    db
      .select({ t: s.orderGiftcardTransactions, code: s.giftcards.code })
      .from(s.orderGiftcardTransactions)
      .innerJoin(s.giftcards, eq(s.giftcards.id, s.orderGiftcardTransactions.giftcardId))
      .where(and(eq(s.orderGiftcardTransactions.orderId, id), isNull(s.orderGiftcardTransactions.deletedAt)))
      .orderBy(asc(s.orderGiftcardTransactions.id)),
  ]);
  const { o, c, coupon } = row;
  const giftcard = cards.reduce((t, x) => t + (x.t.transactionType === 'debit' ? x.t.amount : -x.t.amount), 0);
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
    payments: payments.map((p) => ({
      id: p.id,
      paidDate: isoOrNull(p.paidDate),
      method: p.paymentMethod,
      receiptNumber: p.receiptNumber,
      amount: p.amountPaid,
    })),
    giftcardTransactions: cards.map((x) => ({
      id: x.t.id,
      giftcardId: x.t.giftcardId,
      code: x.code,
      type: x.t.transactionType,
      amount: x.t.amount,
      orderProductId: x.t.orderProductId,
      createdAt: iso(x.t.createdAt),
    })),
  };
}
