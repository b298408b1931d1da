import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  MODULE_NAMES,
  ROLE_ADMIN,
  mergePermissions,
  type AuthUser,
  type ModuleName,
  type PermissionTier,
  type Permissions,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { images, modules, permissions, roles, sessions, userRoles, users } from '../../db/schema/index.js';

export interface OwnerRule {
  appEnv: string;
  ownerEmails: string[];
}

/** Spec §6: an owner is on the configured list, or anyone when APP_ENV is STAGING. */
export function isOwner(email: string, rule: OwnerRule): boolean {
  return rule.appEnv === 'STAGING' || rule.ownerEmails.includes(email.toLowerCase());
}

interface AccessRow {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  status: string;
  avatarUrl: string | null;
  grants: Array<{ role: string; module: string | null; tier: PermissionTier | null }>;
}

/** Roles and the union of their module tiers; Admin has everything whatever rows exist for it. */
function toAuthUser(row: AccessRow, rule: OwnerRule): AuthUser {
  const roleNames = [...new Set(row.grants.map((g) => g.role))];
  const grants: Array<Partial<Permissions>> = [];
  if (roleNames.includes(ROLE_ADMIN)) grants.push(Object.fromEntries(MODULE_NAMES.map((m) => [m, 'manage'])));
  for (const g of row.grants) if (g.module && g.tier) grants.push({ [g.module as ModuleName]: g.tier });
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status,
    avatarUrl: row.avatarUrl,
    roles: roleNames,
    permissions: mergePermissions(grants),
    isOwner: isOwner(row.email, rule),
  };
}

const grantsJson = sql<AccessRow['grants']>`coalesce(
  json_agg(json_build_object('role', ${roles.name}, 'module', ${modules.name}, 'tier', ${permissions.tier}))
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
