import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { SowRow } from '@phlox/contract';
import { MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { formatCalendarDate } from '../../../shared/format/date';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { eventPaths } from '../paths';
import { useDeleteSow } from '../sowApi';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The Statements of Work table: ID, title, status, agreed on, timeline, district, media days, amount, actions. */
export function useSowColumns({ canManage }: { canManage: boolean }) {
  const { mutateAsync: deleteById } = useDeleteSow();
  const remove = useDeleteWithMessage(deleteById, 'Statement of Work');
  const listLink = useListLink();
  const navigate = useNavigate();
  return useMemo<ResourceColumn<SowRow>[]>(() => {
    const columns: ResourceColumn<SowRow>[] = [
      { key: 'id', title: 'ID', sortField: 'id', render: (_, s) => `#${s.id}` },
      {
        key: 'title',
        title: 'Title',
        sortField: 'title',
        render: (_, s) => <Link {...listLink(eventPaths.editSow(s.id))}>{s.title}</Link>,
      },
      {
        key: 'status',
        title: 'Status',
        sortField: 'status',
        render: (_, s) => <StatusTag status={s.status} />,
      },
      {
        key: 'agreedOn',
        title: 'Agreed on',
        sortField: 'agreedOn',
        render: (_, s) => (s.agreedOn ? formatCalendarDate(s.agreedOn) : dash),
      },
      {
        key: 'timeline',
        title: 'Timeline',
        sortField: 'startDate',
        render: (_, s) => `${formatCalendarDate(s.startDate)} – ${formatCalendarDate(s.endDate)}`,
      },
      { key: 'district', title: 'School district', render: (_, s) => s.schoolDistrictName ?? dash },
      { key: 'mediaDays', title: 'Media days', align: 'right', render: (_, s) => s.mediaDayCount },
      {
        key: 'amount',
        title: 'Amount',
        sortField: 'amount',
        align: 'right',
        render: (_, s) => (s.amount === null ? dash : <MoneyCell cents={s.amount} />),
      },
    ];
    if (canManage)
      columns.push(
        actionsColumn({
          itemType: 'Statement of Work',
          nameOf: (s) => s.title,
          onEdit: (s) => {
            const { to, state } = listLink(eventPaths.editSow(s.id));
            void navigate(to, { state });
          },
          onDelete: (s) => remove(s.id, s.title),
          deleteDescription: (s) =>
            s.mediaDayCount
              ? `Its ${s.mediaDayCount === 1 ? 'media day stays' : `${s.mediaDayCount} media days stay`}, linked to no Statement of Work.`
              : undefined,
        }),
      );
    return columns;
  }, [canManage, listLink, navigate, remove]);
}
