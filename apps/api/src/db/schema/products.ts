import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents } from './columns.js';

export const productCategories = pgTable(
  'product_categories',
  {
    ...baseColumns,
    name: varchar('name', { length: 100 }).notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('product_categories_name_unique')
      .on(sql`lower(btrim(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

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
    uniqueIndex('products_name_unique')
      .on(sql`lower(btrim(${t.name}))`)
      .where(sql`${t.deletedAt} is null`),
    index('products_name_idx').on(t.name),
  ],
);
