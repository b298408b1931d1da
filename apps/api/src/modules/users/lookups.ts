import { asc, isNull } from 'drizzle-orm';
import { grantsBeyond, type AuthUser, type LevelOption, type RoleOption } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { levels, roles } from '../../db/schema/index.js';
import { grantsOfRoles, isAdmin } from '../access/index.js';

/**
 * Every live role, each marked whether `actor` may give or take it away (the rule the users service applies:
 * the `users.assignRoles` add-on, the Admin role only by an Admin, other roles within the actor's own rights),
 * so the form greys out what the server would refuse.
 */
export async function roleOptions(db: Executor, actor: AuthUser): Promise<RoleOption[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName })
    .from(roles)
    .where(isNull(roles.deletedAt))
    .orderBy(asc(roles.displayName), asc(roles.id));
  const mayAssign = actor.addons.includes('users.assignRoles');
  const out: RoleOption[] = [];
  for (const r of rows) {
    let assignable = mayAssign && isAdmin(actor);
    if (mayAssign && !assignable) {
      const grants = await grantsOfRoles(db, [r.id]);
      const beyond = grantsBeyond(grants, actor);
      assignable = !grants.admin && beyond.modules.length === 0 && beyond.addons.length === 0;
    }
    out.push({ ...r, assignable });
  }
  return out;
}

/** The live levels, by name: the user form's and the list filter's choices (users access, not levels). */
export async function levelOptions(db: Executor): Promise<LevelOption[]> {
  return db
    .select({ id: levels.id, name: levels.name })
    .from(levels)
    .where(isNull(levels.deletedAt))
    .orderBy(asc(levels.name), asc(levels.id));
}
