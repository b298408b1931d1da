import { Card } from 'antd';
import { ROLE_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useRoleList } from '../api';
import { useRoleColumns } from './useRoleColumns';
import { rolePaths } from '../paths';

const NOUN: Noun = { singular: 'Role', plural: 'Roles' };

/** /roles: who may see and change what, one role per row with the number of users holding it. */
export function RoleListPage() {
  const list = useListState('roles', { sortFields: ROLE_SORT_FIELDS });
  const result = useRoleList(list.query);
  const canManage = usePermission('roles', 'manage');
  const columns = useRoleColumns({ canManage });

  const addButton = canManage && <AddButton to={rolePaths.add}>Add role</AddButton>;

  return (
    <>
      <PageHeader
        title="Roles"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={addButton}
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search roles by name" />
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(role) => role.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
    </>
  );
}
