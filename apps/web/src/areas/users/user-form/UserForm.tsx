import { App, Card, Flex, Form } from 'antd';
import { ROLE_PHOTOGRAPHER, type RoleOption, type UserDetail } from '@phlox/contract';
import { AddressFields } from '../../../shared/address/AddressFields';
import { useAuthStore } from '../../../shared/auth/authStore';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { useCreateUser, useUpdateUser } from '../api';
import { PhotographerFields } from '../components/PhotographerFields';
import { fullName } from '../user-list/useUserColumns';
import { AccountFields } from './AccountFields';
import { LevelAndPayFields } from './LevelAndPayFields';
import { toFormValues, toInput, type UserFormValues } from './formValues';

interface UserFormProps {
  /** The user being edited, as it was when the page opened; absent when adding. */
  user?: UserDetail;
  roles: RoleOption[];
  /** View-only users see the values without a way to change them. */
  readOnly?: boolean;
  /** Leaves the page for the list (after a save, or Cancel). */
  onDone: () => void;
  /** Loads the latest version after a stale-update conflict. */
  onReload?: () => void;
}

export function UserForm({ user, roles, readOnly, onDone, onReload }: UserFormProps) {
  const { message } = App.useApp();
  const myId = useAuthStore((s) => s.user?.id);
  const photographerRole = roles.find((r) => r.name === ROLE_PHOTOGRAPHER);
  const isPhotographerIn = (v: UserFormValues) =>
    photographerRole !== undefined && v.roleIds.includes(photographerRole.id);
  const create = useCreateUser();
  const update = useUpdateUser();
  const f = useItemForm({
    itemType: 'user',
    item: user,
    readOnly,
    initialValues: () => toFormValues(user, photographerRole ? [photographerRole.id] : []),
    toInput: (v) => toInput(v, isPhotographerIn(v)),
    save: async ({ input, changes, item }) =>
      item
        ? update.mutateAsync({ id: item.id, changes, updatedAt: item.updatedAt })
        : (await create.mutateAsync(input)).invitationSent,
    notify: (saved, input) => {
      const name = fullName(input);
      if (saved === true) void message.success(`User “${name}” added; the invitation to ${input.email} is on its way`);
      else if (saved === false)
        void message.warning(`User “${name}” added, but no invitation was sent: use Resend invitation`);
      else void message.success(`User “${name}” saved`);
    },
    onSaved: onDone,
  });
  const roleIds = (Form.useWatch('roleIds', f.form) as number[] | undefined) ?? f.initial.roleIds;
  const isPhotographer = isPhotographerIn({ ...f.initial, roleIds });

  return (
    <LongForm<UserFormValues> {...f.formProps}>
      <Flex vertical gap={16}>
        <Card title="Account">
          <AccountFields
            roles={roles}
            isSelf={user !== undefined && user.id === myId}
            onUploadingChange={f.trackUploads('avatar')}
          />
        </Card>
        <Card title="Level and pay">
          <LevelAndPayFields isPhotographer={isPhotographer} />
        </Card>
        <Card title="Address">
          <AddressFields />
        </Card>
        {isPhotographer && (
          <Card title="Photographer profile">
            <PhotographerFields onUploadingChange={f.trackUploads('images')} />
          </Card>
        )}
        <FormFooter state={f} addLabel="Add user" onCancel={onDone} backLabel="Back to list" onReload={onReload} />
      </Flex>
    </LongForm>
  );
}
