import { Card, Flex } from 'antd';
import { PRODUCT_CATEGORY_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useDialogParams } from '../../../shared/routing/useDialogParams';
import { useProductCategoryList } from '../api';
import { ProductCategoryFormModal } from './ProductCategoryFormModal';
import { useProductCategoryColumns } from './useProductCategoryColumns';

const NOUN: Noun = { singular: 'Product category', plural: 'Product categories' };

/** The "Product categories" tab of /products; add and edit in a dialog that lives in the URL. */
export function ProductCategoriesTab() {
  const list = useListState('product-categories', { sortFields: PRODUCT_CATEGORY_SORT_FIELDS });
  const result = useProductCategoryList(list.query);
  const canManage = usePermission('products', 'manage');
  const dialog = useDialogParams();
  const columns = useProductCategoryColumns({ canManage, dialog });

  const addButton = canManage && <AddButton onClick={dialog.openAdd}>Add product category</AddButton>;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <ListCount total={result.data?.meta.total} noun={NOUN} />
        {addButton}
      </Flex>
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search product categories by name" />
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(c) => c.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
      {canManage && <ProductCategoryFormModal dialog={dialog} />}
    </>
  );
}
