import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { UrlFormDialog } from '../../../shared/ui/UrlFormDialog';
import { useProductCategory } from '../api';
import { ProductCategoryForm } from './ProductCategoryForm';

/** Add and edit share one dialog; its open state lives in the URL (`?modal=add`, `?edit=5`). */
export function ProductCategoryFormModal({ dialog }: { dialog: DialogParams }) {
  return (
    <UrlFormDialog
      dialog={dialog}
      itemType="product category"
      useItem={useProductCategory}
      history={{ menu: 'product-categories' }}
    >
      {({ item, onClose, onReload }) => <ProductCategoryForm category={item} onClose={onClose} onReload={onReload} />}
    </UrlFormDialog>
  );
}
