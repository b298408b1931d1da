import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { BackToListButton } from '../../../shared/ui/BackToListButton';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useRoleOptions, useUser } from '../api';
import { fullName } from '../user-list/useUserColumns';
import { UserAccountActions } from './UserAccountActions';
import { UserForm } from './UserForm';
import { userPaths } from '../paths';

/** Add and edit share this screen: `/users/add-user` and `/users/edit-user/:userId`. */
export function UserFormPage() {
  const { id, canManage, back } = useItemPage({ param: 'userId', module: 'users', listPath: userPaths.list });
  if (id === null) return <ItemLoadError error={null} itemType="user" onBack={back} />;
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add users" area="Users" listPath={userPaths.list} />;
    return <AddUser onDone={back} />;
  }
  return <EditUser key={id} id={id} readOnly={!canManage} onDone={back} />;
}

function AddUser({ onDone }: { onDone: () => void }) {
  const roles = useRoleOptions();
  return (
    <>
      <PageHeader title="Add user" actions={<BackToListButton onClick={onDone} label="Users" />} />
      <LoadedItem query={roles} itemType="roles" onBack={onDone}>
        {(roleOptions) => <UserForm roles={roleOptions} onDone={onDone} />}
      </LoadedItem>
    </>
  );
}

function EditUser({ id, readOnly, onDone }: { id: number; readOnly: boolean; onDone: () => void }) {
  const query = useUser(id);
  const roles = useRoleOptions();
  const user = query.data;
  const name = user && fullName(user);
  return (
    <>
      <PageHeader
        title={name === undefined ? 'Edit user' : readOnly ? name : `Edit ${name}`}
        subtitle={user?.email}
        actions={
          <>
            <BackToListButton onClick={onDone} label="Users" />
            {user && !readOnly && <UserAccountActions user={user} onDeleted={onDone} />}
          </>
        }
      />
      <FormBesideHistory formSpan={17} history={{ menu: 'users', itemId: id, itemType: 'user' }}>
        <LoadedItem query={query} itemType="user" onBack={onDone}>
          {(loaded, { formKey, reload }) => (
            <LoadedItem query={roles} itemType="roles" onBack={onDone}>
              {(roleOptions) => (
                <UserForm
                  key={formKey}
                  user={loaded}
                  roles={roleOptions}
                  readOnly={readOnly}
                  onDone={onDone}
                  onReload={reload}
                />
              )}
            </LoadedItem>
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}
