import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function GiftcardListPage() {
  return <ComingSoon title="Gift Cards" purpose="Gift cards, their values and what has been spent from them." />;
}
