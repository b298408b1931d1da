import { count } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from './client.js';
import { runMigrations } from './migrate.js';
import { users } from './schema/index.js';
import { seedAccessControl } from '../seed/access-control.js';
import { seedDemo } from '../seed/demo.js';
import { recordOwners } from '../plugins/access/owners.js';

/**
 * Brings a database up to date: migrations, the built-in roles and modules, and on an empty
 * database the demo data with the first admin from ADMIN_EMAIL / ADMIN_PASSWORD.
 * Returns whether demo data was seeded.
 */
export async function bootstrapDatabase(database: Database, config: Config, opts: { demo: boolean }): Promise<boolean> {
  await runMigrations(database);
  await seedAccessControl(database.db);
  await recordOwners(database.db, config.ownerEmails);
  if ((await anyUser(database)) || !opts.demo) return false;
  await seedDemo(database.db, {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    photographerEmail: config.photographer.email,
    photographerPassword: config.photographer.password,
  });
  // The demo admin is created just now: match the owner addresses again.
  await recordOwners(database.db, config.ownerEmails);
  return true;
}

export async function anyUser(database: Database): Promise<boolean> {
  const [{ n }] = await database.db.select({ n: count() }).from(users);
  return n > 0;
}
