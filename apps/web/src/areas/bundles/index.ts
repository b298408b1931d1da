import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { bundlePaths } from './paths';

const handle = { title: 'Bundles', module: 'bundles' } as const;

export const bundlesRoutes: RouteObject[] = [
  {
    path: bundlePaths.list,
    handle,
    lazy: lazyPage(
      () => import('./bundle-list/BundleListPage'),
      (m) => m.BundleListPage,
    ),
  },
  {
    path: bundlePaths.add,
    handle,
    lazy: lazyPage(
      () => import('./bundle-form/BundleFormPage'),
      (m) => m.BundleFormPage,
    ),
  },
  {
    path: bundlePaths.edit(':seasonId'),
    handle,
    lazy: lazyPage(
      () => import('./bundle-form/BundleFormPage'),
      (m) => m.BundleFormPage,
    ),
  },
];
