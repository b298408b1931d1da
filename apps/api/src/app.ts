import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { createDatabase, type Database } from './db/client.js';
import { createMailer, type Mailer } from './shared/mail.js';
import contextPlugin from './plugins/context.js';
import queuePlugin from './plugins/queue.js';
import mailPlugin from './plugins/mail.js';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors.js';
import observabilityPlugin, { requestIdOf } from './plugins/observability.js';
import availabilityPlugin from './plugins/availability.js';
import securityPlugin from './plugins/security.js';
import authPlugin from './plugins/auth.js';
import idempotencyPlugin from './plugins/idempotency.js';
import routeAccessPlugin from './plugins/route-access.js';
import inputGuardPlugin from './plugins/input-guard.js';
import { orderSearchCachePlugin } from './plugins/order-search-cache.js';
import openapiPlugin from './plugins/openapi.js';
import webPlugin from './plugins/web.js';
import storagePlugin from './plugins/storage/index.js';
import jobFilesPlugin from './plugins/job-files.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import uploadsRoutes from './modules/uploads/routes.js';
import categoriesRoutes from './modules/categories/routes.js';
import healthRoutes from './modules/health/routes.js';
import authRoutes from './modules/auth/routes.js';
import stripeRoutes from './modules/stripe/routes.js';
import jobsRoutes from './modules/jobs/routes.js';
import levelsRoutes from './modules/levels/routes.js';
import historyRoutes from './modules/history/routes.js';
import productsRoutes from './modules/products/routes.js';
import productCategoriesRoutes from './modules/products/categories/routes.js';
import couponsRoutes from './modules/coupons/routes.js';
import promotionsRoutes from './modules/coupons/promotions/routes.js';
import giftcardsRoutes from './modules/giftcards/routes.js';
import usersRoutes from './modules/users/routes.js';
import rolesRoutes from './modules/roles/routes.js';
import profileRoutes from './modules/profile/routes.js';
import organizationsRoutes from './modules/organizations/routes.js';
import schoolDistrictsRoutes from './modules/school-districts/routes.js';
import statementsOfWorkRoutes from './modules/statements-of-work/routes.js';
import locationsRoutes from './modules/locations/routes.js';
import ordersRoutes from './modules/orders/routes.js';
import browseAndBuyRoutes from './modules/browse-and-buy/routes.js';
import eventsRoutes from './modules/events/routes.js';
import { assignmentConfirmationRoutes } from './modules/events/index.js';
import bundlesRoutes from './modules/bundles/routes.js';
import payoutsRoutes from './modules/payouts/routes.js';
import reportsRoutes from './modules/reports/routes.js';

export interface BuildOptions {
  /** Use this database instead of opening one from the configuration (tests share one per file). */
  database?: Database;
  mailer?: Mailer;
  logger?: boolean;
  /** Where the log lines go (tests read the access log); standard output otherwise. */
  logStream?: { write(line: string): void };
  /**
   * Whether the database is ready (migrated) as the app is built: true by default (tests hand in a prepared
   * one). The server passes false, listens at once, and marks it ready when its start-up retries succeed.
   */
  ready?: boolean;
}

/**
 * TRUST_PROXY for Fastify. A list of addresses/CIDRs is passed as is. A hop count becomes "trust the first n
 * hops" (Fastify 5 no longer takes a number: it cannot tell the proxy from a client that reached the server
 * directly, so a count belongs only where the API is reachable through the proxies alone).
 */
function trustProxyOption(setting: Config['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the Fastify instance: plugins first, then one module per dashboard area. Tests import this. */
export async function buildApp(config: Config, opts: BuildOptions = {}) {
  const app = Fastify({
    logger:
      opts.logger === false ? false : { level: config.logLevel, ...(opts.logStream ? { stream: opts.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
    // One access line per request comes from plugins/observability.ts (route pattern, never the query).
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database =
    opts.database ??
    (await createDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: path.join(config.dataDir, 'pglite'),
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      log: app.log,
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
  // A server built ready (tests) starts its queue as it becomes ready; server.ts starts it after migrating.
  await app.register(queuePlugin, { startOnReady: opts.ready ?? true });
  await app.register(mailPlugin);
  // First, so it sees every route registered after it and refuses to start with an undeclared one.
  await app.register(routeAccessPlugin);
  await app.register(observabilityPlugin);
  // Before every route: it adds its hooks to the routes registered after it. Its onSend hooks are the route's,
  // which run after the app's (the idempotency store keeps the answer before it is compressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(errorsPlugin);
  // Before the session guard: a request refused while starting or shedding load costs no query.
  await app.register(availabilityPlugin, { ready: opts.ready ?? true });
  await app.register(inputGuardPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(orderSearchCachePlugin);
  await app.register(storagePlugin);
  await app.register(jobFilesPlugin);
  // Before the routes: it hooks the ones whose config names a limit.
  await app.register(rateLimitPlugin);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(authRoutes, { prefix: '/api/authentication' });
  await app.register(historyRoutes, { prefix: '/api/history' });
  await app.register(levelsRoutes, { prefix: '/api/levels' });
  await app.register(productsRoutes, { prefix: '/api/products' });
  await app.register(productCategoriesRoutes, { prefix: '/api/product-categories' });
  await app.register(couponsRoutes, { prefix: '/api/coupons' });
  await app.register(promotionsRoutes, { prefix: '/api/promotions' });
  await app.register(giftcardsRoutes, { prefix: '/api/giftcards' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(rolesRoutes, { prefix: '/api/roles' });
  await app.register(profileRoutes, { prefix: '/api/profile' });
  await app.register(uploadsRoutes);
  await app.register(categoriesRoutes, { prefix: '/api/categories' });
  await app.register(organizationsRoutes, { prefix: '/api/organizations' });
  await app.register(schoolDistrictsRoutes, { prefix: '/api/school-districts' });
  await app.register(locationsRoutes, { prefix: '/api/states' });
  await app.register(ordersRoutes, { prefix: '/api/orders' });
  await app.register(browseAndBuyRoutes, { prefix: '/api/browse-and-buy' });
  await app.register(eventsRoutes, { prefix: '/api/events' });
  await app.register(assignmentConfirmationRoutes, { prefix: '/api/assignment-confirmations' });
  await app.register(statementsOfWorkRoutes, { prefix: '/api/statements-of-work' });
  await app.register(bundlesRoutes, { prefix: '/api/bundles' });
  await app.register(payoutsRoutes, { prefix: '/api/payouts' });
  await app.register(reportsRoutes, { prefix: '/api/reports' });
  await app.register(stripeRoutes, { prefix: '/api/stripe' });
  await app.register(jobsRoutes, { prefix: '/api/jobs' });

  await app.register(webPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
