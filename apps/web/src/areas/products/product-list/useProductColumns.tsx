import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Product } from '@phlox/contract';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { useDeleteProduct } from '../api';
import { productPaths } from '../paths';

/** The Products table, declared: columns, which sort on the server, and a manager's row actions. */
export function useProductColumns({ canManage }: { canManage: boolean }) {
  const { mutateAsync: deleteById } = useDeleteProduct();
  const remove = useDeleteWithMessage(deleteById, 'product');
  const listLink = useListLink();
  const navigate = useNavigate();

  return useMemo<ResourceColumn<Product>[]>(() => {
    const columns: ResourceColumn<Product>[] = [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        // Everyone who may view opens the page; only a manager can save there.
        render: (_, p) => <Link {...listLink(productPaths.edit(p.id))}>{p.name}</Link>,
      },
      {
        key: 'category',
        title: 'Category',
        render: (_, p) => p.productCategory?.name ?? <Typography.Text type="secondary">—</Typography.Text>,
      },
      {
        key: 'price',
        title: 'Price',
        sortField: 'price',
        align: 'right',
        render: (_, p) => <MoneyCell cents={p.price} />,
      },
      {
        key: 'description',
        title: 'Description',
        render: (_, p) => (
          <Typography.Text type="secondary" ellipsis={{ tooltip: p.description }} style={{ maxWidth: 320 }}>
            {p.description ?? '—'}
          </Typography.Text>
        ),
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, p) => <DateCell value={p.createdAt} />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn({
          itemType: 'product',
          nameOf: (p) => p.name,
          onEdit: (p) => void navigate(productPaths.edit(p.id), { state: listLink(productPaths.edit(p.id)).state }),
          onDelete: (p) => remove(p.id, p.name),
        }),
      );
    }
    return columns;
  }, [canManage, listLink, navigate, remove]);
}
