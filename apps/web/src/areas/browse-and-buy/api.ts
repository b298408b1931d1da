import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BROWSE_AND_BUY_IMPORT_CHUNK_ROWS,
  type ImportResult,
  type ItemResponse,
  type OrderListResponse,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { importInParts } from '../../shared/csv/csvParts';
import type { ListQuery } from '../../shared/lists/useListState';
import { invalidateOrder } from '../orders/public';
import { useStartImportJob } from '../../shared/csv/importJobApi';

const PATH = '/api/browse-and-buy';
export const browseAndBuyKeys = createQueryKeys('browse-and-buy');

export function useBrowseAndBuyList(query: ListQuery) {
  return useQuery({
    queryKey: browseAndBuyKeys.list(query),
    queryFn: ({ signal }) => api.get<OrderListResponse>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Big files go in parts of BROWSE_AND_BUY_IMPORT_CHUNK_ROWS rows: no request limit, and a real progress bar. */
export function useImportSales() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { csv: string; dryRun: boolean; fileName: string; onProgress: (done: number) => void }) =>
      importInParts(
        v.csv,
        BROWSE_AND_BUY_IMPORT_CHUNK_ROWS,
        (part) =>
          api
            .post<ItemResponse<ImportResult>>(`${PATH}/import`, {
              csv: part.text,
              dryRun: v.dryRun,
              firstLine: part.firstLine,
              fileName: v.fileName,
            })
            .then((r) => r.data),
        v.onProgress,
      ),
    onSuccess: (result) => {
      if (!result.dryRun) invalidateOrder(queryClient);
    },
  });
}

/** A file above IMPORT_INLINE_MAX_ROWS rows imports as a background job. */
export const useStartSalesImportJob = () => useStartImportJob(`${PATH}/import/jobs`);
