import { inArray, sql } from 'drizzle-orm';
import {
  MODULES,
  PHOTOGRAPHER_PERMISSIONS,
  ROLE_ADMIN,
  ROLE_PHOTOGRAPHER,
  SUB_MENUS,
  addonsOfModule,
  type PermissionTier,
} from '@phlox/contract';
import type { Executor } from '../db/client.js';
import { menus, modules, permissions, roles } from '../db/schema/index.js';

export interface AccessControlIds {
  adminRoleId: number;
  photographerRoleId: number;
  moduleIds: Record<string, number>;
}

/**
 * The built-in roles, the modules and menus of the dashboard, and the built-in roles' grants.
 * Idempotent (runs on every start): Admin is always brought back to manage-everything with every add-on; the
 * Photographer role only gets rows it lacks, so tiers an admin changed are kept.
 */
export async function seedAccessControl(db: Executor): Promise<AccessControlIds> {
  await db
    .insert(roles)
    .values([
      { name: ROLE_ADMIN, displayName: 'Administrator', shortName: 'ADM' },
      { name: ROLE_PHOTOGRAPHER, displayName: 'Photographer', shortName: 'PHO' },
    ])
    .onConflictDoNothing({ target: roles.name });

  await db
    .insert(modules)
    .values(MODULES.map((m) => ({ name: m.name, description: m.label })))
    .onConflictDoNothing({ target: modules.name });

  await db
    .insert(menus)
    .values([
      ...MODULES.map((m, i) => ({ name: m.name, displayName: m.label, priority: i })),
      // History-only menus of things managed inside a module (see SUB_MENUS), after the modules.
      ...Object.keys(SUB_MENUS).map((name, i) => ({ name, displayName: name, priority: MODULES.length + i })),
    ])
    .onConflictDoUpdate({
      target: menus.name,
      set: { displayName: sql`excluded.display_name`, priority: sql`excluded.priority`, updatedAt: sql`now()` },
    });

  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inArray(roles.name, [ROLE_ADMIN, ROLE_PHOTOGRAPHER]));
  const moduleRows = await db
    .select({ id: modules.id, name: modules.name })
    .from(modules)
    .where(
      inArray(
        modules.name,
        MODULES.map((m) => m.name),
      ),
    );
  const adminRoleId = roleRows.find((r) => r.name === ROLE_ADMIN)!.id;
  const photographerRoleId = roleRows.find((r) => r.name === ROLE_PHOTOGRAPHER)!.id;
  const moduleIds = Object.fromEntries(moduleRows.map((m) => [m.name, m.id]));

  await db
    .insert(permissions)
    .values(
      MODULES.map((m) => ({
        roleId: adminRoleId,
        moduleId: moduleIds[m.name],
        tier: 'manage' as const,
        addons: addonsOfModule(m.name).map((a) => a.name),
      })),
    )
    .onConflictDoUpdate({
      target: [permissions.roleId, permissions.moduleId],
      set: { tier: 'manage', addons: sql`excluded.addons`, deletedAt: null, updatedAt: sql`now()` },
      setWhere: sql`${permissions.tier} <> 'manage' or ${permissions.addons} <> excluded.addons or ${permissions.deletedAt} is not null`,
    });

  const photographerGrants = Object.entries(PHOTOGRAPHER_PERMISSIONS).filter(
    (e): e is [string, Exclude<PermissionTier, 'none'>] => e[1] !== undefined && e[1] !== 'none',
  );
  if (photographerGrants.length > 0) {
    await db
      .insert(permissions)
      .values(
        photographerGrants.map(([name, tier]) => ({ roleId: photographerRoleId, moduleId: moduleIds[name], tier })),
      )
      .onConflictDoNothing({ target: [permissions.roleId, permissions.moduleId] });
  }

  return { adminRoleId, photographerRoleId, moduleIds };
}
