import closeWithGrace from 'close-with-grace';
import { configOrExit } from './environment.js';
import { buildApp } from './app.js';
import { bootstrapDatabase } from './bootstrap.js';
import { retryWhileUnavailable } from './db/retry.js';

/**
 * `npm run worker`: runs the background jobs (e-mails, exports, recomputes) apart from the API, for
 * WORKERS=separate. It serves no HTTP; start as many as the work needs, each takes jobs from the same queue.
 */
const config = configOrExit({}, { serving: true });
const app = await buildApp(config, { ready: false });
const stopping = new AbortController();

// On SIGTERM/SIGINT: running jobs get up to 10 s to finish (one cut short is retried by another worker).
closeWithGrace({ delay: 15_000 }, async ({ err, signal }) => {
  stopping.abort();
  if (err) app.log.error({ err }, 'worker shutting down after an error');
  else app.log.info(`${signal} received, worker shutting down`);
  await app.close();
});

await app.ready();
try {
  const started = await retryWhileUnavailable(
    'worker start-up',
    async () => {
      // Migrations and built-in roles only: the demo data is the API's to seed.
      await bootstrapDatabase(app.database, config, { demo: false });
      await app.queue.start({ work: true });
      return true;
    },
    { log: app.log, signal: stopping.signal },
  );
  if (started) app.log.info('worker started: running background jobs');
} catch (err) {
  app.log.error({ err }, 'worker start-up failed');
  console.error(err instanceof Error ? err.message : err);
  await app.close();
  process.exit(1);
}
