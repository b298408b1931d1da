import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ItemResponse, ListResponse, Role, RoleInput, RoleUpdate } from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { invalidateDependents } from '../../shared/api/staleness';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/roles';
export const roleKeys = createQueryKeys('roles');

/** Everything a change to a role makes stale, declared once: role lists, the item, its history, and users' roles. */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
  invalidateDependents(queryClient, 'roles');
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: roleKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('roles', id) });
  }
}

export function useRoleList(query: ListQuery) {
  return useQuery({
    queryKey: roleKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Role>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRole(id: number) {
  return useQuery({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<Role>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoleInput) => api.post<ItemResponse<Role>>(PATH, input).then((r) => r.data),
    onSuccess: (role) => invalidateAfterChange(queryClient, role.id),
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, updatedAt }: { id: number; changes: RoleUpdate; updatedAt: string }) =>
      api.patch<ItemResponse<Role>>(`${PATH}/${id}`, { ...changes, updatedAt }).then((r) => r.data),
    onSuccess: (role) => {
      queryClient.setQueryData(roleKeys.detail(role.id), role);
      invalidateAfterChange(queryClient, role.id);
    },
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: roleKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}
