import { useState, type ReactNode } from 'react';
import { Divider, Modal } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { HistoryPanel, type HistoryPanelProps } from '../history/HistoryPanel';
import type { DialogMode, DialogParams } from '../routing/useDialogParams';
import { LoadedItem } from './LoadedItem';

const modeKey = (mode: DialogMode) => (mode ? (mode.kind === 'add' ? 'add' : `edit:${mode.id}`) : null);

export interface DialogFormProps<Item> {
  /** The item being edited; absent when adding. */
  item?: Item;
  onClose: () => void;
  /** Loads the latest version after someone else's save. */
  onReload?: () => void;
}

interface UrlFormDialogProps<Item> {
  dialog: DialogParams;
  /** "product category": the titles, the load error and the history's sentences. */
  itemType: string;
  /** Loads the item being edited. */
  useItem: (id: number) => UseQueryResult<Item>;
  /** The item's history under the form when editing. */
  history: Omit<HistoryPanelProps, 'itemId' | 'itemType'>;
  width?: number;
  /** The add/edit form. */
  children: (props: DialogFormProps<Item>) => ReactNode;
}

/**
 * An add/edit dialog whose open state lives in the URL (`?modal=add`, `?edit=5`, see useDialogParams), for
 * small things managed beside a list: editing loads the item (a skeleton, or why it could not be loaded), the
 * form restarts from the latest version after a stale save's Reload, and the item's history sits under it. It
 * keeps showing its content while it animates closed.
 */
export function UrlFormDialog<Item>({
  dialog,
  itemType,
  useItem,
  history,
  width = 560,
  children,
}: UrlFormDialogProps<Item>) {
  const [shown, setShown] = useState<DialogMode>(dialog.mode);
  if (dialog.mode && modeKey(dialog.mode) !== modeKey(shown)) setShown(dialog.mode);
  return (
    <Modal
      open={dialog.mode !== null}
      title={`${shown?.kind === 'edit' ? 'Edit' : 'Add'} ${itemType}`}
      onCancel={dialog.close}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={width}
    >
      {shown?.kind === 'add' && <div key="add">{children({ onClose: dialog.close })}</div>}
      {shown?.kind === 'edit' && (
        <EditItem key={shown.id} id={shown.id} {...{ itemType, useItem, history, children }} onClose={dialog.close} />
      )}
    </Modal>
  );
}

function EditItem<Item>({
  id,
  itemType,
  useItem,
  history,
  children,
  onClose,
}: Omit<UrlFormDialogProps<Item>, 'dialog' | 'width'> & { id: number; onClose: () => void }) {
  const query = useItem(id);
  return (
    <LoadedItem query={query} itemType={itemType} onBack={onClose} inDialog>
      {(item, { formKey, reload }) => (
        <>
          <div key={formKey}>{children({ item, onClose, onReload: reload })}</div>
          <Divider />
          <HistoryPanel {...history} itemId={id} itemType={itemType} />
        </>
      )}
    </LoadedItem>
  );
}
