import type { ModuleName } from '@phlox/contract';

/** What a route declares about itself in `handle`. */
export interface RouteHandle {
  /** Shown as "Phlox Admin | {title}". */
  title?: string;
  /** The permission module the page belongs to; the dashboard hides it when the user has "none". */
  module?: ModuleName;
}

export function routeHandle(value: unknown): RouteHandle {
  return value && typeof value === 'object' ? (value as RouteHandle) : {};
}
