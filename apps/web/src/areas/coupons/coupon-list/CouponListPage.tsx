import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function CouponListPage() {
  return <ComingSoon title="Coupons" purpose="Discount codes with their amounts, usage limits and validity dates." />;
}
