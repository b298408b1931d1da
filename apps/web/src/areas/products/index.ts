import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { productPaths } from './paths';

const moduleName = 'products' as const;
const formPage = lazyPage(
  () => import('./product-form/ProductFormPage'),
  (m) => m.ProductFormPage,
);

export const productsRoutes: RouteObject[] = [
  {
    path: productPaths.list,
    handle: { title: 'Products', module: moduleName },
    lazy: lazyPage(
      () => import('./product-list/ProductListPage'),
      (m) => m.ProductListPage,
    ),
  },
  { path: productPaths.add, handle: { title: 'Products', module: moduleName }, lazy: formPage },
  { path: productPaths.edit(':productId'), handle: { title: 'Products', module: moduleName }, lazy: formPage },
];
