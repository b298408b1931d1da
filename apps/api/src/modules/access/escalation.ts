import {
  ERROR_CODES,
  ROLE_ADMIN,
  addonOf,
  grantsBeyond,
  MODULES,
  type AuthUser,
  type Grants,
  type ModuleName,
} from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { AppError, forbidden } from '../../shared/errors.js';
import { getRole } from '../roles/index.js';
import { loadAuthUser, type OwnerRule } from '../../plugins/access/permissions.js';

/**
 * No escalation (BUSINESS_RULES "Roles and permissions"): nobody grants a tier or add-on they do not hold, and
 * only Admins manage Admins and owners. The checks read the caller's rights from the database inside the
 * write's transaction, not from the session cache, so a caller demoted a moment ago is already refused.
 */
export async function freshActor(tx: Executor, actor: AuthUser, rule: OwnerRule): Promise<AuthUser> {
  const now = await loadAuthUser(tx, actor.id, rule);
  if (!now || now.status !== 'active') throw forbidden();
  return now;
}

export const isAdmin = (u: { roles: readonly string[] }) => u.roles.includes(ROLE_ADMIN);

const forbiddenField = (message: string, field?: string) =>
  new AppError(403, ERROR_CODES.forbidden, message, field ? { [field]: message } : undefined);

const moduleLabel = (m: ModuleName) => MODULES.find((x) => x.name === m)!.label;

/** 403 when `wanted` holds a tier above the caller's own or an add-on the caller lacks. */
export function assertWithinOwn(actor: AuthUser, wanted: Grants, what: string, field?: string): void {
  const beyond = grantsBeyond(wanted, actor);
  if (beyond.modules.length === 0 && beyond.addons.length === 0) return;
  const parts = [
    ...beyond.modules.map((m) => `${moduleLabel(m)} ${wanted.permissions[m]}`),
    ...beyond.addons.map((a) => `${moduleLabel(addonOf(a).module)}: ${addonOf(a).label}`),
  ];
  throw forbiddenField(`${what} rights you do not hold yourself (${parts.join(', ')})`, field);
}

/** The union of what these roles grant (Admin: everything). */
export async function grantsOfRoles(tx: Executor, roleIds: readonly number[]): Promise<Grants & { admin: boolean }> {
  const permissions: Partial<Record<ModuleName, 'view' | 'manage'>> = {};
  const addons = new Set<string>();
  let admin = false;
  for (const id of roleIds) {
    const role = await getRole(tx, id);
    if (role.name === ROLE_ADMIN) admin = true;
    for (const [m, t] of Object.entries(role.permissions) as Array<[ModuleName, string]>) {
      if (t === 'manage' || (t === 'view' && permissions[m] !== 'manage')) permissions[m] = t;
    }
    for (const a of role.addons) addons.add(a);
  }
  return { permissions, addons: [...addons], admin };
}

/**
 * Giving or taking away roles: each role concerned must be within the caller's own rights; the Admin role
 * only by an Admin.
 */
export async function assertMayAssignRoles(tx: Executor, actor: AuthUser, roleIds: readonly number[]): Promise<void> {
  if (roleIds.length === 0 || isAdmin(actor)) return;
  const grants = await grantsOfRoles(tx, roleIds);
  if (grants.admin) throw forbiddenField('Only an Admin can give or take away the Admin role', 'roleIds');
  assertWithinOwn(actor, grants, 'These roles give or take away', 'roleIds');
}

/**
 * Changing a user (any field, status, delete, sign-in links): an Admin or an owner only by an Admin, and
 * nobody changes an account with rights beyond their own (they could take it over by its e-mail).
 */
export async function assertMayManageUser(
  tx: Executor,
  actor: AuthUser,
  target: { id: number; roleIds: readonly number[]; owner: boolean },
): Promise<void> {
  if (isAdmin(actor) || actor.id === target.id) return;
  const grants = await grantsOfRoles(tx, target.roleIds);
  if (grants.admin) throw forbidden("Only an Admin can change an Admin's account");
  if (target.owner) throw forbidden("Only an Admin can change an owner's account");
  assertWithinOwn(actor, grants, 'This user has');
}

/** An OWNER_EMAILS address is given to an account (create, e-mail change) by an Admin only. */
export function assertMayUseEmail(actor: AuthUser, email: string | undefined, ownerEmails: readonly string[]): void {
  if (email === undefined || isAdmin(actor) || !ownerEmails.includes(email.toLowerCase())) return;
  throw forbiddenField("Only an Admin can give an owner's e-mail address to an account", 'email');
}
