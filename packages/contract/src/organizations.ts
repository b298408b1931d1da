import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { addressInputSchema, addressSchema, requiredZipField, ZIP_REQUIRED } from './address.js';
import { listQuerySchema, versionField } from './api.js';
import { optionalDateField, optionalTextField } from './fields.js';
import { optionalPhoneSchema } from './phone.js';
import { imageUrlSchema } from './uploads.js';
import { optionalWebsiteSchema } from './urls.js';

/** The type a booster club has; a booster club must have a parent organization (its school). */
export const BOOSTER_CLUB_TYPE = 'Booster Club';

/**
 * A district is a School District record (its schools linked to it), not an organization: the old organization
 * type "District" is no longer offered nor taken for a new or retyped organization; rows that have it stay
 * readable and editable.
 */
export const DISTRICT_TYPE = 'District';
export const DISTRICT_TYPE_RETIRED =
  'A district is not an organization: add it under School Districts and link its schools to it there';
export const isRetiredOrganizationType = (name: string | undefined) =>
  name?.trim().toLowerCase() === DISTRICT_TYPE.toLowerCase();

export const NCES_ID_PATTERN = /^\d{12}$/;
export const NCES_ID_INVALID = 'An NCES id has 12 digits';
export const ncesIdTaken = (otherName: string) => `Another organization already has this NCES id: ${otherName}`;
export const BOOSTER_PARENT_REQUIRED = 'A booster club needs a parent organization';
export const END_BEFORE_START = 'The end date must be on or after the start date';
export const SHORT_NAME_REQUIRED = 'Enter a short name';

export const organizationSchema = z.object({
  id: z.number().int(),
  organizationTypeId: z.number().int().nullable(),
  typeName: z.string().nullable(),
  name: z.string(),
  shortName: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  address: addressSchema.nullable(),
  imageUrl: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parentName: z.string().nullable(),
  isTeam: z.boolean(),
  isVenue: z.boolean(),
  isBoosterClub: z.boolean(),
  googleMapLink: z.string().nullable(),
  websiteLink: z.string().nullable(),
  ncesId: z.string().nullable(),
  schoolDistrictId: z.number().int().nullable(),
  /** The linked district's title. */
  schoolDistrictName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

const ncesIdField = z
  .string()
  .trim()
  .nullish()
  .refine((v) => !v || NCES_ID_PATTERN.test(v), NCES_ID_INVALID)
  .transform((v) => (v ? v : null));

const shortNameField = z
  .string({ error: SHORT_NAME_REQUIRED })
  .trim()
  .min(1, { message: SHORT_NAME_REQUIRED, abort: true })
  .max(50, 'Use at most 50 characters');

/** An organization's address: every part optional but the ZIP. */
const organizationAddressSchema = addressInputSchema.extend({ zip: requiredZipField });

/**
 * No address (left out on create, null on either) is a missing ZIP, said under the ZIP field. An update's
 * `.partial()` lets an address left out through untouched.
 */
const organizationAddressField = organizationAddressSchema.nullish().transform((v, ctx) => {
  if (v) return v;
  ctx.issues.push({ code: 'custom', message: ZIP_REQUIRED, input: v, path: ['zip'] });
  return z.NEVER;
});

const organizationFields = {
  organizationTypeId: z
    .number({ error: 'Choose a type' })
    .int()
    .positive('Choose a type')
    .max(INT4_MAX, 'Choose a type'),
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(255, 'Use at most 255 characters'),
  /** Required with the ZIP (issue 17); an organization saved before keeps neither until it is saved again. */
  shortName: shortNameField,
  description: optionalTextField(2000),
  phone: optionalPhoneSchema,
  address: organizationAddressField,
  imageUrl: z.preprocess((v) => (v === '' ? null : v), imageUrlSchema.nullish()),
  parentId: z.number().int().positive().max(INT4_MAX).nullish(),
  isTeam: z.boolean().optional(),
  isVenue: z.boolean().optional(),
  isBoosterClub: z.boolean().optional(),
  googleMapLink: optionalWebsiteSchema,
  websiteLink: optionalWebsiteSchema,
  ncesId: ncesIdField,
  schoolDistrictId: z.number().int().positive().max(INT4_MAX).nullish(),
  startDate: optionalDateField,
  endDate: optionalDateField,
};

/** Dates are YYYY-MM-DD strings, so they compare as text. */
export function datesOutOfOrder(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && end < start);
}

export const organizationInputSchema = z.object(organizationFields).superRefine((v, ctx) => {
  if (datesOutOfOrder(v.startDate, v.endDate))
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_BEFORE_START });
});
export type OrganizationInput = z.input<typeof organizationInputSchema>;
export type OrganizationValues = z.output<typeof organizationInputSchema>;

/**
 * Only the fields sent change; the server checks dates and the booster-club rule on the merged result. Short
 * name and ZIP may be left out but not cleared: null, '' or an address without a ZIP get the create's messages.
 */
export const organizationUpdateSchema = z.object(organizationFields).partial().extend(versionField);
export type OrganizationUpdate = z.input<typeof organizationUpdateSchema>;
export type OrganizationChanges = z.output<typeof organizationUpdateSchema>;

/**
 * A CSV row's cells as read (every column optional): short name and ZIP may be empty here, since whether they
 * must be there depends on the row (a new organization, or one that had them) — the import's plan decides.
 */
export const organizationCsvValuesSchema = z
  .object({ ...organizationFields, shortName: optionalTextField(50), address: addressInputSchema.nullish() })
  .partial();
export type OrganizationCsvValues = z.output<typeof organizationCsvValuesSchema>;

export const ORGANIZATION_SORT_FIELDS = ['name', 'type', 'createdAt'] as const;
/** `flags=team,boosterClub` keeps organizations with every flag named. */
export const ORGANIZATION_FLAGS = ['team', 'venue', 'boosterClub'] as const;
export type OrganizationFlag = (typeof ORGANIZATION_FLAGS)[number];
export const ORGANIZATION_FILTER_KEYS = ['typeId', 'flags', 'state', 'city', 'districtId'] as const;

const flagList = new RegExp(`^(${ORGANIZATION_FLAGS.join('|')})(,(${ORGANIZATION_FLAGS.join('|')}))*$`);
export const organizationFilterSchema = z.object({
  typeId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  flags: z
    .string()
    .regex(flagList, `Use ${ORGANIZATION_FLAGS.join(', ')}`)
    .optional(),
  /** An address state value (USPS code). */
  state: z.string().trim().max(100).optional(),
  city: z.string().trim().max(100).optional(),
  districtId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});

export const organizationListQuerySchema = listQuerySchema(ORGANIZATION_SORT_FIELDS).extend(
  organizationFilterSchema.shape,
);
export type OrganizationListQuery = z.infer<typeof organizationListQuerySchema>;
/** The export takes the list's search, filters and sort, without paging. */
export const organizationExportQuerySchema = organizationListQuerySchema.omit({ page: true, pageSize: true });
export type OrganizationExportQuery = z.infer<typeof organizationExportQuerySchema>;

export const organizationTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type OrganizationType = z.infer<typeof organizationTypeSchema>;

/** GET /api/organizations/lookups: the choices of the form and the list filters (parents: the list with ?q=). */
export const organizationLookupsSchema = z.object({
  types: z.array(organizationTypeSchema),
  /** The live school districts, for the form's and the filter's picker. */
  districts: z.array(z.object({ id: z.number().int(), title: z.string(), state: z.string().nullable() })),
});
export type OrganizationLookups = z.infer<typeof organizationLookupsSchema>;
