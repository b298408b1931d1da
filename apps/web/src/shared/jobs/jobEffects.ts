import type { QueryClient } from '@tanstack/react-query';

/**
 * What a finished job of each kind makes stale, by query-key root (each area's `createQueryKeys` name): the page
 * that started it shows the result without a reload.
 */
const MAKES_STALE: Record<string, readonly string[]> = {
  'payouts-recompute': ['payouts', 'settlements', 'reports'],
  'order-email': ['orders', 'history'],
  'events-import': ['events', 'history'],
  'organizations-import': ['organizations', 'history'],
  'browse-and-buy-import': ['browse-and-buy', 'orders', 'events', 'payouts', 'reports'],
};

export function invalidateAfterJob(queryClient: QueryClient, kind: string) {
  for (const root of MAKES_STALE[kind] ?? []) void queryClient.invalidateQueries({ queryKey: [root] });
}
