import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Browse & Buy', module: 'browse-and-buy' } as const;

export const browseAndBuyRoutes: RouteObject[] = [
  {
    path: 'browse-and-buy',
    handle,
    lazy: lazyPage(
      () => import('./browse-and-buy-list/BrowseAndBuyListPage'),
      (m) => m.BrowseAndBuyListPage,
    ),
  },
];
