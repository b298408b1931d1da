import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MESSAGES, tierAllows, type AuthUser, type ModuleName, type PermissionTier } from '@phlox/contract';
import { forbidden, unauthorized } from '../shared/errors.js';
import { hashToken } from '../modules/auth/tokens.js';
import { loadSessionUser } from '../modules/access/permissions.js';

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
  }
  interface FastifyRequest {
    auth: AuthContext | null;
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
export default fp(async function authPlugin(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (req) => {
    // Pages, static files and the API documentation need no session.
    if (!req.url.startsWith('/api/') || req.url.startsWith('/api/docs')) return;
    const cfg = req.routeOptions.config ?? {};
    if (!req.routeOptions.url) return; // unmatched: the 404 handler answers
    if (cfg.public) return;

    const token = bearerToken(req);
    if (!token) throw unauthorized();
    const sessionId = hashToken(token);
    const user = token.length <= 512 ? await loadSessionUser(app.db, sessionId, app.config) : null;
    if (!user) throw unauthorized(MESSAGES.sessionExpired);
    req.auth = { user, sessionId };

    if (cfg.module) {
      const need = cfg.tier ?? (req.method === 'GET' || req.method === 'HEAD' ? 'view' : 'manage');
      if (!tierAllows(user.permissions[cfg.module], need)) throw forbidden();
    }
  });
});
