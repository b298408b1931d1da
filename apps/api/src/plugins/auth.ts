import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, seesOwnRowsOnly, tierAllows, type AuthUser } from '@phlox/contract';
import { forbidden, unauthorized } from '../shared/errors.js';
import { hashToken } from '../shared/tokens.js';
import { assertAddon, loadSessionUser } from './access/permissions.js';
import { SessionCache } from './access/session-cache.js';

export interface AuthContext {
  user: AuthUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

export function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(.+)$/i.exec(h);
  return m ? m[1].trim() : null;
}

/** The signed-in user; the guard guarantees it exists on non-public routes. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.auth) throw unauthorized();
  return req.auth.user;
}

/** The `token` cookie the web app keeps (spec §4); read only where a route allows it. */
function cookieToken(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === 'token' && rest.length) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Server-side guard, default-deny: it decides on the declaration of the route Fastify matched (see
 * route-access.ts), never on the URL string, so an encoded, absolute-form or otherwise unusual request target
 * reaches the same guarded handler or a 404.
 */
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorate('sessionCache', new SessionCache(app.config.sessionCacheTtlMs));

  app.addHook('onRequest', async (req) => {
    // No route matched: the not-found handler answers and reads nothing.
    if (req.is404) return;
    const cfg = req.routeOptions.config;
    if (cfg.public) return;
    if (!cfg.signedIn && !cfg.module) throw forbidden(); // cannot happen: start-up refuses such a route

    const token = bearerToken(req) ?? (cfg.cookieSession ? cookieToken(req) : null);
    if (!token) throw unauthorized();
    const sessionId = hashToken(token);
    let user = token.length <= 512 ? app.sessionCache.get(sessionId) : undefined;
    if (!user) {
      const loaded = token.length <= 512 ? await loadSessionUser(app.db, sessionId, app.config) : null;
      if (!loaded) throw unauthorized(MESSAGES.sessionExpired);
      app.sessionCache.set(sessionId, loaded);
      user = loaded;
    }
    req.auth = { user, sessionId };

    if (cfg.module) {
      const need = cfg.tier ?? (req.method === 'GET' || req.method === 'HEAD' ? 'view' : 'manage');
      if (!tierAllows(user.permissions[cfg.module], need)) throw forbidden();
      // Staff data of a row-scoped module (a Statement of Work's money): a photographer seeing its own rows only has none of it.
      if (cfg.staffOnly && (cfg.module === 'events' || cfg.module === 'payouts') && seesOwnRowsOnly(user, cfg.module))
        throw forbidden();
    }
    if (cfg.addon) assertAddon(user, cfg.addon);
  });

  // Cleared before the reply leaves, so the client's next request already sees the change.
  app.addHook('onSend', async (req, reply, payload) => {
    const cfg = req.routeOptions.config;
    const writesAccess = cfg?.changesAccess || cfg?.module === 'users' || cfg?.module === 'roles';
    if (writesAccess && req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 400)
      app.sessionCache.clear();
    return payload;
  });
});
