import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.js';
import { images } from './common.js';
import { organizations } from './organizations.js';
import { productCategories } from './products.js';

/** Sports and other event kinds; parent groups ("Fall Sports") have no parent themselves. */
export const eventCategories = pgTable(
  'event_categories',
  {
    ...baseColumns,
    category: varchar('category', { length: 100 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => eventCategories.id),
    slug: varchar('slug', { length: 120 }).notNull(),
    description: text('description'),
    isDelete: boolean('is_delete').notNull().default(false),
  },
  (t) => [
    uniqueIndex('event_categories_slug_unique')
      .on(sql`lower(${t.slug})`)
      .where(sql`${t.deletedAt} is null`),
    // One live category per name (trimmed, any case) within a parent (top-level groups among themselves).
    uniqueIndex('event_categories_name_parent_unique')
      .on(sql`lower(btrim(${t.category}))`, sql`coalesce(${t.parentId}, 0)`)
      .where(sql`${t.deletedAt} is null`),
    index('event_categories_parent_idx').on(t.parentId),
    index('event_categories_category_idx').on(t.category),
  ],
);

export const eventCategoryDescriptionTemplates = pgTable(
  'event_category_description_templates',
  {
    ...baseColumns,
    eventCategoryId: integer('event_category_id').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description1: text('description_1'),
    description2: text('description_2'),
  },
  (t) => [
    // Explicit names where drizzle's generated ones would pass Postgres' 63-character limit.
    foreignKey({
      name: 'ec_description_templates_category_fk',
      columns: [t.eventCategoryId],
      foreignColumns: [eventCategories.id],
    }),
    index('event_category_description_templates_category_idx').on(t.eventCategoryId),
  ],
);

export const eventCategoryImages = pgTable(
  'event_category_images',
  {
    ...baseColumns,
    eventCategoryId: integer('event_category_id')
      .notNull()
      .references(() => eventCategories.id),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    primaryImage: boolean('primary_image').notNull().default(false),
  },
  (t) => [index('event_category_images_category_idx').on(t.eventCategoryId)],
);

/** Checkout questions asked when buying a product of the category (e.g. "Jersey number"). */
export const eventCategoryQuestions = pgTable(
  'event_category_questions',
  {
    ...baseColumns,
    eventCategoryId: integer('event_category_id').notNull(),
    questions: text('questions').notNull(),
    questionType: varchar('question_type', { length: 20 }).notNull().default('text'),
    priority: integer('priority').notNull().default(0),
    productCategoryId: integer('product_category_id'),
    sortOrder: integer('order').notNull().default(0),
    shotLabel: varchar('shot_label', { length: 100 }),
    isShortCard: boolean('isShortCard').notNull().default(false),
    isAddGallery: boolean('isAddGallery').notNull().default(false),
    isDelete: boolean('is_delete').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'ec_questions_category_fk',
      columns: [t.eventCategoryId],
      foreignColumns: [eventCategories.id],
    }),
    foreignKey({
      name: 'ec_questions_product_category_fk',
      columns: [t.productCategoryId],
      foreignColumns: [productCategories.id],
    }),
    index('event_category_questions_category_idx').on(t.eventCategoryId, t.sortOrder),
  ],
);

export const eventCategoryQuestionOptions = pgTable(
  'event_category_question_options',
  {
    ...baseColumns,
    eventCategoryQuestionId: integer('event_category_question_id').notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 50 }),
    isDelete: boolean('is_delete').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'ec_question_options_question_fk',
      columns: [t.eventCategoryQuestionId],
      foreignColumns: [eventCategoryQuestions.id],
    }),
    index('event_category_question_options_question_idx').on(t.eventCategoryQuestionId),
  ],
);

/** A booster club's share of an event's sales, per category (falls back to the parent category). */
export const boosterCommissions = pgTable(
  'booster_commissions',
  {
    ...baseColumns,
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    eventCategoryId: integer('event_category_id')
      .notNull()
      .references(() => eventCategories.id),
    percent: numeric('percent', { precision: 5, scale: 2 }).notNull(),
  },
  (t) => [
    check('booster_commissions_percent_range', sql`${t.percent} between 0 and 100`),
    uniqueIndex('booster_commissions_org_category_unique')
      .on(t.organizationId, t.eventCategoryId)
      .where(sql`${t.deletedAt} is null`),
    index('booster_commissions_category_idx').on(t.eventCategoryId),
  ],
);
