import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { Mailer } from '../shared/mail.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
  }
}

/** Makes the configuration, database and mailer reachable from every route; the database closes last. */
export default fp(async function contextPlugin(
  app: FastifyInstance,
  opts: { config: Config; database: Database; mailer: Mailer; ownsDatabase: boolean },
) {
  app.decorate('config', opts.config);
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  app.decorate('mailer', opts.mailer);
  if (opts.ownsDatabase) app.addHook('onClose', async () => opts.database.close());
});
