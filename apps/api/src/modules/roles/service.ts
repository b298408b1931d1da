import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ADDONS,
  MODULE_NAMES,
  MODULES,
  NO_ACCESS_MESSAGE,
  ROLE_ADMIN,
  ROLE_PHOTOGRAPHER,
  effectiveAddons,
  tierAllows,
  type AuthUser,
  type Permissions,
  type roleInputSchema,
  type roleUpdateSchema,
} from '@phlox/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client.js';
import { modules, permissions, roles } from '../../db/schema/index.js';
import { writeHistory } from '../../shared/audit.js';
import { badRequest, businessRule, conflict, notFound, assertFresh } from '../../shared/errors.js';
import { guardUnique } from '../../shared/unique.js';
import { assertWithinOwn, freshActor } from '../access/index.js';
import type { OwnerRule } from '../../plugins/access/permissions.js';
import { getRole, liveRole } from './detail.js';

const MENU = 'roles';
type RoleInputValues = z.output<typeof roleInputSchema>;
type RoleUpdateValues = z.output<typeof roleUpdateSchema>;

const duplicateName = () =>
  conflict('A role with this name already exists', { name: 'A role with this name already exists' });

async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  const [hit] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(liveRole, sql`lower(${roles.name}) = lower(${name})`, exceptId ? ne(roles.id, exceptId) : undefined));
  if (hit) throw duplicateName();
}

/** The unique index is the real guard when two admins save at once: its loser gets the check's answer. */
const translateUnique = <T>(write: () => Promise<T>) => guardUnique({ roles_name_unique: duplicateName }, write);

/** An add-on asked for on a module whose tier does not allow it is a field error. */
function assertAddonsFit(tiers: Partial<Permissions>, addons: readonly string[]) {
  for (const a of ADDONS) {
    if (!addons.includes(a.name) || tierAllows(tiers[a.module], a.requires)) continue;
    const label = MODULES.find((m) => m.name === a.module)!.label;
    const message = `“${a.label}” on ${label} needs ${a.requires === 'manage' ? 'Manage' : 'View'} on ${label}`;
    throw badRequest(message, { addons: message });
  }
}

/** One row per module (none included), so the matrix in the database is always complete; add-ons beside their module. */
async function writeGrants(tx: Executor, roleId: number, tiers: Partial<Permissions>, addons: readonly string[]) {
  const mods = await tx.select({ id: modules.id, name: modules.name }).from(modules);
  const rows = mods
    .filter((m) => (MODULE_NAMES as string[]).includes(m.name))
    .map((m) => ({
      roleId,
      moduleId: m.id,
      tier: tiers[m.name as keyof Permissions] ?? ('none' as const),
      addons: ADDONS.filter((a) => a.module === m.name && addons.includes(a.name)).map((a) => a.name as string),
    }));
  await tx
    .insert(permissions)
    .values(rows)
    .onConflictDoUpdate({
      target: [permissions.roleId, permissions.moduleId],
      set: { tier: sql`excluded.tier`, addons: sql`excluded.addons`, deletedAt: null, updatedAt: sql`now()` },
      setWhere: sql`${permissions.tier} <> excluded.tier or ${permissions.addons} <> excluded.addons
        or ${permissions.deletedAt} is not null`,
    });
}

/** The role as the audit trail records it: one entry per field and one per module ("Levels access"). */
function auditView(r: {
  name: string;
  displayName: string;
  shortName: string | null;
  permissions: Permissions;
  addons: readonly string[];
}) {
  return {
    name: r.name,
    displayName: r.displayName,
    shortName: r.shortName,
    ...Object.fromEntries(MODULE_NAMES.map((m) => [`${m} access`, r.permissions[m]])),
    addons: r.addons.join(', ') || null,
  };
}

export async function createRole(db: Db, input: RoleInputValues, actor: AuthUser, rule: OwnerRule) {
  const userId = actor.id;
  return translateUnique(() =>
    db.transaction(async (tx) => {
      assertAddonsFit(input.permissions, input.addons);
      // Nobody grants what they do not hold.
      assertWithinOwn(await freshActor(tx, actor, rule), input, 'This role would grant', 'permissions');
      await assertNameFree(tx, input.name);
      const [row] = await tx
        .insert(roles)
        .values({ name: input.name, displayName: input.displayName ?? input.name, shortName: input.shortName })
        .returning();
      await writeGrants(tx, row.id, input.permissions, input.addons);
      const created = await getRole(tx, row.id);
      await writeHistory(tx, { menu: MENU, userId, itemId: row.id, action: 'create', after: auditView(created) });
      return created;
    }),
  );
}

export async function updateRole(db: Db, id: number, input: RoleUpdateValues, actor: AuthUser, rule: OwnerRule) {
  const userId = actor.id;
  const { updatedAt, permissions: tiers, addons, ...fields } = input;
  return translateUnique(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.id, id), liveRole))
        .for('update');
      if (!row) throw notFound('Role');
      if (row.name === ROLE_ADMIN)
        throw businessRule('The Admin role always has every permission and cannot be edited');
      assertFresh(updatedAt, row.updatedAt, 'role');
      if (row.name === ROLE_PHOTOGRAPHER && fields.name !== undefined && fields.name !== row.name) {
        const message = 'The built-in Photographer role keeps its name';
        throw businessRule(message, { name: message });
      }
      const before = await getRole(tx, id);
      // A partial matrix changes only the modules it names.
      const merged: Permissions = { ...before.permissions, ...tiers };
      if (!Object.values(merged).some((t) => t !== 'none'))
        throw badRequest(NO_ACCESS_MESSAGE, { permissions: NO_ACCESS_MESSAGE });
      if (addons) assertAddonsFit(merged, addons);
      // Kept add-ons follow the tiers: one whose module drops below what it needs goes.
      const grants = { permissions: merged, addons: addons ?? effectiveAddons(merged, before.addons) };
      // Nobody changes a role with rights beyond their own, nor gives it such rights (their own role included).
      const caller = await freshActor(tx, actor, rule);
      assertWithinOwn(caller, before, 'This role has', 'permissions');
      assertWithinOwn(caller, grants, 'This role would grant', 'permissions');
      if (fields.name !== undefined) await assertNameFree(tx, fields.name, id);
      await tx
        .update(roles)
        .set({
          name: fields.name,
          // A cleared display name falls back to the name, as on create.
          displayName: fields.displayName === null ? (fields.name ?? row.name) : fields.displayName,
          shortName: fields.shortName,
          updatedAt: sql`now()`,
        })
        .where(eq(roles.id, id));
      if (tiers || addons) await writeGrants(tx, id, grants.permissions, grants.addons);
      const after = await getRole(tx, id);
      await writeHistory(tx, {
        menu: MENU,
        userId,
        itemId: id,
        action: 'update',
        before: auditView(before),
        after: auditView(after),
      });
      return after;
    }),
  );
}

/**
 * Built-in roles stay; a role someone holds stays (the count is taken with the role row locked, and giving
 * a user a role locks it for share, so the two cannot cross). The name gets a "~id" tombstone suffix so a
 * new role can take it (role names never contain "~").
 */
export async function deleteRole(db: Db, id: number, actor: AuthUser, rule: OwnerRule) {
  const userId = actor.id;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(roles)
      .where(and(eq(roles.id, id), liveRole))
      .for('update');
    if (!row) throw notFound('Role');
    if (row.name === ROLE_ADMIN || row.name === ROLE_PHOTOGRAPHER)
      throw businessRule(`The built-in ${row.name} role cannot be deleted`);
    // Counted in a statement of its own, after the lock: it sees every assignment committed before it.
    const before = await getRole(tx, id);
    assertWithinOwn(await freshActor(tx, actor, rule), before, 'This role has');
    if (before.userCount > 0)
      throw businessRule(
        `This role is held by ${before.userCount} ${before.userCount === 1 ? 'user' : 'users'}: take it away from them first`,
      );
    await tx
      .update(roles)
      .set({ deletedAt: sql`now()`, name: `${row.name.slice(0, 40)}~${id}` })
      .where(eq(roles.id, id));
    await writeHistory(tx, { menu: MENU, userId, itemId: id, action: 'delete', before: auditView(before) });
  });
}
