import { integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** Columns every table has: id, created_at, updated_at, deleted_at (soft delete). */
export const baseColumns = {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
};

/** A timestamptz column with JS Date values. */
export const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Money is integer cents. bigint would be safer past $21M but integer keeps JSON numbers exact and fast. */
export const cents = (name: string) => integer(name);
