import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADDON_NAMES,
  MODULE_NAMES,
  effectiveAddons,
  type AddonName,
  ROLE_ADMIN,
  ROLE_PHOTOGRAPHER,
  type ModuleName,
  type PermissionTier,
  type Permissions,
  type Role,
  type RoleListQuery,
} from '@phlox/contract';
import type { Db, Executor } from '../../db/client.js';
import { roles } from '../../db/schema/index.js';
import { iso } from '../../shared/dates.js';
import { notFound } from '../../shared/errors.js';
import { offsetOf, searchAny, toPage, totalOver } from '../../shared/list.js';

export const BUILT_IN_ROLES: readonly string[] = [ROLE_ADMIN, ROLE_PHOTOGRAPHER];
export const liveRole = isNull(roles.deletedAt);

/** Live users holding the role. (Qualified by hand: drizzle leaves columns bare in one-table queries.) */
export const userCountOf = sql<number>`(
  select count(*) from user_roles ur join users u on u.id = ur.user_id and u.deleted_at is null
  where ur.role_id = "roles"."id" and ur.deleted_at is null)`.mapWith(Number);

type Grant = { module: string; tier: PermissionTier; addons: string[] };
const grantsOf = sql<Grant[]>`coalesce((
  select json_agg(json_build_object('module', m.name, 'tier', p.tier, 'addons', p.addons))
  from permissions p join modules m on m.id = p.module_id
  where p.role_id = "roles"."id" and p.deleted_at is null), '[]'::json)`;

type Selected = {
  role: typeof roles.$inferSelect;
  userCount: number;
  grants: Grant[];
};

/** Every module with a tier; Admin has manage on all whatever rows exist (as sign-in computes it). */
export function tiersOf(name: string, grants: Selected['grants']): Permissions {
  const out = Object.fromEntries(MODULE_NAMES.map((m) => [m, name === ROLE_ADMIN ? 'manage' : 'none'])) as Permissions;
  if (name === ROLE_ADMIN) return out;
  for (const g of grants) if ((MODULE_NAMES as string[]).includes(g.module)) out[g.module as ModuleName] = g.tier;
  return out;
}

/** The add-ons a role holds: those stored on a module whose tier allows them; Admin has all. */
export function addonsOf(name: string, grants: Selected['grants']): AddonName[] {
  if (name === ROLE_ADMIN) return [...ADDON_NAMES];
  const tiers = tiersOf(name, grants);
  return effectiveAddons(
    tiers,
    grants.flatMap((g) => g.addons ?? []),
  );
}

function toRole(r: Selected): Role {
  return {
    id: r.role.id,
    name: r.role.name,
    displayName: r.role.displayName,
    shortName: r.role.shortName,
    builtIn: BUILT_IN_ROLES.includes(r.role.name),
    userCount: r.userCount,
    permissions: tiersOf(r.role.name, r.grants),
    addons: addonsOf(r.role.name, r.grants),
    createdAt: iso(r.role.createdAt),
    updatedAt: iso(r.role.updatedAt),
  };
}

const columns = { role: roles, userCount: userCountOf, grants: grantsOf };

function sortOrder(sort: string | undefined): SQL[] {
  const dir = sort?.startsWith('-') ? desc : asc;
  switch (sort?.replace(/^-/, '')) {
    case 'displayName':
      return [dir(roles.displayName), dir(roles.id)];
    case 'userCount':
      return [dir(userCountOf), dir(roles.id)];
    case 'createdAt':
      return [dir(roles.createdAt), dir(roles.id)];
    case 'name':
      return [dir(roles.name), dir(roles.id)];
    default:
      // Built-in roles first, then by name.
      return [desc(sql`${roles.name} in (${ROLE_ADMIN}, ${ROLE_PHOTOGRAPHER})`), asc(roles.name), asc(roles.id)];
  }
}

export async function listRoles(db: Db, q: RoleListQuery) {
  const where = and(liveRole, searchAny(q.q, [roles.name, roles.displayName, roles.shortName]));
  const rows = await db
    .select({ ...columns, total: totalOver() })
    .from(roles)
    .where(where)
    .orderBy(...sortOrder(q.sort))
    .limit(q.pageSize)
    .offset(offsetOf(q));
  const page = await toPage(rows, q, async () => (await db.select({ n: count() }).from(roles).where(where))[0].n);
  return { data: page.rows.map(toRole), meta: page.meta };
}

export async function getRole(db: Executor, id: number): Promise<Role> {
  const [r] = await db
    .select(columns)
    .from(roles)
    .where(and(eq(roles.id, id), liveRole));
  if (!r) throw notFound('Role');
  return toRole(r);
}
