/** Where the coupons area lives: its routes (index.ts) and every link to it use these. */
export const couponPaths = {
  list: '/coupons',
  add: '/coupons/add-coupon',
  edit: (id: number | string) => `/coupons/edit-coupon/${id}`,
} as const;
