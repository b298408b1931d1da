import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function ReportsPage() {
  return <ComingSoon title="Reports" purpose="Sales reports, exportable to a spreadsheet." />;
}
