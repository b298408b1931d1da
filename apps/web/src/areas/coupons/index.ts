import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';
import { couponPaths } from './paths';

const moduleName = 'coupons' as const;
const formPage = lazyPage(
  () => import('./coupon-form/CouponFormPage'),
  (m) => m.CouponFormPage,
);

export const couponsRoutes: RouteObject[] = [
  {
    path: couponPaths.list,
    handle: { title: 'Coupons', module: moduleName },
    lazy: lazyPage(
      () => import('./coupon-list/CouponListPage'),
      (m) => m.CouponListPage,
    ),
  },
  { path: couponPaths.add, handle: { title: 'Coupons', module: moduleName }, lazy: formPage },
  { path: couponPaths.edit(':couponId'), handle: { title: 'Coupons', module: moduleName }, lazy: formPage },
];
