import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ItemResponse, Level, LevelInput, ListResponse } from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { invalidateDependents } from '../../shared/api/staleness';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/levels';
export const levelKeys = createQueryKeys('levels');

/** Everything a change to a level makes stale, declared once. */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: levelKeys.lists() });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: levelKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('levels', id) });
  }
  invalidateDependents(queryClient, 'levels');
}

export function useLevelList(query: ListQuery) {
  return useQuery({
    queryKey: levelKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Level>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useLevel(id: number) {
  return useQuery({
    queryKey: levelKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<Level>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useCreateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LevelInput) => api.post<ItemResponse<Level>>(PATH, input).then((r) => r.data),
    onSuccess: (level) => invalidateAfterChange(queryClient, level.id),
  });
}

/** `updatedAt` is the version the form was loaded from; the server answers 409 STALE_UPDATE when it moved on. */
export function useUpdateLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, updatedAt }: { id: number; changes: Partial<LevelInput>; updatedAt: string }) =>
      api.patch<ItemResponse<Level>>(`${PATH}/${id}`, { ...changes, updatedAt }).then((r) => r.data),
    onSuccess: (level) => {
      queryClient.setQueryData(levelKeys.detail(level.id), level);
      invalidateAfterChange(queryClient, level.id);
    },
  });
}

export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: levelKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}
