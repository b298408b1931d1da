import { Card, Select, Typography } from 'antd';
import { BROWSE_AND_BUY_FILTER_KEYS, ORDER_SORT_FIELDS, ORDER_SOURCE_LABELS, OUTSIDE_SOURCES } from '@phlox/contract';
import { CsvImport } from '../../../shared/csv/CsvImport';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { DateAndEventFilters, useOrderColumns } from '../../orders/public';
import { SALES_IMPORT, useBrowseAndBuyList } from '../api';

const NOUN: Noun = { singular: 'Sale', plural: 'Sales' };
const HIDDEN = new Set(['coupon', 'phone']);

/** /browse-and-buy: sales made on Zenfolio and PhotoDay, and their import from those platforms' CSV exports. */
export function BrowseAndBuyListPage() {
  const list = useListState('browse-and-buy', {
    sortFields: ORDER_SORT_FIELDS,
    filterKeys: BROWSE_AND_BUY_FILTER_KEYS,
  });
  const result = useBrowseAndBuyList(list.query);
  const columns = useOrderColumns().filter((c) => !HIDDEN.has(c.key));
  // The list has no other changes than the import: it needs the Import add-on on top of Manage.
  const mayManage = usePermission('browse-and-buy', 'manage');
  const canManage = useAddon('browse-and-buy.import') && mayManage;
  const meta = result.data?.meta;
  const table = (
    <Card>
      <ListToolbar list={list} searchPlaceholder="Search by order #, customer, e-mail or phone">
        <Select
          aria-label="Source"
          placeholder="Source"
          allowClear
          style={{ width: 190 }}
          value={list.filters.source}
          onChange={(v: string | undefined) => list.setFilter('source', v)}
          options={OUTSIDE_SOURCES.map((s) => ({ value: s, label: ORDER_SOURCE_LABELS[s] }))}
        />
        <DateAndEventFilters list={list} />
      </ListToolbar>
      <ResourceTable list={list} result={result} columns={columns} rowKey={(o) => o.id} noun={NOUN} />
      {canManage && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          To import sales, drop a Zenfolio or PhotoDay CSV anywhere on this list, or use Import CSV. Importing the same
          file again adds nothing.
        </Typography.Paragraph>
      )}
    </Card>
  );

  return (
    <CsvImport
      descriptor={SALES_IMPORT}
      enabled={canManage}
      renderActions={(actions) => (
        <PageHeader
          title="Browse & Buy"
          subtitle={<ListCount total={meta?.total} noun={NOUN} qualifier={meta?.totalCapped ? 'atLeast' : undefined} />}
          actions={actions}
        />
      )}
    >
      {table}
    </CsvImport>
  );
}
