import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ItemResponse,
  ListResponse,
  PayeeOption,
  PayeeRole,
  PayoutDetail,
  PayoutListResponse,
  PayoutFreshness,
  RecomputeInput,
  RecomputeQueued,
  RecomputeResult,
  Settlement,
  SettlementDetail,
  SettlementInput,
  UnpaidResponse,
} from '@phlox/contract';
import { api, apiDownload } from '../../shared/api/client';
import { saveFile } from '../../shared/csv/saveFile';
import { watchNewJob } from '../../shared/jobs/jobsApi';
import { createQueryKeys } from '../../shared/api/queryKeys';
import type { ListQuery } from '../../shared/lists/useListState';

const PATH = '/api/payouts';
export const payoutKeys = createQueryKeys('payouts');
const settlementKeys = createQueryKeys('settlements');
const payeeKeys = [...payoutKeys.all, 'payees'] as const;

/** A recompute or a settlement changes every payout list, detail, payee picker and settlement list. */
function useInvalidatePayouts() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    void queryClient.invalidateQueries({ queryKey: settlementKeys.all });
  };
}

/** While events wait for the background refresh, look again every few seconds until it has run. */
const WHILE_REFRESHING_MS = 5_000;
const untilFresh = (freshness: PayoutFreshness | undefined) =>
  freshness && freshness.waiting > 0 ? WHILE_REFRESHING_MS : false;

export function usePayoutList(query: ListQuery) {
  return useQuery({
    queryKey: payoutKeys.list(query),
    queryFn: ({ signal }) => api.get<PayoutListResponse>(PATH, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => untilFresh(q.state.data?.freshness),
  });
}

export function usePayout(eventId: number) {
  return useQuery({
    queryKey: payoutKeys.detail(eventId),
    queryFn: ({ signal }) => api.get<ItemResponse<PayoutDetail>>(`${PATH}/${eventId}`, { signal }).then((r) => r.data),
    refetchInterval: (q) => untilFresh(q.state.data?.freshness),
  });
}

/** Done at once (an event, a short range), or queued as a job the person follows under the bell (202). */
export type RecomputeOutcome = RecomputeResult | RecomputeQueued;
export const isQueued = (r: RecomputeOutcome): r is RecomputeQueued => 'jobId' in r;

export function useRecompute() {
  const invalidate = useInvalidatePayouts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RecomputeInput) =>
      api.post<ItemResponse<RecomputeOutcome>>(`${PATH}/recompute`, input).then((r) => r.data),
    onSuccess: (r) => (isQueued(r) ? watchNewJob(queryClient) : invalidate()),
  });
}

export function useSettlementList(query: ListQuery) {
  return useQuery({
    queryKey: settlementKeys.list(query),
    queryFn: ({ signal }) => api.get<ListResponse<Settlement>>(`${PATH}/settlements`, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSettlement(id: number) {
  return useQuery({
    queryKey: settlementKeys.detail(id),
    queryFn: ({ signal }) =>
      api.get<ItemResponse<SettlementDetail>>(`${PATH}/settlements/${id}`, { signal }).then((r) => r.data),
  });
}

export function usePayeeOptions(payeeRole: PayeeRole, enabled = true) {
  return useQuery({
    queryKey: [...payeeKeys, payeeRole],
    queryFn: ({ signal }) =>
      api.get<ItemResponse<PayeeOption[]>>(`${PATH}/payees`, { query: { payeeRole }, signal }).then((r) => r.data),
    enabled,
  });
}

/** A payee's owed rows (what the settle picker offers) and its other unpaid rows with why they are not offered. */
export function useUnpaidRows(payeeRole: PayeeRole, payeeId: number | undefined) {
  return useQuery({
    queryKey: [...payeeKeys, payeeRole, payeeId, 'unpaid'],
    queryFn: ({ signal }) => api.get<UnpaidResponse>(`${PATH}/unpaid`, { query: { payeeRole, payeeId }, signal }),
    enabled: payeeId !== undefined,
  });
}

export function useSettle() {
  const invalidate = useInvalidatePayouts();
  return useMutation({
    mutationFn: (input: SettlementInput) =>
      api.post<ItemResponse<SettlementDetail>>(`${PATH}/settlements`, input).then((r) => r.data),
    onSuccess: invalidate,
  });
}

export interface PayoutOrganizationOption {
  id: number;
  name: string;
  isBoosterClub: boolean;
}

/** The list's organization picker: organizations matching `q`, plus the chosen one (for its name). */
export function usePayoutOrganizationOptions(q: string, chosenId: number | undefined) {
  return useQuery({
    queryKey: [...payoutKeys.all, 'organizations', q, chosenId],
    queryFn: ({ signal }) =>
      api
        .get<ItemResponse<PayoutOrganizationOption[]>>(`${PATH}/organizations`, {
          query: { q: q || undefined, id: chosenId },
          signal,
        })
        .then((r) => r.data),
    staleTime: 60_000,
  });
}

/** Downloads the filtered payout history as .xlsx (every page), reporting the bytes received. */
export async function exportSettlements(
  query: ListQuery,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const { blob, fileName } = await apiDownload(`${PATH}/settlements/export.xlsx`, {
    query: filters,
    onProgress,
    signal,
  });
  const name = fileName ?? 'payout-history.xlsx';
  saveFile(blob, name);
  return name;
}
