import { useMemo } from 'react';
import { App, Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { EditOutlined } from '@ant-design/icons';
import type { Level } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import type { DialogParams } from '../../../shared/routing/useDialogParams';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { useDeleteLevel } from '../api';

/** The Levels table, declared: which columns, which are sortable, and the row actions a manager gets. */
export function useLevelColumns({ canManage, dialog }: { canManage: boolean; dialog: DialogParams }) {
  const { message } = App.useApp();
  const { mutateAsync: deleteById } = useDeleteLevel();

  return useMemo<ResourceColumn<Level>[]>(() => {
    const deleteLevel = (level: Level) =>
      deleteById(level.id).then(
        () => void message.success(`Level “${level.name}” deleted`),
        (error: unknown) => void message.error(errorMessage(error)),
      );

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
      columns.push({
        key: 'actions',
        title: <span className="sr-only">Actions</span>,
        align: 'right',
        width: 180,
        render: (_, level) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined aria-hidden />}
              onClick={() => dialog.openEdit(level.id)}
              aria-label={`Edit ${level.name}`}
            >
              Edit
            </Button>
            <ConfirmDelete itemType="level" itemName={level.name} onConfirm={() => deleteLevel(level)} />
          </Space>
        ),
      });
    }
    return columns;
  }, [canManage, dialog, message, deleteById]);
}
