import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function PayoutIndividualHistoryPage() {
  const { historyID } = useParams();
  return <ComingSoon title={`Settlement #${historyID}`} purpose="The payouts and adjustments one settlement paid." />;
}
