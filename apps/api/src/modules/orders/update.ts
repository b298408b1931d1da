import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OrderDetail, orderUpdateSchema } from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { customers, orderProductQuestionsAnswers, orderProducts, orders } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, businessRule, notFound, assertFresh } from '../../shared/errors.js';
import { addressLine, saveAddress } from '../users/index.js';
import { getOrderDetail } from './detail.js';

export const ORDERS_MENU = 'orders';
type OrderUpdateValues = z.output<typeof orderUpdateSchema>;

/** The order as its history records it: one flat field per thing a person may change. */
function historyView(d: OrderDetail): Record<string, string | null> {
  const view: Record<string, string | null> = {
    status: d.status,
    orderDate: d.orderDate,
    customerNotes: d.customerNotes,
    customerName: d.customer ? `${d.customer.firstName} ${d.customer.lastName}` : null,
    customerEmail: d.customer?.email ?? null,
    customerPhone: d.customer?.phone ?? null,
    customerCompany: d.customer?.companyName ?? null,
    billingAddress: addressLine(d.billingAddress),
    shippingAddress: addressLine(d.shippingAddress),
  };
  for (const p of d.products) for (const a of p.answers) view[`Item #${p.id}: ${a.question}`] = a.answer;
  return view;
}

/** Locks the order row: every change to an order (edits, refunds) is serialised on it. */
export async function lockOrder(tx: Executor, id: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), isNull(orders.deletedAt)))
    .for('update');
  if (!order) throw notFound('Order');
  return order;
}

/**
 * An order's status follows its money (issue 13): refunded and partially refunded are set by the refunds, and a
 * paid order is canceled by refunding it in full — never by typing a status that keeps the money.
 */
function checkStatusChange(from: string, to: string | undefined) {
  if (!to || to === from) return;
  if (from === 'refunded' || from === 'partially_refunded')
    throw businessRule('The status of a refunded order follows its refunds', {
      status: 'Set by the refunds: refund or roll over its items instead',
    });
  if (from === 'paid' && to === 'canceled')
    throw businessRule('A paid order is canceled by refunding it in full', {
      status: 'Refund every item in full to cancel a paid order',
    });
}

/** Status and date, notes, the customer and addresses, question answers: one transaction, one history entry. */
export async function updateOrder(db: Db, id: number, input: OrderUpdateValues, userId: number) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    assertFresh(input.updatedAt, order.updatedAt, 'order');
    checkStatusChange(order.status, input.status);
    const before = await getOrderDetail(tx, id);

    if (input.customer) {
      const c = input.customer;
      const values = { ...c, email: c.email ? c.email : null, updatedAt: sql`now()` };
      if (order.customerId) await tx.update(customers).set(values).where(eq(customers.id, order.customerId));
      else {
        const [created] = await tx.insert(customers).values(values).returning({ id: customers.id });
        order.customerId = created.id;
      }
    }
    const billingAddressId = await saveAddress(tx, order.billingAddressId, input.billingAddress);
    const shippingAddressId = await saveAddress(tx, order.shippingAddressId, input.shippingAddress);

    if (input.answers?.length) {
      const ids = input.answers.map((a) => a.id);
      const owned = await tx
        .select({ id: orderProductQuestionsAnswers.id })
        .from(orderProductQuestionsAnswers)
        .innerJoin(orderProducts, eq(orderProducts.id, orderProductQuestionsAnswers.orderProductId))
        .where(
          and(
            inArray(orderProductQuestionsAnswers.id, ids),
            eq(orderProducts.orderId, id),
            isNull(orderProductQuestionsAnswers.deletedAt),
          ),
        );
      if (owned.length !== new Set(ids).size)
        throw badRequest('Some answers do not belong to this order. Reload the page.', {
          answers: 'Some answers do not belong to this order',
        });
      for (const a of input.answers)
        await tx
          .update(orderProductQuestionsAnswers)
          .set({ answer: a.answer, updatedAt: sql`now()` })
          .where(eq(orderProductQuestionsAnswers.id, a.id));
    }

    await tx
      .update(orders)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.orderDate ? { orderDate: new Date(input.orderDate) } : {}),
        ...(input.customerNotes !== undefined ? { customerNotes: input.customerNotes } : {}),
        customerId: order.customerId,
        billingAddressId,
        shippingAddressId,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, id));
    const after = await getOrderDetail(tx, id);
    await writeHistory(tx, {
      menu: ORDERS_MENU,
      userId,
      itemId: id,
      action: 'update',
      before: historyView(before),
      after: historyView(after),
    });
    return after;
  });
}
