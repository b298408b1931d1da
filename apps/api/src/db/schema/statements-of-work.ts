import { sql } from 'drizzle-orm';
import { date, index, integer, pgEnum, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { SOW_STATUSES } from '@phlox/contract';
import { baseColumns, cents } from './columns.js';
import { schoolDistricts } from './school-districts.js';

export const sowStatusEnum = pgEnum('sow_status', SOW_STATUSES);

/** A Statement of Work: what a district agreed to (media days for its schools), its dates, amount and contract. */
export const statementsOfWork = pgTable(
  'statements_of_work',
  {
    ...baseColumns,
    title: varchar('title', { length: 255 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    schoolDistrictId: integer('school_district_id').references(() => schoolDistricts.id),
    status: sowStatusEnum('status').notNull().default('draft'),
    agreedOn: date('agreed_on', { mode: 'string' }),
    amount: cents('amount'),
    /** A link to the contract, or the stored upload's URL (then `contractFileName` names it). */
    contractUrl: text('contract_url'),
    contractFileName: varchar('contract_file_name', { length: 255 }),
    notes: text('notes'),
  },
  (t) => [
    index('statements_of_work_start_idx')
      .on(t.startDate)
      .where(sql`${t.deletedAt} is null`),
    index('statements_of_work_district_idx').on(t.schoolDistrictId),
  ],
);
