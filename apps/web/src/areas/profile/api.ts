import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, ItemResponse, Profile, ProfileUpdate } from '@phlox/contract';
import { api } from '../../shared/api/client';
import { useAuthStore } from '../../shared/auth/authStore';
import { invalidateDependents } from '../../shared/api/staleness';
import { historyKeys } from '../../shared/history/historyApi';

const PATH = '/api/profile';
export const profileKeys = { all: ['profile'] as const };

export function useProfile() {
  return useQuery({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => api.get<ItemResponse<Profile>>(PATH, { signal }).then((r) => r.data),
  });
}

/** Saving also renames the user in the header and makes the Users screens reload this account. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ changes, updatedAt }: { changes: ProfileUpdate; updatedAt: string }) =>
      api.patch<ItemResponse<Profile>>(PATH, { ...changes, updatedAt }).then((r) => r.data),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      const { user, setUser } = useAuthStore.getState();
      if (user) setUser({ ...user, firstName: profile.firstName, lastName: profile.lastName });
      invalidateDependents(queryClient, 'profile');
      void queryClient.invalidateQueries({ queryKey: historyKeys.item('users', profile.id) });
    },
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordBody) => api.post<void>(`${PATH}/password`, body) });
}
