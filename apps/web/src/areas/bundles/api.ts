import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BundleDetail,
  BundleEventOption,
  BundleInput,
  BundleListItem,
  BundleLookups,
  BundleTeamOption,
  BundleUpdate,
  ItemResponse,
  ListResponse,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/bundles';
export const bundleKeys = {
  ...createQueryKeys('bundles'),
  lookups: () => ['bundles', 'lookups'] as const,
  eventOptions: (query: object) => ['bundles', 'event-options', query] as const,
  teamOptions: (query: object) => ['bundles', 'team-options', query] as const,
};

/** Everything a change to a bundle makes stale, declared once: the lists, the academic years, the item, its history. */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: bundleKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: bundleKeys.lookups() });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: bundleKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('bundles', id) });
  }
}

export function useBundleList(query: ListQuery) {
  return useQuery({
    queryKey: bundleKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<BundleListItem>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBundle(id: number) {
  return useQuery({
    queryKey: bundleKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<BundleDetail>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

/** Levels, sports, products (with prices) and academic years, for the form and the list's filters. */
export function useBundleLookups() {
  return useQuery({
    queryKey: bundleKeys.lookups(),
    queryFn: ({ signal }) => api.get<ItemResponse<BundleLookups>>(`${PATH}/lookups`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

export interface EventOptionsQuery {
  q?: string;
  organizationId?: number;
  categoryId?: number;
}

/** Events to add to a bundle: the newest 20 matching the search, the team and the sport. */
export function useBundleEventOptions(query: EventOptionsQuery, enabled = true) {
  return useQuery({
    queryKey: bundleKeys.eventOptions(query),
    queryFn: async ({ signal }): Promise<BundleEventOption[]> =>
      (await api.get<ItemResponse<BundleEventOption[]>>(`${PATH}/event-options`, { query: { ...query }, signal })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Organizations to choose as the team: a name search, or the chosen one by id (to show its name). */
export function useBundleTeamOptions(query: { q?: string; ids?: string }) {
  return useQuery({
    queryKey: bundleKeys.teamOptions(query),
    queryFn: async ({ signal }): Promise<BundleTeamOption[]> =>
      (await api.get<ItemResponse<BundleTeamOption[]>>(`${PATH}/team-options`, { query: { ...query }, signal })).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

type Save = { id?: undefined; input: BundleInput } | { id: number; input: BundleUpdate };

/** Adds (no id) or updates a bundle with its children; `input.updatedAt` guards against stale saves. */
export function useSaveBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Save) =>
      (save.id === undefined
        ? api.post<ItemResponse<BundleDetail>>(PATH, save.input)
        : api.patch<ItemResponse<BundleDetail>>(`${PATH}/${save.id}`, save.input)
      ).then((r) => r.data),
    onSuccess: (bundle) => {
      queryClient.setQueryData(bundleKeys.detail(bundle.id), bundle);
      invalidateAfterChange(queryClient, bundle.id);
    },
  });
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: bundleKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}
