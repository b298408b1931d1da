import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';

/**
 * Stripe webhook events already handled, by Stripe's event id: Stripe delivers at least once (and resends until
 * it gets a 2xx), so a resent event finds its id here and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
});
