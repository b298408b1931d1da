import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function ProductListPage() {
  return <ComingSoon title="Products" purpose="The photo products on sale, by product category, with their prices." />;
}
