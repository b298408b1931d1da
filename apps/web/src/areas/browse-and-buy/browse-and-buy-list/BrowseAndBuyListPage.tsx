import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function BrowseAndBuyListPage() {
  return <ComingSoon title="Browse and Buy" purpose="Browse-and-buy galleries and their import from a CSV file." />;
}
