import { Card, Select } from 'antd';
import { CATEGORY_FILTER_KEYS, CATEGORY_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useCategoryList, useCategoryLookups } from '../api';
import { useCategoryColumns } from './useCategoryColumns';
import { categoryPaths } from '../paths';

const NOUN: Noun = { singular: 'Category', plural: 'Categories' };
/** The parent filter's value for "top-level groups only". */
const ROOT = 'root';

/** /categories: groups and their sports, tree-ordered by default; filter by group, search by name or slug. */
export function CategoryListPage() {
  const list = useListState('categories', { sortFields: CATEGORY_SORT_FIELDS, filterKeys: CATEGORY_FILTER_KEYS });
  const result = useCategoryList(list.query);
  const lookups = useCategoryLookups();
  const canManage = usePermission('categories', 'manage');
  const columns = useCategoryColumns({ canManage, treeOrder: !list.sort });

  const addButton = canManage && <AddButton to={categoryPaths.add}>Add category</AddButton>;

  return (
    <>
      <PageHeader
        title="Categories"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={addButton}
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search categories by name or slug">
          <Select
            aria-label="Parent group"
            placeholder="All groups"
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 240 }}
            loading={lookups.isPending}
            value={list.filters.parentId}
            onChange={(value?: string) => list.setFilter('parentId', value)}
            options={[
              { value: ROOT, label: 'Top-level groups only' },
              ...(lookups.data?.parents ?? []).map((p) => ({ value: String(p.id), label: `In ${p.name}` })),
            ]}
          />
        </ListToolbar>
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(category) => category.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
    </>
  );
}
