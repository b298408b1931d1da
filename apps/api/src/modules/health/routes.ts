import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** How long the readiness probe waits for `select 1` (a hung server must not hang the probe). */
const PING_TIMEOUT_MS = 3_000;

const ok = z.object({ status: z.literal('ok') });

/**
 * Probes, never shed and answered while the server starts:
 * - `GET /api/health/live`: liveness, 200 while the process serves requests (whatever the database does);
 * - `GET /api/health`: readiness, 200 once the migrations are applied and while the database answers, else
 *   503 with why (`starting`: still connecting or migrating; `database`: it does not answer now).
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/live',
    { config: { public: true, probe: true }, schema: { tags: ['health'], response: { 200: ok } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/',
    {
      config: { public: true, probe: true },
      schema: {
        tags: ['health'],
        response: {
          200: ok,
          503: z.object({ status: z.literal('unavailable'), reason: z.enum(['starting', 'database']) }),
        },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!app.readiness.ready) return reply.status(503).send({ status: 'unavailable' as const, reason: 'starting' });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS);
          }),
        ]);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const, reason: 'database' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};

export default healthRoutes;
