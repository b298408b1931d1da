import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  EventDetail,
  EventInput,
  EventListItem,
  EventLookups,
  EventOrganizationOption,
  EventTracker,
  EventUpdate,
  ItemResponse,
  JobStarted,
  ListResponse,
  ShotCard,
} from '@phlox/contract';
import { EVENT_CSV_COLUMNS, EVENT_CSV_EXAMPLE, EVENT_CSV_REQUIRED } from '@phlox/contract';
import { api, apiDownload } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { saveFile } from '../../shared/csv/saveFile';
import { historyKeys } from '../../shared/history/historyApi';
import { watchNewJob } from '../../shared/jobs/jobsApi';
import type { ListQuery } from '../../shared/lists/useListState';
import type { CsvImportDescriptor } from '../../shared/csv/csvImport';

const PATH = '/api/events';
export const eventKeys = {
  ...createQueryKeys('events'),
  lookups: () => ['events', 'lookups'] as const,
  organizations: (q: string, ids: string) => ['events', 'organization-options', q, ids] as const,
  orderCount: (id: number) => ['events', 'order-count', id] as const,
  shotCard: (id: number) => ['events', 'shot-card', id] as const,
  tracker: (id: number) => ['events', 'tracker', id] as const,
};
// Bundles list their events; payouts and orders show event titles; a media day counts in its Statement of Work.
const dependentAreas = [
  createQueryKeys('bundles').all,
  createQueryKeys('orders').all,
  createQueryKeys('statements-of-work').all,
];

/** Everything a change to events makes stale, declared once. */
function invalidateAfterChange(queryClient: QueryClient, id?: number) {
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists() });
  for (const key of dependentAreas) void queryClient.invalidateQueries({ queryKey: key });
  if (id !== undefined) {
    void queryClient.invalidateQueries({ queryKey: eventKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: eventKeys.tracker(id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.item('events', id) });
  }
}

export function useEventList(query: ListQuery) {
  return useQuery({
    queryKey: eventKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<EventListItem>>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The event's tracker: sold orders fulfilled, the crew's uploads, orders by team. */
export function useEventTracker(id: number) {
  return useQuery({
    queryKey: eventKeys.tracker(id),
    queryFn: ({ signal }) =>
      api.get<ItemResponse<EventTracker>>(`${PATH}/${id}/tracker`, { signal }).then((r) => r.data),
  });
}

export function useEvent(id: number) {
  return useQuery({
    queryKey: eventKeys.detail(id),
    queryFn: ({ signal }) => api.get<ItemResponse<EventDetail>>(`${PATH}/${id}`, { signal }).then((r) => r.data),
  });
}

/** The form's choices (categories, levels, products, photographers, owners); only editors load them. */
export function useEventLookups(enabled = true) {
  return useQuery({
    queryKey: eventKeys.lookups(),
    queryFn: ({ signal }) => api.get<ItemResponse<EventLookups>>(`${PATH}/lookups`, { signal }).then((r) => r.data),
    staleTime: 5 * 60 * 1000,
    enabled,
  });
}

/** Organizations matching a search (teams, venues), plus the ones already chosen so their names show. */
export function useEventOrganizationOptions(q: string, chosen: number[]) {
  const ids = [...new Set(chosen)].sort((a, b) => a - b).join(',');
  return useQuery<EventOrganizationOption[]>({
    queryKey: eventKeys.organizations(q, ids),
    queryFn: ({ signal }) =>
      api
        .get<ItemResponse<EventOrganizationOption[]>>(`${PATH}/lookups/organizations`, {
          query: { q: q || undefined, ids: ids || undefined },
          signal,
        })
        .then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
}

export function useEventOrderCount(id: number, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.orderCount(id),
    queryFn: ({ signal }) =>
      api.get<ItemResponse<{ orderCount: number }>>(`${PATH}/${id}/order-count`, { signal }).then((r) => r.data),
    enabled,
  });
}

export function useShotCard(id: number | null) {
  return useQuery({
    queryKey: eventKeys.shotCard(id ?? 0),
    queryFn: ({ signal }) => api.get<ItemResponse<ShotCard>>(`${PATH}/${id}/shot-card`, { signal }).then((r) => r.data),
    enabled: id !== null,
  });
}

export async function downloadShotCardPdf(id: number): Promise<void> {
  const { blob, fileName } = await apiDownload(`${PATH}/${id}/shot-card.pdf`);
  saveFile(blob, fileName ?? `shot-card-event-${id}.pdf`);
}

/** A large shot card, made in the background: the bell shows its progress and then offers the PDF. */
export function useBackgroundShotCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post<ItemResponse<JobStarted>>(`${PATH}/${id}/shot-card/jobs`, {}).then((r) => r.data),
    onSuccess: () => watchNewJob(queryClient),
  });
}

/** Create, or update with the `updatedAt` the form was loaded from (409 STALE_UPDATE when it moved on). */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: EventInput | EventUpdate }) =>
      (id
        ? api.patch<ItemResponse<EventDetail>>(`${PATH}/${id}`, input)
        : api.post<ItemResponse<EventDetail>>(PATH, input)
      ).then((r) => r.data),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      invalidateAfterChange(queryClient, event.id);
    },
  });
}

export function useDuplicateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ItemResponse<EventDetail>>(`${PATH}/${id}/duplicate`).then((r) => r.data),
    onSuccess: (event) => invalidateAfterChange(queryClient, event.id),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${PATH}/${id}`),
    onSuccess: (_r, id) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      invalidateAfterChange(queryClient);
    },
  });
}

/** The schedule's CSV import: in parts of 1,000 rows (a real progress bar), a file above 5,000 rows as a job. */
export const EVENT_IMPORT: CsvImportDescriptor = {
  plural: 'events',
  path: PATH,
  columns: { known: EVENT_CSV_COLUMNS, required: EVENT_CSV_REQUIRED },
  template: { rows: [EVENT_CSV_EXAMPLE], fileName: 'events-template.csv' },
  partRows: 1000,
  // Parts keep each request small, so a schedule may be bigger than one request's limit.
  maxBytes: 20 * 1024 * 1024,
  invalidate: (queryClient) => void queryClient.invalidateQueries({ queryKey: eventKeys.all }),
};
