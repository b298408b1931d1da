import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents, tstz } from './columns.js';
import { images } from './common.js';
import { levels } from './levels.js';
import { eventCategories } from './categories.js';
import { organizations } from './organizations.js';
import { events } from './events.js';
import { products } from './products.js';
import { seasonPassStatusEnum } from './enums.js';

/** A bundle: a season pass over several events, sold at a discount. */
export const seasonPass = pgTable(
  'season_pass',
  {
    ...baseColumns,
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    price: cents('price').notNull().default(0),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('20'),
    totalPrice: cents('total_price').notNull().default(0),
    startDate: tstz('start_date'),
    endDate: tstz('end_date'),
    academicYear: varchar('academic_year', { length: 9 }),
    status: seasonPassStatusEnum('status').notNull().default('draft'),
    levelId: integer('level_id').references(() => levels.id),
    eventCategoryId: integer('event_category_id').references(() => eventCategories.id),
    gender: varchar('gender', { length: 10 }),
    organizationId: integer('organization_id').references(() => organizations.id),
    expiryDate: tstz('expiry_date'),
  },
  (t) => [
    check('season_pass_prices_nonneg', sql`${t.price} >= 0 and ${t.totalPrice} >= 0`),
    check('season_pass_discount_range', sql`${t.discount} between 0 and 100`),
    index('season_pass_status_idx').on(t.status),
    index('season_pass_start_date_idx').on(t.startDate),
    index('season_pass_category_idx').on(t.eventCategoryId),
    index('season_pass_organization_idx').on(t.organizationId),
    index('season_pass_name_idx').on(t.name),
    // The bundles list's other filters and sorts (level, academic year, total price).
    index('season_pass_level_idx').on(t.levelId),
    index('season_pass_academic_year_idx').on(t.academicYear),
    index('season_pass_total_price_idx').on(t.totalPrice),
  ],
);

export const seasonPassEvents = pgTable(
  'season_pass_events',
  {
    ...baseColumns,
    seasonPassId: integer('season_pass_id')
      .notNull()
      .references(() => seasonPass.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    status: boolean('status').notNull().default(true),
  },
  (t) => [index('season_pass_events_pass_idx').on(t.seasonPassId), index('season_pass_events_event_idx').on(t.eventId)],
);

export const seasonPassImages = pgTable(
  'season_pass_images',
  {
    ...baseColumns,
    seasonPassId: integer('season_pass_id')
      .notNull()
      .references(() => seasonPass.id),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    primaryImage: boolean('primary_image').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('season_pass_images_pass_idx').on(t.seasonPassId)],
);

export const seasonPassProducts = pgTable(
  'season_pass_products',
  {
    ...baseColumns,
    seasonPassId: integer('season_pass_id')
      .notNull()
      .references(() => seasonPass.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    defaultPrice: cents('default_price').notNull(),
    multiplier: numeric('multiplier', { precision: 6, scale: 3 }).notNull().default('1.000'),
    totalPrice: cents('total_price').notNull(),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('20'),
  },
  (t) => [
    check('season_pass_products_prices_nonneg', sql`${t.defaultPrice} >= 0 and ${t.totalPrice} >= 0`),
    check('season_pass_products_multiplier_nonneg', sql`${t.multiplier} >= 0`),
    check('season_pass_products_discount_range', sql`${t.discount} between 0 and 100`),
    index('season_pass_products_pass_idx').on(t.seasonPassId),
    index('season_pass_products_product_idx').on(t.productId),
  ],
);
