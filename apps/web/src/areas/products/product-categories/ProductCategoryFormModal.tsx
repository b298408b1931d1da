import { useState } from 'react';
import { Divider, Skeleton } from 'antd';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { UrlFormDialog } from '../../../shared/ui/UrlFormDialog';
import { useProductCategory } from '../api';
import { ProductCategoryForm } from './ProductCategoryForm';

export function ProductCategoryFormModal({ dialog }: { dialog: DialogParams }) {
  return (
    <UrlFormDialog dialog={dialog} addTitle="Add product category" editTitle="Edit product category">
      {(mode) =>
        mode.kind === 'add' ? (
          <ProductCategoryForm onClose={dialog.close} />
        ) : (
          <EditProductCategory id={mode.id} onClose={dialog.close} />
        )
      }
    </UrlFormDialog>
  );
}

function EditProductCategory({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, isPending, isError, error, refetch } = useProductCategory(id);
  const [version, setVersion] = useState(0);
  if (isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) return <ItemLoadError error={error} itemType="product category" onBack={onClose} backLabel="Close" />;
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };
  return (
    <>
      <ProductCategoryForm key={version} category={data} onClose={onClose} onReload={() => void reload()} />
      <Divider />
      <HistoryPanel menu="product-categories" itemId={id} itemType="product category" />
    </>
  );
}
