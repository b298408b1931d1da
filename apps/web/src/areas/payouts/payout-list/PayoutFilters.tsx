import { DatePicker, Select } from 'antd';
import { PAYMENT_STATUSES, type PayeeRole } from '@phlox/contract';
import { fromCalendarDate, toCalendarDate } from '../../../shared/forms/chicagoDates';
import type { ListState } from '../../../shared/lists/useListState';
import { usePayeeOptions } from '../api';
import { OrganizationFilter } from './OrganizationFilter';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

export const PAYOUT_FILTER_KEYS = ['from', 'to', 'status', 'photographerId', 'boosterId', 'organizationId'] as const;
export type PayoutFilterKey = (typeof PAYOUT_FILTER_KEYS)[number];

function PayeeFilter({
  list,
  role,
  filterKey,
}: {
  list: ListState<PayoutFilterKey>;
  role: PayeeRole;
  filterKey: PayoutFilterKey;
}) {
  const options = usePayeeOptions(role);
  const label = role === 'staff' ? 'Photographer' : 'Booster club';
  return (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      style={{ width: 180 }}
      loading={options.isLoading}
      value={list.filters[filterKey]}
      onChange={(v?: string) => list.setFilter(filterKey, v)}
      options={(options.data ?? []).map((p) => ({ value: String(p.payeeId), label: p.payeeName }))}
    />
  );
}

/** Event dates (Chicago days), payee status and — for those who manage payouts — payee and organization pickers. */
export function PayoutFilters({ list, canManage }: { list: ListState<PayoutFilterKey>; canManage: boolean }) {
  const { filters } = list;
  return (
    <>
      <DatePicker.RangePicker
        aria-label="Event dates"
        placeholder={['From (Chicago)', 'To']}
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
      <Select
        aria-label="Status"
        placeholder="Any status"
        allowClear
        style={{ width: 140 }}
        value={filters.status}
        onChange={(v?: string) => list.setFilter('status', v)}
        options={PAYMENT_STATUSES.map((s) => ({ value: s, label: s }))}
      />
      {canManage && <PayeeFilter list={list} role="staff" filterKey="photographerId" />}
      {canManage && <PayeeFilter list={list} role="booster_club" filterKey="boosterId" />}
      {canManage && <OrganizationFilter list={list} />}
    </>
  );
}
