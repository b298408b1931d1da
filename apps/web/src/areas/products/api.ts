import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ItemResponse,
  ListResponse,
  Product,
  ProductCategory,
  ProductCategoryInput,
  ProductInput,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/products';
const CATEGORY_PATH = '/api/product-categories';
export const productKeys = createQueryKeys('products');
export const productCategoryKeys = createQueryKeys('product-categories');

/** Everything a change to a product makes stale, declared once. */
function invalidateProduct(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: productKeys.lists() });
  // Category rows show how many products they hold.
  void queryClient.invalidateQueries({ queryKey: productCategoryKeys.all });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: productKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('products', id) });
  }
}

/** A category's name shows on product rows too. */
function invalidateCategory(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: productCategoryKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: productKeys.all });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: productCategoryKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('product-categories', id) });
  }
}

export function useProductList(query: ListQuery) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Product>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<Product>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, updatedAt }: { id?: number; input: Partial<ProductInput>; updatedAt?: string }) =>
      (id === undefined
        ? api.post<ItemResponse<Product>>(PATH, input)
        : api.patch<ItemResponse<Product>>(`${PATH}/${id}`, { ...input, updatedAt })
      ).then((r) => r.data),
    onSuccess: (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      invalidateProduct(queryClient, product.id);
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      invalidateProduct(queryClient);
    },
  });
}

export function useProductCategoryList(query: ListQuery) {
  return useQuery({
    queryKey: productCategoryKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<ProductCategory>>(CATEGORY_PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every category, for pickers and filters (a shop has a handful). */
export function useProductCategoryOptions() {
  return useProductCategoryList({ page: 1, pageSize: 100, sort: 'name' });
}

export function useProductCategory(id: number) {
  return useQuery({
    queryKey: productCategoryKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<ItemResponse<ProductCategory>>(`${CATEGORY_PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useSaveProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, updatedAt }: { id?: number; input: Partial<ProductCategoryInput>; updatedAt?: string }) =>
      (id === undefined
        ? api.post<ItemResponse<ProductCategory>>(CATEGORY_PATH, input)
        : api.patch<ItemResponse<ProductCategory>>(`${CATEGORY_PATH}/${id}`, { ...input, updatedAt })
      ).then((r) => r.data),
    onSuccess: (category) => {
      queryClient.setQueryData(productCategoryKeys.detail(category.id), category);
      invalidateCategory(queryClient, category.id);
    },
  });
}

export function useDeleteProductCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${CATEGORY_PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: productCategoryKeys.detail(id) });
      invalidateCategory(queryClient);
    },
  });
}
