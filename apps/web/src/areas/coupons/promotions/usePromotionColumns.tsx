import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { Promotion } from '@phlox/contract';
import { DateCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { useDeletePromotion } from '../api';

/** A promotion runs on calendar days: "Aug 1, 2026 – Sep 30, 2026". */
function period(p: Promotion): string {
  const day = (d: string | null) =>
    d
      ? new Date(`${d}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
      : '…';
  return p.startDate || p.endDate ? `${day(p.startDate)} – ${day(p.endDate)}` : '—';
}

export function usePromotionColumns({ canManage, dialog }: { canManage: boolean; dialog: DialogParams }) {
  const { mutateAsync: deleteById } = useDeletePromotion();
  const remove = useDeleteWithMessage(deleteById, 'promotion');

  return useMemo<ResourceColumn<Promotion>[]>(() => {
    const columns: ResourceColumn<Promotion>[] = [
      {
        key: 'title',
        title: 'Title',
        sortField: 'title',
        render: (_, p) => (canManage ? <Link {...dialog.editLink(p.id)}>{p.title}</Link> : p.title),
      },
      {
        key: 'shortName',
        title: 'Short name',
        render: (_, p) => (p.shortName ? <Typography.Text code>{p.shortName}</Typography.Text> : '—'),
      },
      { key: 'startDate', title: 'Runs', sortField: 'startDate', render: (_, p) => period(p) },
      { key: 'couponCount', title: 'Coupons', align: 'right', render: (_, p) => p.couponCount },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, p) => <DateCell value={p.createdAt} dateOnly />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn({
          itemType: 'promotion',
          nameOf: (p) => p.title,
          onEdit: (p) => dialog.openEdit(p.id),
          onDelete: (p) => remove(p.id, p.title),
        }),
      );
    }
    return columns;
  }, [canManage, dialog, remove]);
}
