import { tierAllows, type AddonName, type ModuleName, type PermissionTier } from '@phlox/contract';
import { useAuthStore } from '../auth/authStore';

type Need = Exclude<PermissionTier, 'none'>;

/** Whether the signed-in user's roles grant at least `need` on the module (the server checks it again). */
export function usePermission(module: ModuleName, need: Need): boolean {
  return useAuthStore((s) => tierAllows(s.user?.permissions[module], need));
}

/** Whether the signed-in user holds the add-on (e.g. 'orders.refund') through any role (the server checks it again). */
export function useAddon(addon: AddonName): boolean {
  return useAuthStore((s) => s.user?.addons?.includes(addon) ?? false);
}
