import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import { databaseUnavailable, overloaded } from '../shared/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A health probe: answered while the server starts and while it sheds load. */
    probe?: true;
  }
  interface FastifyInstance {
    /** False from start-up until the database answered and the migrations are applied (see server.ts). */
    readiness: { readonly ready: boolean; markReady(): void };
  }
}

/**
 * Requests that need the database: the API and storing an upload (its quota is counted there). The web app's
 * files, its runtime config and reading an uploaded image do not.
 */
const needsDatabase = (req: FastifyRequest) =>
  req.url.startsWith('/api/') || (req.url.startsWith('/uploads/') && req.method !== 'GET' && req.method !== 'HEAD');

/**
 * Availability: requests that arrive before the database is ready (the server listens while it still
 * connects and migrates) get 503 DATABASE_UNAVAILABLE with Retry-After; past the event-loop delay or heap
 * limit (`@fastify/under-pressure`) requests get 503 OVERLOADED with Retry-After. Health probes pass both.
 * Register before the routes and before the session guard, so a refused request costs no query.
 */
export default fp(async function availabilityPlugin(app: FastifyInstance, opts: { ready: boolean }) {
  let ready = opts.ready;
  app.decorate('readiness', {
    get ready() {
      return ready;
    },
    markReady() {
      ready = true;
    },
  });

  app.addHook('onRequest', async (req) => {
    if (!ready && !req.routeOptions.config?.probe && needsDatabase(req)) throw databaseUnavailable();
  });

  const { maxEventLoopDelayMs, maxHeapUsedBytes } = app.config.loadShedding;
  let lastLogged = 0;
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    // Rejecting through the error handler keeps the API's error shape and its Retry-After header.
    pressureHandler: async (req, _reply, type, value) => {
      if (req.routeOptions.config?.probe) return;
      if (Date.now() - lastLogged > 10_000) {
        lastLogged = Date.now();
        app.log.warn({ type, value }, 'under pressure: shedding load with 503');
      }
      throw overloaded();
    },
  });
});
