import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemResponse, SaleMatchInput, SaleMatchResult } from '@phlox/contract';
import { api } from '../../shared/api/client';
import { invalidateDependents } from '../../shared/api/staleness';
import { historyKeys } from '../../shared/history/historyApi';

/** Unmatched sales given their event: one sale or a whole gallery (POST /api/browse-and-buy/matches). */
export function useMatchSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaleMatchInput) =>
      api.post<ItemResponse<SaleMatchResult>>('/api/browse-and-buy/matches', input).then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['browse-and-buy'] });
      invalidateDependents(queryClient, 'browse-and-buy');
      void queryClient.invalidateQueries({ queryKey: [...historyKeys.all] });
    },
  });
}
