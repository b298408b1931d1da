import { Select } from 'antd';
import { SCHOOL_DISTRICT_FILTER_KEYS, SCHOOL_DISTRICT_STATUS_LABELS, SCHOOL_DISTRICT_STATUSES } from '@phlox/contract';
import type { ListState } from '../../../shared/lists/useListState';
import { stateOptions } from '../stateOptions';

export type DistrictFilterKey = (typeof SCHOOL_DISTRICT_FILTER_KEYS)[number];

/** State and status filters; both live in the URL like the rest of the list's state. */
export function DistrictFilters({ list }: { list: ListState<DistrictFilterKey> }) {
  return (
    <>
      <Select
        aria-label="State"
        placeholder="State"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        style={{ width: 180 }}
        value={list.filters.state}
        onChange={(v: string | undefined) => list.setFilter('state', v)}
        options={stateOptions}
      />
      <Select
        aria-label="Status"
        placeholder="Status"
        allowClear
        style={{ width: 140 }}
        value={list.filters.status}
        onChange={(v: string | undefined) => list.setFilter('status', v)}
        options={SCHOOL_DISTRICT_STATUSES.map((s) => ({ value: s, label: SCHOOL_DISTRICT_STATUS_LABELS[s] }))}
      />
    </>
  );
}
