import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { addressInputSchema, addressSchema } from './address.js';
import { listQuerySchema, versionField } from './api.js';
import { COMPENSATION_TYPES, compensationProblems } from './compensation.js';
import { COMMISSION_TYPES, USER_STATUSES } from './enums.js';
import { isCalendarDate, optionalTextField } from './fields.js';
import { optionalPhoneSchema } from './phone.js';
import { optionalWebsiteSchema } from './urls.js';
import { imageUrlSchema } from './uploads.js';

/** An invitation link lives longer than a reset link: the invitee may not read mail the same day. */
export const INVITATION_TTL_DAYS = 7;

/** Highest default charge a photographer profile may carry: $100,000 in cents. */
export const MAX_DEFAULT_CHARGE = 10_000_000;
export const MAX_PHOTOGRAPHER_IMAGES = 20;
/** How many availability days one save may carry (a year and a bit). */
export const MAX_AVAILABILITY_DAYS = 400;

export const roleRefSchema = z.object({ id: z.number().int(), name: z.string(), displayName: z.string() });
export type RoleRef = z.infer<typeof roleRefSchema>;
/** A role the user form offers: `assignable` when the signed-in user may give or take it away. */
export const roleOptionSchema = roleRefSchema.extend({ assignable: z.boolean() });
export type RoleOption = z.infer<typeof roleOptionSchema>;

export const userListItemSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  /** Every role the user holds (user_roles); the primary one (users.role_id) first. */
  roles: z.array(roleRefSchema),
  primaryRoleId: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
  /** Invited but has not set a password yet. */
  invitationPending: z.boolean(),
  /** The staff member's level (levels) and pay: staff who may see users see them; the person, on the profile. */
  levelId: z.number().int().nullable(),
  levelName: z.string().nullable(),
  compensationType: z.enum(COMPENSATION_TYPES).nullable(),
  /** fixed, hourly: cents; percent: the percent as text ("12.50"). */
  compensationRate: z.union([z.number().int(), z.string()]).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const photographerImageSchema = z.object({ url: z.string(), primary: z.boolean() });
export const availabilityDaySchema = z.object({ date: z.string(), isAvailable: z.boolean() });
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

export const photographerProfileSchema = z.object({
  description: z.string().nullable(),
  isSports: z.boolean(),
  isPortraits: z.boolean(),
  isWeddings: z.boolean(),
  isWorkplace: z.boolean(),
  isLifestyle: z.boolean(),
  /** cents */
  defaultCharge: z.number().int().nullable(),
  commissionType: z.enum(COMMISSION_TYPES),
  group: z.string().nullable(),
  website: z.string().nullable(),
  shortNote: z.string().nullable(),
  /** In display order (photographer_images.sort). */
  images: z.array(photographerImageSchema),
  /** Ascending by date. */
  availability: z.array(availabilityDaySchema),
});
export type PhotographerProfile = z.infer<typeof photographerProfileSchema>;

export const userDetailSchema = userListItemSchema.extend({
  address: addressSchema.nullable(),
  /** Present when the user holds the Photographer role. */
  photographer: photographerProfileSchema.nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const personName = (what: string) => z.string().trim().min(1, `Enter a ${what}`).max(100, 'Use at most 100 characters');
const isoDay = z.string().refine(isCalendarDate, 'Enter a date as YYYY-MM-DD');

/** The profile's fields as sent, without defaults (a patch leaves out what it does not change). */
const photographerProfileFields = {
  description: optionalTextField(5000),
  isSports: z.boolean(),
  isPortraits: z.boolean(),
  isWeddings: z.boolean(),
  isWorkplace: z.boolean(),
  isLifestyle: z.boolean(),
  defaultCharge: z
    .number({ error: 'Enter an amount' })
    .int('Enter the amount in whole cents')
    .min(0, 'The charge cannot be negative')
    .max(MAX_DEFAULT_CHARGE, 'Enter at most $100,000')
    .nullish()
    .transform((v) => v ?? null),
  commissionType: z.enum(COMMISSION_TYPES),
  group: optionalTextField(100),
  website: optionalWebsiteSchema,
  shortNote: optionalTextField(500),
  /** The whole set, in display order; at most one primary (the first one is primary when none is). */
  images: z
    .array(z.object({ url: imageUrlSchema, primary: z.boolean().default(false) }))
    .max(MAX_PHOTOGRAPHER_IMAGES, `Add at most ${MAX_PHOTOGRAPHER_IMAGES} images`)
    .refine((imgs) => imgs.filter((i) => i.primary).length <= 1, 'Mark at most one image as primary')
    .refine((imgs) => new Set(imgs.map((i) => i.url)).size === imgs.length, 'The same image is listed twice'),
  /** The whole calendar: days not listed have no entry. */
  availability: z
    .array(z.object({ date: isoDay, isAvailable: z.boolean().default(true) }))
    .max(MAX_AVAILABILITY_DAYS, `List at most ${MAX_AVAILABILITY_DAYS} days`)
    .refine((days) => new Set(days.map((d) => d.date)).size === days.length, 'Each day may be listed once'),
};

/** A whole profile (a new user's): what is left out takes its default. */
export const photographerProfileInputSchema = z.object({
  ...photographerProfileFields,
  isSports: photographerProfileFields.isSports.default(false),
  isPortraits: photographerProfileFields.isPortraits.default(false),
  isWeddings: photographerProfileFields.isWeddings.default(false),
  isWorkplace: photographerProfileFields.isWorkplace.default(false),
  isLifestyle: photographerProfileFields.isLifestyle.default(false),
  commissionType: photographerProfileFields.commissionType.default('fixed'),
  images: photographerProfileFields.images.default([]),
  availability: photographerProfileFields.availability.default([]),
});
/**
 * A change of a saved profile (PATCH /api/users/:id, /api/profile): a field left out keeps its saved value,
 * so `{ description: 'x' }` changes the description only. A list sent (images, availability) replaces the set.
 */
export const photographerProfilePatchSchema = z.object(photographerProfileFields).partial();
export type PhotographerProfilePatch = z.input<typeof photographerProfilePatchSchema>;

/** The photographer's pay terms: set by staff on the user form, read-only on the photographer's own profile. */
export const PHOTOGRAPHER_PAY_FIELDS = ['defaultCharge', 'commissionType', 'group'] as const;
export const PROFILE_MESSAGES = {
  payIsStaffOnly: 'Your pay terms (default charge, commission type, group) are set by staff',
} as const;

export type PhotographerProfileInput = z.input<typeof photographerProfileInputSchema>;

const userFields = {
  firstName: personName('first name'),
  lastName: personName('last name'),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254, 'Use at most 254 characters'),
  phone: optionalPhoneSchema,
  /** The first role is the primary one (users.role_id). */
  roleIds: z
    .array(z.number().int().positive().max(INT4_MAX))
    .min(1, 'Choose at least one role')
    .max(20, 'Choose at most 20 roles')
    .refine((ids) => new Set(ids).size === ids.length, 'Each role may be chosen once'),
  avatarUrl: imageUrlSchema.nullish(),
  address: addressInputSchema.nullish(),
  /** Saved when the user holds the Photographer role, ignored otherwise. */
  photographer: photographerProfileInputSchema.nullish(),
  levelId: z.number().int().positive().max(INT4_MAX).nullish(),
  compensationType: z.enum(COMPENSATION_TYPES, { error: `Use ${COMPENSATION_TYPES.join(', ')}` }).nullish(),
  /** Read by the type (see compensationProblems): cents for fixed and hourly, a percent for percent. */
  compensationRate: z.union([z.number(), z.string().trim().max(10)]).nullish(),
};

/** Creating a user sends an invitation; no password is set here. */
export const userInputSchema = z
  .object({ ...userFields, status: z.enum(USER_STATUSES).default('active') })
  .superRefine((v, ctx) => {
    for (const [field, message] of Object.entries(compensationProblems(v.compensationType, v.compensationRate)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  });
export type UserInput = z.input<typeof userInputSchema>;
/**
 * Only the fields sent are changed (no defaults: an omitted status stays as it is). The compensation's type and
 * rate are checked together by the server, on the saved pair with the changes laid over.
 */
export const userUpdateSchema = z
  .object({ ...userFields, status: z.enum(USER_STATUSES), photographer: photographerProfilePatchSchema.nullish() })
  .partial()
  .extend(versionField);
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const USER_SORT_FIELDS = ['name', 'email', 'createdAt'] as const;
export const USER_FILTER_KEYS = ['role', 'status', 'levelId', 'compensationType'] as const;
export const userListQuerySchema = listQuerySchema(USER_SORT_FIELDS).extend({
  role: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  status: z.enum(USER_STATUSES).optional(),
  levelId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  compensationType: z.enum(COMPENSATION_TYPES).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userCreatedResponseSchema = z.object({
  data: userDetailSchema,
  /** False when the invitation e-mail could not be sent; "Resend invitation" tries again. */
  invitationSent: z.boolean(),
});
/** A level the user form and the users list's filter offer (GET /api/users/level-options). */
export const levelOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type LevelOption = z.infer<typeof levelOptionSchema>;

export const mailSentResponseSchema = z.object({ data: z.object({ sent: z.literal(true) }) });
