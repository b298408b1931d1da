import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  SCHOOL_DISTRICT_CSV_COLUMNS,
  SCHOOL_DISTRICT_CSV_EXAMPLE,
  SCHOOL_DISTRICT_CSV_REQUIRED,
  type ItemResponse,
  type ListResponse,
  type SchoolDistrict,
  type SchoolDistrictInput,
  type SchoolDistrictRow,
  type SchoolDistrictUpdate,
  type SchoolOption,
} from '@phlox/contract';
import { api } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { invalidateDependents } from '../../shared/api/staleness';
import type { CsvImportDescriptor } from '../../shared/csv/csvImport';
import { historyKeys } from '../../shared/history/historyApi';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/school-districts';
export const schoolDistrictKeys = {
  ...createQueryKeys('school-districts'),
  schoolOptions: (q: string, districtId: number | undefined) =>
    ['school-districts', 'school-options', { q, districtId }] as const,
};

/**
 * Everything a change to districts makes stale, declared once: the lists, the school picker (a school's district
 * moved), the item and its history, and — schools being organizations — the organizations' lists and lookups.
 */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: schoolDistrictKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: ['school-districts', 'school-options'] });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: schoolDistrictKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('school-districts', id) });
  }
  invalidateDependents(queryClient, 'school-districts');
}

export function useSchoolDistrictList(query: ListQuery) {
  return useQuery({
    queryKey: schoolDistrictKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<SchoolDistrictRow>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSchoolDistrict(id: number) {
  return useQuery({
    queryKey: schoolDistrictKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<SchoolDistrict>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

/** Organizations matching a search, each with the district it belongs to; `districtId` is the one being edited. */
export function useSchoolOptions(q: string, districtId: number | undefined) {
  return useQuery({
    queryKey: schoolDistrictKeys.schoolOptions(q, districtId),
    queryFn: async ({ signal }): Promise<SchoolOption[]> =>
      (await api.get<ItemResponse<SchoolOption[]>>(`${PATH}/school-options`, { query: { q, districtId }, signal }))
        .data,
    placeholderData: keepPreviousData,
  });
}

export function useCreateSchoolDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolDistrictInput) => api.post<ItemResponse<SchoolDistrict>>(PATH, input).then((r) => r.data),
    onSuccess: (district) => invalidateAfterChange(queryClient, district.id),
  });
}

/** `updatedAt` is the version the form was loaded from; the server answers 409 STALE_UPDATE when it moved on. */
export function useUpdateSchoolDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      changes,
      updatedAt,
    }: {
      id: number;
      changes: Omit<SchoolDistrictUpdate, 'updatedAt'>;
      updatedAt: string;
    }) => api.patch<ItemResponse<SchoolDistrict>>(`${PATH}/${id}`, { ...changes, updatedAt }).then((r) => r.data),
    onSuccess: (district) => {
      queryClient.setQueryData(schoolDistrictKeys.detail(district.id), district);
      invalidateAfterChange(queryClient, district.id);
    },
  });
}

/** Refused with 422 (`details.usedBy`) while live events are linked to the district; its schools are unlinked. */
export function useDeleteSchoolDistrict() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: schoolDistrictKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}

/** The CSV import: a row names its schools (NCES id or name), so a file moves schools like the form does. */
export const SCHOOL_DISTRICT_IMPORT: CsvImportDescriptor = {
  plural: 'school districts',
  path: PATH,
  columns: { known: SCHOOL_DISTRICT_CSV_COLUMNS, required: SCHOOL_DISTRICT_CSV_REQUIRED },
  template: { rows: [SCHOOL_DISTRICT_CSV_EXAMPLE], fileName: 'school-districts-template.csv' },
  invalidate: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: schoolDistrictKeys.all });
    void queryClient.invalidateQueries({ queryKey: [...historyKeys.all, 'school-districts'] });
    invalidateDependents(queryClient, 'school-districts');
  },
};
