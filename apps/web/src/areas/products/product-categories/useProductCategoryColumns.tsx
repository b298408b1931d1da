import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { ProductCategory } from '@phlox/contract';
import { DateCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { useDeleteProductCategory } from '../api';

export function useProductCategoryColumns({ canManage, dialog }: { canManage: boolean; dialog: DialogParams }) {
  const { mutateAsync: deleteById } = useDeleteProductCategory();
  const remove = useDeleteWithMessage(deleteById, 'product category');

  return useMemo<ResourceColumn<ProductCategory>[]>(() => {
    const columns: ResourceColumn<ProductCategory>[] = [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        render: (_, c) => (canManage ? <Link {...dialog.editLink(c.id)}>{c.name}</Link> : c.name),
      },
      {
        key: 'description',
        title: 'Description',
        render: (_, c) => (
          <Typography.Text type="secondary" ellipsis={{ tooltip: c.description }} style={{ maxWidth: 360 }}>
            {c.description ?? '—'}
          </Typography.Text>
        ),
      },
      { key: 'productCount', title: 'Products', align: 'right', render: (_, c) => c.productCount },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, c) => <DateCell value={c.createdAt} />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn({
          itemType: 'product category',
          nameOf: (c) => c.name,
          onEdit: (c) => dialog.openEdit(c.id),
          onDelete: (c) => remove(c.id, c.name),
        }),
      );
    }
    return columns;
  }, [canManage, dialog, remove]);
}
