import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents, tstz } from './columns.js';
import { images } from './common.js';
import { users } from './auth.js';
import { levels } from './levels.js';
import { eventCategories } from './categories.js';
import { organizations } from './organizations.js';
import { schoolDistricts } from './school-districts.js';
import { statementsOfWork } from './statements-of-work.js';
import { productCategories, products } from './products.js';
import {
  assignmentConfirmationEnum,
  commissionTypeEnum,
  competitionTypeEnum,
  eventRoleEnum,
  eventStatusEnum,
} from './enums.js';

export const events = pgTable(
  'events',
  {
    ...baseColumns,
    eventCategoryId: integer('event_category_id').references(() => eventCategories.id),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description'),
    startTime: tstz('start_time').notNull(),
    endTime: tstz('end_time').notNull(),
    metaTitle: varchar('meta_title', { length: 255 }),
    metaKeywords: text('meta_keywords'),
    metaDescription: text('meta_description'),
    tags: text('tags'),
    status: eventStatusEnum('status').notNull().default('draft'),
    /** External Zenfolio gallery id, not a foreign key. */
    zenfolioId: varchar('zenfolio_id', { length: 100 }),
    competitionType: competitionTypeEnum('competition_type').notNull().default('game'),
    eventOwnerId: integer('event_owner_id').references(() => users.id),
    fulfilledAt: tstz('fulfilled_at'),
    createZenfolio: boolean('createZenfolio').notNull().default(false),
    isPrivateEvent: boolean('isPrivateEvent').notNull().default(false),
    /** The district a media day is held for. */
    schoolDistrictId: integer('school_district_id').references(() => schoolDistricts.id),
    /** The Statement of Work a media day was agreed under. */
    statementOfWorkId: integer('statement_of_work_id').references(() => statementsOfWork.id),
  },
  (t) => [
    check('events_time_order', sql`${t.endTime} >= ${t.startTime}`),
    index('events_start_time_idx').on(t.startTime),
    index('events_live_start_time_idx')
      .on(t.startTime)
      .where(sql`${t.deletedAt} is null`),
    index('events_status_start_time_idx').on(t.status, t.startTime),
    index('events_category_idx').on(t.eventCategoryId),
    index('events_title_idx').on(t.title),
    // Title search ("contains", any case and accent: "nandu" finds "Ñandú") of the events list: a trigram index
    // (pg_trgm) on the title without accents (immutable_unaccent, migration 0034).
    index('events_title_trgm_idx').using('gin', sql`immutable_unaccent(${t.title}) gin_trgm_ops`),
    index('events_owner_idx').on(t.eventOwnerId),
    index('events_school_district_idx').on(t.schoolDistrictId),
    index('events_statement_of_work_idx').on(t.statementOfWorkId),
    // The few deleted events, which the payouts totals leave out without scanning every event.
    index('events_deleted_idx')
      .on(t.id)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export const eventImages = pgTable(
  'event_images',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    primaryImage: boolean('primary_image').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('event_images_event_idx').on(t.eventId)],
);

/** Offline sales recorded by staff for an event. */
export const eventManualSales = pgTable(
  'event_manual_sales',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    settledAt: tstz('settled_at'),
    userId: integer('user_id').references(() => users.id),
    saleAmount: cents('sale_amount').notNull(),
    description: text('description'),
  },
  (t) => [
    check('event_manual_sales_amount_nonneg', sql`${t.saleAmount} >= 0`),
    index('event_manual_sales_event_idx').on(t.eventId),
  ],
);

export const eventMatches = pgTable(
  'event_matches',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    gender: varchar('gender', { length: 10 }),
    homeTeamId: integer('home_team_id').references(() => organizations.id),
    visitingTeamId: integer('visiting_team_id').references(() => organizations.id),
    levelId: integer('level_id').references(() => levels.id),
    academicYear: varchar('academic_year', { length: 9 }),
    /** Tournament participants: organization ids. */
    participatingTeams: integer('participating_teams').array(),
    multiGender: boolean('multi_gender').notNull().default(false),
    /** Further level ids when a match covers several levels. */
    multiLevelIds: integer('multi_level_id').array(),
  },
  (t) => [
    index('event_matches_event_idx').on(t.eventId),
    index('event_matches_home_team_idx').on(t.homeTeamId),
    index('event_matches_visiting_team_idx').on(t.visitingTeamId),
    index('event_matches_level_idx').on(t.levelId),
  ],
);

export const eventOrganizations = pgTable(
  'event_organizations',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    isVenue: boolean('is_venue').notNull().default(false),
  },
  (t) => [
    index('event_organizations_event_idx').on(t.eventId),
    index('event_organizations_organization_idx').on(t.organizationId),
  ],
);

/** A photographer (user) booked on an event, with its compensation. */
export const eventPhotographers = pgTable(
  'event_photographers',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    photographerId: integer('photographer_id')
      .notNull()
      .references(() => users.id),
    charge: cents('charge'),
    percentCharge: numeric('percent_charge', { precision: 5, scale: 2 }),
    totalCharge: cents('total_charge'),
    commissionType: commissionTypeEnum('commission_type').notNull().default('fixed'),
    completedAt: tstz('completed_at'),
    owner: boolean('owner').notNull().default(false),
    uploadStatus: varchar('upload_status', { length: 30 }),
    uploadedAt: tstz('uploaded_at'),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    eventRole: eventRoleEnum('event_role').notNull().default('photographer'),
    /** Who made the assignment. */
    userId: integer('user_id').references(() => users.id),
    /** The crew member's answer (ASSIGNMENT_CONFIRMATIONS); rows from before confirmation existed are confirmed. */
    confirmation: assignmentConfirmationEnum('confirmation').notNull().default('pending'),
    /** SHA-256 of the e-mailed link's token: single use (cleared by an answer), replaced by a resend. */
    confirmationToken: varchar('confirmation_token', { length: 64 }),
    confirmationSentAt: tstz('confirmation_sent_at'),
    /** When the crew member answered. */
    confirmationAt: tstz('confirmation_at'),
  },
  (t) => [
    check('event_photographers_charge_nonneg', sql`${t.charge} >= 0 and ${t.totalCharge} >= 0`),
    check('event_photographers_percent_range', sql`${t.percentCharge} between 0 and 100`),
    index('event_photographers_event_idx').on(t.eventId),
    index('event_photographers_photographer_idx').on(t.photographerId),
    uniqueIndex('event_photographers_confirmation_token_idx')
      .on(t.confirmationToken)
      .where(sql`${t.confirmationToken} is not null`),
    // An event has one owner among its crew.
    uniqueIndex('event_photographers_one_owner')
      .on(t.eventId)
      .where(sql`${t.owner} and ${t.deletedAt} is null`),
  ],
);

export const eventProducts = pgTable(
  'event_products',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    defaultPrice: cents('default_price').notNull(),
    multiplier: numeric('multiplier', { precision: 6, scale: 3 }).notNull().default('1.000'),
    totalPrice: cents('total_price').notNull(),
  },
  (t) => [
    check('event_products_prices_nonneg', sql`${t.defaultPrice} >= 0 and ${t.totalPrice} >= 0`),
    check('event_products_multiplier_nonneg', sql`${t.multiplier} >= 0`),
    index('event_products_event_idx').on(t.eventId),
    index('event_products_product_idx').on(t.productId),
  ],
);

/** Cap on orders of a product category for an event; a mail goes out when reached. */
export const orderLimit = pgTable(
  'order_limit',
  {
    ...baseColumns,
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    productCategoryId: integer('product_catgeory_id').references(() => productCategories.id),
    orderLimit: integer('orderLimit').notNull(),
    orderLimitMailSentAt: tstz('orderLimitMailSentAt'),
  },
  (t) => [
    check('order_limit_nonneg', sql`${t.orderLimit} >= 0`),
    uniqueIndex('order_limit_event_category_unique')
      .on(t.eventId, t.productCategoryId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const zenfolios = pgTable('zenfolios', {
  ...baseColumns,
  galleryName: varchar('gallery_name', { length: 255 }).notNull(),
  link: text('link'),
  password: varchar('password', { length: 255 }),
  /** External Zenfolio gallery ids. */
  galleryIds: text('galleryIds'),
});
