import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function OrderEditPage() {
  const { orderId } = useParams();
  return (
    <ComingSoon
      title={`Edit order #${orderId}`}
      purpose="An order’s products, answers, payments, refunds and rollovers."
    />
  );
}
