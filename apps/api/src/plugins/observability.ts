import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { ERROR_CODES } from '@phlox/contract';

/** A caller's X-Request-Id is kept when it is a plain token; anything else gets a new id. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The route a request matched, as declared ("/api/orders/:id"), so logs and metrics never hold ids or tokens. */
const routeOf = (req: FastifyRequest) => req.routeOptions.url ?? 'unmatched';

/**
 * What an operator watches: one access-log line per request at info (method, route, status, duration, request
 * id, user id — never the query, tokens or bodies), the request id on every answer, and `GET /metrics` in
 * Prometheus format (request durations per route, the database pool, the job queue, Node's event loop and heap) behind
 * METRICS_TOKEN. Each app has its own registry, so several apps in one process (the tests) do not collide.
 */
export default fp(async function observabilityPlugin(app: FastifyInstance) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Request durations by method, matched route and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const stats = app.database.poolStats;
  if (stats)
    new Gauge({
      name: 'db_pool_clients',
      help: 'PostgreSQL pool clients by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const s = stats();
        this.set({ state: 'total' }, s.total);
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'waiting' }, s.waiting);
      },
    });

  // Background work: jobs waiting, running, retrying, and failed for good (also in the last day), per queue.
  new Gauge({
    name: 'queue_jobs',
    help: 'Background jobs by queue and state (failed_last_day: failed for good in the last 24 hours)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const c of await app.queue.counts().catch(() => [])) this.set({ queue: c.name, state: c.state }, c.n);
    },
  });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = routeOf(req);
    const ms = reply.elapsedTime;
    durations.observe({ method: req.method, route, status_code: reply.statusCode }, ms / 1000);
    req.log.info(
      {
        method: req.method,
        route,
        status: reply.statusCode,
        ms: Math.round(ms * 10) / 10,
        userId: req.auth?.user.id ?? null,
      },
      'request',
    );
  });

  const token = app.config.metricsToken;
  app.get('/metrics', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    // Off unless configured; then only with the token (compared in constant time).
    const given = Buffer.from((req.headers.authorization ?? '').replace(/^Bearer\s+/i, ''));
    const wanted = Buffer.from(token ?? '');
    if (!token || given.length !== wanted.length || !timingSafeEqual(given, wanted))
      return reply
        .status(404)
        .send({ error: { code: ERROR_CODES.notFound, message: 'Not found: GET /metrics', requestId: req.id } });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
