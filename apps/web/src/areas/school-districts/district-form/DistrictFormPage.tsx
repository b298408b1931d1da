import { Flex } from 'antd';
import type { SchoolDistrict } from '@phlox/contract';
import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { BackToListButton } from '../../../shared/ui/BackToListButton';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useDeleteSchoolDistrict, useSchoolDistrict } from '../api';
import { schoolDistrictPaths } from '../paths';
import { UnlinkSchoolsNotice } from '../UnlinkSchoolsNotice';
import { DistrictForm } from './DistrictForm';

const BACK_LABEL = 'School Districts';

/** Add and edit share this screen: `/school-districts/add` and `/school-districts/edit/:districtId`. */
export function DistrictFormPage() {
  const { id, canManage, back } = useItemPage({
    param: 'districtId',
    module: 'school-districts',
    listPath: schoolDistrictPaths.list,
  });
  if (id === null) return <ItemLoadError error={null} itemType="school district" onBack={back} />;
  if (id === undefined) {
    if (!canManage)
      return <NoAccess what="add school districts" area="School Districts" listPath={schoolDistrictPaths.list} />;
    return (
      <>
        <PageHeader title="Add school district" actions={<BackToListButton onClick={back} label={BACK_LABEL} />} />
        <div style={{ maxWidth: 1040 }}>
          <DistrictForm onDone={back} />
        </div>
      </>
    );
  }
  return <EditDistrict key={id} id={id} readOnly={!canManage} onDone={back} />;
}

function EditDistrict({ id, readOnly, onDone }: { id: number; readOnly: boolean; onDone: () => void }) {
  const query = useSchoolDistrict(id);
  const { data } = query;
  const title = data === undefined ? 'Edit school district' : readOnly ? data.title : `Edit ${data.title}`;
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Flex gap={8} align="center">
            <BackToListButton onClick={onDone} label={BACK_LABEL} />
            {data && !readOnly && <DeleteDistrict district={data} onDeleted={onDone} />}
          </Flex>
        }
      />
      <FormBesideHistory formSpan={16} history={{ menu: 'school-districts', itemId: id, itemType: 'school district' }}>
        <LoadedItem query={query} itemType="school district" onBack={onDone}>
          {(district, { formKey, reload }) => (
            <DistrictForm key={formKey} district={district} readOnly={readOnly} onDone={onDone} onReload={reload} />
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}

/** The same confirmation and refusal dialog (linked events) as the list's Delete; leaves for the list once done. */
function DeleteDistrict({ district, onDeleted }: { district: SchoolDistrict; onDeleted: () => void }) {
  const { mutateAsync: deleteById } = useDeleteSchoolDistrict();
  const remove = useDeleteWithMessage(deleteById, 'school district');
  return (
    <ConfirmDelete
      itemType="school district"
      itemName={district.title}
      description={<UnlinkSchoolsNotice id={district.id} known={district.schoolCount} />}
      onConfirm={() => remove(district.id, district.title).then(onDeleted)}
    />
  );
}
