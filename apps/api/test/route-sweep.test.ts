import net from 'node:net';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MODULE_NAMES, tierAllows, type ModuleName, type PermissionTier } from '@phlox/contract';
import { modules, permissions, roles } from '../src/db/schema/index.js';
import routeAccessPlugin, { declarationProblem } from '../src/plugins/route-access.js';
import { addUser, RELAXED_LIMITS } from './helpers.js';
import { useEventWorld } from './event-fixtures.js';

/**
 * Who may call what: one row per route the server registers, written by hand so that it states the intent
 * independently of the routes' own declarations. A route added without a row here fails the first test.
 *   public          anyone
 *   signedLink      anyone, but the URL's signature is the credential (no signature → 403)
 *   signedIn        any signed-in user
 *   item            any signed-in user passes the guard; whether it may read the item is decided per item
 *   docs            public, signed-in only in production
 *   <module>:<tier> that tier on the module; "+own" = a photographer passes with its own rows only;
 *                   "+staff" = a photographer (who sees its own rows only) is refused;
 *                   "+<add-on>" = the add-on too (the view-only and users-only roles here hold none; Admin all)
 */
const MATRIX: Record<string, string> = {
  'GET /api/docs': 'docs',
  'GET /api/docs/static/index.html': 'docs',
  'GET /api/docs/static/swagger-initializer.js': 'docs',
  'GET /api/docs/json': 'docs',
  'GET /api/docs/yaml': 'docs',
  'GET /api/docs/static/*': 'docs',
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /config.json': 'public',
  'POST /api/authentication/login': 'public',
  'POST /api/authentication/register': 'public',
  'POST /api/authentication/verify-token': 'public',
  'POST /api/authentication/forgot-password': 'public',
  'POST /api/authentication/reset-password': 'public',
  'POST /api/authentication/confirm-registration': 'public',
  'POST /api/assignment-confirmations/lookup': 'public',
  'POST /api/assignment-confirmations/answer': 'public',
  'POST /api/authentication/logout': 'signedIn',
  'GET /api/authentication/me': 'signedIn',
  'GET /api/history': 'item',
  'GET /api/profile': 'signedIn',
  'PATCH /api/profile': 'signedIn',
  'POST /api/profile/password': 'signedIn',
  'POST /api/common/image-upload': 'signedIn',
  'POST /api/common/document-upload': 'signedIn',
  'PUT /uploads/*': 'signedLink',
  'GET /uploads/*': 'public',
  'GET /metrics': 'public',
  'POST /api/stripe/webhook': 'public',
  'GET /api/jobs': 'signedIn',
  'GET /api/jobs/:id': 'item',
  'GET /api/jobs/:id/download': 'item',
  'POST /api/jobs/seen': 'signedIn',
  'GET /api/states': 'signedIn',
  'GET /api/states/:id/cities': 'signedIn',
  'GET /api/levels': 'levels:view',
  'GET /api/levels/:id': 'levels:view',
  'POST /api/levels': 'levels:manage',
  'PATCH /api/levels/:id': 'levels:manage',
  'DELETE /api/levels/:id': 'levels:manage',
  'GET /api/products': 'products:view',
  'GET /api/products/:id': 'products:view',
  'POST /api/products': 'products:manage',
  'PATCH /api/products/:id': 'products:manage',
  'DELETE /api/products/:id': 'products:manage',
  'GET /api/product-categories': 'products:view',
  'GET /api/product-categories/:id': 'products:view',
  'POST /api/product-categories': 'products:manage',
  'PATCH /api/product-categories/:id': 'products:manage',
  'DELETE /api/product-categories/:id': 'products:manage',
  'GET /api/coupons': 'coupons:view',
  'GET /api/coupons/:id': 'coupons:view',
  'POST /api/coupons': 'coupons:manage',
  'PATCH /api/coupons/:id': 'coupons:manage',
  'DELETE /api/coupons/:id': 'coupons:manage',
  'POST /api/coupons/apply': 'coupons:manage',
  'GET /api/promotions': 'coupons:view',
  'GET /api/promotions/:id': 'coupons:view',
  'POST /api/promotions': 'coupons:manage',
  'PATCH /api/promotions/:id': 'coupons:manage',
  'DELETE /api/promotions/:id': 'coupons:manage',
  'GET /api/giftcards': 'giftcards:view',
  'GET /api/giftcards/:id': 'giftcards:view',
  'POST /api/giftcards': 'giftcards:manage',
  'PATCH /api/giftcards/:id': 'giftcards:manage',
  'DELETE /api/giftcards/:id': 'giftcards:manage',
  'GET /api/giftcards/:id/transactions': 'giftcards:view',
  'POST /api/giftcards/:id/transactions': 'giftcards:manage',
  'GET /api/users': 'users:view',
  'GET /api/users/role-options': 'users:view',
  'GET /api/users/level-options': 'users:view',
  'GET /api/users/:id': 'users:view',
  'POST /api/users': 'users:manage',
  'PATCH /api/users/:id': 'users:manage',
  'DELETE /api/users/:id': 'users:manage',
  'POST /api/users/:id/invitation': 'users:manage',
  'POST /api/users/:id/password-reset': 'users:manage',
  'GET /api/roles': 'roles:view',
  'GET /api/roles/:id': 'roles:view',
  'POST /api/roles': 'roles:manage',
  'PATCH /api/roles/:id': 'roles:manage',
  'DELETE /api/roles/:id': 'roles:manage',
  'GET /api/categories': 'categories:view',
  'GET /api/categories/lookups': 'categories:view',
  'GET /api/categories/:id': 'categories:view',
  'POST /api/categories': 'categories:manage',
  'PATCH /api/categories/:id': 'categories:manage',
  'DELETE /api/categories/:id': 'categories:manage',
  'GET /api/organizations': 'organizations:view',
  'GET /api/organizations/lookups': 'organizations:view',
  'GET /api/organizations/export.csv': 'organizations:view',
  'POST /api/organizations/import': 'organizations:manage+organizations.import',
  'POST /api/organizations/import/jobs': 'organizations:manage+organizations.import',
  'GET /api/organizations/:id': 'organizations:view',
  'POST /api/organizations': 'organizations:manage',
  'PATCH /api/organizations/:id': 'organizations:manage',
  'DELETE /api/organizations/:id': 'organizations:manage',
  'GET /api/school-districts': 'school-districts:view',
  'GET /api/school-districts/options': 'school-districts:view',
  'GET /api/school-districts/school-options': 'school-districts:view',
  'POST /api/school-districts/import': 'school-districts:manage+school-districts.import',
  'POST /api/school-districts/import/jobs': 'school-districts:manage+school-districts.import',
  'GET /api/school-districts/:id': 'school-districts:view',
  'POST /api/school-districts': 'school-districts:manage',
  'PATCH /api/school-districts/:id': 'school-districts:manage',
  'DELETE /api/school-districts/:id': 'school-districts:manage',
  'GET /api/statements-of-work': 'events:view+staff',
  'GET /api/statements-of-work/options': 'events:view+staff',
  'GET /api/statements-of-work/media-day-options': 'events:view+staff',
  'GET /api/statements-of-work/:id': 'events:view+staff',
  'GET /api/statements-of-work/:id/contract': 'events:view+staff',
  'POST /api/statements-of-work': 'events:manage+staff',
  'PATCH /api/statements-of-work/:id': 'events:manage+staff',
  'DELETE /api/statements-of-work/:id': 'events:manage+staff',
  'GET /api/orders': 'orders:view',
  'GET /api/orders/lookups': 'orders:view',
  'GET /api/orders/event-options': 'orders:view',
  'GET /api/orders/export.xlsx': 'orders:view',
  'GET /api/orders/export.csv': 'orders:view',
  'POST /api/orders/exports': 'orders:view',
  'POST /api/orders/fulfilment': 'orders:manage',
  'GET /api/orders/held': 'orders:view',
  'POST /api/orders/event-rollover': 'orders:manage',
  'POST /api/orders/event-refund': 'orders:manage+orders.refund',
  'GET /api/orders/:id': 'orders:view',
  'PATCH /api/orders/:id': 'orders:manage',
  'POST /api/orders/:id/products/:productId/refunds': 'orders:manage+orders.refund',
  'POST /api/orders/:id/products/:productId/rollover': 'orders:manage',
  'POST /api/orders/:id/resend-email': 'orders:manage',
  'GET /api/browse-and-buy': 'browse-and-buy:view',
  'POST /api/browse-and-buy/matches': 'browse-and-buy:manage',
  'POST /api/browse-and-buy/import': 'browse-and-buy:manage+browse-and-buy.import',
  'POST /api/browse-and-buy/import/jobs': 'browse-and-buy:manage+browse-and-buy.import',
  'GET /api/events': 'events:view+own',
  'GET /api/events/lookups': 'events:view',
  'GET /api/events/lookups/organizations': 'events:view',
  'POST /api/events/import': 'events:manage+events.import',
  'POST /api/events/import/jobs': 'events:manage+events.import',
  'GET /api/events/:id': 'events:view+own',
  'GET /api/events/:id/order-count': 'events:view+own',
  'GET /api/events/:id/shot-card': 'events:view+own',
  'GET /api/events/:id/shot-card.pdf': 'events:view+own',
  'POST /api/events/:id/shot-card/jobs': 'events:view+own',
  'POST /api/events': 'events:manage',
  'PATCH /api/events/:id': 'events:manage',
  'POST /api/events/:id/duplicate': 'events:manage',
  'POST /api/events/:id/confirmation': 'events:view',
  'GET /api/events/:id/tracker': 'events:view+own',
  'POST /api/events/:id/crew/:photographerId/confirmation-request': 'events:manage+staff',
  'POST /api/events/:id/crew/:photographerId/confirmation': 'events:manage+staff',
  'DELETE /api/events/:id': 'events:manage',
  'GET /api/bundles': 'bundles:view',
  'GET /api/bundles/lookups': 'bundles:view',
  'GET /api/bundles/event-options': 'bundles:view',
  'GET /api/bundles/team-options': 'bundles:view',
  'GET /api/bundles/:id': 'bundles:view',
  'POST /api/bundles': 'bundles:manage',
  'PATCH /api/bundles/:id': 'bundles:manage',
  'DELETE /api/bundles/:id': 'bundles:manage',
  'GET /api/payouts': 'payouts:view+own',
  'POST /api/payouts/recompute': 'payouts:manage',
  'GET /api/payouts/settlements': 'payouts:view+own',
  'GET /api/payouts/settlements/export.xlsx': 'payouts:view+own',
  'GET /api/payouts/organizations': 'payouts:view',
  'GET /api/payouts/settlements/:id': 'payouts:view+own',
  'POST /api/payouts/settlements': 'payouts:manage+payouts.settle',
  'GET /api/payouts/payees': 'payouts:manage',
  'GET /api/payouts/unpaid': 'payouts:manage',
  'GET /api/payouts/:eventId': 'payouts:view+own',
  'GET /api/reports/summary': 'reports:view',
  'GET /api/reports/export/summary.xlsx': 'reports:view+reports.download',
  'GET /api/reports/export/event-profitability.xlsx': 'reports:view+reports.download',
  'GET /api/reports/export/customer-orders.xlsx': 'reports:view+reports.download',
  'POST /api/reports/exports': 'reports:view+reports.download',
};

type Identity = 'anonymous' | 'photographer' | 'viewer' | 'usersManager' | 'admin';
const IDENTITIES: Identity[] = ['anonymous', 'photographer', 'viewer', 'usersManager', 'admin'];

const noTier = Object.fromEntries(MODULE_NAMES.map((m) => [m, 'none'])) as Record<ModuleName, PermissionTier>;
const TIERS: Record<Exclude<Identity, 'anonymous'>, Record<ModuleName, PermissionTier>> = {
  photographer: { ...noTier, events: 'view', payouts: 'view' },
  viewer: Object.fromEntries(MODULE_NAMES.map((m) => [m, 'view'])) as Record<ModuleName, PermissionTier>,
  usersManager: { ...noTier, users: 'manage' },
  admin: Object.fromEntries(MODULE_NAMES.map((m) => [m, 'manage'])) as Record<ModuleName, PermissionTier>,
};

/** The rule the route's own declaration amounts to, in the matrix's words. */
function declaredRule(method: string, config: Record<string, unknown> | undefined, isProduction: boolean): string {
  const c = config ?? {};
  if (c.public) return 'public';
  if (c.signedIn) return c.cookieSession && isProduction ? 'docs' : 'signedIn';
  const tier = (c.tier as string | undefined) ?? (method === 'GET' ? 'view' : 'manage');
  return `${c.module as string}:${tier}${c.staffOnly ? '+staff' : ''}${c.addon ? `+${c.addon as string}` : ''}`;
}

/** May this identity pass the guard of a route with this rule? */
function passes(rule: string, who: Identity): boolean {
  if (rule === 'public' || rule === 'docs' || rule === 'signedLink') return true;
  if (who === 'anonymous') return false;
  if (rule === 'signedIn' || rule === 'item') return true;
  if (rule.includes('+staff') && who === 'photographer') return false;
  const [need, addon] = rule.replace('+own', '').replace('+staff', '').split('+');
  const [module, tier] = need.split(':') as [ModuleName, 'view' | 'manage'];
  return tierAllows(TIERS[who][module], tier) && (!addon || who === 'admin');
}

const MISSING_ID = '2000000';
/** A concrete URL for a route pattern: ids that do not exist, a file name for wildcards. */
const concrete = (url: string, id = MISSING_ID) => url.replace(/:[A-Za-z]+/g, id).replace(/\*$/, 'images/x.png');

/** Spellings of one path that a router might decode or normalise differently from a string check. */
function variants(path: string): string[] {
  const segments = path.split('/').filter(Boolean);
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  return [
    '/' + segments.map((s) => hex(s[0]) + s.slice(1)).join('/'),
    '/' + segments.map((s) => [...s].map(hex).join('')).join('/'),
    '/' + segments.map((s) => hex(s[0]).toUpperCase() + s.slice(1)).join('/'),
    '/' + segments.join('//'),
    '//' + segments.join('/'),
    '/' + segments.join('/./'),
    `/${segments[0]}/x/../${segments.slice(1).join('/')}`,
    path.toUpperCase(),
    `${path}/`,
    `${path};a=b`,
    `${path}%00`,
    `${path}?__proto__=1`,
    `http://evil.test${path}`,
  ];
}

describe('route sweep: every registered route × every kind of caller', () => {
  const w = useEventWorld(RELAXED_LIMITS);
  const { ctx } = w;
  const headers: Partial<Record<Identity, Record<string, string>>> = {};
  let othersEvent = 0;

  beforeAll(async () => {
    const db = ctx.database.db;
    const moduleRows = await db.select().from(modules);
    for (const [who, name] of [
      ['viewer', 'Sweep Viewer'],
      ['usersManager', 'Sweep Users'],
    ] as const) {
      const [role] = await db.insert(roles).values({ name, displayName: name }).returning();
      await db
        .insert(permissions)
        .values(
          moduleRows
            .filter((m) => TIERS[who][m.name as ModuleName] !== 'none')
            .map((m) => ({ roleId: role.id, moduleId: m.id, tier: TIERS[who][m.name as ModuleName] })),
        );
      const email = `${who.toLowerCase()}@sweep.test`;
      await addUser(ctx.database, { email, password: 'sweep-password-1', role: name });
      headers[who] = { authorization: `Bearer ${await ctx.login(email, 'sweep-password-1')}` };
    }
    headers.admin = await ctx.asAdmin();
    headers.photographer = await ctx.asPhotographer();
    headers.anonymous = {};
    // An event the photographer is not on (w.game() books no crew).
    othersEvent = (await w.create(w.game())).id;
    expect(await db.select().from(roles).where(eq(roles.name, 'Sweep Viewer'))).toHaveLength(1);
  });

  const routes = () => ctx.app.routeTable.filter((r) => r.method !== 'HEAD');
  // The web app's files (present only after a build) are declared public by the plugin that serves them.
  const isWebFile = (url: string) =>
    !url.startsWith('/api/') && !url.startsWith('/uploads/') && url !== '/config.json' && url !== '/metrics';

  it('has a row for every registered route, and a route for every row', () => {
    const registered = routes()
      .filter((r) => !isWebFile(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(
      registered.filter((k) => !(k in MATRIX)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((k) => !registered.includes(k)),
      'rows without a route',
    ).toEqual([]);
    for (const r of routes().filter((r) => isWebFile(r.url))) expect(r.config?.public, r.url).toBe(true);
  });

  it("matches every route's own declaration", () => {
    const wrong = routes()
      .filter((r) => !isWebFile(r.url))
      .map((r) => {
        const key = `${r.method} ${r.url}`;
        const want = MATRIX[key].replace('+own', '').replace('signedLink', 'public').replace('item', 'signedIn');
        const have = declaredRule(r.method, r.config as Record<string, unknown>, ctx.app.config.isProduction);
        return have === want || (want === 'docs' && have === 'public')
          ? null
          : `${key}: declared ${have}, want ${want}`;
      })
      .filter(Boolean);
    expect(wrong).toEqual([]);
  });

  it('keeps a photographer to its own rows on the row-scoped routes', async () => {
    const own = [
      'GET /api/events/:id',
      'GET /api/events/:id/order-count',
      'GET /api/events/:id/shot-card',
      'GET /api/events/:id/tracker',
    ];
    for (const key of own) {
      const url = concrete(key.split(' ')[1], String(othersEvent));
      const res = await ctx.app.inject({ method: 'GET', url, headers: headers.photographer });
      expect(res.statusCode, url).toBe(403);
      const staff = await ctx.app.inject({ method: 'GET', url, headers: headers.viewer });
      expect(staff.statusCode, url).toBe(200);
    }
  });

  it('lets each caller through exactly where the matrix says, and never answers 5xx', async () => {
    const failures: string[] = [];
    let calls = 0;
    // Signing out ends the caller's session: that route goes last.
    const ordered = [...routes()]
      .filter((r) => !isWebFile(r.url))
      .sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    for (const who of IDENTITIES) {
      for (const r of ordered) {
        const rule = MATRIX[`${r.method} ${r.url}`];
        const url = concrete(r.url);
        const res = await ctx.app.inject({
          method: r.method as 'GET',
          url: r.url === '/api/history' ? `${url}?menu=levels&itemId=1` : url,
          headers: headers[who],
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        calls++;
        const s = res.statusCode;
        const expected = passes(rule, who);
        const ok =
          s < 500 &&
          (rule === 'signedLink'
            ? s === 403
            : rule === 'item' && expected
              ? s !== 401
              : expected
                ? s !== 401 && s !== 403
                : s === (who === 'anonymous' ? 401 : 403));
        if (!ok) failures.push(`${who} ${r.method} ${url} (${rule}) → ${s} ${res.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(600);
  });

  it('refuses every spelling of every guarded path to an anonymous caller', async () => {
    const leaks: string[] = [];
    // HEAD too: Fastify adds one for every GET, with the GET's declaration.
    for (const r of ctx.app.routeTable.filter((r) => !isWebFile(r.url))) {
      const rule = MATRIX[`${r.method === 'HEAD' ? 'GET' : r.method} ${r.url}`];
      if (passes(rule, 'anonymous')) continue;
      for (const url of variants(concrete(r.url))) {
        const res = await ctx.app.inject({
          method: r.method as 'GET',
          url,
          ...(r.method === 'GET' || r.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (
          ![400, 401, 404].includes(res.statusCode) ||
          res.body.includes('"data"') ||
          (r.method === 'HEAD' && res.statusCode < 300)
        )
          leaks.push(`${r.method} ${url} → ${res.statusCode} ${res.body.slice(0, 80)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('refuses absolute-form request targets on a real socket', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (target: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1');
        let out = '';
        socket.on('data', (d) => (out += d.toString()));
        socket.on('end', () => resolve(out));
        socket.on('error', reject);
        socket.write(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      });
    const leaks: string[] = [];
    for (const r of routes().filter((r) => r.method === 'GET' && r.url.startsWith('/api/'))) {
      if (passes(MATRIX[`${r.method} ${r.url}`], 'anonymous')) continue;
      for (const target of [`http://x${concrete(r.url)}`, `http://x/%61pi${concrete(r.url).slice(4)}`]) {
        const answer = await raw(target);
        const status = Number(answer.split(' ')[1]);
        if (![400, 401, 404].includes(status) || answer.includes('"data"')) leaks.push(`${target} → ${status}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('a route without an access declaration', () => {
  it('stops the server from starting', async () => {
    const app = Fastify({ logger: false });
    await app.register(routeAccessPlugin);
    app.get('/api/forgotten', async () => ({ data: 'secret' }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten declares no access/);
  });

  it('is refused when it declares two kinds of access or an unknown module', () => {
    expect(declarationProblem({ public: true, module: 'orders' })).toMatch(/more than one/);
    expect(declarationProblem({ module: 'nope' as ModuleName })).toMatch(/unknown module/);
    expect(declarationProblem({ signedIn: true })).toBeNull();
  });
});
