import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/bundles/add-bundle` and the edit route with `:seasonId`. */
export function BundleFormPage() {
  const { seasonId } = useParams();
  return (
    <ComingSoon
      title={seasonId ? `Edit bundle #${seasonId}` : 'Add bundle'}
      purpose="A season pass’s events, products, prices and images."
    />
  );
}
