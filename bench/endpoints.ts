/** The endpoints `npm run bench` measures; each area adds its list and detail calls here. */
export interface Endpoint {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: object | ((token: string) => object);
  /** p95 budget in ms when it differs from the default (run.ts) */
  budgetMs?: number;
  /** concurrent connections for this endpoint when not the run's (e.g. 1: how a user does it) */
  connections?: number;
  /** when given, each request takes the next of these paths instead of `path` (every request different) */
  paths?: string[];
}

export function endpoints(levelsPage: { data: Array<{ id: number }> }, customerNames: string[]): Endpoint[] {
  const levelId = levelsPage.data[0]?.id ?? 1;
  return [
    { name: 'levels list', path: '/api/levels' },
    { name: 'levels search', path: '/api/levels?q=var&sort=-name' },
    { name: 'levels detail', path: `/api/levels/${levelId}` },
    { name: 'users list', path: '/api/users' },
    { name: 'users search', path: '/api/users?q=son&sort=-createdAt' },
    // Role 2 is the built-in Photographer role: the biggest group of users.
    { name: 'users by role', path: '/api/users?role=2&status=active&sort=email' },
    // User 2 is the first demo photographer: the detail with profile, images and calendar.
    { name: 'users detail', path: '/api/users/2' },
    { name: 'roles list', path: '/api/roles' },
    { name: 'roles detail', path: '/api/roles/2' },
    { name: 'profile', path: '/api/profile' },
    { name: 'organizations list', path: '/api/organizations' },
    { name: 'organizations search', path: '/api/organizations?q=high&sort=-createdAt' },
    { name: 'organizations filtered', path: '/api/organizations?flags=team&state=TX&sort=type' },
    // Organization 2 is the first demo school: address, parent and type joined.
    { name: 'organizations detail', path: '/api/organizations/2' },
    { name: 'organizations lookups', path: '/api/organizations/lookups' },
    { name: 'organizations by district', path: '/api/organizations?districtId=1' },
    // School districts (the scale seed gives each school one): the list, a search, by state, by schools, one.
    { name: 'school districts list', path: '/api/school-districts' },
    { name: 'school districts search', path: '/api/school-districts?q=north&sort=-schoolCount' },
    { name: 'school districts by state', path: '/api/school-districts?state=TX&status=active&sort=title' },
    { name: 'school districts detail', path: '/api/school-districts/1' },
    { name: 'school districts school picker', path: '/api/school-districts/school-options?q=high' },
    { name: 'states', path: '/api/states' },
    { name: 'categories list', path: '/api/categories' },
    { name: 'categories search', path: '/api/categories?q=ball&sort=-name' },
    { name: 'categories by group', path: '/api/categories?parentId=1' },
    // Category 2 is the demo's first sport (under group 1): templates, questions, options and commissions.
    { name: 'categories detail', path: '/api/categories/2' },
    { name: 'categories lookups', path: '/api/categories/lookups' },
    { name: 'products list', path: '/api/products' },
    { name: 'products search', path: '/api/products?q=print&productCategoryId=2&sort=-price' },
    // Product 1 is the demo's first product, sold by many events at scale.
    { name: 'products detail', path: '/api/products/1' },
    { name: 'product categories list', path: '/api/product-categories' },
    { name: 'product categories detail', path: '/api/product-categories/1' },
    { name: 'coupons list', path: '/api/coupons' },
    { name: 'coupons by state', path: '/api/coupons?state=active&sort=expiryDate' },
    { name: 'coupons detail', path: '/api/coupons/1' },
    { name: 'promotions list', path: '/api/promotions' },
    { name: 'promotions detail', path: '/api/promotions/1' },
    { name: 'giftcards list', path: '/api/giftcards' },
    { name: 'giftcards by balance', path: '/api/giftcards?balance=has_balance&sort=-balance' },
    // Gift card 1 is a demo card with order debits: balance from its ledger.
    { name: 'giftcards detail', path: '/api/giftcards/1' },
    { name: 'giftcards ledger', path: '/api/giftcards/1/transactions' },
    { name: 'bundles list', path: '/api/bundles' },
    {
      name: 'bundles filtered',
      path: '/api/bundles?status=published&academicYear=2026-2027&gender=boys&sort=-totalPrice',
    },
    { name: 'bundles search', path: '/api/bundles?q=varsity&sort=name' },
    // Bundle 1 is the demo's first season pass: events, products and images joined.
    { name: 'bundles detail', path: '/api/bundles/1' },
    { name: 'events list', path: '/api/events' },
    // Every filter of the list at once: group 1 (its sports), a Chicago date range, a team, a level, a photographer.
    {
      name: 'events every filter',
      path: '/api/events?categoryId=1&status=published&from=2026-09-01&to=2026-12-31&organizationId=3&levelId=1&photographerId=2&private=no&competitionType=game&q=eagles&sort=-startTime',
    },
    { name: 'events search', path: '/api/events?q=eagles&sort=title' },
    // The cockpit's tabs: Sideline (games, tournaments) and Media Days (with district and SOW per row).
    { name: 'events sideline tab', path: '/api/events?kind=sideline' },
    { name: 'events media days tab', path: '/api/events?kind=media-days' },
    // Game day: the events whose sold lines are partly fulfilled (kept per event, migration 0029).
    { name: 'events fulfilment filter', path: '/api/events?kind=sideline&fulfilment=partly' },
    { name: 'events media days by district', path: '/api/events?kind=media-days&schoolDistrictId=1&status=published' },
    { name: 'statements of work list', path: '/api/statements-of-work' },
    { name: 'statements of work filtered', path: '/api/statements-of-work?status=active&sort=-amount' },
    { name: 'statements of work media day picker', path: '/api/statements-of-work/media-day-options?q=media' },
    // Event 1 is the demo's first event: match, crew, products with order counts and images.
    { name: 'events detail', path: '/api/events/1' },
    // The tracker of a scale event with a few hundred order products: fulfilled orders, uploads, orders by team.
    { name: 'events tracker', path: '/api/events/5001/tracker' },
    // Orders at 1M (the scale seed): the list, each single filter, each kind of search, the detail.
    { name: 'orders list', path: '/api/orders' },
    { name: 'orders by status', path: '/api/orders?status=refunded' },
    { name: 'orders by source', path: '/api/orders?source=photoday' },
    { name: 'orders by refund state', path: '/api/orders?refund=partial' },
    // Event 5001 is a scale event with a typical few hundred order products.
    { name: 'orders by event', path: '/api/orders?eventId=5001' },
    { name: 'orders by bundle', path: '/api/orders?bundleId=1' },
    { name: 'orders by coupon', path: '/api/orders?couponId=2' },
    { name: 'orders by dates', path: '/api/orders?from=2026-03-01&to=2026-03-31' },
    { name: 'orders by fulfilment', path: '/api/orders?fulfilment=awaiting_fulfilment' },
    { name: 'orders sorted by total', path: '/api/orders?sort=-totalAmount' },
    { name: 'orders search id', path: '/api/orders?q=654321' },
    { name: 'orders search name', path: '/api/orders?q=schmidt' },
    { name: 'orders search e-mail', path: '/api/orders?q=kreiger200000%40example' },
    { name: 'orders search phone', path: '/api/orders?q=2364657365' },
    { name: 'orders search player', path: '/api/orders?q=maverick' },
    // Every request a different customer name (first or last, as staff type them): none is answered from the
    // search cache (shared/search-cache.ts), so this is the cost of a search nobody ran just before.
    {
      name: 'orders search names, each new',
      path: '/api/orders?q=smith',
      paths: customerNames.map((n) => `/api/orders?q=${encodeURIComponent(n)}`),
    },
    { name: 'orders detail', path: '/api/orders/654321' },
    { name: 'browse-and-buy list', path: '/api/browse-and-buy' },
    { name: 'browse-and-buy filtered', path: '/api/browse-and-buy?source=zenfolio_sl&from=2026-01-01' },
    // The Event match filter: sales kept without an event (a partial index), and those with one.
    { name: 'browse-and-buy unmatched', path: '/api/browse-and-buy?eventMatch=unmatched' },
    { name: 'browse-and-buy matched', path: '/api/browse-and-buy?eventMatch=matched' },
    // Payouts: the list over the season computed by `POST /api/payouts/recompute {from,to}` (bench/prepare.ts runs it first),
    // event 5001's payout in full, and recomputing that one event (idempotent: a second run writes nothing).
    { name: 'payouts list', path: '/api/payouts' },
    { name: 'payouts filtered', path: '/api/payouts?from=2026-09-01&to=2026-11-30&status=New&sort=-totalAmount' },
    { name: 'payouts detail', path: '/api/payouts/5001' },
    // One user recomputing one event (1 connection): concurrent recomputes of one event queue on its lock by design.
    {
      name: 'payouts recompute event',
      path: '/api/payouts/recompute',
      method: 'POST',
      body: { eventId: 5001 },
      connections: 1,
    },
    { name: 'payouts settlements', path: '/api/payouts/settlements' },
    // Reports over the last 12 months of the scale data (issue 6 budget: p95 ≤ 300 ms).
    {
      name: 'reports summary 12 months',
      path: '/api/reports/summary?from=2025-11-22&to=2026-11-21&interval=week',
      budgetMs: 300,
    },
    { name: 'reports summary 1 month', path: '/api/reports/summary?from=2026-10-01&to=2026-10-31', budgetMs: 300 },
    {
      name: 'verify-token',
      path: '/api/authentication/verify-token',
      method: 'POST',
      body: (token) => ({ token, now: Math.floor(Date.now() / 1000) }),
    },
  ];
}
