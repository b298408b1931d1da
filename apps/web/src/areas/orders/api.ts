import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  JobStarted,
  EventRefundInput,
  EventResolutionResult,
  EventRolloverInput,
  FulfilmentInput,
  HeldOrders,
  ItemResponse,
  OrderDetail,
  OrderEventOption,
  OrderListResponse,
  OrderLookups,
  OrderUpdate,
  RefundInput,
  RolloverInput,
} from '@phlox/contract';
import { api, apiDownload } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { saveFile } from '../../shared/csv/saveFile';
import { invalidateDependents } from '../../shared/api/staleness';
import { historyKeys } from '../../shared/history/historyApi';
import { watchNewJob } from '../../shared/jobs/jobsApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/orders';
export const orderKeys = {
  ...createQueryKeys('orders'),
  lookups: () => ['orders', 'lookups'] as const,
  eventOptions: (q: string, ids: string) => ['orders', 'event-options', q, ids] as const,
  held: (eventId: number) => ['orders', 'held', eventId] as const,
};

/**
 * What a change to an order makes stale, declared once: order lists (orders and browse-and-buy), the order,
 * its history and its products' histories. Refunds, rollovers and fulfilment also move events' sales and
 * payouts, which those areas load fresh.
 */
export function invalidateOrder(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
  invalidateDependents(queryClient, 'orders');
  if (id !== undefined) void queryClient.invalidateQueries({ queryKey: historyKeys.item('orders', id) });
  void queryClient.invalidateQueries({ queryKey: [...historyKeys.all, 'order-products'] });
}

export function useOrderList(query: ListQuery) {
  return useQuery({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => api.get<OrderListResponse>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number) {
  return useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<OrderDetail>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useOrderLookups() {
  return useQuery({
    queryKey: orderKeys.lookups(),
    queryFn: ({ signal }) => api.get<ItemResponse<OrderLookups>>(`${PATH}/lookups`, { signal }).then((r) => r.data),
    staleTime: 5 * 60 * 1000,
  });
}

/** Events whose title matches `q` (or the events `ids`, to label a chosen one), with the products each sells. */
export function useEventOptions(q: string, ids: number[] = []) {
  const idList = ids.join(',');
  return useQuery<OrderEventOption[]>({
    queryKey: orderKeys.eventOptions(q, idList),
    queryFn: ({ signal }) =>
      api
        .get<ItemResponse<OrderEventOption[]>>(`${PATH}/event-options`, {
          query: { q: q || undefined, ids: idList || undefined },
          signal,
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
}

/** Every order mutation answers with the order as it is now: it replaces the cached one. */
function useOrderMutation<V>(call: (v: V) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      invalidateOrder(queryClient, order.id);
    },
  });
}

const detailOf = (p: Promise<ItemResponse<OrderDetail>>) => p.then((r) => r.data);

export const useUpdateOrder = (id: number) =>
  useOrderMutation((changes: OrderUpdate) => detailOf(api.patch(`${PATH}/${id}`, changes)));

export const useRefund = (id: number) =>
  useOrderMutation(({ productId, ...input }: RefundInput & { productId: number }) =>
    detailOf(api.post(`${PATH}/${id}/products/${productId}/refunds`, input)),
  );

export const useRollover = (id: number) =>
  useOrderMutation(({ productId, ...input }: RolloverInput & { productId: number }) =>
    detailOf(api.post(`${PATH}/${id}/products/${productId}/rollover`, input)),
  );

export function useFulfilment(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FulfilmentInput) => api.post(`${PATH}/fulfilment`, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      invalidateOrder(queryClient, orderId);
    },
  });
}

export function useResendOrderEmail(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(`${PATH}/${id}/resend-email`, {}),
    onSuccess: () => {
      watchNewJob(queryClient);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: historyKeys.item('orders', id) });
    },
  });
}

/** Downloads exactly the filtered list (.xlsx or .csv), reporting the bytes received while it streams. */
export async function exportOrders(
  query: ListQuery,
  format: 'xlsx' | 'csv',
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const { blob, fileName } = await apiDownload(`${PATH}/export.${format}`, { query: filters, onProgress, signal });
  const name = fileName ?? `orders.${format}`;
  saveFile(blob, name);
  return name;
}

/** A long export as a job: its progress and file appear in the bell. */
export function useBackgroundOrderExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ query, format }: { query: ListQuery; format: 'xlsx' | 'csv' }) => {
      const { page: _page, pageSize: _pageSize, ...filters } = query;
      return api.post<ItemResponse<JobStarted>>(`${PATH}/exports`, { ...filters, format }).then((r) => r.data);
    },
    onSuccess: () => watchNewJob(queryClient),
  });
}

/** The paid orders a (canceled) event still holds; `enabled` false for users who may not see orders. */
export const heldOrdersQuery = (eventId: number) => ({
  queryKey: orderKeys.held(eventId),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    api.get<ItemResponse<HeldOrders>>(`${PATH}/held`, { query: { eventId }, signal }).then((r) => r.data),
});

export function useHeldOrders(eventId: number, enabled = true) {
  return useQuery({ ...heldOrdersQuery(eventId), enabled });
}

/** Every held product of a canceled event rolled over, or all refunded; lists, orders and payouts go stale. */
function useEventResolution<V extends { eventId: number }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: V) =>
      api.post<ItemResponse<EventResolutionResult>>(`${PATH}/${path}`, input).then((r) => r.data),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      invalidateOrder(queryClient);
    },
  });
}

export const useEventRollover = () => useEventResolution<EventRolloverInput>('event-rollover');
export const useEventRefund = () => useEventResolution<EventRefundInput>('event-refund');
