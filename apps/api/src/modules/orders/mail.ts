import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatUsd, TIME_ZONE } from '@phlox/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { MailMessage } from '../../shared/mail.js';
import { writeHistory } from '../../shared/audit.js';
import { renderMailTemplate } from '../../shared/mail-template.js';
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

const TEMPLATE = new URL('./emails/order-email.mjml', import.meta.url);

/**
 * The customer's order e-mail, HTML (emails/order-email.mjml) and plain text alike: the order's lines, its total
 * and the link to its page on the customer site (CUSTOMER_SITE_URL).
 */
export async function orderMessage(
  config: Config,
  order: Awaited<ReturnType<typeof getOrderDetail>>,
  to: string,
): Promise<MailMessage> {
  const link = order.encryptedOrderId
    ? `${config.customerSiteUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(order.encryptedOrderId)}`
    : null;
  const lines = order.products.map((p) => ({
    product: p.productName ?? 'Product',
    event: p.event?.title ?? '',
    price: formatUsd(p.price),
  }));
  const firstName = order.customer?.firstName ?? '';
  const total = formatUsd(order.totals.total);
  const orderDate = formatChicagoDate(order.orderDate);
  return {
    to,
    subject: `Your Phlox order #${order.id}`,
    html: await renderMailTemplate(TEMPLATE, { orderId: order.id, firstName, orderDate, lines, total, link }),
    text: [
      `Hello ${firstName},`,
      '',
      `Here is your order #${order.id}, placed ${orderDate}:`,
      ...lines.map((l) => `- ${l.product}${l.event ? ` — ${l.event}` : ''}: ${l.price}`),
      '',
      `Total: ${total}`,
      ...(link ? ['', `See your order at any time: ${link}`] : []),
    ].join('\n'),
  };
}

const formatChicagoDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, dateStyle: 'long' }).format(new Date(iso));

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
    { orderId: id, userId, message: await orderMessage(app.config, order, to) },
    { track: { userId, title: `Order #${id} e-mail to ${to}` } },
  );
}
