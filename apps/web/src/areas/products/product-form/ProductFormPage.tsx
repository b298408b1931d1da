import { useParams } from 'react-router';
import { ComingSoon } from '../../../shared/ui/ComingSoon';

/** Add and edit share this screen: `/products/add-product` and the edit route with `:productId`. */
export function ProductFormPage() {
  const { productId } = useParams();
  return (
    <ComingSoon
      title={productId ? `Edit product #${productId}` : 'Add product'}
      purpose="A product’s category, description and price."
    />
  );
}
