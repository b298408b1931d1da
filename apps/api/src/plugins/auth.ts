import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, tierAllows, type AuthUser, type ModuleName, type PermissionTier } from '@phlox/contract';
import type { AddonName } from '@phlox/contract';
import { forbidden, unauthorized } from '../shared/errors.js';
import { hashToken } from '../modules/auth/tokens.js';
import { assertAddon, loadSessionUser } from '../modules/access/permissions.js';
import { SessionCache } from '../modules/access/sessionCache.js';

export interface AuthContext {
  user: AuthUser;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: boolean;
    /** The dashboard module this route belongs to; GET needs view, anything else manage, unless `tier` says. */
    module?: ModuleName;
    tier?: Exclude<PermissionTier, 'none'>;
    /** An add-on right the route needs on top of the tier (ADDONS in the contract). */
    addon?: AddonName;
  }
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

/**
 * Server-side guard on every /api route: secure by default. A route is public only when it says so;
 * a route tied to a module checks the user's tier for it.
 */
/** Writes under these paths can end a session or change what its user may do. */
const ACCESS_WRITES = /^\/api\/(authentication|users|roles|profile)(\/|\?|$)/;

export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);
  app.decorate('sessionCache', new SessionCache(app.config.sessionCacheTtlMs));

  app.addHook('onRequest', async (req) => {
    // Pages, static files and the API documentation need no session.
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const cfg = req.routeOptions.config ?? {};
    if (!req.routeOptions.url) return; // unmatched: the 404 handler answers
    if (cfg.public) return;

    const token = bearerToken(req);
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
    }
    if (cfg.addon) assertAddon(user, cfg.addon);
  });

  // Cleared before the reply leaves, so the client's next request already sees the change.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && ACCESS_WRITES.test(req.url)) app.sessionCache.clear();
    return payload;
  });
});
