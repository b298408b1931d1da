import { Card, Flex } from 'antd';
import { ORDER_FILTER_KEYS, ORDER_SORT_FIELDS } from '@phlox/contract';
import { ColumnPicker, useVisibleColumns } from '../../../shared/lists/ColumnPicker';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useOrderList } from '../api';
import { ExportButton } from './ExportButton';
import { OrderFilters } from './OrderFilters';
import { useOrderColumns } from './useOrderColumns';

const NOUN: Noun = { singular: 'Order', plural: 'Orders' };
const ALWAYS_SHOWN = ['id'];

/** /orders: find any order among a million, filter, sort, choose columns and export what is listed. */
export function OrderListPage() {
  const list = useListState('orders', { sortFields: ORDER_SORT_FIELDS, filterKeys: ORDER_FILTER_KEYS });
  const result = useOrderList(list.query);
  const columns = useOrderColumns();
  const visible = useVisibleColumns('orders', columns, ALWAYS_SHOWN);
  const meta = result.data?.meta;

  return (
    <>
      <PageHeader
        title="Orders"
        subtitle={
          <ListCount
            total={meta?.total}
            noun={NOUN}
            qualifier={meta?.totalCapped ? (list.isFiltered ? 'atLeast' : 'about') : undefined}
          />
        }
        actions={<ExportButton query={list.query} total={meta?.total} />}
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search by order #, customer, e-mail, phone or player">
          <OrderFilters list={list} />
        </ListToolbar>
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <ColumnPicker list="orders" columns={columns} alwaysShown={ALWAYS_SHOWN} />
        </Flex>
        <ResourceTable list={list} result={result} columns={visible} rowKey={(o) => o.id} noun={NOUN} />
      </Card>
    </>
  );
}
