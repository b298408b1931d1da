import { Select } from 'antd';
import { ORGANIZATION_FILTER_KEYS, ORGANIZATION_FLAGS, type OrganizationFlag } from '@phlox/contract';
import type { ListState } from '../../../shared/lists/useListState';
import { stateOfValue, useCities, useStates } from '../../../shared/locations/locationsApi';
import { useOrganizationLookups } from '../api';

export type OrganizationFilterKey = (typeof ORGANIZATION_FILTER_KEYS)[number];

const FLAG_LABELS: Record<OrganizationFlag, string> = { team: 'Team', venue: 'Venue', boosterClub: 'Booster club' };

/** Type, flags, state, city and district filters; each lives in the URL like the rest of the list's state. */
export function OrganizationFilters({ list }: { list: ListState<OrganizationFilterKey> }) {
  const lookups = useOrganizationLookups();
  const states = useStates();
  const { filters } = list;
  const state = stateOfValue(states.data, filters.state);
  const cities = useCities(state?.id);
  const flags = filters.flags ? filters.flags.split(',') : [];

  return (
    <>
      <Select
        aria-label="Type"
        placeholder="Type"
        allowClear
        style={{ width: 150 }}
        loading={lookups.isPending}
        value={filters.typeId}
        onChange={(v: string | undefined) => list.setFilter('typeId', v)}
        options={lookups.data?.types.map((t) => ({ value: String(t.id), label: t.name }))}
      />
      <Select
        aria-label="Flags"
        placeholder="Flags"
        mode="multiple"
        allowClear
        maxTagCount="responsive"
        style={{ width: 200 }}
        value={flags}
        onChange={(v: string[]) => list.setFilter('flags', v.length ? v.join(',') : undefined)}
        options={ORGANIZATION_FLAGS.map((f) => ({ value: f, label: FLAG_LABELS[f] }))}
      />
      <Select
        aria-label="State"
        placeholder="State"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: 150 }}
        loading={states.isPending}
        value={filters.state}
        // A city belongs to one state: a new state clears it, in the same step.
        onChange={(v: string | undefined) => list.setFilters({ state: v, city: undefined })}
        options={states.data?.map((s) => ({ value: s.code, label: s.name }))}
      />
      <Select
        aria-label="City"
        placeholder={state ? 'City' : 'City (choose a state)'}
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        disabled={!state && !filters.city}
        style={{ width: 190 }}
        loading={cities.isFetching}
        value={filters.city}
        onChange={(v: string | undefined) => list.setFilter('city', v)}
        options={cities.data?.map((c) => ({ value: c.name, label: c.name }))}
      />
      <Select
        aria-label="School district"
        placeholder="School district"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        style={{ width: 210 }}
        loading={lookups.isPending}
        value={filters.districtId}
        onChange={(v: string | undefined) => list.setFilter('districtId', v)}
        options={lookups.data?.districts.map((d) => ({ value: String(d.id), label: d.title }))}
      />
    </>
  );
}
