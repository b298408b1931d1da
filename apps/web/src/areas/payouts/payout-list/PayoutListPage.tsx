import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function PayoutListPage() {
  return (
    <ComingSoon
      title="Payouts"
      purpose="What photographers and booster clubs are owed for each event, and settling it."
    />
  );
}
