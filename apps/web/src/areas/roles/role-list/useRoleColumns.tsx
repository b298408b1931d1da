import { useMemo } from 'react';
import { App, Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { EditOutlined, EyeOutlined, LockOutlined } from '@ant-design/icons';
import { MODULES, ROLE_ADMIN, type Role } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { fromListState } from '../../../shared/routing/useBackToList';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { useDeleteRole } from '../api';
import { rolePaths } from '../paths';

/** "Manage 3 · View 2": how much of the dashboard a role opens, with the modules in the tooltip. */
function AccessSummary({ role }: { role: Role }) {
  const of = (tier: string) => MODULES.filter((m) => role.permissions[m.name] === tier).map((m) => m.label);
  const manage = of('manage');
  const view = of('view');
  if (!manage.length && !view.length) return <Typography.Text type="secondary">No access</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {manage.length > 0 && (
        <Tooltip title={manage.join(', ')}>
          <Tag color="blue">Manage {manage.length}</Tag>
        </Tooltip>
      )}
      {view.length > 0 && (
        <Tooltip title={view.join(', ')}>
          <Tag>View {view.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

/** The Roles table, declared: built-in roles are marked and cannot be deleted; a role in use cannot either. */
export function useRoleColumns({ canManage }: { canManage: boolean }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { mutateAsync: deleteById } = useDeleteRole();

  return useMemo<ResourceColumn<Role>[]>(() => {
    const deleteRole = (role: Role) =>
      deleteById(role.id).then(
        () => void message.success(`Role “${role.displayName}” deleted`),
        (error: unknown) => void message.error(errorMessage(error)),
      );
    const columns: ResourceColumn<Role>[] = [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        render: (_, role) => (
          <Flex gap={6} align="center">
            <Link to={rolePaths.edit(role.id)} state={fromListState}>
              {role.name}
            </Link>
            {role.builtIn && (
              <Tag icon={<LockOutlined aria-hidden />} color="purple">
                Built-in
              </Tag>
            )}
          </Flex>
        ),
      },
      { key: 'displayName', title: 'Display name', sortField: 'displayName', render: (_, r) => r.displayName },
      { key: 'shortName', title: 'Short name', render: (_, r) => r.shortName ?? '—' },
      { key: 'access', title: 'Access', render: (_, role) => <AccessSummary role={role} /> },
      { key: 'userCount', title: 'Users', sortField: 'userCount', align: 'right', render: (_, r) => r.userCount },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, r) => <DateCell value={r.createdAt} />,
      },
    ];
    if (canManage) {
      columns.push({
        key: 'actions',
        title: <span className="sr-only">Actions</span>,
        align: 'right',
        width: 180,
        render: (_, role) => {
          const locked = role.name === ROLE_ADMIN;
          const why = role.builtIn
            ? 'Built-in roles cannot be deleted'
            : role.userCount > 0
              ? `Held by ${role.userCount} ${role.userCount === 1 ? 'user' : 'users'}`
              : undefined;
          return (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                icon={locked ? <EyeOutlined aria-hidden /> : <EditOutlined aria-hidden />}
                onClick={() => void navigate(rolePaths.edit(role.id), { state: fromListState })}
                aria-label={`${locked ? 'View' : 'Edit'} ${role.name}`}
              >
                {locked ? 'View' : 'Edit'}
              </Button>
              <Tooltip title={why}>
                <span>
                  <ConfirmDelete
                    itemType="role"
                    itemName={role.name}
                    onConfirm={() => deleteRole(role)}
                    disabled={why !== undefined}
                  />
                </span>
              </Tooltip>
            </Space>
          );
        },
      });
    }
    return columns;
  }, [canManage, message, deleteById, navigate]);
}
