import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { GENDER_LABELS, type BundleListItem } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { CopyLinkButton } from '../../../shared/links/CopyLinkButton';
import { bundleLink } from '../../../shared/links/customerLinks';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { fromListState, useListLink } from '../../../shared/routing/useBackToList';
import { useDeleteBundle } from '../api';
import { bundlePaths } from '../paths';

/** Columns the column picker cannot hide. */
export const ALWAYS_SHOWN = ['name', 'actions'];

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The Bundles table, declared: columns, sortable ones, and the row actions (edit, copy link, delete). */
export function useBundleColumns({ canManage }: { canManage: boolean }) {
  const { mutateAsync: deleteById } = useDeleteBundle();
  const remove = useDeleteWithMessage(deleteById, 'bundle');
  const listLink = useListLink();
  const navigate = useNavigate();

  return useMemo<ResourceColumn<BundleListItem>[]>(() => {
    return [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        render: (_, b) => <Link {...listLink(bundlePaths.edit(b.id))}>{b.name}</Link>,
      },
      { key: 'status', title: 'Status', sortField: 'status', render: (_, b) => <StatusTag status={b.status} /> },
      { key: 'team', title: 'Team', render: (_, b) => b.organization?.name ?? dash },
      { key: 'sport', title: 'Sport', render: (_, b) => b.category?.name ?? dash },
      { key: 'level', title: 'Level', render: (_, b) => b.level?.name ?? dash },
      { key: 'gender', title: 'Gender', render: (_, b) => (b.gender ? GENDER_LABELS[b.gender as 'boys'] : dash) },
      {
        key: 'academicYear',
        title: 'Academic year',
        sortField: 'academicYear',
        render: (_, b) => b.academicYear ?? dash,
      },
      { key: 'events', title: 'Events', align: 'right', render: (_, b) => b.eventCount },
      { key: 'price', title: 'Price', align: 'right', render: (_, b) => <MoneyCell cents={b.price} /> },
      {
        key: 'totalPrice',
        title: 'Total price',
        sortField: 'totalPrice',
        align: 'right',
        render: (_, b) => <MoneyCell cents={b.totalPrice} />,
      },
      {
        key: 'startDate',
        title: 'Starts',
        sortField: 'startDate',
        render: (_, b) => <DateCell value={b.startDate} dateOnly />,
      },
      { key: 'endDate', title: 'Ends', render: (_, b) => <DateCell value={b.endDate} dateOnly /> },
      { key: 'expiryDate', title: 'Expires', render: (_, b) => <DateCell value={b.expiryDate} dateOnly /> },
      // Copying a link needs no manage right; editing and deleting do.
      actionsColumn<BundleListItem>({
        itemType: 'bundle',
        nameOf: (b) => b.name,
        extra: (b) => <CopyLinkButton link={bundleLink(b)} label={`Copy link of ${b.name}`} compact />,
        onEdit: canManage ? (b) => void navigate(bundlePaths.edit(b.id), { state: fromListState }) : undefined,
        onDelete: canManage ? (b) => remove(b.id, b.name) : undefined,
        width: canManage ? 200 : 60,
      }),
    ];
  }, [canManage, remove, listLink, navigate]);
}
