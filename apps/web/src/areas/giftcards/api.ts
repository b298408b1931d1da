import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Giftcard,
  GiftcardAdjustment,
  GiftcardInput,
  GiftcardTransaction,
  GiftcardUpdate,
  ItemResponse,
  ListResponse,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/giftcards';
export const giftcardKeys = createQueryKeys('giftcards');
const ledgerKey = (id: number) => [...giftcardKeys.detail(id), 'transactions'] as const;

/** A card change touches its row in lists, its page, its ledger and its history; declared once. */
function invalidateGiftcard(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: giftcardKeys.lists() });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: giftcardKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('giftcards', id) });
  }
}

export function useGiftcardList(query: ListQuery) {
  return useQuery({
    queryKey: giftcardKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Giftcard>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGiftcard(id: number) {
  return useQuery({
    queryKey: giftcardKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<Giftcard>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useGiftcardLedger(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...ledgerKey(id), { page, pageSize }],
    queryFn: ({ signal }) =>
      api.get<ListResponse<GiftcardTransaction>>(`${PATH}/${id}/transactions`, {
        query: { page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveGiftcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      input,
      updatedAt,
    }: {
      id?: number;
      input: GiftcardInput | GiftcardUpdate;
      updatedAt?: string;
    }) =>
      (id === undefined
        ? api.post<ItemResponse<Giftcard>>(PATH, input)
        : api.patch<ItemResponse<Giftcard>>(`${PATH}/${id}`, { ...input, updatedAt })
      ).then((r) => r.data),
    onSuccess: (card) => {
      queryClient.setQueryData(giftcardKeys.detail(card.id), card);
      invalidateGiftcard(queryClient, card.id);
    },
  });
}

export function useDeleteGiftcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: giftcardKeys.detail(id) });
      invalidateGiftcard(queryClient);
    },
  });
}

/** A manual credit or debit; the balance, the ledger and the history all move. */
export function useAdjustGiftcard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiftcardAdjustment) =>
      api
        .post<ItemResponse<{ transaction: GiftcardTransaction; balance: number }>>(`${PATH}/${id}/transactions`, body)
        .then((r) => r.data),
    onSuccess: () => invalidateGiftcard(queryClient, id),
  });
}
