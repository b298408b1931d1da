/** The cents arithmetic now lives in the contract, shared by the seed, the API services and the web app. */
export {
  applyMultiplier,
  bundleProductTotal,
  couponDiscount,
  divRoundHalfEven,
  orderAmounts,
  percentOf,
  toScaled,
  type CouponTerms,
  type OrderAmounts,
} from '@phlox/contract';
