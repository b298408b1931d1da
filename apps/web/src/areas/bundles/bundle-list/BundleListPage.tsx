import { Card, Flex } from 'antd';
import { BUNDLE_FILTER_KEYS, BUNDLE_SORT_FIELDS } from '@phlox/contract';
import { AddButton } from '../../../shared/lists/AddButton';
import { ColumnPicker, useVisibleColumns } from '../../../shared/lists/ColumnPicker';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useBundleList } from '../api';
import { BundleFilters } from './BundleFilters';
import { ALWAYS_SHOWN, useBundleColumns } from './useBundleColumns';
import { bundlePaths } from '../paths';

const NOUN: Noun = { singular: 'Bundle', plural: 'Bundles' };

/** /bundles: season passes, with filters, search, sort and the columns the user chose. */
export function BundleListPage() {
  const list = useListState('bundles', { sortFields: BUNDLE_SORT_FIELDS, filterKeys: BUNDLE_FILTER_KEYS });
  const result = useBundleList(list.query);
  const canManage = usePermission('bundles', 'manage');
  const columns = useBundleColumns({ canManage });
  const visible = useVisibleColumns('bundles', columns, ALWAYS_SHOWN);

  const addButton = canManage && <AddButton to={bundlePaths.add}>Add bundle</AddButton>;

  return (
    <>
      <PageHeader
        title="Bundles"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={addButton}
      />
      <Card>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <ListToolbar list={list} searchPlaceholder="Search by name">
            <BundleFilters list={list} />
          </ListToolbar>
          <ColumnPicker list="bundles" columns={columns} alwaysShown={ALWAYS_SHOWN} />
        </Flex>
        <ResourceTable
          list={list}
          result={result}
          columns={visible}
          rowKey={(b) => b.id}
          noun={NOUN}
          emptyAction={addButton}
        />
      </Card>
    </>
  );
}
