import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Categories', module: 'categories' } as const;

export const categoriesRoutes: RouteObject[] = [
  {
    path: 'categories',
    handle,
    lazy: lazyPage(
      () => import('./category-list/CategoryListPage'),
      (m) => m.CategoryListPage,
    ),
  },
  {
    path: 'categories/add-category',
    handle,
    lazy: lazyPage(
      () => import('./category-form/CategoryFormPage'),
      (m) => m.CategoryFormPage,
    ),
  },
  {
    path: 'categories/edit-category/:categoryId',
    handle,
    lazy: lazyPage(
      () => import('./category-form/CategoryFormPage'),
      (m) => m.CategoryFormPage,
    ),
  },
];
