import { useState } from 'react';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import {
  BROWSE_AND_BUY_FILTER_KEYS,
  EVENT_MATCH_LABELS,
  EVENT_MATCHES,
  ORDER_SORT_FIELDS,
  ORDER_SOURCE_LABELS,
  OUTSIDE_SOURCES,
  type OrderListItem,
} from '@phlox/contract';
import { CsvImport } from '../../../shared/csv/CsvImport';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun, type ResourceColumn } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { DateAndEventFilters, useOrderColumns } from '../../orders/public';
import { SALES_IMPORT, useBrowseAndBuyList } from '../api';
import { MatchSaleDialog } from './MatchSaleDialog';

const NOUN: Noun = { singular: 'Sale', plural: 'Sales' };
const HIDDEN = new Set(['coupon', 'phone']);

/** An unmatched sale names what its platform filed it under, where a matched one names its event. */
const unmatchedEvent = (o: OrderListItem) =>
  o.unmatched && (
    <Space size={4} wrap>
      <Tag color="orange">Unmatched</Tag>
      {o.unmatched.title && (
        <Typography.Text type="secondary">
          {o.unmatched.title}
          {o.unmatched.date ? ` (${o.unmatched.date})` : ''}
        </Typography.Text>
      )}
    </Space>
  );

/** /browse-and-buy: sales made on Zenfolio and PhotoDay, and their import from those platforms' CSV exports. */
export function BrowseAndBuyListPage() {
  const list = useListState('browse-and-buy', {
    sortFields: ORDER_SORT_FIELDS,
    filterKeys: BROWSE_AND_BUY_FILTER_KEYS,
  });
  const result = useBrowseAndBuyList(list.query);
  const [matching, setMatching] = useState<OrderListItem | null>(null);
  // Importing needs the Import add-on on top of Manage; matching a sale to its event needs Manage.
  const mayManage = usePermission('browse-and-buy', 'manage');
  const canManage = useAddon('browse-and-buy.import') && mayManage;
  const columns: ResourceColumn<OrderListItem>[] = [
    ...useOrderColumns()
      .filter((c) => !HIDDEN.has(c.key))
      .map((c) =>
        c.key === 'events' && c.render
          ? { ...c, render: (v: unknown, o: OrderListItem, i: number) => unmatchedEvent(o) || c.render!(v, o, i) }
          : c,
      ),
    ...(mayManage
      ? [
          {
            key: 'actions',
            title: <span className="sr-only">Actions</span>,
            align: 'right' as const,
            render: (_: unknown, o: OrderListItem) =>
              o.unmatched && (
                <Button
                  size="small"
                  icon={<LinkOutlined aria-hidden />}
                  onClick={() => setMatching(o)}
                  aria-label={`Match sale ${o.sourceOrderId ?? o.id} to an event`}
                >
                  Match
                </Button>
              ),
          },
        ]
      : []),
  ];
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
        <Select
          aria-label="Event match"
          placeholder="Event match"
          allowClear
          style={{ width: 150 }}
          value={list.filters.eventMatch}
          onChange={(v: string | undefined) => list.setFilter('eventMatch', v)}
          options={EVENT_MATCHES.map((m) => ({ value: m, label: EVENT_MATCH_LABELS[m] }))}
        />
        <DateAndEventFilters list={list} />
      </ListToolbar>
      <ResourceTable list={list} result={result} columns={columns} rowKey={(o) => o.id} noun={NOUN} />
      <MatchSaleDialog sale={matching} onClose={() => setMatching(null)} />
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
