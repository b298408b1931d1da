import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HistoryEntry, ListResponse } from '@phlox/contract';
import { api } from '../api/client';

export const historyKeys = {
  all: ['history'] as const,
  item: (menu: string, itemId: number) => ['history', menu, itemId] as const,
  page: (menu: string, itemId: number, page: number, pageSize: number) =>
    ['history', menu, itemId, { page, pageSize }] as const,
};

export function useItemHistory(menu: string, itemId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: historyKeys.page(menu, itemId, page, pageSize),
    queryFn: ({ signal }) =>
      api.get<ListResponse<HistoryEntry>>('/api/history', { query: { menu, itemId, page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
