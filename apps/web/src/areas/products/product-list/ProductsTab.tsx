import { Card, Flex, Select } from 'antd';
import { PRODUCT_FILTER_KEYS, PRODUCT_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useProductCategoryOptions, useProductList } from '../api';
import { useProductColumns } from './useProductColumns';
import { productPaths } from '../paths';

const NOUN: Noun = { singular: 'Product', plural: 'Products' };

export function ProductsTab() {
  const list = useListState('products', { sortFields: PRODUCT_SORT_FIELDS, filterKeys: PRODUCT_FILTER_KEYS });
  const result = useProductList(list.query);
  const categories = useProductCategoryOptions();
  const canManage = usePermission('products', 'manage');
  const columns = useProductColumns({ canManage });

  const addButton = canManage && <AddButton to={productPaths.add}>Add product</AddButton>;

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <ListCount total={result.data?.meta.total} noun={NOUN} />
        {addButton}
      </Flex>
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search products by name">
          <Select
            aria-label="Product category"
            placeholder="All categories"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
            loading={categories.isPending}
            value={list.filters.productCategoryId ? Number(list.filters.productCategoryId) : undefined}
            onChange={(value?: number) => list.setFilter('productCategoryId', value ? String(value) : undefined)}
            options={categories.data?.data.map((c) => ({ value: c.id, label: c.name }))}
          />
        </ListToolbar>
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(product) => product.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
    </>
  );
}
