import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.js';
import { menus, users } from './auth.js';
import { auditActionEnum } from './enums.js';

/** Audit trail: one row per changed field, written in the same transaction as the change. */
export const updateHistory = pgTable(
  'update_history',
  {
    ...baseColumns,
    menuId: integer('menu_id').references(() => menus.id),
    userId: integer('user_id').references(() => users.id),
    oldValue: text('old_value'),
    newValue: text('new_value'),
    action: auditActionEnum('action').notNull(),
    itemId: integer('item_id'),
    updatedField: varchar('updated_field', { length: 100 }),
    valueType: varchar('value_type', { length: 30 }),
  },
  (t) => [index('update_history_item_idx').on(t.menuId, t.itemId, t.createdAt)],
);
