import { jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';

/**
 * Stripe webhook events, by Stripe's event id: Stripe delivers at least once (and resends until it gets a 2xx), so
 * a resent event finds its id here and queues nothing. The webhook stores the event and queues its job in one
 * transaction; the job applies it and sets `processed_at`, so a repeated try never applies it twice. Events we
 * do not act on are kept without their payload and count as processed when they arrive.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: tstz('received_at').notNull().defaultNow(),
  /** The verified event as Stripe sent it (only for the events we act on). */
  payload: jsonb('payload').$type<{ data: { object: unknown } }>(),
  processedAt: tstz('processed_at'),
});
