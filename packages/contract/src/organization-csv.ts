import { z } from 'zod';
import { csvImportRequestSchema, importJobRequestSchema } from './csv-import.js';

/**
 * The organizations CSV (import template and export): exact headers, in this order. `parent` is the parent's
 * NCES id or its exact name; `type` and `state` are names (state also as a USPS code); flags are yes/no.
 */
export const ORGANIZATION_CSV_COLUMNS = [
  'name',
  'short_name',
  'type',
  'description',
  'phone',
  'address_line_1',
  'address_line_2',
  'city',
  'state',
  'zip',
  'country',
  'parent',
  'is_team',
  'is_venue',
  'is_booster_club',
  'google_map_link',
  'website',
  'nces_id',
  'school_district_name',
  'start_date',
  'end_date',
  'image_url',
] as const;
export type OrganizationCsvColumn = (typeof ORGANIZATION_CSV_COLUMNS)[number];
export const ORGANIZATION_CSV_REQUIRED: readonly OrganizationCsvColumn[] = ['name', 'type'];

/** The template's example row. */
export const ORGANIZATION_CSV_EXAMPLE: Record<OrganizationCsvColumn, string> = {
  name: 'Lincoln High School',
  short_name: 'LHS',
  type: 'School',
  description: 'Home of the Lions.',
  phone: '(972) 555-0142',
  address_line_1: '1200 Main Street',
  address_line_2: '',
  city: 'Plano',
  state: 'TX',
  zip: '75074',
  country: 'United States',
  parent: '',
  is_team: 'no',
  is_venue: 'no',
  is_booster_club: 'no',
  google_map_link: 'https://maps.google.com/?q=Lincoln+High+School+Plano+TX',
  website: 'https://www.lincolnhs.example.org',
  nces_id: '481234567890',
  school_district_name: 'Plano Independent School District',
  start_date: '2026-08-01',
  end_date: '2027-06-30',
  image_url: '',
};

/**
 * What an empty cell means when a row updates an organization: by default it keeps the stored value and only
 * this mark empties the field; with `blankClears` (chosen in the import dialog) an empty cell empties it too.
 */
export const ORGANIZATION_CSV_CLEAR = '-';

export const organizationImportRequestSchema = csvImportRequestSchema.extend({
  /** Empty cells of an update row empty the stored fields (otherwise only `-` does). */
  blankClears: z.boolean().default(false),
});
export type OrganizationImportRequest = z.input<typeof organizationImportRequestSchema>;

export const organizationImportJobRequestSchema = importJobRequestSchema.extend({
  blankClears: z.boolean().default(false),
});
