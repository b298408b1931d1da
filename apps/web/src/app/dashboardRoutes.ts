import type { RouteObject } from 'react-router';
import { browseAndBuyRoutes } from '../areas/browse-and-buy';
import { bundlesRoutes } from '../areas/bundles';
import { categoriesRoutes } from '../areas/categories';
import { couponsRoutes } from '../areas/coupons';
import { eventsRoutes } from '../areas/events';
import { giftcardsRoutes } from '../areas/giftcards';
import { levelRoutes } from '../areas/levels';
import { ordersRoutes } from '../areas/orders';
import { organizationsRoutes } from '../areas/organizations';
import { payoutsRoutes } from '../areas/payouts';
import { productsRoutes } from '../areas/products';
import { profileRoutes } from '../areas/profile';
import { reportsRoutes } from '../areas/reports';
import { rolesRoutes } from '../areas/roles';
import { schoolDistrictsRoutes } from '../areas/school-districts';
import { usersRoutes } from '../areas/users';

/** Every dashboard route of spec §2; each screen loads lazily from its area folder. */
export const dashboardRoutes: RouteObject[] = [
  ...browseAndBuyRoutes,
  ...bundlesRoutes,
  ...categoriesRoutes,
  ...couponsRoutes,
  ...eventsRoutes,
  ...giftcardsRoutes,
  ...levelRoutes,
  ...ordersRoutes,
  ...organizationsRoutes,
  ...schoolDistrictsRoutes,
  ...payoutsRoutes,
  ...productsRoutes,
  ...reportsRoutes,
  ...usersRoutes,
  ...rolesRoutes,
  ...profileRoutes,
];
