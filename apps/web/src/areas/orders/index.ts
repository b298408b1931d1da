import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { orderPaths } from './paths';

const handle = { title: 'Orders', module: 'orders' } as const;

export const ordersRoutes: RouteObject[] = [
  {
    path: orderPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./order-list/OrderListPage'),
      (m) => m.OrderListPage,
    ),
  },
  {
    path: orderPaths.edit(':orderId'),
    handle,
    lazy: lazyPage(
      () => import('./order-edit/OrderEditPage'),
      (m) => m.OrderEditPage,
    ),
  },
];
