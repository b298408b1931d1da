import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ItemResponse,
  JobStarted,
  ReportExportJobInput,
  ReportBuilding,
  ReportExport,
  ReportRangeQuery,
  ReportSummary,
  ReportSummaryQuery,
} from '@phlox/contract';
import { reportExportName } from '@phlox/contract';
import { api, apiDownload } from '../../shared/api/client';
import { createQueryKeys } from '../../shared/api/queryKeys';
import { saveFile } from '../../shared/csv/saveFile';
import { watchNewJob } from '../../shared/jobs/jobsApi';

const PATH = '/api/reports';
/** Orders, refunds and payouts change reports: their mutations may invalidate `reportKeys.all`. */
export const reportKeys = createQueryKeys('reports');

/** The report, or (202) how far the building of its daily figures got: looked at again until it is built. */
export type ReportAnswer = ReportSummary | ReportBuilding;
export const isBuilding = (a: ReportAnswer | undefined): a is ReportBuilding => !!a && 'building' in a;
const WHILE_BUILDING_MS = 1_500;

export function useReportSummary(query: ReportSummaryQuery) {
  return useQuery({
    queryKey: reportKeys.list(query),
    queryFn: ({ signal }): Promise<ReportAnswer> =>
      api.get<ItemResponse<ReportAnswer>>(`${PATH}/summary`, { query: { ...query }, signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (isBuilding(q.state.data) ? WHILE_BUILDING_MS : false),
  });
}

/** Downloads one report as .xlsx, reporting the bytes received while the server streams it. */
export async function downloadReport(
  kind: ReportExport,
  range: ReportRangeQuery,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const { blob, fileName } = await apiDownload(`${PATH}/export/${kind}.xlsx`, {
    query: { from: range.from, to: range.to },
    onProgress,
    signal,
  });
  const name = fileName ?? reportExportName(kind, range);
  saveFile(blob, name);
  return name;
}

/** A long range's report is made by a job; the bell (and the page, while open) offers its file. */
export function useStartReportExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportExportJobInput) =>
      api.post<ItemResponse<JobStarted>>(`${PATH}/exports`, input).then((r) => r.data),
    onSuccess: () => watchNewJob(queryClient),
  });
}
