import closeWithGrace from 'close-with-grace';
import { DEMO_ADMIN_PASSWORD, DEMO_PHOTOGRAPHER_PASSWORD } from './config.js';
import { configOrExit } from './environment.js';
import { buildApp } from './app.js';
import { anyUser, bootstrapDatabase } from './bootstrap.js';
import { assertNoDemoPasswords } from './production-checks.js';
import { retryWhileUnavailable } from './db/retry.js';

const started = Date.now();
const config = configOrExit({}, { serving: true });
// Not ready until the database answered and is migrated: the server listens at once (liveness answers, the
// readiness probe and API requests get 503) and connects in the background, retrying while it is unreachable.
const app = await buildApp(config, { ready: false });
const stopping = new AbortController();

// On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database (onClose).
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  stopping.abort();
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal} received, shutting down`);
  await app.close();
});

await app.listen({ port: config.port, host: config.host });

let startup: { seeded: boolean; hasUsers: boolean } | undefined;
try {
  startup = await retryWhileUnavailable(
    'start-up',
    async () => {
      const seeded = await bootstrapDatabase(app.database, config, { demo: config.seedDemo, photos: app.storage });
      await assertNoDemoPasswords(app.database, config);
      // With WORKERS=separate this process only queues jobs: `npm run worker` runs them.
      await app.queue.start({ work: config.workers === 'inline' });
      return { seeded, hasUsers: await anyUser(app.database) };
    },
    { log: app.log, signal: stopping.signal },
  );
} catch (err) {
  // Not an outage (a refused demo password in production, a failing migration): retrying would not help.
  app.log.error({ err }, 'start-up failed');
  console.error(err instanceof Error ? err.message : err);
  await app.close();
  process.exit(1);
}
// Undefined: a shutdown came while waiting for the database, and closeWithGrace is closing the app.
if (startup) {
  app.readiness.markReady();
  announce(startup);
}

/** A plain banner for the person who just typed `npm start`; the JSON log is for machines. */
function announce({ seeded, hasUsers }: { seeded: boolean; hasUsers: boolean }) {
  const url = `http://localhost:${config.port}`;
  console.log(
    [
      `Phlox Admin is ready on ${url} (${app.database.kind}${app.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}) after ${Date.now() - started} ms`,
      seeded ? 'Demo data was seeded into the empty database.' : '',
      ...(config.isProduction
        ? [hasUsers ? '' : 'No users yet: create the first admin with  npm run create-admin -- --email you@example.com']
        : [
            `Demo admin:        ${config.admin.email} / ${config.admin.password === DEMO_ADMIN_PASSWORD ? config.admin.password : '(ADMIN_PASSWORD)'}`,
            `Demo photographer: ${config.photographer.email} / ${config.photographer.password === DEMO_PHOTOGRAPHER_PASSWORD ? config.photographer.password : '(PHOTOGRAPHER_PASSWORD)'}`,
          ]),
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
