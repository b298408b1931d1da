import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.js';
import { users } from './auth.js';

/**
 * Rate-limit counters shared by every API process (the default store of @fastify/rate-limit here; Redis
 * replaces it when REDIS_URL is set). One row per key, a fixed window that restarts once expired.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('rate_limit_hits_expires_idx').on(t.expiresAt)],
);

/** Image bytes per user and business day: declared when a link is signed, stored when the local driver keeps a file. */
export const uploadUsage = pgTable(
  'upload_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day').notNull(),
    declaredBytes: bigint('declared_bytes', { mode: 'number' }).notNull().default(0),
    storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
