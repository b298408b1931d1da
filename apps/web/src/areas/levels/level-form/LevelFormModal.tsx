import { useState } from 'react';
import { Button, Divider, Modal, Result, Skeleton } from 'antd';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import type { DialogMode, DialogParams } from '../../../shared/routing/useDialogParams';
import { useLevel } from '../api';
import { LevelForm } from './LevelForm';

const modeKey = (mode: DialogMode) => (mode ? (mode.kind === 'add' ? 'add' : `edit:${mode.id}`) : null);

/** Add and edit share one dialog; its open state lives in the URL (`?modal=add`, `?edit=5`). */
export function LevelFormModal({ dialog }: { dialog: DialogParams }) {
  // Keep showing the last content while the dialog animates closed.
  const [shown, setShown] = useState<DialogMode>(dialog.mode);
  if (dialog.mode && modeKey(dialog.mode) !== modeKey(shown)) setShown(dialog.mode);

  return (
    <Modal
      open={dialog.mode !== null}
      title={shown?.kind === 'edit' ? 'Edit level' : 'Add level'}
      onCancel={dialog.close}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
      width={560}
    >
      {shown?.kind === 'add' && <LevelForm onClose={dialog.close} />}
      {shown?.kind === 'edit' && <EditLevel key={shown.id} id={shown.id} onClose={dialog.close} />}
    </Modal>
  );
}

function EditLevel({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending, isError, error, refetch } = useLevel(id);
  const [version, setVersion] = useState(0);

  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) {
    const missing = isApiError(error) && error.status === 404;
    return (
      <Result
        status={missing ? '404' : 'error'}
        title={missing ? 'This level no longer exists' : 'Could not load the level'}
        subTitle={missing ? 'It may have been deleted by someone else.' : errorMessage(error)}
        extra={<Button onClick={onClose}>Close</Button>}
      />
    );
  }
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <LevelForm key={version} level={data} onClose={onClose} onReload={() => void reload()} />
      <Divider />
      <HistoryPanel menu="levels" itemId={id} itemType="level" />
    </>
  );
}
