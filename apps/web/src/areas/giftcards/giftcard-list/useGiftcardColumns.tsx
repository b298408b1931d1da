import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Giftcard } from '@phlox/contract';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { useDeleteGiftcard } from '../api';
import { giftcardPaths } from '../paths';

export function useGiftcardColumns({ canManage }: { canManage: boolean }) {
  const { mutateAsync: deleteById } = useDeleteGiftcard();
  const remove = useDeleteWithMessage(deleteById, 'gift card');
  const listLink = useListLink();
  const navigate = useNavigate();

  return useMemo<ResourceColumn<Giftcard>[]>(() => {
    const columns: ResourceColumn<Giftcard>[] = [
      {
        key: 'code',
        title: 'Code',
        sortField: 'code',
        render: (_, c) => {
          const code = <Typography.Text code>{c.code}</Typography.Text>;
          // Everyone who may view opens the page; only a manager can save there.
          return (
            <Link {...listLink(giftcardPaths.edit(c.id))} aria-label={c.code}>
              {code}
            </Link>
          );
        },
      },
      {
        key: 'description',
        title: 'Description',
        render: (_, c) => (
          <Typography.Text type="secondary" ellipsis={{ tooltip: c.description }} style={{ maxWidth: 280 }}>
            {c.description ?? '—'}
          </Typography.Text>
        ),
      },
      {
        key: 'value',
        title: 'Value',
        sortField: 'value',
        align: 'right',
        render: (_, c) => <MoneyCell cents={c.value} />,
      },
      {
        key: 'balance',
        title: 'Balance',
        sortField: 'balance',
        align: 'right',
        render: (_, c) => (
          <Typography.Text type={c.balance > 0 ? undefined : 'secondary'} strong={c.balance > 0}>
            <MoneyCell cents={c.balance} />
          </Typography.Text>
        ),
      },
      { key: 'createdBy', title: 'Created by', render: (_, c) => c.createdBy?.name ?? '—' },
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
          itemType: 'gift card',
          nameOf: (c) => c.code,
          onEdit: (c) => void navigate(giftcardPaths.edit(c.id), { state: listLink(giftcardPaths.edit(c.id)).state }),
          onDelete: (c) => remove(c.id, c.code),
        }),
      );
    }
    return columns;
  }, [canManage, listLink, navigate, remove]);
}
