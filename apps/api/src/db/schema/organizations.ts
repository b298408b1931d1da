import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.js';
import { address, images } from './common.js';
import { schoolDistricts } from './school-districts.js';

export const organizationTypes = pgTable('organization_types', {
  ...baseColumns,
  name: varchar('name', { length: 100 }).notNull(),
});

/** Schools, teams (parent = school), venues and booster clubs (parent = school). */
export const organizations = pgTable(
  'organizations',
  {
    ...baseColumns,
    organizationTypeId: integer('organization_type_id').references(() => organizationTypes.id),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    phone: varchar('phone', { length: 30 }),
    addressId: integer('address_id').references(() => address.id),
    imageId: integer('image_id').references(() => images.id),
    shortName: varchar('short_name', { length: 50 }),
    isTeam: boolean('is_team').notNull().default(false),
    isVenue: boolean('is_venue').notNull().default(false),
    isBoosterClub: boolean('is_boosetr_club').notNull().default(false),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id),
    googleMapLink: text('google_map_link'),
    websiteLink: text('website_link'),
    ncesId: varchar('nces_id', { length: 20 }),
    schoolDistrictId: integer('school_district_id').references(() => schoolDistricts.id),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('organizations_nces_id_unique')
      .on(t.ncesId)
      .where(sql`${t.ncesId} is not null and ${t.deletedAt} is null`),
    // One live organization per name (trimmed, any case), type and parent: pickers show names only.
    uniqueIndex('organizations_name_type_parent_unique')
      .on(sql`lower(btrim(${t.name}))`, sql`coalesce(${t.organizationTypeId}, 0)`, sql`coalesce(${t.parentId}, 0)`)
      .where(sql`${t.deletedAt} is null`),
    index('organizations_type_idx').on(t.organizationTypeId),
    index('organizations_parent_idx').on(t.parentId),
    index('organizations_school_district_idx').on(t.schoolDistrictId),
    index('organizations_name_idx').on(t.name),
  ],
);
