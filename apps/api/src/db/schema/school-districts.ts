import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { SCHOOL_DISTRICT_STATUSES } from '@phlox/contract';
import { baseColumns } from './columns.js';

export const schoolDistrictStatusEnum = pgEnum('school_district_status', SCHOOL_DISTRICT_STATUSES);

/** A school district: its schools point at it (organizations.school_district_id), as do media days (events). */
export const schoolDistricts = pgTable(
  'school_districts',
  {
    ...baseColumns,
    title: varchar('title', { length: 255 }).notNull(),
    code: varchar('code', { length: 20 }),
    /** USPS code; null only for districts made from the free-text names organizations held before (0025). */
    state: varchar('state', { length: 2 }),
    status: schoolDistrictStatusEnum('status').notNull().default('active'),
  },
  (t) => [
    // Unique among live districts, ignoring case: a code names one district; a title one per state.
    uniqueIndex('school_districts_code_unique')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.code} is not null and ${t.deletedAt} is null`),
    uniqueIndex('school_districts_title_state_unique')
      .on(sql`lower(btrim(${t.title}))`, sql`coalesce(${t.state}, '')`)
      .where(sql`${t.deletedAt} is null`),
    index('school_districts_title_idx').on(t.title),
  ],
);
