import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CategoryDetail,
  CategoryInput,
  CategoryListItem,
  CategoryLookups,
  CategoryUpdate,
  ItemResponse,
  ListResponse,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/categories';
export const categoryKeys = createQueryKeys('categories');
const lookupsKey = [...categoryKeys.all, 'lookups'] as const;
// Events and bundles show their category's name.
const dependentAreas = [createQueryKeys('events').all, createQueryKeys('bundles').all];

/** Everything a change to a category makes stale, declared once. */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: categoryKeys.lists() });
  // A new or renamed group is a parent to choose in the form.
  void queryClient.invalidateQueries({ queryKey: lookupsKey });
  for (const key of dependentAreas) void queryClient.invalidateQueries({ queryKey: key });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: categoryKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('categories', id) });
  }
}

export function useCategoryList(query: ListQuery) {
  return useQuery({
    queryKey: categoryKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<CategoryListItem>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCategory(id: number) {
  return useQuery({
    queryKey: categoryKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<CategoryDetail>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

/** Parent groups, product categories and booster clubs for the form and the list's filter, in one call. */
export function useCategoryLookups() {
  return useQuery({
    queryKey: lookupsKey,
    queryFn: ({ signal }) => api.get<ItemResponse<CategoryLookups>>(`${PATH}/lookups`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

type Save = { id?: undefined; input: CategoryInput } | { id: number; input: CategoryUpdate };

/** Adds (no id) or updates a category with its children; `input.updatedAt` guards against stale saves. */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: Save) =>
      (save.id === undefined
        ? api.post<ItemResponse<CategoryDetail>>(PATH, save.input)
        : api.patch<ItemResponse<CategoryDetail>>(`${PATH}/${save.id}`, save.input)
      ).then((r) => r.data),
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.detail(category.id), category);
      invalidateAfterChange(queryClient, category.id);
    },
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: categoryKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}
