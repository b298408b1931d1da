import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  BROWSE_AND_BUY_CSV_COLUMNS,
  BROWSE_AND_BUY_CSV_REQUIRED,
  BROWSE_AND_BUY_IMPORT_CHUNK_ROWS,
  BROWSE_AND_BUY_TEMPLATE_ROWS,
  ORDER_SOURCE_LABELS,
  OUTSIDE_EXPORT_HEADERS,
  OUTSIDE_SOURCES,
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

/**
 * Zenfolio and PhotoDay exports, as the platforms export them (their columns matched to ours, `source` being
 * the platform chosen) or in our template: in parts (no request limit, a real progress bar), above 5,000 rows
 * as a job.
 */
export const SALES_IMPORT: CsvImportDescriptor = {
  plural: 'sales',
  path: PATH,
  columns: { known: BROWSE_AND_BUY_CSV_COLUMNS, required: BROWSE_AND_BUY_CSV_REQUIRED },
  template: { rows: BROWSE_AND_BUY_TEMPLATE_ROWS, fileName: 'browse-and-buy-template.csv' },
  partRows: BROWSE_AND_BUY_IMPORT_CHUNK_ROWS,
  // An order's lines in one part: identical items are numbered within their order.
  keepTogether: 'source_order_id',
  maxBytes: 50 * 1024 * 1024,
  sendsFileName: true,
  mapping: {
    sourceColumn: 'source',
    sources: OUTSIDE_SOURCES.map((value) => ({
      value,
      label: ORDER_SOURCE_LABELS[value],
      headers: OUTSIDE_EXPORT_HEADERS[value],
    })),
  },
  invalidate: (queryClient) => invalidateOrder(queryClient),
};
