import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ItemResponse,
  LevelOption,
  ListResponse,
  RoleOption,
  UserDetail,
  UserInput,
  UserListItem,
  UserUpdate,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { watchNewJob } from '../../shared/jobs/jobsApi';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { invalidateDependents } from '../../shared/api/staleness';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/users';
export const userKeys = {
  ...createQueryKeys('users'),
  roleOptions: () => ['users', 'role-options'] as const,
  levelOptions: () => ['users', 'level-options'] as const,
};

/** Everything a change to a user makes stale, declared once: lists, the item, its history, role counts. */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: userKeys.lists() });
  invalidateDependents(queryClient, 'users');
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: userKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('users', id) });
  }
}

export function useUserList(query: ListQuery) {
  return useQuery({
    queryKey: userKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<UserListItem>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<UserDetail>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

/** The roles a user can hold, for the form and the list's role filter. */
export function useRoleOptions() {
  return useQuery({
    queryKey: userKeys.roleOptions(),
    queryFn: ({ signal }) => api.get<{ data: RoleOption[] }>(`${PATH}/role-options`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

/** The levels a user can be given, for the form and the list's level filter. */
export function useLevelOptions() {
  return useQuery({
    queryKey: userKeys.levelOptions(),
    queryFn: ({ signal }) => api.get<{ data: LevelOption[] }>(`${PATH}/level-options`, { signal }).then((r) => r.data),
    staleTime: 60_000,
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserInput) => api.post<{ data: UserDetail; invitationSent: boolean }>(PATH, input),
    onSuccess: (result) => {
      invalidateAfterChange(queryClient, result.data.id);
      if (result.invitationSent) watchNewJob(queryClient);
    },
  });
}

/** `updatedAt` is the version the form was loaded from; the server answers 409 STALE_UPDATE when it moved on. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, updatedAt }: { id: number; changes: UserUpdate; updatedAt: string }) =>
      api.patch<ItemResponse<UserDetail>>(`${PATH}/${id}`, { ...changes, updatedAt }).then((r) => r.data),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      invalidateAfterChange(queryClient, user.id);
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}

/** "Resend invitation" or "Send password reset": a fresh single-use link by e-mail. */
export function useSendPasswordLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: number; kind: 'invitation' | 'password-reset' }) =>
      api.post(`${PATH}/${id}/${kind}`),
    onSuccess: () => watchNewJob(queryClient),
  });
}
