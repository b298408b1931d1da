import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function PayoutViewPage() {
  const { payoutID } = useParams();
  return (
    <ComingSoon
      title={`Payout #${payoutID}`}
      purpose="One event’s sales split between booster clubs, photographers and the platform."
    />
  );
}
