import { useState } from 'react';
import { Divider, Skeleton } from 'antd';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { UrlFormDialog } from '../../../shared/ui/UrlFormDialog';
import { usePromotion } from '../api';
import { PromotionForm } from './PromotionForm';

export function PromotionFormModal({ dialog }: { dialog: DialogParams }) {
  return (
    <UrlFormDialog dialog={dialog} addTitle="Add promotion" editTitle="Edit promotion" width={620}>
      {(mode) =>
        mode.kind === 'add' ? (
          <PromotionForm onClose={dialog.close} />
        ) : (
          <EditPromotion id={mode.id} onClose={dialog.close} />
        )
      }
    </UrlFormDialog>
  );
}

function EditPromotion({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending, isError, error, refetch } = usePromotion(id);
  const [version, setVersion] = useState(0);
  if (isPending) return <Skeleton active paragraph={{ rows: 5 }} />;
  if (isError) return <ItemLoadError error={error} itemType="promotion" onBack={onClose} backLabel="Close" />;
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <PromotionForm key={version} promotion={data} onClose={onClose} onReload={() => void reload()} />
      <Divider />
      <HistoryPanel menu="promotions" itemId={id} itemType="promotion" />
    </>
  );
}
