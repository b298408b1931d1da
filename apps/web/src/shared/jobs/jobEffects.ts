import type { QueryClient } from '@tanstack/react-query';
import { MAKES_STALE } from '../api/staleness';

/**
 * What a finished job of each kind changed, by query-key root: its own area (and history), then whatever that
 * area's writes make stale (`shared/api/staleness.ts`), so the page that started it shows the result without a
 * reload.
 */
const CHANGES: Record<string, readonly string[]> = {
  'payouts-recompute': ['payouts', ...MAKES_STALE.payouts],
  'order-email': ['orders', 'history'],
  'events-import': ['events', 'history'],
  'organizations-import': ['organizations', 'history', ...MAKES_STALE.organizations],
  'school-districts-import': ['school-districts', 'history', ...MAKES_STALE['school-districts']],
  'browse-and-buy-import': ['browse-and-buy', ...MAKES_STALE['browse-and-buy']],
};

export function invalidateAfterJob(queryClient: QueryClient, kind: string) {
  for (const root of CHANGES[kind] ?? []) void queryClient.invalidateQueries({ queryKey: [root] });
}
