import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Reports', module: 'reports' } as const;

export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    handle,
    lazy: lazyPage(
      () => import('./report-list/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
];
