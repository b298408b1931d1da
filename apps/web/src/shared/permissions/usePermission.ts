import { seesOwnRowsOnly, tierAllows, type AddonName, type ModuleName, type PermissionTier } from '@phlox/contract';
import { useAuthStore } from '../auth/authStore';

type Need = Exclude<PermissionTier, 'none'>;

/** Whether the signed-in user's roles grant at least `need` on the module (the server checks it again). */
export function usePermission(module: ModuleName, need: Need): boolean {
  return useAuthStore((s) => tierAllows(s.user?.permissions[module], need));
}

/**
 * Whether the signed-in user sees only its own rows and pay of events or payouts (a photographer): the pages
 * then leave out other payees' pay and the platform's figures, columns included. The server enforces it.
 */
export function useOwnRowsOnly(module: 'events' | 'payouts'): boolean {
  return useAuthStore((s) => (s.user ? seesOwnRowsOnly(s.user, module) : false));
}

/** Whether the signed-in user holds the add-on (e.g. 'orders.refund') through any role (the server checks it again). */
export function useAddon(addon: AddonName): boolean {
  return useAuthStore((s) => s.user?.addons?.includes(addon) ?? false);
}
