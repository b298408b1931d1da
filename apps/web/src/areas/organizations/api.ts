import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ItemResponse,
  ListResponse,
  Organization,
  OrganizationInput,
  OrganizationLookups,
  OrganizationUpdate,
} from '@phlox/contract';
import { ORGANIZATION_CSV_COLUMNS, ORGANIZATION_CSV_EXAMPLE, ORGANIZATION_CSV_REQUIRED } from '@phlox/contract';
import { api, apiDownload } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { invalidateDependents } from '../../shared/api/staleness';
import { saveFile } from '../../shared/csv/saveFile';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';
import type { CsvImportDescriptor } from '../../shared/csv/csvImport';

const PATH = '/api/organizations';
export const organizationKeys = {
  ...createQueryKeys('organizations'),
  lookups: () => ['organizations', 'lookups'] as const,
  parentOptions: (q: string) => ['organizations', 'parent-options', q] as const,
};

/**
 * Everything a change to organizations makes stale, declared once: the lists, the parent choices, the item and
 * its history, and the school districts (a school joined or left one).
 */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: organizationKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: ['organizations', 'parent-options'] });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: organizationKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('organizations', id) });
  }
  invalidateDependents(queryClient, 'organizations');
}

export function useOrganizationList(query: ListQuery) {
  return useQuery({
    queryKey: organizationKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Organization>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrganization(id: number) {
  return useQuery({
    queryKey: organizationKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<Organization>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

export function useOrganizationLookups() {
  return useQuery({
    queryKey: organizationKeys.lookups(),
    queryFn: ({ signal }) =>
      api.get<ItemResponse<OrganizationLookups>>(`${PATH}/lookups`, { signal }).then((r) => r.data),
    staleTime: 5 * 60 * 1000,
  });
}

/** Organizations matching a search, for the parent select (the first 20 by name). */
export function useParentOptions(q: string) {
  return useQuery({
    queryKey: organizationKeys.parentOptions(q),
    queryFn: async ({ signal }): Promise<Organization[]> =>
      (await api.get<ListResponse<Organization>>(PATH, { query: { q, pageSize: 20, sort: 'name' }, signal })).data,
    placeholderData: keepPreviousData,
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) => api.post<ItemResponse<Organization>>(PATH, input).then((r) => r.data),
    onSuccess: (org) => invalidateAfterChange(queryClient, org.id),
  });
}

/** `updatedAt` is the version the form was loaded from; the server answers 409 STALE_UPDATE when it moved on. */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes, updatedAt }: { id: number; changes: OrganizationUpdate; updatedAt: string }) =>
      api.patch<ItemResponse<Organization>>(`${PATH}/${id}`, { ...changes, updatedAt }).then((r) => r.data),
    onSuccess: (org) => {
      queryClient.setQueryData(organizationKeys.detail(org.id), org);
      invalidateAfterChange(queryClient, org.id);
    },
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: organizationKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}

/** The CSV import: one request (a row may name a parent earlier in the file), a file above 5,000 rows as a job. */
export const ORGANIZATION_IMPORT: CsvImportDescriptor = {
  plural: 'organizations',
  path: PATH,
  columns: { known: ORGANIZATION_CSV_COLUMNS, required: ORGANIZATION_CSV_REQUIRED },
  template: { rows: [ORGANIZATION_CSV_EXAMPLE], fileName: 'organizations-template.csv' },
  updatesRecords: true,
  invalidate: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: organizationKeys.all });
    void queryClient.invalidateQueries({ queryKey: [...historyKeys.all, 'organizations'] });
    invalidateDependents(queryClient, 'organizations');
  },
};

/** Downloads the list as CSV with the list's current search, filters and sort. */
export async function exportOrganizations(query: ListQuery): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const { blob, fileName } = await apiDownload(`${PATH}/export.csv`, { query: filters });
  saveFile(blob, fileName ?? 'organizations.csv');
}
