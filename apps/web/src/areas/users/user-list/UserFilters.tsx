import { Select } from 'antd';
import { COMPENSATION_LABELS, COMPENSATION_TYPES, USER_STATUSES, type USER_FILTER_KEYS } from '@phlox/contract';
import type { ListState } from '../../../shared/lists/useListState';
import { useLevelOptions, useRoleOptions } from '../api';

export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

const STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = { active: 'Active', inactive: 'Inactive' };

/** Role, status, level and compensation type filters; all live in the URL like the rest of the list's state. */
export function UserFilters({ list }: { list: ListState<UserFilterKey> }) {
  const roles = useRoleOptions();
  const levels = useLevelOptions();
  return (
    <>
      <Select
        aria-label="Role"
        placeholder="Role"
        allowClear
        style={{ width: 180 }}
        loading={roles.isPending}
        value={list.filters.role}
        onChange={(v: string | undefined) => list.setFilter('role', v)}
        options={roles.data?.map((r) => ({ value: String(r.id), label: r.displayName }))}
      />
      <Select
        aria-label="Status"
        placeholder="Status"
        allowClear
        style={{ width: 140 }}
        value={list.filters.status}
        onChange={(v: string | undefined) => list.setFilter('status', v)}
        options={USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
      />
      <Select
        aria-label="Level"
        placeholder="Level"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        popupMatchSelectWidth={false}
        style={{ width: 150 }}
        loading={levels.isPending}
        value={list.filters.levelId}
        onChange={(v: string | undefined) => list.setFilter('levelId', v)}
        options={levels.data?.map((l) => ({ value: String(l.id), label: l.name }))}
      />
      <Select
        aria-label="Compensation"
        placeholder="Compensation"
        allowClear
        popupMatchSelectWidth={false}
        style={{ width: 170 }}
        value={list.filters.compensationType}
        onChange={(v: string | undefined) => list.setFilter('compensationType', v)}
        options={COMPENSATION_TYPES.map((t) => ({ value: t, label: COMPENSATION_LABELS[t] }))}
      />
    </>
  );
}
