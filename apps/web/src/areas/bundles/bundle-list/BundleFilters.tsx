import { Select } from 'antd';
import { BUNDLE_FILTER_KEYS, GENDER_LABELS, GENDERS, SEASON_PASS_STATUSES } from '@phlox/contract';
import type { ListState } from '../../../shared/lists/useListState';
import { useBundleLookups } from '../api';
import { TeamSelect } from '../bundle-form/TeamSelect';

export type BundleFilterKey = (typeof BUNDLE_FILTER_KEYS)[number];

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Status, academic year, team, sport, level and gender; each lives in the URL like the rest of the list's state. */
export function BundleFilters({ list }: { list: ListState<BundleFilterKey> }) {
  const lookups = useBundleLookups();
  const { filters } = list;
  const idOf = (v: string | undefined) => (v ? Number(v) : undefined);
  const select = (
    key: BundleFilterKey,
    label: string,
    width: number,
    options: Array<{ value: string; label: string }>,
  ) => (
    <Select
      aria-label={label}
      placeholder={label}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width }}
      loading={lookups.isPending}
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
        130,
        SEASON_PASS_STATUSES.map((s) => ({ value: s, label: capitalize(s) })),
      )}
      {select(
        'academicYear',
        'Academic year',
        150,
        (lookups.data?.academicYears ?? []).map((y) => ({ value: y, label: y })),
      )}
      <TeamSelect
        aria-label="Team"
        placeholder="Team"
        style={{ width: 200 }}
        value={idOf(filters.organizationId)}
        onChange={(id) => list.setFilter('organizationId', id ? String(id) : undefined)}
      />
      {select(
        'categoryId',
        'Sport',
        150,
        (lookups.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name })),
      )}
      {select(
        'levelId',
        'Level',
        140,
        (lookups.data?.levels ?? []).map((l) => ({ value: String(l.id), label: l.name })),
      )}
      {select(
        'gender',
        'Gender',
        120,
        GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
      )}
    </>
  );
}
