import { useMemo } from 'react';
import { Avatar, Flex, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { UserOutlined } from '@ant-design/icons';
import { formatCompensation, ROLE_ADMIN, ROLE_PHOTOGRAPHER, type UserListItem } from '@phlox/contract';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { actionsColumn, useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { fromListState } from '../../../shared/routing/useBackToList';
import { useAuthStore } from '../../../shared/auth/authStore';
import { useDeleteUser } from '../api';
import { userPaths } from '../paths';

const ROLE_COLORS: Record<string, string> = { [ROLE_ADMIN]: 'geekblue', [ROLE_PHOTOGRAPHER]: 'cyan' };

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** The Users table, declared: columns, which sort on the server, and the row actions a manager gets. */
export function useUserColumns({ canManage }: { canManage: boolean }) {
  const navigate = useNavigate();
  const myId = useAuthStore((s) => s.user?.id);
  const { mutateAsync: deleteById } = useDeleteUser();
  const remove = useDeleteWithMessage(deleteById, 'user');

  return useMemo<ResourceColumn<UserListItem>[]>(() => {
    const columns: ResourceColumn<UserListItem>[] = [
      {
        key: 'name',
        title: 'Name',
        sortField: 'name',
        render: (_, user) => (
          <Flex align="center" gap={8}>
            <Avatar size="small" src={user.avatarUrl ?? undefined} icon={<UserOutlined />} alt="" />
            <Link to={userPaths.edit(user.id)} state={fromListState}>
              {fullName(user)}
            </Link>
          </Flex>
        ),
      },
      {
        // One column for both, so level and pay fit beside them without scrolling on a laptop screen.
        key: 'email',
        title: 'E-mail / phone',
        sortField: 'email',
        render: (_, user) => (
          <Flex vertical>
            <span>{user.email}</span>
            {user.phone && <Typography.Text type="secondary">{user.phone}</Typography.Text>}
          </Flex>
        ),
      },
      {
        key: 'roles',
        title: 'Roles',
        render: (_, user) => (
          <Flex gap={4} wrap>
            {user.roles.map((r) => (
              <Tag key={r.id} color={ROLE_COLORS[r.name]}>
                {r.displayName}
              </Tag>
            ))}
          </Flex>
        ),
      },
      {
        key: 'level',
        title: 'Level',
        render: (_, user) => user.levelName ?? <Typography.Text type="secondary">—</Typography.Text>,
      },
      {
        key: 'compensation',
        title: 'Compensation',
        render: (_, user) =>
          formatCompensation(user.compensationType, user.compensationRate) ?? (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      },
      {
        key: 'status',
        title: 'Status',
        render: (_, user) => (
          <Flex gap={4}>
            <StatusTag status={user.status} />
            {user.invitationPending && <Tag color="gold">Invited</Tag>}
          </Flex>
        ),
      },
      {
        key: 'createdAt',
        title: 'Created',
        sortField: 'createdAt',
        render: (_, u) => <DateCell value={u.createdAt} dateOnly />,
      },
    ];
    if (canManage) {
      columns.push(
        actionsColumn<UserListItem>({
          itemType: 'user',
          nameOf: fullName,
          onEdit: (user) => void navigate(userPaths.edit(user.id), { state: fromListState }),
          onDelete: (user) => remove(user.id, fullName(user)),
          // Nobody deletes their own account (the server refuses it too).
          cannotDelete: (user) => (user.id === myId ? 'You cannot delete your own account' : undefined),
        }),
      );
    }
    return columns;
  }, [canManage, remove, navigate, myId]);
}
