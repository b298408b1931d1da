import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { roles, userRoles, users } from '../../db/schema/index.js';
import { businessRule } from '../../shared/errors.js';

/**
 * Locks the Admin role row for the rest of the transaction and returns its id. Every change that could
 * take away an active Admin takes this lock first, so two admins demoting each other at the same moment
 * are serialised and the second one sees the first one's result.
 */
export async function lockAdminRole(tx: Executor): Promise<number> {
  const [row] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, ROLE_ADMIN), isNull(roles.deletedAt)))
    .for('update');
  if (!row) throw new Error('The Admin role is missing');
  return row.id;
}

/** Live, active users other than `exceptUserId` holding the Admin role. */
async function otherActiveAdmins(tx: Executor, adminRoleId: number, exceptUserId: number): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(distinct ${users.id})`.mapWith(Number) })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), isNull(userRoles.deletedAt)))
    .where(
      and(
        eq(userRoles.roleId, adminRoleId),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        ne(users.id, exceptUserId),
      ),
    );
  return r.n;
}

export interface AdminStanding {
  isAdmin: boolean;
  active: boolean;
}

/**
 * The safety rules of a change to a user: nobody deactivates, demotes or deletes themselves, and the last
 * active Admin keeps the role and stays active. `after` is null for a delete. Call with the Admin role locked.
 */
export async function assertAdminRules(
  tx: Executor,
  change: {
    actorId: number;
    targetId: number;
    adminRoleId: number;
    before: AdminStanding;
    after: AdminStanding | null;
  },
): Promise<void> {
  const { actorId, targetId, before, after } = change;
  if (actorId === targetId) {
    if (after === null) throw businessRule('You cannot delete your own account');
    if (before.active && !after.active)
      throw businessRule('You cannot deactivate your own account', { status: 'You cannot deactivate yourself' });
    if (before.isAdmin && !after.isAdmin)
      throw businessRule('You cannot remove the Admin role from yourself', {
        roleIds: 'You cannot remove the Admin role from yourself',
      });
  }
  const wasActiveAdmin = before.isAdmin && before.active;
  const staysActiveAdmin = after !== null && after.isAdmin && after.active;
  if (!wasActiveAdmin || staysActiveAdmin) return;
  if ((await otherActiveAdmins(tx, change.adminRoleId, targetId)) > 0) return;
  const message = 'This is the last active Admin: at least one active Admin must remain';
  if (after === null) throw businessRule(message);
  throw businessRule(message, after.active ? { roleIds: message } : { status: message });
}
