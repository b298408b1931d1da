import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/categories/add-category` and the edit route with `:categoryId`. */
export function CategoryFormPage() {
  const { categoryId } = useParams();
  return (
    <ComingSoon
      title={categoryId ? `Edit category #${categoryId}` : 'Add category'}
      purpose="A category’s parent, questions, images and description templates."
    />
  );
}
