import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLE_ADMIN } from '@phlox/contract';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { roles, userRoles, users } from '../db/schema/index.js';
import { recordOwners } from '../plugins/access/owners.js';
import { endUserAccess } from '../modules/auth/sessions.js';
import { hashPassword } from '../modules/auth/password.js';
import { writeHistory } from '../shared/audit.js';

/**
 * An active Admin with this e-mail and password, in one transaction: created, or an existing live account
 * promoted (its other sessions and password links end, as after any password change).
 */
export async function createAdmin(
  db: Db,
  config: Config,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<'created' | 'updated'> {
  const hashed = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, ROLE_ADMIN));
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.email}) = ${input.email}`, isNull(users.deletedAt)));
    let userId: number;
    if (existing) {
      userId = existing.id;
      await tx
        .update(users)
        .set({ password: hashed, status: 'active', updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await endUserAccess(tx, userId);
    } else {
      [{ id: userId }] = await tx
        .insert(users)
        .values({
          email: input.email,
          password: hashed,
          firstName: input.firstName,
          lastName: input.lastName,
          roleId: admin.id,
          status: 'active',
        })
        .returning({ id: users.id });
    }
    await tx
      .insert(userRoles)
      .values({ userId, roleId: admin.id })
      .onConflictDoUpdate({ target: [userRoles.userId, userRoles.roleId], set: { deletedAt: null } });
    await writeHistory(tx, {
      menu: 'users',
      userId: null,
      itemId: userId,
      action: existing ? 'update' : 'create',
      before: existing ? { password: 'set', roles: '' } : undefined,
      after: existing
        ? { passwordChangedAt: new Date(), roles: `${ROLE_ADMIN} (npm run create-admin)` }
        : { email: input.email, firstName: input.firstName, lastName: input.lastName, roles: ROLE_ADMIN },
    });
    return existing ? ('updated' as const) : ('created' as const);
  });
  await recordOwners(db, config.ownerEmails);
  return result;
}
