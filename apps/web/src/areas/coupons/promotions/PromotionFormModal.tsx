import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { UrlFormDialog } from '../../../shared/ui/UrlFormDialog';
import { usePromotion } from '../api';
import { PromotionForm } from './PromotionForm';

/** Add and edit share one dialog; its open state lives in the URL (`?modal=add`, `?edit=5`). */
export function PromotionFormModal({ dialog }: { dialog: DialogParams }) {
  return (
    <UrlFormDialog
      dialog={dialog}
      itemType="promotion"
      useItem={usePromotion}
      history={{ menu: 'promotions' }}
      width={620}
    >
      {({ item, onClose, onReload }) => <PromotionForm promotion={item} onClose={onClose} onReload={onReload} />}
    </UrlFormDialog>
  );
}
