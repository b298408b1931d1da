import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const moduleName = 'coupons' as const;
const formPage = lazyPage(
  () => import('./coupon-form/CouponFormPage'),
  (m) => m.CouponFormPage,
);

export const couponsRoutes: RouteObject[] = [
  {
    path: 'coupons',
    handle: { title: 'Coupons', module: moduleName },
    lazy: lazyPage(
      () => import('./coupon-list/CouponListPage'),
      (m) => m.CouponListPage,
    ),
  },
  { path: 'coupons/add-coupon', handle: { title: 'Coupons', module: moduleName }, lazy: formPage },
  { path: 'coupons/edit-coupon/:couponId', handle: { title: 'Coupons', module: moduleName }, lazy: formPage },
];
