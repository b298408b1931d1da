import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDatabase } from '../src/db/client.js';
import { bootstrapDatabase } from '../src/bootstrap.js';
import { migrationsFolder } from '../src/db/migrate.js';

const serverUrl = process.env.TEST_DATABASE_URL;

// Several instances of a deploy start together on one PostgreSQL: each applies pending migrations and the built-in
// roles at start (and `npm run db:migrate` does the same). Only a real server can race them.
describe.skipIf(!serverUrl)('instances starting together on one empty PostgreSQL database', () => {
  it('migrate once, seed the built-in roles once, and all become ready', async () => {
    const name = `phlox_migrate_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const config = loadConfig({ DATABASE_URL: url.toString(), SEED_DEMO: 'false' });
    const instances = await Promise.all(
      Array.from({ length: 5 }, () => createDatabase({ dataDir: '', databaseUrl: url.toString(), poolSize: 3 })),
    );
    try {
      const results = await Promise.allSettled(instances.map((db) => bootstrapDatabase(db, config, { demo: false })));
      expect(results.map((r) => r.status)).toEqual(Array(5).fill('fulfilled'));

      const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      expect(applied.rows[0].n).toBe(journal.entries.length);
      const roles = await check.query('select name, count(*)::int as n from roles group by name order by name');
      expect(roles.rows.every((r) => r.n === 1)).toBe(true);
      expect(roles.rows.length).toBeGreaterThanOrEqual(2);
      await check.end();
    } finally {
      await Promise.all(instances.map((db) => db.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
