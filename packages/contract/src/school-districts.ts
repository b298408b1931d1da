import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import { INT4_MAX } from './constants.js';
import { csvImportRequestSchema, importJobRequestSchema } from './csv-import.js';
import { optionalTextField } from './fields.js';
import { US_STATE_CODES } from './locations.js';

/** A school district: the schools (organizations) it runs, and the events held for it (media days). */
export const SCHOOL_DISTRICT_STATUSES = ['active', 'inactive'] as const;
export type SchoolDistrictStatus = (typeof SCHOOL_DISTRICT_STATUSES)[number];
export const SCHOOL_DISTRICT_STATUS_LABELS: Record<SchoolDistrictStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
};

/** The USPS codes a district's state may take (the states and territories of US_STATE_CODES). */
export const SCHOOL_DISTRICT_STATES = [...new Set(Object.values(US_STATE_CODES))].sort();
export const CHOOSE_STATE = 'Choose the state';
export const DISTRICT_CODE_INVALID = 'Use letters, digits and - only';
export const districtCodeTaken = (title: string) => `Another school district already has this code: ${title}`;
export const districtTitleTaken = (title: string) => `A school district titled “${title}” already exists in this state`;
export const schoolInOtherDistrict = (school: string, district: string) =>
  `${school} already belongs to ${district}; remove it there first`;
export const SCHOOLS_MISSING = 'One of the chosen schools no longer exists';
export const DISTRICT_MISSING = 'Choose a school district that exists';

export const schoolDistrictSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeName: z.string().nullable(),
  city: z.string().nullable(),
});
export type SchoolDistrictSchool = z.infer<typeof schoolDistrictSchoolSchema>;

/** A row of the list. */
export const schoolDistrictRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  code: z.string().nullable(),
  state: z.string().nullable(),
  status: z.enum(SCHOOL_DISTRICT_STATUSES),
  schoolCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SchoolDistrictRow = z.infer<typeof schoolDistrictRowSchema>;

/** One district as its form shows it: the row with its schools. */
export const schoolDistrictSchema = schoolDistrictRowSchema.extend({
  schools: z.array(schoolDistrictSchoolSchema),
});
export type SchoolDistrict = z.infer<typeof schoolDistrictSchema>;

const stateField = z
  .string({ error: CHOOSE_STATE })
  .trim()
  .toUpperCase()
  .refine((v) => SCHOOL_DISTRICT_STATES.includes(v), CHOOSE_STATE);

const schoolDistrictFields = {
  title: z.string({ error: 'Enter a title' }).trim().min(1, 'Enter a title').max(255, 'Use at most 255 characters'),
  /** The state's own id for the district (an NCES LEA id is 7 digits); optional, unique when given. */
  code: optionalTextField(20).refine((v) => !v || /^[A-Za-z0-9-]+$/.test(v), DISTRICT_CODE_INVALID),
  state: stateField,
  status: z.enum(SCHOOL_DISTRICT_STATUSES, { error: 'Choose Active or Inactive' }),
  /** The organizations it runs; each belongs to at most one district. */
  schoolIds: z
    .array(z.number().int().positive().max(INT4_MAX))
    .max(1000, 'Link at most 1,000 schools')
    .transform((ids) => [...new Set(ids)]),
};

export const schoolDistrictInputSchema = z.object({
  ...schoolDistrictFields,
  status: schoolDistrictFields.status.default('active'),
  schoolIds: schoolDistrictFields.schoolIds.default([]),
});
export type SchoolDistrictInput = z.input<typeof schoolDistrictInputSchema>;
export type SchoolDistrictValues = z.output<typeof schoolDistrictInputSchema>;

/** Only the fields sent change; `schoolIds`, when sent, is the whole new list. */
export const schoolDistrictUpdateSchema = z.object(schoolDistrictFields).partial().extend(versionField);
export type SchoolDistrictUpdate = z.input<typeof schoolDistrictUpdateSchema>;
export type SchoolDistrictChanges = z.output<typeof schoolDistrictUpdateSchema>;

export const SCHOOL_DISTRICT_SORT_FIELDS = ['title', 'code', 'state', 'status', 'schoolCount', 'createdAt'] as const;
export const SCHOOL_DISTRICT_FILTER_KEYS = ['state', 'status'] as const;
export const schoolDistrictListQuerySchema = listQuerySchema(SCHOOL_DISTRICT_SORT_FIELDS).extend({
  state: z.string().trim().toUpperCase().max(2).optional(),
  status: z.enum(SCHOOL_DISTRICT_STATUSES).optional(),
});
export type SchoolDistrictListQuery = z.infer<typeof schoolDistrictListQuerySchema>;

/** GET /api/school-districts/options: every live district, for pickers (organizations, events). */
export const schoolDistrictOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.string().nullable(),
  status: z.enum(SCHOOL_DISTRICT_STATUSES),
});
export type SchoolDistrictOption = z.infer<typeof schoolDistrictOptionSchema>;

/**
 * GET /api/school-districts/school-options?q=&districtId=: organizations to pick as schools, each with the
 * district it already belongs to (another district's school is shown, not offered).
 */
export const schoolOptionQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** The district being edited: its own schools are offered as picked. */
  districtId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});
export const schoolOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  typeName: z.string().nullable(),
  city: z.string().nullable(),
  districtId: z.number().int().nullable(),
  districtTitle: z.string().nullable(),
});
export type SchoolOption = z.infer<typeof schoolOptionSchema>;

/** The districts CSV (import template): exact headers, in this order; `schools` names schools by NCES id or name, `;`-separated. */
export const SCHOOL_DISTRICT_CSV_COLUMNS = ['title', 'code', 'state', 'status', 'schools'] as const;
export type SchoolDistrictCsvColumn = (typeof SCHOOL_DISTRICT_CSV_COLUMNS)[number];
export const SCHOOL_DISTRICT_CSV_REQUIRED: readonly SchoolDistrictCsvColumn[] = ['title', 'state'];
export const SCHOOL_DISTRICT_CSV_EXAMPLE: Record<SchoolDistrictCsvColumn, string> = {
  title: 'Plano Independent School District',
  code: '4835100',
  state: 'TX',
  status: 'Active',
  schools: 'Plano Senior High School; Plano East Senior High School',
};
export const schoolDistrictImportRequestSchema = csvImportRequestSchema;
export const schoolDistrictImportJobRequestSchema = importJobRequestSchema;
