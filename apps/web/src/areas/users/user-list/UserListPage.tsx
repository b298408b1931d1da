import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function UserListPage() {
  return <ComingSoon title="Users" purpose="Staff and photographers, their roles and whether they may sign in." />;
}
