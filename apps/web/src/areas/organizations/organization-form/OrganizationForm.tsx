import { Alert, Skeleton } from 'antd';
import type { Organization } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { useCreateOrganization, useOrganizationLookups, useUpdateOrganization } from '../api';
import { toFormValues, toInput, type OrganizationFormValues } from './formValues';
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
  const lookups = useOrganizationLookups();
  const create = useCreateOrganization();
  const update = useUpdateOrganization();
  const f = useItemForm({
    itemType: 'organization',
    item: organization,
    readOnly,
    initialValues: () => toFormValues(organization),
    toInput,
    save: ({ input, changes, item }) =>
      item ? update.mutateAsync({ id: item.id, changes, updatedAt: item.updatedAt }) : create.mutateAsync(input),
    nameOf: (_saved, input) => input.name,
    onSaved: onDone,
  });

  if (lookups.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (lookups.isError) return <Alert type="error" showIcon title={errorMessage(lookups.error)} />;

  return (
    <LongForm<OrganizationFormValues> {...f.formProps}>
      <OrganizationFields
        form={f.form}
        types={lookups.data.types}
        districts={lookups.data.districts}
        organization={organization}
        onUploadingChange={f.trackUploads()}
        readOnly={readOnly}
      />
      <FormFooter
        state={f}
        addLabel="Add organization"
        onCancel={onDone}
        backLabel="Back to list"
        onReload={onReload}
      />
    </LongForm>
  );
}
