import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ItemResponse,
  ListResponse,
  MediaDayOption,
  Sow,
  SowInput,
  SowOption,
  SowRow,
  SowUpdate,
} from '@phlox/contract';
import { api, apiDownload } from '../../shared/api/client';
import { saveFile } from '../../shared/csv/saveFile';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';
import { eventKeys } from './api';

const PATH = '/api/statements-of-work';
export const sowKeys = {
  ...createQueryKeys('statements-of-work'),
  options: () => ['statements-of-work', 'options'] as const,
  mediaDayOptions: (q: string, sowId: number | undefined) =>
    ['statements-of-work', 'media-day-options', { q, sowId }] as const,
};

/** Everything a change to a Statement of Work makes stale: its lists and pickers, and the media days it links. */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: sowKeys.all });
  void queryClient.invalidateQueries({ queryKey: eventKeys.all });
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: historyKeys.item('statements-of-work', id) });
}

export function useSowList(query: ListQuery) {
  return useQuery({
    queryKey: sowKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<SowRow>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSow(id: number) {
  return useQuery({
    queryKey: sowKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<Sow>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

/** Every live Statement of Work, for the media day form's picker. */
export function useSowOptions(enabled = true) {
  return useQuery({
    enabled,
    queryKey: sowKeys.options(),
    queryFn: ({ signal }) => api.get<ItemResponse<SowOption[]>>(`${PATH}/options`, { signal }).then((r) => r.data),
  });
}

/** Media days matching a search, each with the Statement of Work it is linked to; `sowId` is the one edited. */
export function useMediaDayOptions(q: string, sowId: number | undefined) {
  return useQuery({
    queryKey: sowKeys.mediaDayOptions(q, sowId),
    queryFn: ({ signal }) =>
      api
        .get<ItemResponse<MediaDayOption[]>>(`${PATH}/media-day-options`, { query: { q, sowId }, signal })
        .then((r) => r.data),
  });
}

export function useSaveSow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: SowInput | SowUpdate }) =>
      (id ? api.patch<ItemResponse<Sow>>(`${PATH}/${id}`, input) : api.post<ItemResponse<Sow>>(PATH, input)).then(
        (r) => r.data,
      ),
    onSuccess: (sow) => {
      queryClient.setQueryData(sowKeys.detail(sow.id), sow);
      invalidateAfterChange(queryClient, sow.id);
    },
  });
}

export function useDeleteSow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: sowKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}

/**
 * Saves a Statement of Work's uploaded contract. It is private: the API sends it to staff who may view the SOW,
 * with the session's token, which a plain link to the file could not carry.
 */
export async function saveSowContract(id: number, fallbackName: string) {
  const { blob, fileName } = await apiDownload(`${PATH}/${id}/contract`);
  saveFile(blob, fileName ?? fallbackName);
}
