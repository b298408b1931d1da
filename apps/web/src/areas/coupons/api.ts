import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Coupon,
  CouponApplication,
  CouponApplyBody,
  CouponInput,
  ItemResponse,
  ListResponse,
  Promotion,
  PromotionInput,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/coupons';
const PROMOTION_PATH = '/api/promotions';
export const couponKeys = createQueryKeys('coupons');
export const promotionKeys = createQueryKeys('promotions');

function invalidateCoupon(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: couponKeys.lists() });
  // Promotion rows count their coupons.
  void queryClient.invalidateQueries({ queryKey: promotionKeys.lists() });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: couponKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('coupons', id) });
  }
}

/** A promotion's title shows on coupon rows and in the coupon form. */
function invalidatePromotion(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: promotionKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: couponKeys.all });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: promotionKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('promotions', id) });
  }
}

export function useCouponList(query: ListQuery) {
  return useQuery({
    queryKey: couponKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Coupon>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCoupon(id: number) {
  return useQuery({
    queryKey: couponKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<Coupon>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, updatedAt }: { id?: number; input: Partial<CouponInput>; updatedAt?: string }) =>
      (id === undefined
        ? api.post<ItemResponse<Coupon>>(PATH, input)
        : api.patch<ItemResponse<Coupon>>(`${PATH}/${id}`, { ...input, updatedAt })
      ).then((r) => r.data),
    onSuccess: (coupon) => {
      queryClient.setQueryData(couponKeys.detail(coupon.id), coupon);
      invalidateCoupon(queryClient, coupon.id);
    },
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: couponKeys.detail(id) });
      invalidateCoupon(queryClient);
    },
  });
}

/** Checks a code against an order total; `preview` leaves the coupon's use count alone. */
export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CouponApplyBody) =>
      api.post<ItemResponse<CouponApplication>>(`${PATH}/apply`, body).then((r) => r.data),
    onSuccess: (result, body) => {
      if (!body.preview) invalidateCoupon(queryClient, result.couponId);
    },
  });
}

export function usePromotionList(query: ListQuery) {
  return useQuery({
    queryKey: promotionKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Promotion>>(PROMOTION_PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Promotions for pickers and filters, newest first. */
export function usePromotionOptions() {
  return usePromotionList({ page: 1, pageSize: 100, sort: '-startDate' });
}

export function usePromotion(id: number) {
  return useQuery({
    queryKey: promotionKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<ItemResponse<Promotion>>(`${PROMOTION_PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, updatedAt }: { id?: number; input: Partial<PromotionInput>; updatedAt?: string }) =>
      (id === undefined
        ? api.post<ItemResponse<Promotion>>(PROMOTION_PATH, input)
        : api.patch<ItemResponse<Promotion>>(`${PROMOTION_PATH}/${id}`, { ...input, updatedAt })
      ).then((r) => r.data),
    onSuccess: (promotion) => {
      queryClient.setQueryData(promotionKeys.detail(promotion.id), promotion);
      invalidatePromotion(queryClient, promotion.id);
    },
  });
}

export function useDeletePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PROMOTION_PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: promotionKeys.detail(id) });
      invalidatePromotion(queryClient);
    },
  });
}
