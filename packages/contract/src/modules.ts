/** Dashboard areas ("modules") and the permission tiers a role grants on each (BUSINESS_RULES.md). */
export const MODULES = [
  { name: 'events', label: 'Events', path: '/events' },
  { name: 'bundles', label: 'Bundles', path: '/bundles' },
  { name: 'orders', label: 'Orders', path: '/orders' },
  { name: 'users', label: 'Users', path: '/users' },
  { name: 'organizations', label: 'Organizations', path: '/organizations' },
  { name: 'products', label: 'Products', path: '/products' },
  { name: 'coupons', label: 'Coupons', path: '/coupons' },
  { name: 'categories', label: 'Categories', path: '/categories' },
  { name: 'levels', label: 'Levels', path: '/levels' },
  { name: 'browse-and-buy', label: 'Browse and Buy', path: '/browse-and-buy' },
  { name: 'payouts', label: 'Payouts', path: '/payout' },
  { name: 'giftcards', label: 'Gift Cards', path: '/giftcards' },
  { name: 'reports', label: 'Reports', path: '/reports' },
  { name: 'roles', label: 'Roles', path: '/roles' },
] as const;

export type ModuleName = (typeof MODULES)[number]['name'];
export const MODULE_NAMES = MODULES.map((m) => m.name) as ModuleName[];

export const PERMISSION_TIERS = ['none', 'view', 'manage'] as const;
export type PermissionTier = (typeof PERMISSION_TIERS)[number];
export type Permissions = Record<ModuleName, PermissionTier>;

export const ROLE_ADMIN = 'Admin';
export const ROLE_PHOTOGRAPHER = 'Photographer';

/** What the built-in Photographer role may see: its own events and payouts (row-level rules on the server). */
export const PHOTOGRAPHER_PERMISSIONS: Partial<Permissions> = { events: 'view', payouts: 'view' };

const TIER_RANK: Record<PermissionTier, number> = { none: 0, view: 1, manage: 2 };

export function tierAllows(have: PermissionTier | undefined, need: Exclude<PermissionTier, 'none'>): boolean {
  return TIER_RANK[have ?? 'none'] >= TIER_RANK[need];
}

/** A user's access is the union (highest tier) of its roles' grants. */
export function mergePermissions(grants: Array<Partial<Permissions>>): Permissions {
  const out = Object.fromEntries(MODULE_NAMES.map((m) => [m, 'none'])) as Permissions;
  for (const g of grants) {
    for (const m of MODULE_NAMES) {
      const t = g[m];
      if (t && TIER_RANK[t] > TIER_RANK[out[m]]) out[m] = t;
    }
  }
  return out;
}

/**
 * Where a signed-in user lands (spec §9: /events). A custom role without Events lands on the first area it
 * may view instead of a "No access" page, and a role that sees no area on its profile.
 */
export function landingPath(permissions: Partial<Permissions> | undefined): string {
  if (tierAllows(permissions?.events, 'view')) return '/events';
  return MODULES.find((m) => tierAllows(permissions?.[m.name], 'view'))?.path ?? '/profile';
}

/**
 * BUSINESS_RULES: a Photographer sees only its own rows of events and payouts, and its own pay only. This is
 * the user with the Photographer role, not an Admin, and without manage on the module; everyone else with
 * view sees the module's rows as staff do. The server applies it to every read; the web app hides the pay
 * columns by the same rule.
 */
export function seesOwnRowsOnly(
  user: { roles: readonly string[]; permissions: Partial<Record<string, PermissionTier>> },
  module: 'events' | 'payouts',
): boolean {
  return (
    user.roles.includes(ROLE_PHOTOGRAPHER) && !user.roles.includes(ROLE_ADMIN) && user.permissions[module] !== 'manage'
  );
}
