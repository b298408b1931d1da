import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { categoryPaths } from './paths';

const handle = { title: 'Categories', module: 'categories' } as const;

export const categoriesRoutes: RouteObject[] = [
  {
    path: categoryPaths.list,
    handle,
    lazy: lazyPage(
      () => import('./category-list/CategoryListPage'),
      (m) => m.CategoryListPage,
    ),
  },
  {
    path: categoryPaths.add,
    handle,
    lazy: lazyPage(
      () => import('./category-form/CategoryFormPage'),
      (m) => m.CategoryFormPage,
    ),
  },
  {
    path: categoryPaths.edit(':categoryId'),
    handle,
    lazy: lazyPage(
      () => import('./category-form/CategoryFormPage'),
      (m) => m.CategoryFormPage,
    ),
  },
];
