import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@phlox/contract';
import { AppError, badRequest, isDatabaseUnavailable } from '../shared/errors.js';
import { rowsOf } from '../shared/sql.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request is the first one with its Idempotency-Key: its answer is stored. */
    idempotency: { userId: number; key: string; stored: boolean } | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a repeat waits for the first request with its key to finish before it gives up (409). */
const WAIT_MS = 30_000;

interface StoredRow {
  request_hash: string;
  status: number | null;
  content_type: string | null;
  body: string | null;
}

/** What makes two requests "the same": the route, its path params and its body. */
function fingerprint(req: FastifyRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([req.method, req.routeOptions.url, req.params ?? null, req.body ?? null]))
    .digest('hex');
}

function replay(reply: FastifyReply, row: StoredRow) {
  reply.code(row.status!).header('idempotent-replayed', 'true');
  if (row.content_type) reply.type(row.content_type);
  return reply.send(row.body ?? undefined);
}

/**
 * Every create and money action is safe to repeat (ARCHITECTURE "Idempotency"): a signed-in write that carries
 * an `Idempotency-Key` header is answered once; a repeat with the same key gets the first answer (marked
 * `Idempotent-Replayed: true`) without running again, a concurrent repeat waits for the first to finish, and
 * the same key with another request is 422. Keys are per user and kept 24 h in PostgreSQL, so every instance
 * sees them. Only successes are kept: a refused request changed nothing and may simply run again.
 */
export default fp(async function idempotencyPlugin(app: FastifyInstance) {
  app.decorateRequest('idempotency', null);
  const settle = settleLater(app);

  app.addHook('preHandler', async (req, reply) => {
    const header = req.headers['idempotency-key'];
    // A body's `idempotencyKey` (the refund call's, per spec) counts as the header when there is none.
    const bodyKey = (req.body as { idempotencyKey?: unknown } | null | undefined)?.idempotencyKey;
    const key = (Array.isArray(header) ? header[0] : header) ?? (typeof bodyKey === 'string' ? bodyKey : undefined);
    if (key === undefined || !WRITES.has(req.method) || !req.auth) return;
    if (!KEY.test(key))
      throw badRequest('Idempotency-Key: use 1 to 255 visible ASCII characters', {
        'Idempotency-Key': 'Use 1 to 255 visible ASCII characters',
      });
    const userId = req.auth.user.id;
    const hash = fingerprint(req);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      // A key older than 24 h is forgotten; then the first request with it claims it (one statement, so two
      // concurrent first requests cannot both claim it).
      const claimed = await rowsOf<{ key: string }>(
        app.db,
        sql`with expired as (
              delete from idempotency_keys
              where user_id = ${userId} and key = ${key} and created_at < now() - interval '24 hours')
            insert into idempotency_keys (user_id, key, request_hash) values (${userId}, ${key}, ${hash})
            on conflict (user_id, key) do nothing returning key`,
      );
      if (claimed.length) {
        req.idempotency = { userId, key, stored: false };
        return;
      }
      const [row] = await rowsOf<StoredRow>(
        app.db,
        sql`select request_hash, status, content_type, body from idempotency_keys
            where user_id = ${userId} and key = ${key}`,
      );
      if (!row) continue; // released meanwhile (its first try failed): claim it now
      if (row.request_hash !== hash)
        throw new AppError(
          422,
          ERROR_CODES.business,
          'This Idempotency-Key was already used for a different request. Reload and try again.',
        );
      if (row.status !== null) return replay(reply, row);
      if (Date.now() > deadline)
        throw new AppError(409, ERROR_CODES.conflict, 'The same request is still being processed. Try again shortly.');
      await sleep(100);
    }
  });

  // A success is kept for the repeats. A refusal wrote nothing, so it releases the key: running the request
  // again is safe and answers the same (and a corrected form may reuse its key). So does a streamed answer.
  app.addHook('onSend', async (req, reply, payload) => {
    const claim = req.idempotency;
    if (!claim) return payload;
    claim.stored = true;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 400 || (payload != null && body === null)) {
      await settle(() => release(app, claim));
      return payload;
    }
    const type = reply.getHeader('content-type');
    // The write has committed: its answer goes out even when the database is gone before it is stored.
    await settle(() =>
      app.db.execute(sql`update idempotency_keys
        set status = ${reply.statusCode}, content_type = ${typeof type === 'string' ? type : null}, body = ${body}
        where user_id = ${claim.userId} and key = ${claim.key}`),
    );
    return payload;
  });

  // An answer that never reached onSend (the client went away, an error while sending) frees the key.
  app.addHook('onResponse', async (req) => {
    if (req.idempotency && !req.idempotency.stored) await settle(() => release(app, req.idempotency!));
  });
});

async function release(app: FastifyInstance, claim: { userId: number; key: string }) {
  await app.db.execute(
    sql`delete from idempotency_keys where user_id = ${claim.userId} and key = ${claim.key} and status is null`,
  );
}

/**
 * Settling a claim (storing the answer, or releasing the key) when the database has just gone away: the
 * answer still goes out, and the statement is retried in the background (1 s doubling to 5 s) until the
 * database is back. Otherwise the key would stay claimed for 24 h, and every resend of that submission would
 * wait and get 409. A repeat meanwhile waits as for any claim still in progress. (A process that stops before
 * the database returns leaves its pending keys claimed.)
 */
function settleLater(app: FastifyInstance) {
  const timers = new Set<NodeJS.Timeout>();
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
    for (const t of timers) clearTimeout(t);
  });
  const retry = (work: () => Promise<unknown>, delay: number) => {
    if (closing) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().catch((err: unknown) => {
        if (isDatabaseUnavailable(err)) retry(work, Math.min(delay * 2, 5_000));
        else app.log.error({ err }, 'idempotency key: could not settle it');
      });
    }, delay);
    timers.add(timer);
  };
  return async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      app.log.warn('idempotency key: the database is unavailable; settling it once it is back');
      retry(work, 1_000);
    }
  };
}
