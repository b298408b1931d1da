import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Products', module: 'products' } as const;

export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    handle,
    lazy: lazyPage(
      () => import('./product-list/ProductListPage'),
      (m) => m.ProductListPage,
    ),
  },
  {
    path: 'products/add-product',
    handle,
    lazy: lazyPage(
      () => import('./product-form/ProductFormPage'),
      (m) => m.ProductFormPage,
    ),
  },
  {
    path: 'products/edit-product/:productId',
    handle,
    lazy: lazyPage(
      () => import('./product-form/ProductFormPage'),
      (m) => m.ProductFormPage,
    ),
  },
];
