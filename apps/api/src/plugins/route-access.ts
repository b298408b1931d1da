import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ADDONS, MODULE_NAMES, type AddonName, type ModuleName, type PermissionTier } from '@phlox/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session. */
    public?: true;
    /** Any signed-in user, whatever its roles (profile, uploads, address lookups). */
    signedIn?: true;
    /** The dashboard module this route belongs to; GET needs view, anything else manage, unless `tier` says. */
    module?: ModuleName;
    tier?: Exclude<PermissionTier, 'none'>;
    /** Staff only: a photographer who sees its own rows of the module (events, payouts) is refused. */
    staffOnly?: true;
    /** An add-on right the route needs on top of the tier (ADDONS in the contract). */
    addon?: AddonName;
    /** The session may also come from the `token` cookie (pages a browser opens directly: the API docs). */
    cookieSession?: true;
    /** A successful write here can change who a session is or what it may do: the session cache is cleared. */
    changesAccess?: true;
  }
  interface FastifyInstance {
    /** Every route registered, with its access declaration: what the route sweep test walks. */
    routeTable: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

/** Why a route's declaration is not acceptable, or null when it says exactly one kind of access. */
export function declarationProblem(config: RouteOptions['config'] | undefined): string | null {
  const c = config ?? {};
  const kinds = [c.public, c.signedIn, c.module].filter(Boolean).length;
  if (kinds === 0) return 'declares no access (public, signedIn or module)';
  if (kinds > 1) return 'declares more than one kind of access';
  if (c.module && !MODULE_NAMES.includes(c.module)) return `names an unknown module "${c.module}"`;
  if (c.tier && !c.module) return 'has a tier without a module';
  if (c.staffOnly && c.module !== 'events' && c.module !== 'payouts')
    return 'is staff-only outside a row-scoped module';
  if (c.addon && ADDONS.find((a) => a.name === c.addon)?.module !== c.module)
    return `needs add-on "${c.addon}", which is not one of its module's`;
  return null;
}

/**
 * Default-deny, checked before the server listens: every route must say who may call it. A route without a
 * declaration stops start-up (app.ready rejects), so a forgotten one can never be reachable by accident.
 * Must be registered before any route.
 */
export default fp(async function routeAccessPlugin(app: FastifyInstance) {
  const table: Array<RegisteredRoute & { options: RouteOptions }> = [];
  app.decorate('routeTable', []);
  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) table.push({ method, url: options.url, config: options.config, options });
  });
  app.addHook('onReady', async () => {
    // Read the options again: a plugin's own onRoute hook (runs after this one) may stamp the declaration.
    const problems: string[] = [];
    for (const r of table) {
      r.config = r.options.config;
      const problem = declarationProblem(r.config);
      if (problem) problems.push(`${r.method} ${r.url} ${problem}`);
    }
    if (problems.length) throw new Error(`Routes without a valid access declaration:\n  ${problems.join('\n  ')}`);
    app.routeTable.push(...table.map(({ method, url, config }) => ({ method, url, config })));
  });
});

/**
 * For routes registered by third-party plugins that take no route config (static files, API docs): an
 * encapsulated context whose routes all get `config`.
 */
export function declareAccessOfPlugin(app: FastifyInstance, config: NonNullable<RouteOptions['config']>) {
  app.addHook('onRoute', (options) => {
    options.config = { ...options.config, ...config };
  });
}
