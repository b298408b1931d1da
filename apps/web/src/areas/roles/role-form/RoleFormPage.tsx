import { App } from 'antd';
import { ROLE_ADMIN, type Role } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { BackToListButton } from '../../../shared/ui/BackToListButton';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useDeleteRole, useRole } from '../api';
import { RoleForm } from './RoleForm';
import { rolePaths } from '../paths';

/** Add and edit share this screen: `/roles/add-role` and `/roles/edit-role/:id`. */
export function RoleFormPage() {
  const { id, canManage, back } = useItemPage({ param: 'id', module: 'roles', listPath: rolePaths.list });
  if (id === null) return <ItemLoadError error={null} itemType="role" onBack={back} />;
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add roles" area="Roles" listPath={rolePaths.list} />;
    return (
      <>
        <PageHeader title="Add role" actions={<BackToListButton onClick={back} label="Roles" />} />
        <RoleForm onDone={back} />
      </>
    );
  }
  return <EditRole key={id} id={id} readOnly={!canManage} onDone={back} />;
}

function title(role: Role | undefined, readOnly: boolean) {
  if (!role) return 'Edit role';
  const editable = !readOnly && role.name !== ROLE_ADMIN;
  return editable ? `Edit ${role.name}` : role.name;
}

function EditRole({ id, readOnly, onDone }: { id: number; readOnly: boolean; onDone: () => void }) {
  const query = useRole(id);
  const { data } = query;
  return (
    <>
      <PageHeader
        title={title(data, readOnly)}
        subtitle={data && `${data.userCount} ${data.userCount === 1 ? 'user holds' : 'users hold'} this role`}
        actions={
          <>
            <BackToListButton onClick={onDone} label="Roles" />
            {data && !readOnly && !data.builtIn && <DeleteRole role={data} onDeleted={onDone} />}
          </>
        }
      />
      <FormBesideHistory formSpan={17} history={{ menu: 'roles', itemId: id, itemType: 'role' }}>
        <LoadedItem query={query} itemType="role" onBack={onDone}>
          {(role, { formKey, reload }) => (
            <RoleForm key={formKey} role={role} readOnly={readOnly} onDone={onDone} onReload={reload} />
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}

function DeleteRole({ role, onDeleted }: { role: Role; onDeleted: () => void }) {
  const { message } = App.useApp();
  const remove = useDeleteRole();
  const onConfirm = () =>
    remove.mutateAsync(role.id).then(
      () => {
        void message.success(`Role “${role.displayName}” deleted`);
        onDeleted();
      },
      (error: unknown) => void message.error(errorMessage(error)),
    );
  return <ConfirmDelete itemType="role" itemName={role.name} onConfirm={onConfirm} disabled={role.userCount > 0} />;
}
