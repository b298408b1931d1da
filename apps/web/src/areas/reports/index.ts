import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { reportPaths } from './paths';

const handle = { title: 'Reports', module: 'reports' } as const;

export const reportsRoutes: RouteObject[] = [
  {
    path: reportPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./report-list/ReportsPage'),
      (m) => m.ReportsPage,
    ),
  },
];
