import { Card, DatePicker, Select } from 'antd';
import { Link } from 'react-router';
import {
  PAYEE_ROLE_LABELS,
  PAYEE_ROLES,
  SETTLEMENT_FILTER_KEYS,
  SETTLEMENT_SORT_FIELDS,
  type Settlement,
} from '@phlox/contract';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import { fromCalendarDate, toCalendarDate } from '../../../shared/forms/chicagoDates';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun, type ResourceColumn } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useOwnRowsOnly } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useSettlementList } from '../api';
import { ExportHistoryButton } from './ExportHistoryButton';
import { payoutPaths } from '../paths';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

const NOUN: Noun = { singular: 'Settlement', plural: 'Settlements' };

const COLUMNS: ResourceColumn<Settlement>[] = [
  {
    key: 'id',
    title: 'Settlement',
    render: (_, s) => <Link to={payoutPaths.settlement(s.id)}>#{s.id}</Link>,
  },
  {
    key: 'payee',
    title: 'Payee',
    render: (_, s) => (
      <Link to={payoutPaths.payeeHistory(s.payeeRole, s.payeeId)} title="This payee's history">
        {s.payeeName}
      </Link>
    ),
  },
  { key: 'role', title: 'Role', render: (_, s) => PAYEE_ROLE_LABELS[s.payeeRole] },
  { key: 'events', title: 'Events', align: 'right', render: (_, s) => s.eventCount },
  {
    key: 'total',
    title: 'Total',
    align: 'right',
    sortField: 'totalAmount',
    render: (_, s) => <MoneyCell cents={s.totalAmount} />,
  },
  { key: 'by', title: 'Settled by', render: (_, s) => s.settledBy?.name ?? '—' },
  { key: 'at', title: 'Settled', sortField: 'settledAt', render: (_, s) => <DateCell value={s.settledAt} /> },
  { key: 'comment', title: 'Comment', render: (_, s) => s.comment ?? '—' },
];

/** /payout/view-history: every settlement, filterable by payee and date; a payee's name opens its history. */
export function PayoutHistoryPage() {
  const list = useListState('payout', { sortFields: SETTLEMENT_SORT_FIELDS, filterKeys: SETTLEMENT_FILTER_KEYS });
  const result = useSettlementList(list.query);
  const { filters } = list;
  // A photographer's history holds only its own settlements: no payee type to choose.
  const ownOnly = useOwnRowsOnly('payouts');
  return (
    <>
      <PageHeader
        title="Payout history"
        subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
        actions={<ExportHistoryButton query={list.query} />}
      />
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search payee or comment">
          {!ownOnly && (
            <Select
              aria-label="Payee type"
              placeholder="Any payee type"
              allowClear
              style={{ width: 160 }}
              value={filters.payeeRole}
              onChange={(v?: string) => list.setFilters({ payeeRole: v, payeeId: undefined })}
              options={PAYEE_ROLES.map((r) => ({ value: r, label: PAYEE_ROLE_LABELS[r] }))}
            />
          )}
          <DatePicker.RangePicker
            aria-label="Settled between"
            placeholder={['Settled from', 'To']}
            format={DATE_FORMATS}
            allowEmpty={[true, true]}
            value={[fromCalendarDate(filters.from), fromCalendarDate(filters.to)]}
            onChange={(range) =>
              list.setFilters({
                from: toCalendarDate(range?.[0]) ?? undefined,
                to: toCalendarDate(range?.[1]) ?? undefined,
              })
            }
          />
        </ListToolbar>
        <ResourceTable list={list} result={result} columns={COLUMNS} rowKey={(s) => s.id} noun={NOUN} />
      </Card>
    </>
  );
}
