import { z } from 'zod';
import { versionField } from './api.js';
import { resetPasswordBodySchema } from './auth.js';
import { optionalPhoneSchema } from './phone.js';
import { imageUrlSchema } from './uploads.js';
import { photographerProfilePatchSchema, photographerProfileSchema, userListItemSchema } from './users.js';

/** The signed-in user's own page (/profile). */
export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  roles: z.array(z.string()),
  /** Present for a Photographer. */
  photographer: photographerProfileSchema.nullable(),
  /** One's own level and pay, set by staff: read-only here (the update below does not take them). */
  ...userListItemSchema.pick({ levelName: true, compensationType: true, compensationRate: true }).shape,
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** The e-mail is not here: it is read-only on the profile (an admin changes it). */
export const profileUpdateSchema = z
  .object({
    firstName: z.string().trim().min(1, 'Enter a first name').max(100, 'Use at most 100 characters'),
    lastName: z.string().trim().min(1, 'Enter a last name').max(100, 'Use at most 100 characters'),
    phone: optionalPhoneSchema,
    avatarUrl: imageUrlSchema.nullish(),
    /** Only the fields sent change; the pay terms (PHOTOGRAPHER_PAY_FIELDS) only for those who manage users. */
    photographer: photographerProfilePatchSchema,
  })
  .partial()
  .extend(versionField);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(200),
  newPassword: resetPasswordBodySchema.shape.password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
