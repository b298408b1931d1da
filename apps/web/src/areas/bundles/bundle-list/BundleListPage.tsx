import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function BundleListPage() {
  return <ComingSoon title="Bundles" purpose="Season passes that sell a season’s events together at one price." />;
}
