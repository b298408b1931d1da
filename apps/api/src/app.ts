import path from 'node:path';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { createMailer, type Mailer } from './shared/mail.js';
import contextPlugin from './plugins/context.js';
import errorsPlugin from './plugins/errors.js';
import securityPlugin from './plugins/security.js';
import authPlugin from './plugins/auth.js';
import openapiPlugin from './plugins/openapi.js';
import webPlugin from './plugins/web.js';
import healthRoutes from './modules/health/routes.js';
import authRoutes from './modules/auth/routes.js';
import levelsRoutes from './modules/levels/routes.js';
import historyRoutes from './modules/history/routes.js';

export interface BuildOptions {
  /** Use this database instead of opening one from the configuration (tests share one per file). */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
}

/** Builds the Fastify instance: plugins first, then one module per dashboard area. Tests import this. */
export async function buildApp(config: Config, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Per-request lines only when debugging; errors are logged by the error handler.
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
    }));
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      writeOutbox: !config.isProduction,
      log: app.log,
    });

  await app.register(contextPlugin, { config, database, mailer, ownsDatabase: !opts.database });
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/authentication' });
  await app.register(historyRoutes, { prefix: '/api/history' });
  await app.register(levelsRoutes, { prefix: '/api/levels' });

  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
