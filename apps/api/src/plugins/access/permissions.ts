import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ADDON_NAMES,
  MODULE_NAMES,
  addonOf,
  type AddonName,
  ROLE_ADMIN,
  effectiveAddons,
  mergePermissions,
  type AuthUser,
  type ModuleName,
  type PermissionTier,
  type Permissions,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { forbidden } from '../../shared/errors.js';
import { images, modules, owners, permissions, roles, sessions, userRoles, users } from '../../db/schema/index.js';

export interface OwnerRule {
  appEnv: string;
}

/**
 * Spec §6: an owner is a user recorded in `owners` (matched once from OWNER_EMAILS, see owners.ts), or anyone
 * when APP_ENV is STAGING.
 */
export function isOwner(recorded: boolean, rule: OwnerRule): boolean {
  return rule.appEnv === 'STAGING' || recorded;
}

interface AccessRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  avatarUrl: string | null;
  recordedOwner: boolean;
  grants: Array<{ role: string; module: string | null; tier: PermissionTier | null; addons: string[] | null }>;
}

/**
 * Roles, the union of their module tiers and the union of their add-ons (each counted only where its own
 * role's tier allows it); Admin has everything whatever rows exist for it.
 */
function toAuthUser(row: AccessRow, rule: OwnerRule): AuthUser {
  const roleNames = [...new Set(row.grants.map((g) => g.role))];
  const grants: Array<Partial<Permissions>> = [];
  const addons = new Set<string>(roleNames.includes(ROLE_ADMIN) ? ADDON_NAMES : []);
  if (roleNames.includes(ROLE_ADMIN)) grants.push(Object.fromEntries(MODULE_NAMES.map((m) => [m, 'manage'])));
  for (const g of row.grants) {
    if (!g.module || !g.tier) continue;
    grants.push({ [g.module as ModuleName]: g.tier });
    for (const a of effectiveAddons({ [g.module]: g.tier }, g.addons ?? [])) addons.add(a);
  }
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    avatarUrl: row.avatarUrl,
    roles: roleNames,
    permissions: mergePermissions(grants),
    addons: ADDON_NAMES.filter((a) => addons.has(a)),
    isOwner: isOwner(row.recordedOwner, rule),
  };
}

const grantsJson = sql<AccessRow['grants']>`coalesce(
  json_agg(json_build_object('role', ${roles.name}, 'module', ${modules.name}, 'tier', ${permissions.tier},
    'addons', ${permissions.addons}))
    filter (where ${roles.id} is not null), '[]'::json)`;

/** The user with its grants, from users joined to its live roles and their permissions. */
function accessQuery(db: Executor) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      // The header shows the user's photo; a correlated lookup keeps the grants aggregation as it is.
      avatarUrl: sql<string | null>`(select ${images.imgUrl} from ${images} where ${images.id} = ${users.imageId})`,
      recordedOwner: sql<boolean>`exists (select 1 from ${owners} where ${owners.userId} = ${users.id})`,
      grants: grantsJson,
    })
    .from(users)
    .leftJoin(userRoles, and(eq(userRoles.userId, users.id), isNull(userRoles.deletedAt)))
    .leftJoin(roles, and(eq(roles.id, userRoles.roleId), isNull(roles.deletedAt)))
    .leftJoin(permissions, and(eq(permissions.roleId, roles.id), isNull(permissions.deletedAt)))
    .leftJoin(modules, eq(modules.id, permissions.moduleId));
}

/** The signed-in user as the client sees it. */
export async function loadAuthUser(db: Executor, userId: number, rule: OwnerRule): Promise<AuthUser | null> {
  const [row] = await accessQuery(db)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .groupBy(users.id);
  return row ? toAuthUser(row, rule) : null;
}

/**
 * The user behind a live session (not revoked, not expired, user active) in one round trip:
 * this runs on every API request.
 */
export async function loadSessionUser(db: Executor, sessionId: string, rule: OwnerRule): Promise<AuthUser | null> {
  const [row] = await accessQuery(db)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    )
    .groupBy(users.id);
  return row ? toAuthUser(row, rule) : null;
}

/** 403 unless the user holds the add-on (route config `addon`, or a service for a conditional one). */
export function assertAddon(user: AuthUser, addon: AddonName): void {
  if (user.addons.includes(addon)) return;
  const a = addonOf(addon);
  throw forbidden(`You need the “${a.label}” add-on of ${a.module} (${a.help}) for this`);
}
