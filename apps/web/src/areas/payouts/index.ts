import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { payoutPaths } from './paths';

const handle = { title: 'Payouts', module: 'payouts' } as const;

export const payoutsRoutes: RouteObject[] = [
  {
    path: payoutPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./payout-list/PayoutListPage'),
      (m) => m.PayoutListPage,
    ),
  },
  {
    path: payoutPaths.history,
    handle,
    lazy: lazyPage(
      () => import('./payout-history/PayoutHistoryPage'),
      (m) => m.PayoutHistoryPage,
    ),
  },
  {
    path: payoutPaths.settlement(':historyID'),
    handle,
    lazy: lazyPage(
      () => import('./payout-individual-history/PayoutIndividualHistoryPage'),
      (m) => m.PayoutIndividualHistoryPage,
    ),
  },
  {
    path: payoutPaths.view(':payoutID'),
    handle,
    lazy: lazyPage(
      () => import('./payout-view/PayoutViewPage'),
      (m) => m.PayoutViewPage,
    ),
  },
];
