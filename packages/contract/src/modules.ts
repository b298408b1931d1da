/** Dashboard areas ("modules") and the permission tiers a role grants on each (BUSINESS_RULES.md). */
export const MODULES = [
  { name: 'events', label: 'Events', path: '/events' },
  { name: 'bundles', label: 'Bundles', path: '/bundles' },
  { name: 'orders', label: 'Orders', path: '/orders' },
  { name: 'users', label: 'Users', path: '/users' },
  { name: 'organizations', label: 'Organizations', path: '/organizations' },
  { name: 'school-districts', label: 'School Districts', path: '/school-districts' },
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

/**
 * Named rights on top of a module's tier, for actions more dangerous than editing (BUSINESS_RULES "Roles and
 * permissions"). A role can hold an add-on only while its tier on the add-on's module is at least `requires`.
 */
export const ADDONS = [
  {
    name: 'users.assignRoles',
    module: 'users',
    requires: 'manage',
    label: 'Assign roles',
    help: 'give and take away roles',
  },
  { name: 'orders.refund', module: 'orders', requires: 'manage', label: 'Refund', help: 'refund order items' },
  { name: 'payouts.settle', module: 'payouts', requires: 'manage', label: 'Settle', help: 'pay out (owners only)' },
  { name: 'events.import', module: 'events', requires: 'manage', label: 'Import', help: 'import events from CSV' },
  {
    name: 'organizations.import',
    module: 'organizations',
    requires: 'manage',
    label: 'Import',
    help: 'import organizations from CSV',
  },
  {
    name: 'school-districts.import',
    module: 'school-districts',
    requires: 'manage',
    label: 'Import',
    help: 'import school districts from CSV',
  },
  {
    name: 'browse-and-buy.import',
    module: 'browse-and-buy',
    requires: 'manage',
    label: 'Import',
    help: 'import outside sales from CSV',
  },
  {
    name: 'reports.download',
    module: 'reports',
    requires: 'view',
    label: 'Download',
    help: 'download reports as spreadsheets',
  },
] as const satisfies ReadonlyArray<{
  name: string;
  module: ModuleName;
  requires: Exclude<PermissionTier, 'none'>;
  label: string;
  help: string;
}>;

export type AddonName = (typeof ADDONS)[number]['name'];
export type Addon = (typeof ADDONS)[number];
export const ADDON_NAMES = ADDONS.map((a) => a.name) as AddonName[];

export function addonOf(name: AddonName): Addon {
  return ADDONS.find((a) => a.name === name)!;
}

/** The add-ons a module offers, in display order. */
export function addonsOfModule(module: ModuleName): Addon[] {
  return ADDONS.filter((a) => a.module === module);
}

/** Add-ons whose module tier is too low are dropped: they mean nothing without it. */
export function effectiveAddons(tiers: Partial<Permissions>, addons: readonly string[]): AddonName[] {
  return ADDONS.filter((a) => addons.includes(a.name) && tierAllows(tiers[a.module], a.requires)).map((a) => a.name);
}

/** The tiers and add-ons a set of grants holds. */
export interface Grants {
  permissions: Partial<Permissions>;
  addons: readonly string[];
}

/**
 * The ways `wanted` exceeds `held` (tiers above the holder's own, add-ons the holder lacks): empty when
 * `wanted` is within `held`. Nobody grants what they do not hold.
 */
export function grantsBeyond(wanted: Grants, held: Grants): { modules: ModuleName[]; addons: AddonName[] } {
  return {
    modules: MODULE_NAMES.filter(
      (m) => TIER_RANK[wanted.permissions[m] ?? 'none'] > TIER_RANK[held.permissions[m] ?? 'none'],
    ),
    addons: ADDON_NAMES.filter((a) => wanted.addons.includes(a) && !held.addons.includes(a)),
  };
}

export const NO_ACCESS_MESSAGE = 'Select at least one View or Manage permission';
