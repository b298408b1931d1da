import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { SchoolDistrictRow } from '@phlox/contract';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useListLink } from '../../../shared/routing/useBackToList';
import { useDeleteSchoolDistrict } from '../api';
import { schoolDistrictPaths } from '../paths';
import { UnlinkSchoolsNotice } from '../UnlinkSchoolsNotice';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** The School Districts table, declared: columns, sortable ones, and the row actions a manager gets. */
export function useDistrictColumns({ canManage }: { canManage: boolean }) {
  const { mutateAsync: deleteById } = useDeleteSchoolDistrict();
  const remove = useDeleteWithMessage(deleteById, 'school district');
  const listLink = useListLink();
  const navigate = useNavigate();

  return useMemo<ResourceColumn<SchoolDistrictRow>[]>(() => {
    const columns: ResourceColumn<SchoolDistrictRow>[] = [
      {
        key: 'title',
        title: 'Title',
        sortField: 'title',
        // A viewer opens the same page, read-only.
        render: (_, d) => <Link {...listLink(schoolDistrictPaths.edit(d.id))}>{d.title}</Link>,
      },
      {
        key: 'code',
        title: 'Code',
        sortField: 'code',
        render: (_, d) => (d.code ? <Typography.Text code>{d.code}</Typography.Text> : dash),
      },
      { key: 'state', title: 'State', sortField: 'state', render: (_, d) => d.state ?? dash },
      { key: 'status', title: 'Status', sortField: 'status', render: (_, d) => <StatusTag status={d.status} /> },
      {
        key: 'schoolCount',
        title: 'Schools',
        sortField: 'schoolCount',
        align: 'right',
        render: (_, d) => d.schoolCount.toLocaleString('en-US'),
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, d) => <DateCell value={d.createdAt} dateOnly />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn({
          itemType: 'school district',
          nameOf: (d) => d.title,
          onEdit: (d) => {
            const { to, state } = listLink(schoolDistrictPaths.edit(d.id));
            void navigate(to, { state });
          },
          onDelete: (d) => remove(d.id, d.title),
          deleteDescription: (d) => <UnlinkSchoolsNotice id={d.id} known={d.schoolCount} />,
        }),
      );
    }
    return columns;
  }, [canManage, listLink, navigate, remove]);
}
