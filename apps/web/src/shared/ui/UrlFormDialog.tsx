import { useState, type ReactNode } from 'react';
import { Modal } from 'antd';
import type { DialogMode, DialogParams } from '../routing/useDialogParams';

const modeKey = (mode: DialogMode) => (mode ? (mode.kind === 'add' ? 'add' : `edit:${mode.id}`) : null);

interface UrlFormDialogProps {
  dialog: DialogParams;
  addTitle: string;
  editTitle: string;
  width?: number;
  /** The dialog's body for the open mode (never null while shown). */
  children: (mode: Exclude<DialogMode, null>) => ReactNode;
}

/**
 * An add/edit dialog whose open state lives in the URL (`?modal=add`, `?edit=5`, see useDialogParams), for
 * small things managed beside a list. It keeps showing its content while it animates closed.
 */
export function UrlFormDialog({ dialog, addTitle, editTitle, width = 560, children }: UrlFormDialogProps) {
  const [shown, setShown] = useState<DialogMode>(dialog.mode);
  if (dialog.mode && modeKey(dialog.mode) !== modeKey(shown)) setShown(dialog.mode);
  return (
    <Modal
      open={dialog.mode !== null}
      title={shown?.kind === 'edit' ? editTitle : addTitle}
      onCancel={dialog.close}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={width}
    >
      {shown && <div key={modeKey(shown)}>{children(shown)}</div>}
    </Modal>
  );
}
