import { and, eq, isNull } from 'drizzle-orm';
import { formatUsd } from '@phlox/contract';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { AppError, businessRule } from '../../shared/errors.js';
import type { Mailer } from '../../shared/mail.js';
import { getOrderDetail } from './detail.js';
import { ORDERS_MENU } from './update.js';

/** Sends the order e-mail again (the customer's summary with the link to their order page). */
export async function resendOrderEmail(db: Db, mailer: Mailer, config: Config, id: number, userId: number) {
  const order = await getOrderDetail(db, id);
  const to = order.customer?.email;
  if (!to) throw businessRule('The customer has no e-mail address. Add one first.', { email: 'No e-mail address' });
  const link = order.encryptedOrderId
    ? `${config.customerSiteUrl.replace(/\/+$/, '')}/orders/${encodeURIComponent(order.encryptedOrderId)}`
    : null;
  const lines = order.products.map(
    (p) => `- ${p.productName ?? 'Product'}${p.event ? ` — ${p.event.title}` : ''}: ${formatUsd(p.price)}`,
  );
  try {
    await mailer.send({
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
    });
  } catch {
    throw new AppError(502, 'MAIL_FAILED', 'The e-mail could not be sent. Try again in a few minutes.');
  }
  await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ isOrderConfirmationMailSent: true })
      .where(and(eq(orders.id, id), isNull(orders.deletedAt)));
    await writeHistory(tx, {
      menu: ORDERS_MENU,
      userId,
      itemId: id,
      action: 'update',
      before: { orderEmail: null },
      after: { orderEmail: `sent again to ${to} at ${new Date().toISOString()}` },
    });
  });
}
