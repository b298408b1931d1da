import { DatePicker, Select } from 'antd';
import {
  FULFILMENT_LABELS,
  FULFILMENT_STATUSES,
  ORDER_FILTER_KEYS,
  ORDER_SOURCE_LABELS,
  ORDER_SOURCES,
  ORDER_STATUSES,
  REFUND_STATES,
  type RefundState,
} from '@phlox/contract';
import { fromCalendarDate, toCalendarDate } from '../../../shared/forms/chicagoDates';
import type { ListState } from '../../../shared/lists/useListState';
import { useOrderLookups } from '../api';
import { EventSelect } from '../components/EventSelect';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

export type OrderFilterKey = (typeof ORDER_FILTER_KEYS)[number];
const label = (s: string) => (s.charAt(0).toUpperCase() + s.slice(1)).replace(/_/g, ' ');
const REFUND_LABELS: Record<RefundState, string> = {
  none: 'Not refunded',
  partial: 'Partly refunded',
  full: 'Fully refunded',
};

/** Date range and the event filter, shared by the orders and browse-and-buy lists. */
export function DateAndEventFilters({ list }: { list: ListState<'eventId' | 'from' | 'to'> }) {
  const { filters } = list;
  return (
    <>
      <EventSelect
        value={filters.eventId ? Number(filters.eventId) : undefined}
        onChange={(id) => list.setFilter('eventId', id ? String(id) : undefined)}
      />
      <DatePicker.RangePicker
        aria-label="Order dates"
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
    </>
  );
}

/** Every filter of the orders list; each lives in the URL like the rest of the list's state. */
export function OrderFilters({ list }: { list: ListState<OrderFilterKey> }) {
  const lookups = useOrderLookups();
  const { filters } = list;
  const select = (
    key: OrderFilterKey,
    placeholder: string,
    options: Array<{ value: string; label: string }>,
    width = 150,
  ) => (
    <Select
      aria-label={placeholder}
      placeholder={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      style={{ width }}
      value={filters[key]}
      onChange={(v: string | undefined) => list.setFilter(key, v)}
      options={options}
    />
  );
  return (
    <>
      {select(
        'status',
        'Status',
        ORDER_STATUSES.map((s) => ({ value: s, label: label(s) })),
      )}
      {select(
        'source',
        'Source',
        ORDER_SOURCES.map((s) => ({ value: s, label: ORDER_SOURCE_LABELS[s] })),
      )}
      <DateAndEventFilters list={list} />
      {select(
        'bundleId',
        'Bundle',
        (lookups.data?.bundles ?? []).map((b) => ({ value: String(b.id), label: b.name })),
        200,
      )}
      {select(
        'couponId',
        'Coupon',
        (lookups.data?.coupons ?? []).map((c) => ({ value: String(c.id), label: c.code })),
      )}
      {select(
        'fulfilment',
        'Fulfilment',
        FULFILMENT_STATUSES.map((s) => ({ value: s, label: FULFILMENT_LABELS[s] })),
      )}
      {select(
        'refund',
        'Refunds',
        REFUND_STATES.map((s) => ({ value: s, label: REFUND_LABELS[s] })),
      )}
    </>
  );
}
