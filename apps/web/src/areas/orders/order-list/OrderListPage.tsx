import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function OrderListPage() {
  return <ComingSoon title="Orders" purpose="Find orders, follow their fulfilment and export them to a spreadsheet." />;
}
