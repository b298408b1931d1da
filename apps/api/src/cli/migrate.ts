/**
 * `npm run db:migrate`: brings the database up to date (SQL migrations, built-in roles and modules, owners)
 * without starting the server — a deploy step before new instances start. Never seeds the demo. Waits while the
 * database cannot be reached yet (a database container still starting). Several instances may run it at once:
 * on PostgreSQL an advisory lock lets one migrate while the others wait, then find nothing left to do.
 */
import path from 'node:path';
import { configOrExit } from '../environment.js';
import { createDatabase } from '../db/client.js';
import { bootstrapDatabase } from '../bootstrap.js';
import { retryWhileUnavailable } from '../db/retry.js';

const log = {
  info: (_: object, msg: string) => console.log(msg),
  warn: (_: object, msg: string) => console.warn(msg),
};

async function main() {
  const config = configOrExit({ SEED_DEMO: 'false' });
  const started = Date.now();
  const database = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
    connectTimeoutMs: config.databaseConnectTimeoutMs,
  });
  try {
    await retryWhileUnavailable('migrate', () => bootstrapDatabase(database, config, { demo: false }), { log });
    console.log(`The ${database.kind} database is up to date (${Date.now() - started} ms).`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
