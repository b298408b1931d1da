import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import {
  EVENT_FILTER_KEYS,
  EVENT_FULFILMENTS,
  EVENT_FULFILMENT_LABELS,
  EVENT_STATUSES,
  TYPES_OF_KIND,
  type EventKind,
  type EventLookups,
} from '@phlox/contract';
import type { ListState } from '../../../shared/lists/useListState';
import { useEventLookups } from '../api';
import { DistrictFilter } from '../components/DistrictFilter';
import { OrganizationSelect } from '../components/OrganizationSelect';
import { COMPETITION_LABELS, STATUS_LABELS } from '../labels';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

export type EventFilterKey = (typeof EVENT_FILTER_KEYS)[number];

/** Groups first, each followed by its sports, so choosing a group keeps all of its sports (server side). */
export function categoryOptions(categories: EventLookups['categories'] | undefined) {
  const list = categories ?? [];
  return list
    .filter((c) => c.parentId === null)
    .flatMap((g) => [
      { value: String(g.id), label: g.name },
      ...list.filter((c) => c.parentId === g.id).map((c) => ({ value: String(c.id), label: `— ${c.name}` })),
    ]);
}

/**
 * The tab's filters, all in the URL. Sideline: category, status, fulfilment, Chicago days, organization, level,
 * photographer, type and private. Media Days: status, fulfilment, days, teams, level and school district.
 */
export function EventFilters({ list, kind }: { list: ListState<EventFilterKey>; kind: EventKind }) {
  const sideline = kind === 'sideline';
  const lookups = useEventLookups();
  const { filters } = list;
  const range: [dayjs.Dayjs | null, dayjs.Dayjs | null] = [
    filters.from ? dayjs(filters.from) : null,
    filters.to ? dayjs(filters.to) : null,
  ];
  const orgId = filters.organizationId ? Number(filters.organizationId) : undefined;
  return (
    <>
      {sideline && (
        <Select
          aria-label="Category"
          placeholder="Category / sport"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          popupMatchSelectWidth={false}
          style={{ width: 170 }}
          loading={lookups.isPending}
          value={filters.categoryId}
          onChange={(v: string | undefined) => list.setFilter('categoryId', v)}
          options={categoryOptions(lookups.data?.categories)}
        />
      )}
      <Select
        aria-label="Status"
        placeholder="Status"
        allowClear
        style={{ width: 130 }}
        value={filters.status}
        onChange={(v: string | undefined) => list.setFilter('status', v)}
        options={EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <Select
        aria-label="Fulfilment"
        placeholder="Fulfilment"
        allowClear
        popupMatchSelectWidth={false}
        style={{ width: 140 }}
        value={filters.fulfilment}
        onChange={(v: string | undefined) => list.setFilter('fulfilment', v)}
        options={EVENT_FULFILMENTS.map((f) => ({ value: f, label: EVENT_FULFILMENT_LABELS[f] }))}
      />
      <DatePicker.RangePicker
        aria-label="Dates"
        allowEmpty={[true, true]}
        value={range}
        format={DATE_FORMATS}
        style={{ width: 260 }}
        onChange={(v) =>
          list.setFilters({
            from: v?.[0]?.format('YYYY-MM-DD') ?? undefined,
            to: v?.[1]?.format('YYYY-MM-DD') ?? undefined,
          })
        }
      />
      <OrganizationSelect
        aria-label={sideline ? 'Organization or team' : 'Team'}
        placeholder={sideline ? 'Organization / team' : 'Team'}
        allowClear
        popupMatchSelectWidth={false}
        style={{ width: 190 }}
        value={orgId}
        onChange={(v) => list.setFilter('organizationId', typeof v === 'number' ? String(v) : undefined)}
      />
      <Select
        aria-label="Level"
        placeholder="Level"
        allowClear
        style={{ width: 130 }}
        value={filters.levelId}
        onChange={(v: string | undefined) => list.setFilter('levelId', v)}
        options={lookups.data?.levels.map((l) => ({ value: String(l.id), label: l.name }))}
      />
      {!sideline && (
        <DistrictFilter value={filters.schoolDistrictId} onChange={(v) => list.setFilter('schoolDistrictId', v)} />
      )}
      <Select
        aria-label="Staff"
        placeholder="Staff"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        style={{ width: 160 }}
        value={filters.photographerId}
        onChange={(v: string | undefined) => list.setFilter('photographerId', v)}
        options={lookups.data?.photographers.map((p) => ({ value: String(p.id), label: p.name }))}
      />
      <Select
        aria-label="Event type"
        placeholder="Type"
        allowClear
        style={{ width: 140 }}
        value={filters.competitionType}
        onChange={(v: string | undefined) => list.setFilter('competitionType', v)}
        options={TYPES_OF_KIND[kind].map((t) => ({ value: t, label: COMPETITION_LABELS[t] }))}
      />
      {sideline && (
        <Select
          aria-label="Private"
          placeholder="Private?"
          allowClear
          style={{ width: 120 }}
          value={filters.private}
          onChange={(v: string | undefined) => list.setFilter('private', v)}
          options={[
            { value: 'yes', label: 'Private' },
            { value: 'no', label: 'Public' },
          ]}
        />
      )}
    </>
  );
}
