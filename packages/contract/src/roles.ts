import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import {
  ADDON_NAMES,
  MODULE_NAMES,
  NO_ACCESS_MESSAGE,
  PERMISSION_TIERS,
  type AddonName,
  type ModuleName,
} from './modules.js';

const moduleName = z.enum(MODULE_NAMES as [ModuleName, ...ModuleName[]]);
const tier = z.enum(PERMISSION_TIERS);
const addonName = z.enum(ADDON_NAMES as [AddonName, ...AddonName[]]);
const tiersPatch = z.partialRecord(moduleName, tier);
/** On create, modules left out get "none"; a role must open at least one module (on edit, checked once merged). */
const tiersInput = tiersPatch.refine((p) => Object.values(p).some((t) => t !== 'none'), NO_ACCESS_MESSAGE);
/** The add-ons the role holds; one whose module tier is too low is dropped on save. */
const addonsInput = z.array(addonName).max(ADDON_NAMES.length);

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  shortName: z.string().nullable(),
  /** Admin and Photographer: cannot be deleted; Admin cannot be edited at all. */
  builtIn: z.boolean(),
  /** Live users holding the role. */
  userCount: z.number().int(),
  /** Every module with the tier this role grants on it. */
  permissions: z.record(moduleName, tier),
  /** The add-ons this role grants (Admin: all). */
  addons: z.array(addonName),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name')
    .max(50, 'Use at most 50 characters')
    .regex(/^[\p{L}\p{N}][\p{L}\p{N} _.,&'()/-]*$/u, "Use letters, digits, spaces and . , & ' ( ) / - _ only"),
  /** Defaults to the name. */
  displayName: z
    .string()
    .trim()
    .max(100, 'Use at most 100 characters')
    .nullish()
    .transform((v) => v || null),
  shortName: z
    .string()
    .trim()
    .max(20, 'Use at most 20 characters')
    .nullish()
    .transform((v) => v || null),
  permissions: tiersInput.prefault({}),
  addons: addonsInput.default([]),
});
export type RoleInput = z.input<typeof roleInputSchema>;
/** An edit changes only the modules it names; the others keep their tiers. */
export const roleUpdateSchema = roleInputSchema
  .extend({ permissions: tiersPatch, addons: addonsInput })
  .partial()
  .extend(versionField);
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export const ROLE_SORT_FIELDS = ['name', 'displayName', 'userCount', 'createdAt'] as const;
export const roleListQuerySchema = listQuerySchema(ROLE_SORT_FIELDS);
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;
