import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const moduleName = 'products' as const;
const formPage = lazyPage(
  () => import('./product-form/ProductFormPage'),
  (m) => m.ProductFormPage,
);

export const productsRoutes: RouteObject[] = [
  {
    path: 'products',
    handle: { title: 'Products', module: moduleName },
    lazy: lazyPage(
      () => import('./product-list/ProductListPage'),
      (m) => m.ProductListPage,
    ),
  },
  { path: 'products/add-product', handle: { title: 'Products', module: moduleName }, lazy: formPage },
  { path: 'products/edit-product/:productId', handle: { title: 'Products', module: moduleName }, lazy: formPage },
];
