import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { ADDON_NAMES, MODULE_NAMES, PERMISSION_TIERS, type AddonName } from './modules.js';
import { optionalPhoneSchema } from './phone.js';

const email = z.string().trim().toLowerCase().email('Enter a valid e-mail address').max(254);
const password = z.string().min(1, 'Enter your password').max(200);
const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, 'Use at most 200 characters');

export const loginBodySchema = z.object({ email, password });
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(100),
  lastName: z.string().trim().min(1, 'Enter your last name').max(100),
  email,
  // Stored normalised, like the users area does, so the unique index compares like with like.
  phone: optionalPhoneSchema.optional(),
  password: newPassword,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** Spec §7.1: token and now (unix seconds). */
export const verifyTokenBodySchema = z.object({
  token: z.string().max(512),
  now: z.number().int().nonnegative().optional(),
});

export const forgotPasswordBodySchema = z.object({ email });
/** The link of the confirmation e-mail a registration sends: `/register?confirm=<token>`. */
export const confirmRegistrationBodySchema = z.object({ token: z.string().min(1).max(512) });
export type ConfirmRegistrationBody = z.infer<typeof confirmRegistrationBodySchema>;
/** The same answer whether or not the address already has an account (no account enumeration). */
export const registerResponseSchema = z.object({ data: z.object({ sent: z.literal(true) }) });
export const resetPasswordBodySchema = z.object({ token: z.string().min(1).max(512), password: newPassword });

export const authUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  /** The user's photo, shown in the header. */
  avatarUrl: z.string().nullable(),
  roles: z.array(z.string()),
  permissions: z.record(z.enum(MODULE_NAMES as [string, ...string[]]), z.enum(PERMISSION_TIERS)),
  /** Add-ons held through any of the user's roles (Admin: all). */
  addons: z.array(z.enum(ADDON_NAMES as [AddonName, ...AddonName[]])),
  isOwner: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginResponseSchema = z.object({ data: z.object({ token: z.string(), user: authUserSchema }) });
export const verifyTokenResponseSchema = z.object({ data: z.object({ user: authUserSchema }) });
