import { Card, Flex } from 'antd';
import { PROMOTION_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useDialogParams } from '../../../shared/routing/useDialogParams';
import { usePromotionList } from '../api';
import { PromotionFormModal } from './PromotionFormModal';
import { usePromotionColumns } from './usePromotionColumns';

const NOUN: Noun = { singular: 'Promotion', plural: 'Promotions' };

/** The "Promotions" tab of /coupons; add and edit in a dialog that lives in the URL. */
export function PromotionsTab() {
  const list = useListState('promotions', { sortFields: PROMOTION_SORT_FIELDS });
  const result = usePromotionList(list.query);
  const canManage = usePermission('coupons', 'manage');
  const dialog = useDialogParams();
  const columns = usePromotionColumns({ canManage, dialog });

  const addButton = canManage && <AddButton onClick={dialog.openAdd}>Add promotion</AddButton>;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <ListCount total={result.data?.meta.total} noun={NOUN} />
        {addButton}
      </Flex>
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search promotions by title or short name" />
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(p) => p.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
      {canManage && <PromotionFormModal dialog={dialog} />}
    </>
  );
}
