import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents } from './columns.js';
import { users } from './auth.js';

/** value is the opening credit; the balance is Σ credits − Σ debits of order_giftcard_transactions. */
export const giftcards = pgTable(
  'giftcards',
  {
    ...baseColumns,
    code: varchar('code', { length: 50 }).notNull(),
    description: text('description'),
    createdBy: integer('created_by').references(() => users.id),
    value: cents('value').notNull().default(10000),
  },
  (t) => [
    check('giftcards_value_nonneg', sql`${t.value} >= 0`),
    uniqueIndex('giftcards_code_unique')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    index('giftcards_created_at_idx').on(t.createdAt),
  ],
);
