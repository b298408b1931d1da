import { Card } from 'antd';
import { USER_FILTER_KEYS, USER_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useUserList } from '../api';
import { UserFilters } from './UserFilters';
import { useUserColumns } from './useUserColumns';
import { userPaths } from '../paths';

const NOUN: Noun = { singular: 'User', plural: 'Users' };

/** /users: staff and photographers, their roles and whether they may sign in. */
export function UserListPage() {
  const list = useListState('users', { sortFields: USER_SORT_FIELDS, filterKeys: USER_FILTER_KEYS });
  const result = useUserList(list.query);
  const canManage = usePermission('users', 'manage');
  // A new user gets roles, so adding one needs the Assign roles add-on too.
  const canAdd = useAddon('users.assignRoles') && canManage;
  const columns = useUserColumns({ canManage });

  const addButton = canAdd && <AddButton to={userPaths.add}>Add user</AddButton>;

  return (
    <>
      <PageHeader
        title="Users"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={addButton}
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search by name, e-mail or phone">
          <UserFilters list={list} />
        </ListToolbar>
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(user) => user.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
    </>
  );
}
