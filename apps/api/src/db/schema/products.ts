import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents } from './columns.js';

export const productCategories = pgTable('product_categories', {
  ...baseColumns,
  name: varchar('name', { length: 100 }).notNull(),
  description: text('description'),
});

export const products = pgTable(
  'products',
  {
    ...baseColumns,
    productCategoryId: integer('product_catgeory_id').references(() => productCategories.id),
    name: varchar('name', { length: 150 }).notNull(),
    description: text('description'),
    price: cents('price').notNull().default(0),
  },
  (t) => [
    check('products_price_nonneg', sql`${t.price} >= 0`),
    index('products_category_idx').on(t.productCategoryId),
    index('products_name_idx').on(t.name),
  ],
);
