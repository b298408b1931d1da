import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MODULES, type ModuleName } from '@phlox/contract';
import { authRoutes } from '../areas/auth';
import { authPaths } from '../areas/auth/paths';
import { browseAndBuyPaths } from '../areas/browse-and-buy/paths';
import { bundlePaths } from '../areas/bundles/paths';
import { categoryPaths } from '../areas/categories/paths';
import { couponPaths } from '../areas/coupons/paths';
import { eventPaths } from '../areas/events/paths';
import { giftcardPaths } from '../areas/giftcards/paths';
import { levelPaths } from '../areas/levels/paths';
import { orderPaths } from '../areas/orders/paths';
import { organizationPaths } from '../areas/organizations/paths';
import { payoutPaths } from '../areas/payouts/paths';
import { productPaths } from '../areas/products/paths';
import { profilePaths } from '../areas/profile/paths';
import { reportPaths } from '../areas/reports/paths';
import { rolePaths } from '../areas/roles/paths';
import { schoolDistrictPaths } from '../areas/school-districts/paths';
import { userPaths } from '../areas/users/paths';
import { dashboardRoutes } from './dashboardRoutes';

/** router.tsx's tree without its components: every parent is pathless, so the areas' absolute paths hold. */
const tree: RouteObject[] = [
  { children: [{ children: authRoutes }, { children: [{ children: dashboardRoutes }] }, { path: '*' }] },
];
const routeOf = (url: string) => matchRoutes(tree, url)?.at(-1)?.route;

describe('area paths', () => {
  it('each list path is the one the sidebar links (the contract’s MODULES) and opens a page', () => {
    const lists: Record<ModuleName, string> = {
      events: eventPaths.list,
      bundles: bundlePaths.list,
      orders: orderPaths.list,
      users: userPaths.list,
      organizations: organizationPaths.list,
      'school-districts': schoolDistrictPaths.list,
      products: productPaths.list,
      coupons: couponPaths.list,
      categories: categoryPaths.list,
      levels: levelPaths.list,
      'browse-and-buy': browseAndBuyPaths.list,
      payouts: payoutPaths.list,
      giftcards: giftcardPaths.list,
      reports: reportPaths.list,
      roles: rolePaths.list,
    };
    for (const m of MODULES) {
      expect(lists[m.name], m.name).toBe(m.path);
      expect(routeOf(m.path)?.lazy, `${m.path} opens a page`).toBeDefined();
    }
  });

  // The spec's URLs (e2e opens them too): each link is built as before and opens a page of the app's tree.
  it.each([
    [authPaths.signIn, '/'],
    [authPaths.forgotPassword, '/?forgot'],
    [authPaths.register, '/register'],
    [authPaths.resetPassword, '/reset-password'],
    [profilePaths.profile, '/profile'],
    [browseAndBuyPaths.ofEvent(7, 'photoday'), '/browse-and-buy?eventId=7&source=photoday'],
    [bundlePaths.add, '/bundles/add-bundle'],
    [bundlePaths.edit(3), '/bundles/edit-bundle/3'],
    [categoryPaths.add, '/categories/add-category'],
    [categoryPaths.edit(3), '/categories/edit-category/3'],
    [couponPaths.add, '/coupons/add-coupon'],
    [couponPaths.edit(2), '/coupons/edit-coupon/2'],
    [eventPaths.add, '/events/add-event'],
    [eventPaths.edit(12), '/events/edit-event/12'],
    [eventPaths.view(12), '/events/view-event/12'],
    [eventPaths.ofOrganization(8), '/events?organizationId=8'],
    [eventPaths.mediaDays, '/events/media-days'],
    [eventPaths.addMediaDay, '/events/add-media-day'],
    [eventPaths.editMediaDay(5), '/events/edit-media-day/5'],
    [eventPaths.statementsOfWork, '/events/statement-of-work'],
    [eventPaths.addSow, '/events/add-sow'],
    [eventPaths.editSow(6), '/events/edit-sow/6'],
    [giftcardPaths.add, '/giftcards/add-giftcard'],
    [giftcardPaths.edit(4), '/giftcards/edit-giftcard/4'],
    [levelPaths.list, '/levels'],
    [orderPaths.edit(44), '/orders/edit-order/44'],
    [orderPaths.ofEvent(7, 'phlox'), '/orders?eventId=7&source=phlox'],
    [organizationPaths.add, '/organizations/add-organization'],
    [organizationPaths.edit(8), '/organizations/edit-organization/8'],
    [organizationPaths.view(8), '/organizations/view-organization/8'],
    [payoutPaths.history, '/payout/view-history'],
    [payoutPaths.payeeHistory('staff', 5), '/payout/view-history?payeeRole=staff&payeeId=5'],
    [payoutPaths.settlement(5), '/payout/view-individual-history/5'],
    [payoutPaths.view(9), '/payout/view-payout/9'],
    [productPaths.add, '/products/add-product'],
    [productPaths.edit(12), '/products/edit-product/12'],
    [reportPaths.list, '/reports'],
    [rolePaths.add, '/roles/add-role'],
    [schoolDistrictPaths.add, '/school-districts/add'],
    [schoolDistrictPaths.edit(6), '/school-districts/edit/6'],
    [rolePaths.edit(2), '/roles/edit-role/2'],
    [userPaths.add, '/users/add-user'],
    [userPaths.edit(2), '/users/edit-user/2'],
  ])('%s', (built, url) => {
    expect(built).toBe(url);
    const route = routeOf(url);
    expect(route?.lazy, `${url} opens a page`).toBeDefined();
  });

  it('a path outside the areas is not found', () => {
    expect(routeOf('/products/nope')?.path).toBe('*');
  });
});
