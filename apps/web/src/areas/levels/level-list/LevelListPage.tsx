import { Card } from 'antd';
import { LEVEL_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useDialogParams } from '../../../shared/routing/useDialogParams';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useLevelList } from '../api';
import { LevelFormModal } from '../level-form/LevelFormModal';
import { useLevelColumns } from './useLevelColumns';

const NOUN: Noun = { singular: 'Level', plural: 'Levels' };

/** /levels: the list every other area copies — declarations in, shared machinery does the rest. */
export function LevelListPage() {
  const list = useListState('levels', { sortFields: LEVEL_SORT_FIELDS });
  const result = useLevelList(list.query);
  const canManage = usePermission('levels', 'manage');
  const dialog = useDialogParams();
  const columns = useLevelColumns({ canManage, dialog });

  const addButton = canManage && <AddButton onClick={dialog.openAdd}>Add level</AddButton>;

  return (
    <>
      <PageHeader
        title="Levels"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={addButton}
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search levels by name or code" />
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(level) => level.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
      {canManage && <LevelFormModal dialog={dialog} />}
    </>
  );
}
