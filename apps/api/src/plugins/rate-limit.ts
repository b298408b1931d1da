import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimitUnavailable, tooManyRequests } from '../shared/errors.js';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      /** Route config: `limit` per client IP (as TRUST_PROXY lets Fastify see it), counted under `name`. */
      perIp(name: string, limit: Limit): RateLimitOptions;
      /** Counts one request under `name` + `key` and throws 429 (with Retry-After) once over `limit`. */
      hit(req: FastifyRequest, name: string, key: string | number, limit: Limit): Promise<void>;
    };
  }
}

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The default store: one row per key in PostgreSQL (or PGlite), a fixed window restarted once it expired,
 * counted by a single INSERT … ON CONFLICT DO UPDATE, so parallel requests on any number of API processes
 * all see one count.
 */
function postgresStore(db: Db) {
  let calls = 0;
  return class PostgresRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      db.execute<{ hits: number; ttl: number }>(
        sql`insert into rate_limit_hits as r (key, hits, expires_at)
            values (${key}, 1, now() + make_interval(secs => ${timeWindow / 1000}))
            on conflict (key) do update set
              hits = case when r.expires_at <= now() then 1 else r.hits + 1 end,
              expires_at = case when r.expires_at <= now() then excluded.expires_at else r.expires_at end
            returning hits, greatest(0, ceil(extract(epoch from r.expires_at - now()) * 1000))::int as ttl`,
      )
        .then((res) => {
          const row = (res as unknown as { rows: Array<{ hits: number; ttl: number }> }).rows[0];
          cb(null, { current: Number(row.hits), ttl: Number(row.ttl) });
          // Now and then, forget windows long past (a row is reused by its key anyway).
          if (++calls % 500 === 0)
            void db
              .execute(sql`delete from rate_limit_hits where expires_at < now() - interval '1 hour'`)
              .catch(() => {});
        })
        .catch((err: Error) => cb(err));
    }
    child() {
      return new PostgresRateLimitStore();
    }
  };
}

/** Fixed window, like the PostgreSQL store: the first hit of a key starts its window. */
const REDIS_INCR = `
  local current = redis.call('INCR', KEYS[1])
  if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
  local ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
  return {current, ttl}`;

/**
 * The Redis store. A Redis that cannot be reached fails the request with 503 and Retry-After (the request was
 * fine and can be sent again shortly), not with an unclassified 500, and never lifts the limit.
 */
function redisStore(redis: Redis) {
  redis.defineCommand('phloxRateLimit', { numberOfKeys: 1, lua: REDIS_INCR });
  const run = redis as unknown as {
    phloxRateLimit(key: string, windowMs: number, cb: (err: Error | null, res?: [number, number]) => void): void;
  };
  return class RedisRateLimitStore {
    incr(key: string, cb: Callback, timeWindow: number) {
      run.phloxRateLimit(`phlox-rl:${key}`, timeWindow, (err, res) =>
        err || !res ? cb(rateLimitUnavailable(err)) : cb(null, { current: Number(res[0]), ttl: Number(res[1]) }),
      );
    }
    child() {
      return new RedisRateLimitStore();
    }
  };
}

/** E-mails and the like are kept as a digest in the counters, not in the clear. */
const digest = (s: string) => createHash('sha256').update(s).digest('base64url').slice(0, 32);

const KEY = Symbol('rateLimitKey');

function inWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 90) return `${s} second${s === 1 ? '' : 's'}`;
  const m = Math.ceil(s / 60);
  if (m < 90) return `${m} minutes`;
  return `${Math.ceil(m / 60)} hours`;
}
const message = (seconds: number) => `Too many requests. Try again in ${inWords(seconds)}.`;

/**
 * @fastify/rate-limit with a store every API instance shares: Redis when REDIS_URL is set, else PostgreSQL.
 * No global limit: the routes that need one say so (`config.rateLimit`, or `app.limits.hit` for a key known
 * only after the body is read). Must be registered before those routes.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  // ioredis is loaded only with REDIS_URL (~0.1 s of the cold start otherwise).
  const redis = app.config.redisUrl
    ? new (await import('ioredis')).Redis(app.config.redisUrl, {
        maxRetriesPerRequest: 2,
        connectTimeout: 2000,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    // ioredis reconnects by itself; without a listener each failed attempt would print "Unhandled error event".
    let lastLogged = 0;
    redis.on('error', (err: Error) => {
      if (Date.now() - lastLogged < 60_000) return;
      lastLogged = Date.now();
      app.log.warn({ reason: err.message }, 'rate-limit store (Redis) unavailable');
    });
    // quit() would wait for a Redis that is not there.
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    store: redis ? redisStore(redis) : postgresStore(app.db),
    // A limit that cannot be counted is not silently lifted.
    skipOnError: false,
    errorResponseBuilder: (_req, ctx) => tooManyRequests(message(ctx.ttl / 1000), ctx.ttl / 1000),
  });

  const limiters = new Map<string, ReturnType<FastifyInstance['createRateLimit']>>();
  app.decorate('limits', {
    perIp: (name, limit) => ({
      ...limit,
      keyGenerator: (req: FastifyRequest) => `${name}:ip:${normalizeIP(req.ip)}`,
    }),
    async hit(req, name, key, limit) {
      const id = `${name}:${limit.max}:${limit.timeWindow}`;
      let limiter = limiters.get(id);
      if (!limiter) {
        limiter = app.createRateLimit({
          ...limit,
          keyGenerator: (r) => (r as unknown as Record<symbol, string>)[KEY],
        });
        limiters.set(id, limiter);
      }
      (req as unknown as Record<symbol, string>)[KEY] = `${name}:${digest(String(key))}`;
      const result = await limiter(req);
      if (!result.isAllowed && result.isExceeded)
        throw tooManyRequests(message(result.ttlInSeconds), result.ttlInSeconds);
    },
  });
});
