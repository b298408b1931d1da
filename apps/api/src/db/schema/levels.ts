import { index, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { baseColumns } from './columns.js';

export const levels = pgTable(
  'levels',
  {
    ...baseColumns,
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 20 }).notNull(),
  },
  (t) => [
    // Unique among live rows, case-insensitive: a deleted level's code can be reused.
    uniqueIndex('levels_code_unique')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.deletedAt} is null`),
    // Names too (docs/decisions.md, "References and duplicates"): trimmed, ignoring case, live rows only.
    uniqueIndex('levels_name_unique')
      .on(sql`lower(btrim(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
    index('levels_name_idx').on(t.name),
    index('levels_created_at_idx').on(t.createdAt),
  ],
);
