import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { browseAndBuyPaths } from './paths';

const handle = { title: 'Browse & Buy', module: 'browse-and-buy' } as const;

export const browseAndBuyRoutes: RouteObject[] = [
  {
    path: browseAndBuyPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./browse-and-buy-list/BrowseAndBuyListPage'),
      (m) => m.BrowseAndBuyListPage,
    ),
  },
];
