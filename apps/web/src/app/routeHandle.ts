import { seesOwnRowsOnly, tierAllows, type AuthUser, type ModuleName } from '@phlox/contract';

/** What a route declares about itself in `handle`. */
export interface RouteHandle {
  /** Shown as "Phlox Admin | {title}". */
  title?: string;
  /** The permission module the page belongs to; the dashboard hides it when the user has "none". */
  module?: ModuleName;
  /** Staff data of events or payouts (the API's `staffOnly` routes): no page for a user who sees only its own rows. */
  staffOnly?: true;
}

export function routeHandle(value: unknown): RouteHandle {
  return value && typeof value === 'object' ? (value as RouteHandle) : {};
}

/** Whether the user may open a page with this handle, by the rules the API applies to the page's calls. */
export function pageAllowed(user: Pick<AuthUser, 'roles' | 'permissions'>, handle: RouteHandle): boolean {
  const { module, staffOnly } = handle;
  if (!module) return true;
  if (!tierAllows(user.permissions[module], 'view')) return false;
  return !(staffOnly && (module === 'events' || module === 'payouts') && seesOwnRowsOnly(user, module));
}
