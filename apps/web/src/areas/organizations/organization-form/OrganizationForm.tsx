import { useState } from 'react';
import { Alert, App, Button, Form, Skeleton } from 'antd';
import type { Organization } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { isStaleUpdate } from '../../../shared/api/errorCodes';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { LongForm, SaveBar } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { useCreateOrganization, useOrganizationLookups, useUpdateOrganization } from '../api';
import { isDirty, toFormValues, toInput, type OrganizationFormValues } from './formValues';
import { OrganizationFields } from './OrganizationFields';

interface OrganizationFormProps {
  /** The organization being edited, as it was when the page opened; absent when adding. */
  organization?: Organization;
  /** View-only users see the values without a way to change them. */
  readOnly?: boolean;
  /** Leaves the page for the list (after a save, or Cancel). */
  onDone: () => void;
  /** Loads the latest version after a stale-update conflict. */
  onReload?: () => void;
}

export function OrganizationForm({ organization, readOnly, onDone, onReload }: OrganizationFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<OrganizationFormValues>();
  // The version the user started from: a background refetch must not move it under their feet.
  const [baseline] = useState(organization);
  const [initial] = useState(() => toFormValues(organization));
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [uploading, setUploading] = useState(false);
  const { allowLeave } = useUnsavedChangesGuard(dirty && !readOnly);
  const lookups = useOrganizationLookups();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const saving = create.isPending || update.isPending;

  const onFinish = async (values: OrganizationFormValues) => {
    // Ctrl+Enter reaches here too: nothing to save for a viewer or while an image is still uploading.
    if (readOnly || uploading) return;
    setFailure(null);
    const input = toInput(values);
    try {
      if (baseline) {
        await update.mutateAsync({ id: baseline.id, changes: input, updatedAt: baseline.updatedAt });
        void message.success(`Organization “${input.name.trim()}” saved`);
      } else {
        await create.mutateAsync(input);
        void message.success(`Organization “${input.name.trim()}” added`);
      }
      allowLeave();
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  };

  if (lookups.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (lookups.isError) return <Alert type="error" showIcon title={errorMessage(lookups.error)} />;
  const stale = isStaleUpdate(failure);

  return (
    <LongForm<OrganizationFormValues>
      form={form}
      initialValues={initial}
      onValuesChange={(_changed, all) => setDirty(isDirty(initial, { ...initial, ...all }))}
      onFinish={onFinish}
      disabled={saving || readOnly}
    >
      <OrganizationFields
        form={form}
        types={lookups.data.types}
        organization={baseline}
        onUploadingChange={setUploading}
        readOnly={readOnly}
      />
      {stale && (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title="This organization was changed by someone else. Reload to see their changes."
          action={
            onReload && (
              <Button size="small" onClick={onReload}>
                Reload
              </Button>
            )
          }
          style={{ marginTop: 16 }}
        />
      )}
      {failure !== null && !stale && (
        <Alert type="error" showIcon role="alert" title={errorMessage(failure)} style={{ marginTop: 16 }} />
      )}
      <SaveBar>
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
            {baseline ? 'Save' : 'Add organization'}
          </Button>
        )}
      </SaveBar>
    </LongForm>
  );
}
