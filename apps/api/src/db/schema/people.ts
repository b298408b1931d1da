import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { baseColumns, cents, tstz } from './columns.js';
import { address, images } from './common.js';
import { users } from './auth.js';
import { organizations } from './organizations.js';
import { commissionTypeEnum } from './enums.js';

/** Buyers (parents, players). Not unique by e-mail: imported orders may repeat a buyer. */
export const customers = pgTable(
  'customers',
  {
    ...baseColumns,
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 30 }),
    companyName: varchar('company_name', { length: 255 }),
    addressId: integer('address_id').references(() => address.id),
  },
  (t) => [
    index('customers_email_idx').on(sql`lower(${t.email})`),
    index('customers_last_name_idx').on(t.lastName, t.firstName),
    // Order search ("contains", any case) by name, e-mail and phone digits: trigram indexes (pg_trgm).
    index('customers_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('customers_phone_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(${t.phone}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
  ],
);

/** Customer-site sign-in by one-time password; one account may cover several customer rows. */
export const customerAccounts = pgTable(
  'customer_accounts',
  {
    ...baseColumns,
    email: varchar('email', { length: 254 }).notNull(),
    otp: varchar('otp', { length: 100 }),
    isOtpVerified: boolean('isotpverified').notNull().default(false),
    validFrom: tstz('validfrom'),
    validTo: tstz('validto'),
    customerIds: integer('customer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (t) => [
    uniqueIndex('customer_accounts_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const customerPlayers = pgTable(
  'customer_players',
  {
    ...baseColumns,
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    imageId: integer('image_id').references(() => images.id),
    /** The year itself (e.g. 2028), one of graduation_years.year. */
    graduationYear: integer('graduation_year'),
    instagramId: varchar('instagram_id', { length: 100 }),
    twitterId: varchar('twitter_id', { length: 100 }),
    teamId: integer('team_id').references(() => organizations.id),
  },
  (t) => [
    index('customer_players_customer_idx').on(t.customerId),
    index('customer_players_team_idx').on(t.teamId),
    index('customer_players_name_trgm_idx').using('gin', sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
  ],
);

export const graduationYears = pgTable(
  'graduation_years',
  {
    ...baseColumns,
    year: integer('year').notNull(),
  },
  (t) => [
    uniqueIndex('graduation_years_year_unique')
      .on(t.year)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** A photographer's profile; the photographer is a user with the Photographer role. */
export const photographers = pgTable(
  'photographers',
  {
    ...baseColumns,
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    description: text('description'),
    isSports: boolean('is_sports').notNull().default(false),
    isPortraits: boolean('is_portraits').notNull().default(false),
    isWeddings: boolean('is_weddings').notNull().default(false),
    isWorkplace: boolean('is_workplace').notNull().default(false),
    isLifestyle: boolean('is_lifestyle').notNull().default(false),
    addressId: integer('address_id').references(() => address.id),
    shortNote: text('short_note'),
    group: varchar('group', { length: 100 }),
    defaultCharge: cents('default_charge'),
    website: text('website'),
    commissionType: commissionTypeEnum('commission_type').notNull().default('fixed'),
  },
  (t) => [
    check('photographers_default_charge_nonneg', sql`${t.defaultCharge} >= 0`),
    uniqueIndex('photographers_user_unique')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** photographer_id is the photographer's user id, as everywhere else. */
export const photographerAvailability = pgTable(
  'photographer_availability',
  {
    ...baseColumns,
    photographerId: integer('photographer_id')
      .notNull()
      .references(() => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [index('photographer_availability_photographer_date_idx').on(t.photographerId, t.date)],
);

export const photographerImages = pgTable(
  'photographer_images',
  {
    ...baseColumns,
    photographerId: integer('photographer_id')
      .notNull()
      .references(() => users.id),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    primaryImage: boolean('primary_image').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('photographer_images_photographer_idx').on(t.photographerId)],
);
