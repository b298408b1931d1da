import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatUsd } from '@phlox/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { MailMessage } from '../../shared/mail.js';
import { writeHistory } from '../../shared/audit.js';
import { businessRule } from '../../shared/errors.js';
import { getOrderDetail } from './detail.js';
import { ORDERS_MENU } from './update.js';

const ORDER_EMAIL_JOB = 'order-email';

interface OrderEmailJob {
  orderId: number;
  /** The staff member who asked for it (history, notification centre). */
  userId: number;
  message: MailMessage;
}

/** The customer's summary with the link to their order page. */
function orderMessage(config: Config, order: Awaited<ReturnType<typeof getOrderDetail>>, to: string): MailMessage {
  const link = order.encryptedOrderId
    ? `${config.customerSiteUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(order.encryptedOrderId)}`
    : null;
  const lines = order.products.map(
    (p) => `- ${p.productName ?? 'Product'}${p.event ? ` — ${p.event.title}` : ''}: ${formatUsd(p.price)}`,
  );
  return {
    to,
    subject: `Your Phlox order #${order.id}`,
    text: [
      `Hello ${order.customer?.firstName ?? ''},`,
      '',
      `Here is your order #${order.id}:`,
      ...lines,
      '',
      `Total: ${formatUsd(order.totals.total)}`,
      ...(link ? ['', `See your order at any time: ${link}`] : []),
    ].join('\n'),
  };
}

/**
 * The order e-mail is its own job, not a plain e-mail: the order is marked "e-mail sent" and the history written
 * only once the message went out, not when it was asked for.
 */
export function defineOrderEmailJob(app: FastifyInstance) {
  app.queue.define<OrderEmailJob>({
    name: ORDER_EMAIL_JOB,
    retryLimit: 7,
    retryDelay: 30,
    expireInSeconds: 120,
    async run({ data }) {
      await app.mailer.send(data.message);
      await app.db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({ isOrderConfirmationMailSent: true })
          .where(and(eq(orders.id, data.orderId), isNull(orders.deletedAt)));
        await writeHistory(tx, {
          menu: ORDERS_MENU,
          userId: data.userId,
          itemId: data.orderId,
          action: 'update',
          before: { orderEmail: null },
          after: { orderEmail: `sent again to ${data.message.to} at ${new Date().toISOString()}` },
        });
      });
      return { message: `Sent to ${data.message.to}` };
    },
  });
}

/** "Resend order e-mail": queued at once; the person sees it go out (or fail) in their notification centre. */
export async function resendOrderEmail(app: FastifyInstance, db: Db, id: number, userId: number) {
  const order = await getOrderDetail(db, id);
  const to = order.customer?.email;
  if (!to) throw businessRule('The customer has no e-mail address. Add one first.', { email: 'No e-mail address' });
  await app.queue.send<OrderEmailJob>(
    ORDER_EMAIL_JOB,
    { orderId: id, userId, message: orderMessage(app.config, order, to) },
    { track: { userId, title: `Order #${id} e-mail to ${to}` } },
  );
}
