import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Bundles', module: 'bundles' } as const;

export const bundlesRoutes: RouteObject[] = [
  {
    path: 'bundles',
    handle,
    lazy: lazyPage(
      () => import('./bundle-list/BundleListPage'),
      (m) => m.BundleListPage,
    ),
  },
  {
    path: 'bundles/add-bundle',
    handle,
    lazy: lazyPage(
      () => import('./bundle-form/BundleFormPage'),
      (m) => m.BundleFormPage,
    ),
  },
  {
    path: 'bundles/edit-bundle/:seasonId',
    handle,
    lazy: lazyPage(
      () => import('./bundle-form/BundleFormPage'),
      (m) => m.BundleFormPage,
    ),
  },
];
