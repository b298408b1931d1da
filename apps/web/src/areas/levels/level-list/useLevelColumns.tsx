import { useMemo } from 'react';
import { Typography } from 'antd';
import { Link } from 'react-router';
import type { Level } from '@phlox/contract';
import { DateCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { useDeleteLevel } from '../api';

/** The Levels table, declared: which columns, which are sortable, and the row actions a manager gets. */
export function useLevelColumns({ canManage, dialog }: { canManage: boolean; dialog: DialogParams }) {
  const { mutateAsync: deleteById } = useDeleteLevel();
  const remove = useDeleteWithMessage(deleteById, 'level');

  return useMemo<ResourceColumn<Level>[]>(() => {
    const columns: ResourceColumn<Level>[] = [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        render: (_, level) => (canManage ? <Link {...dialog.editLink(level.id)}>{level.name}</Link> : level.name),
      },
      {
        key: 'code',
        title: 'Code',
        sortField: 'code',
        render: (_, level) => <Typography.Text code>{level.code}</Typography.Text>,
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, level) => <DateCell value={level.createdAt} />,
      },
      {
        key: 'updatedAt',
        title: 'Updated',
        sortField: 'updatedAt',
        render: (_, level) => <DateCell value={level.updatedAt} />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn({
          itemType: 'level',
          nameOf: (l) => l.name,
          onEdit: (l) => dialog.openEdit(l.id),
          onDelete: (l) => remove(l.id, l.name),
        }),
      );
    }
    return columns;
  }, [canManage, dialog, remove]);
}
