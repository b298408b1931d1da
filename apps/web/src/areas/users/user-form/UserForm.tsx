import { useCallback, useState } from 'react';
import { App, Button, Card, Flex, Form } from 'antd';
import { ROLE_PHOTOGRAPHER, type RoleOption, type UserDetail } from '@phlox/contract';
import { AddressFields } from '../../../shared/address/AddressFields';
import { useAuthStore } from '../../../shared/auth/authStore';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { LongForm, SaveBar } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { useCreateUser, useUpdateUser } from '../api';
import { PhotographerFields } from '../components/PhotographerFields';
import { fullName } from '../user-list/useUserColumns';
import { AccountFields } from './AccountFields';
import { isDirty, toFormValues, toInput, type UserFormValues } from './formValues';

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

/** Two dropzones can upload at once; Save waits for both. */
function useUploading() {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const track = useCallback((key: string) => (on: boolean) => setBusy((b) => ({ ...b, [key]: on })), []);
  return { uploading: Object.values(busy).some(Boolean), track };
}

export function UserForm({ user, roles, readOnly, onDone, onReload }: UserFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<UserFormValues>();
  const myId = useAuthStore((s) => s.user?.id);
  const photographerRole = roles.find((r) => r.name === ROLE_PHOTOGRAPHER);
  // The version the user started from: a background refetch must not move it under their feet.
  const [baseline] = useState(user);
  const [initial] = useState(() => toFormValues(user, photographerRole ? [photographerRole.id] : []));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty && !readOnly);
  const { uploading, track } = useUploading();
  const [trackAvatar] = useState(() => track('avatar'));
  const [trackImages] = useState(() => track('images'));
  const create = useCreateUser();
  const update = useUpdateUser();
  const saving = create.isPending || update.isPending;
  const roleIds = (Form.useWatch('roleIds', form) as number[] | undefined) ?? initial.roleIds;
  const isPhotographer = photographerRole !== undefined && roleIds.includes(photographerRole.id);

  const onFinish = async (values: UserFormValues) => {
    if (readOnly) return;
    setFailure(null);
    const input = toInput({ ...initial, ...values }, isPhotographer);
    const name = fullName(input);
    try {
      if (baseline) {
        await update.mutateAsync({ id: baseline.id, changes: input, updatedAt: baseline.updatedAt });
        void message.success(`User “${name}” saved`);
      } else {
        const { invitationSent } = await create.mutateAsync(input);
        if (invitationSent)
          void message.success(`User “${name}” added; the invitation to ${input.email} is on its way`);
        else void message.warning(`User “${name}” added, but no invitation was sent: use Resend invitation`);
      }
      allowLeave();
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  };

  return (
    <LongForm<UserFormValues>
      form={form}
      initialValues={initial}
      onValuesChange={(_changed, all) => setDirty(isDirty(initial, all))}
      onFinish={onFinish}
      disabled={saving || readOnly}
    >
      <Flex vertical gap={16}>
        <Card title="Account">
          <AccountFields roles={roles} isSelf={baseline?.id === myId} onUploadingChange={trackAvatar} />
        </Card>
        <Card title="Address">
          <AddressFields />
        </Card>
        {isPhotographer && (
          <Card title="Photographer profile">
            <PhotographerFields onUploadingChange={trackImages} />
          </Card>
        )}
        <SaveBar alert={<FormFailureAlert failure={failure} itemType="user" onReload={onReload} />}>
          <Button onClick={onDone} disabled={false}>
            {readOnly ? 'Back to list' : 'Cancel'}
          </Button>
          {!readOnly && (
            <Button
              type="primary"
              htmlType="submit"
              loading={saving}
              disabled={uploading || (Boolean(baseline) && !dirty)}
            >
              {baseline ? 'Save' : 'Add user'}
            </Button>
          )}
        </SaveBar>
      </Flex>
    </LongForm>
  );
}
