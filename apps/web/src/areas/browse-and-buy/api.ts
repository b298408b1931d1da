import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BROWSE_AND_BUY_CSV_COLUMNS,
  BROWSE_AND_BUY_CSV_REQUIRED,
  BROWSE_AND_BUY_IMPORT_CHUNK_ROWS,
  BROWSE_AND_BUY_TEMPLATE_ROWS,
  type OrderListResponse,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import type { ListQuery } from '../../shared/lists/useListState';
import { invalidateOrder } from '../orders/public';
import type { CsvImportDescriptor } from '../../shared/csv/csvImport';

const PATH = '/api/browse-and-buy';
export const browseAndBuyKeys = createQueryKeys('browse-and-buy');

export function useBrowseAndBuyList(query: ListQuery) {
  return useQuery({
    queryKey: browseAndBuyKeys.list(query),
    queryFn: ({ signal }) => api.get<OrderListResponse>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Zenfolio and PhotoDay exports: in parts (no request limit, a real progress bar), above 5,000 rows as a job. */
export const SALES_IMPORT: CsvImportDescriptor = {
  plural: 'sales',
  path: PATH,
  columns: { known: BROWSE_AND_BUY_CSV_COLUMNS, required: BROWSE_AND_BUY_CSV_REQUIRED },
  template: { rows: BROWSE_AND_BUY_TEMPLATE_ROWS, fileName: 'browse-and-buy-template.csv' },
  partRows: BROWSE_AND_BUY_IMPORT_CHUNK_ROWS,
  maxBytes: 50 * 1024 * 1024,
  sendsFileName: true,
  invalidate: (queryClient) => invalidateOrder(queryClient),
};
