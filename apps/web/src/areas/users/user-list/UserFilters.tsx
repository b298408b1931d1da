import { Select } from 'antd';
import { USER_STATUSES } from '@phlox/contract';
import type { ListState } from '../../../shared/lists/useListState';
import { useRoleOptions } from '../api';

export const USER_FILTER_KEYS = ['role', 'status'] as const;
export type UserFilterKey = (typeof USER_FILTER_KEYS)[number];

const STATUS_LABELS: Record<(typeof USER_STATUSES)[number], string> = { active: 'Active', inactive: 'Inactive' };

/** Role and status filters; both live in the URL like the rest of the list's state. */
export function UserFilters({ list }: { list: ListState<UserFilterKey> }) {
  const roles = useRoleOptions();
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
    </>
  );
}
