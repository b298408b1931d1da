import { count } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { users } from './db/schema/index.js';
import { seedAccessControl } from './seed/access-control.js';
import { recordOwners } from './plugins/access/owners.js';
import { installQueue } from './plugins/queue.js';
import type { PhotoStore } from './seed/demo-photos.js';

/**
 * Brings a database up to date: migrations, the job queue's tables, the built-in roles and modules, and on an empty
 * database the demo data with the first admin from ADMIN_EMAIL / ADMIN_PASSWORD (its players' photos in `photos`, the
 * configured storage).
 * Returns whether demo data was seeded.
 */
export async function bootstrapDatabase(
  database: Database,
  config: Config,
  opts: { demo: boolean; photos?: PhotoStore },
): Promise<boolean> {
  await runMigrations(database);
  await installQueue(database);
  await seedAccessControl(database.db);
  await recordOwners(database.db, config.ownerEmails);
  if ((await anyUser(database)) || !opts.demo) return false;
  const { seedDemo } = await loadDemoSeed();
  await seedDemo(database.db, {
    adminEmail: config.admin.email,
    adminPassword: config.admin.password,
    photographerEmail: config.photographer.email,
    photographerPassword: config.photographer.password,
    photos: opts.photos,
  });
  // The demo admin is created just now: match the owner addresses again.
  await recordOwners(database.db, config.ownerEmails);
  return true;
}

export async function anyUser(database: Database): Promise<boolean> {
  const [{ n }] = await database.db.select({ n: count() }).from(users);
  return n > 0;
}

/**
 * The demo seed (and its fake-name generator, a development dependency) is loaded only when an empty database
 * asks for it, so a release installed with `npm ci --omit=dev` starts without it.
 */
async function loadDemoSeed(): Promise<typeof import('./seed/demo.js')> {
  try {
    return await import('./seed/demo.js');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw err;
    throw new Error(
      'The demo data needs the development dependencies (npm install without --omit=dev). ' +
        'A release starts with SEED_DEMO=false or APP_ENV=production and its first admin from create-admin.',
      { cause: err },
    );
  }
}
