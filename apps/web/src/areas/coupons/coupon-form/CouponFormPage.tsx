import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/coupons/add-coupon` and the edit route with `:couponId`. */
export function CouponFormPage() {
  const { couponId } = useParams();
  return (
    <ComingSoon
      title={couponId ? `Edit coupon #${couponId}` : 'Add coupon'}
      purpose="A coupon’s type, amount, limits and dates."
    />
  );
}
