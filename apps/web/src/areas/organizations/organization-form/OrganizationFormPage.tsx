import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { BackToListButton } from '../../../shared/ui/BackToListButton';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useOrganization } from '../api';
import { OrganizationForm } from './OrganizationForm';
import { organizationPaths } from '../paths';

/** Add and edit share this screen: `/organizations/add-organization` and `/organizations/edit-organization/:id`. */
export function OrganizationFormPage() {
  const { id, canManage, back } = useItemPage({
    param: 'organizationId',
    module: 'organizations',
    listPath: organizationPaths.list,
  });
  if (id === null) return <ItemLoadError error={null} itemType="organization" onBack={back} />;
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add organizations" area="Organizations" listPath={organizationPaths.list} />;
    return (
      <>
        <PageHeader title="Add organization" actions={<BackToListButton onClick={back} label="Organizations" />} />
        <OrganizationForm onDone={back} />
      </>
    );
  }
  return <EditOrganization key={id} id={id} readOnly={!canManage} onDone={back} />;
}

function EditOrganization({ id, readOnly, onDone }: { id: number; readOnly: boolean; onDone: () => void }) {
  const query = useOrganization(id);
  const name = query.data?.name;
  return (
    <>
      <PageHeader
        title={name === undefined ? 'Edit organization' : readOnly ? name : `Edit ${name}`}
        actions={<BackToListButton onClick={onDone} label="Organizations" />}
      />
      <FormBesideHistory formSpan={17} history={{ menu: 'organizations', itemId: id, itemType: 'organization' }}>
        <LoadedItem query={query} itemType="organization" onBack={onDone}>
          {(organization, { formKey, reload }) => (
            <OrganizationForm
              key={formKey}
              organization={organization}
              readOnly={readOnly}
              onDone={onDone}
              onReload={reload}
            />
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}
