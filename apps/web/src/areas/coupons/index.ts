import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazyPage';

const handle = { title: 'Coupons', module: 'coupons' } as const;

export const couponsRoutes: RouteObject[] = [
  {
    path: 'coupons',
    handle,
    lazy: lazyPage(
      () => import('./coupon-list/CouponListPage'),
      (m) => m.CouponListPage,
    ),
  },
  {
    path: 'coupons/add-coupon',
    handle,
    lazy: lazyPage(
      () => import('./coupon-form/CouponFormPage'),
      (m) => m.CouponFormPage,
    ),
  },
  {
    path: 'coupons/edit-coupon/:couponId',
    handle,
    lazy: lazyPage(
      () => import('./coupon-form/CouponFormPage'),
      (m) => m.CouponFormPage,
    ),
  },
];
