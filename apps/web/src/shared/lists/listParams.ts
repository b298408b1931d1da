import { MAX_PAGE_SIZE } from '@phlox/contract';

/** URL search-param names a list owns; anything else in the URL (an open dialog, say) is left alone. */
export const LIST_PARAM_KEYS = ['page', 'pageSize', 'sort', 'q'] as const;

export type SortOrder = 'ascend' | 'descend';

export function parsePositiveInt(raw: string | null, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : undefined;
}

export function parsePageSize(raw: string | null): number | undefined {
  return parsePositiveInt(raw, MAX_PAGE_SIZE);
}

/** `name` sorts ascending, `-name` descending; anything not in the list's sort fields is ignored. */
export function parseSort(raw: string | null, sortFields: readonly string[]): string | undefined {
  if (!raw) return undefined;
  const field = raw.startsWith('-') ? raw.slice(1) : raw;
  return sortFields.includes(field) ? raw : undefined;
}

export function sortOrderOf(sort: string | undefined, field: string): SortOrder | null {
  if (sort === field) return 'ascend';
  if (sort === `-${field}`) return 'descend';
  return null;
}

export function toSortParam(field: string, order: SortOrder | null | undefined): string | undefined {
  if (!order) return undefined;
  return order === 'descend' ? `-${field}` : field;
}
