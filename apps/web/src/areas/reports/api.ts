import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ItemResponse,
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
