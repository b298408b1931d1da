import { ComingSoon } from '../../../shared/ui/ComingSoon';

export function CategoryListPage() {
  return (
    <ComingSoon title="Categories" purpose="Sport categories with their questions, images and description templates." />
  );
}
