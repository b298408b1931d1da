import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { UrlFormDialog } from '../../../shared/ui/UrlFormDialog';
import { useLevel } from '../api';
import { LevelForm } from './LevelForm';

/** Add and edit share one dialog; its open state lives in the URL (`?modal=add`, `?edit=5`). */
export function LevelFormModal({ dialog }: { dialog: DialogParams }) {
  return (
    <UrlFormDialog dialog={dialog} itemType="level" useItem={useLevel} history={{ menu: 'levels' }}>
      {({ item, onClose, onReload }) => <LevelForm level={item} onClose={onClose} onReload={onReload} />}
    </UrlFormDialog>
  );
}
