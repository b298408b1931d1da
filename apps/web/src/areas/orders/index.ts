import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Orders', module: 'orders' } as const;

export const ordersRoutes: RouteObject[] = [
  {
    path: 'orders',
    handle,
    lazy: lazyPage(
      () => import('./order-list/OrderListPage'),
      (m) => m.OrderListPage,
    ),
  },
  {
    path: 'orders/edit-order/:orderId',
    handle,
    lazy: lazyPage(
      () => import('./order-edit/OrderEditPage'),
      (m) => m.OrderEditPage,
    ),
  },
];
