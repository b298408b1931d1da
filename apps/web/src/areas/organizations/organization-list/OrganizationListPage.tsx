import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function OrganizationListPage() {
  return <ComingSoon title="Organizations" purpose="Schools, teams, venues and booster clubs." />;
}
