/** What other modules may use of orders; the rest of the folder is its own (eslint: no reaching in). */
export { listOrders } from './list.js';
export { reconcileStripeRefund } from './refunds.js';
export type { ReportedRefund } from './refunds.js';
export { createStripe } from './stripe.js';
export type { StripeClient } from './stripe.js';
