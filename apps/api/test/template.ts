import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { runMigrations } from '../src/db/migrate.js';
import { installQueue } from '../src/plugins/queue.js';
import { roles, userRoles, users } from '../src/db/schema/index.js';
import { seedAccessControl } from '../src/seed/access-control.js';
import { hashPassword } from '../src/modules/auth/password.js';

/** What every API test file starts from: the migrated schema, the built-in roles, an admin and a photographer. */
export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };
export const PHOTOGRAPHER = { email: 'photo@test.local', password: 'photo-password-1' };

export async function addUser(
  database: Database,
  u: { email: string; password: string; role: string; firstName?: string; status?: 'active' | 'inactive' },
) {
  const db = database.db;
  const [role] = await db.select().from(roles).where(eq(roles.name, u.role));
  const [user] = await db
    .insert(users)
    .values({
      email: u.email,
      password: await hashPassword(u.password),
      firstName: u.firstName ?? u.role,
      lastName: 'Tester',
      roleId: role.id,
      status: u.status ?? 'active',
    })
    .returning();
  await db.insert(userRoles).values({ userId: user.id, roleId: role.id });
  return user;
}

export async function prepareDatabase(database: Database): Promise<void> {
  await runMigrations(database);
  await installQueue(database);
  await seedAccessControl(database.db);
  await addUser(database, { ...ADMIN, role: 'Admin', firstName: 'Ada' });
  await addUser(database, { ...PHOTOGRAPHER, role: 'Photographer', firstName: 'Pat' });
}
