import type { QueryClient } from '@tanstack/react-query';

/**
 * Which other areas' data a write in an area makes stale, by query-key root (each area's `createQueryKeys` name):
 * declared once, used by the areas' mutations (`invalidateDependents`) and by finished background jobs. An area
 * invalidates its own keys itself (lists, the item, its history).
 */
export const MAKES_STALE = {
  // An order's sale, refund, rollover or fulfilment moves events' sales, payouts and reports.
  orders: ['browse-and-buy', 'events', 'payouts', 'reports'],
  // An outside sale is an order.
  'browse-and-buy': ['orders', 'events', 'payouts', 'reports'],
  payouts: ['settlements', 'reports'],
  // The Roles list counts each role's users; the users area shows roles on each user.
  users: ['roles'],
  roles: ['users'],
  // A profile is the signed-in user's own user record.
  profile: ['users'],
  // A district's schools are organizations: their district name, the district filter and picker move with it.
  'school-districts': ['organizations'],
  // An organization joining, leaving or deleted changes the districts' school counts and the school picker.
  organizations: ['school-districts'],
  // Users show their level by name, and the user form offers the levels.
  levels: ['users'],
} as const satisfies Record<string, readonly string[]>;

export type StalenessSource = keyof typeof MAKES_STALE;

/** Invalidates what a write in `area` makes stale in the other areas. */
export function invalidateDependents(queryClient: QueryClient, area: StalenessSource) {
  for (const root of MAKES_STALE[area]) void queryClient.invalidateQueries({ queryKey: [root] });
}
