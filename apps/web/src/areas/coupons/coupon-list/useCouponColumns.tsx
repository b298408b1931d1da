import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { Coupon } from '@phlox/contract';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { useDeleteCoupon } from '../api';
import { describeDiscount, describeUses } from '../couponTerms';
import { couponPaths } from '../paths';

export function useCouponColumns({ canManage }: { canManage: boolean }) {
  const { mutateAsync: deleteById } = useDeleteCoupon();
  const remove = useDeleteWithMessage(deleteById, 'coupon');
  const listLink = useListLink();
  const navigate = useNavigate();

  return useMemo<ResourceColumn<Coupon>[]>(() => {
    const columns: ResourceColumn<Coupon>[] = [
      {
        key: 'code',
        title: 'Code',
        sortField: 'code',
        render: (_, c) => {
          const code = <Typography.Text code>{c.code}</Typography.Text>;
          // Everyone who may view opens the page; only a manager can save there.
          return (
            <Link {...listLink(couponPaths.edit(c.id))} aria-label={c.code}>
              {code}
            </Link>
          );
        },
      },
      { key: 'name', title: 'Name', sortField: 'name', render: (_, c) => c.name },
      { key: 'discount', title: 'Discount', render: (_, c) => describeDiscount(c) },
      { key: 'state', title: 'State', render: (_, c) => <StatusTag status={c.state} /> },
      { key: 'uses', title: 'Used', align: 'right', render: (_, c) => describeUses(c) },
      {
        key: 'promotion',
        title: 'Promotion',
        render: (_, c) => c.promotion?.title ?? <Typography.Text type="secondary">—</Typography.Text>,
      },
      { key: 'startDate', title: 'Starts', render: (_, c) => <DateCell value={c.startDate} /> },
      {
        key: 'expiryDate',
        title: 'Expires',
        sortField: 'expiryDate',
        render: (_, c) => <DateCell value={c.expiryDate} />,
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, c) => <DateCell value={c.createdAt} dateOnly />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn({
          itemType: 'coupon',
          nameOf: (c) => c.code,
          onEdit: (c) => void navigate(couponPaths.edit(c.id), { state: listLink(couponPaths.edit(c.id)).state }),
          onDelete: (c) => remove(c.id, c.code),
        }),
      );
    }
    return columns;
  }, [canManage, listLink, navigate, remove]);
}
