import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function PayoutHistoryPage() {
  return <ComingSoon title="Payout history" purpose="Past settlements: who was paid, how much and when." />;
}
