import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { bootstrapDatabase } from './db/bootstrap.js';

const started = Date.now();
function configOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    // A configuration mistake is the operator's to fix: the message names the variable, a stack trace adds nothing.
    console.error((err as Error).message);
    process.exit(1);
  }
}
const config = configOrExit();
const app = await buildApp(config);
const seeded = await bootstrapDatabase(app.database, config, { demo: config.seedDemo });

// On SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database (onClose).
closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info(`${signal} received, shutting down`);
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
// A plain banner for the person who just typed `npm start`; the JSON log is for machines.
console.log(
  [
    `Phlox Admin is ready on ${url} (${app.database.kind}${app.database.kind === 'pglite' ? ` in ${config.dataDir}` : ''}) after ${Date.now() - started} ms`,
    seeded ? 'Demo data was seeded into the empty database.' : '',
    `Demo admin:        ${config.admin.email} / ${config.admin.password === 'phlox-admin-2026' ? config.admin.password : '(ADMIN_PASSWORD)'}`,
    `Demo photographer: ${config.photographer.email} / ${config.photographer.password === 'phlox-photo-2026' ? config.photographer.password : '(PHOTOGRAPHER_PASSWORD)'}`,
  ]
    .filter(Boolean)
    .join('\n'),
);
