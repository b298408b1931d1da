import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Payouts', module: 'payouts' } as const;

export const payoutsRoutes: RouteObject[] = [
  {
    path: 'payout',
    handle,
    lazy: lazyPage(
      () => import('./payout-list/PayoutListPage'),
      (m) => m.PayoutListPage,
    ),
  },
  {
    path: 'payout/view-history',
    handle,
    lazy: lazyPage(
      () => import('./payout-history/PayoutHistoryPage'),
      (m) => m.PayoutHistoryPage,
    ),
  },
  {
    path: 'payout/view-individual-history/:historyID',
    handle,
    lazy: lazyPage(
      () => import('./payout-individual-history/PayoutIndividualHistoryPage'),
      (m) => m.PayoutIndividualHistoryPage,
    ),
  },
  {
    path: 'payout/view-payout/:payoutID',
    handle,
    lazy: lazyPage(
      () => import('./payout-view/PayoutViewPage'),
      (m) => m.PayoutViewPage,
    ),
  },
];
