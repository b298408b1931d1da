import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ImportResult, ItemResponse } from '@phlox/contract';
import { api } from '../api/client';
import { importInParts } from './csvParts';
import { useStartImportJob } from './importJobApi';

/**
 * What an area's CSV import is, declared once: everything the shared import (buttons, drop target, dialog,
 * background job) needs. Each area's server side takes `POST <path>/import` and `POST <path>/import/jobs`.
 */
export interface CsvImportDescriptor {
  /** "events": the dialog's title, the drop label and the failed-rows file name. */
  plural: string;
  /** The area's API path ("/api/events"). */
  path: string;
  columns: { known: readonly string[]; required: readonly string[] };
  /** The template download: its example rows and file name. */
  template: { rows: Array<Record<string, string | undefined>>; fileName: string };
  /** Rows per request, so a big file goes in parts with a real progress bar; absent: the whole file at once. */
  partRows?: number;
  /** A column whose consecutive equal values stay in one part (an outside order's lines: see splitCsv). */
  keepTogether?: string;
  /** The largest file accepted (default: one request's limit). */
  maxBytes?: number;
  /** Rows may update stored records: "empty cells clear" is offered, and the file is checked before importing. */
  updatesRecords?: boolean;
  /** The file's name goes with the rows (the sales keep where they came from). */
  sendsFileName?: boolean;
  /** Files as other systems export them: their columns are matched to ours before the preview. */
  mapping?: CsvColumnMapping;
  /** After rows were stored: the area's own queries to refetch (others follow from MAKES_STALE). */
  invalidate: (queryClient: QueryClient) => void;
}

/** Where an import's files may come from; a file with our template's columns needs no matching. */
export interface CsvColumnMapping {
  /** Our column the chosen source fills: the exports do not say which system they come from. */
  sourceColumn: string;
  sources: ReadonlyArray<{
    value: string;
    label: string;
    /** The headers its export uses for our columns, to guess the matches from. */
    headers: Partial<Record<string, readonly string[]>>;
  }>;
}

export interface ImportOptions {
  blankClears: boolean;
}

interface ImportRun {
  text: string;
  fileName: string;
  dryRun: boolean;
  options: ImportOptions;
  onProgress: (done: number) => void;
}

/** The import's two calls: inline (in parts when the descriptor says so) and as a background job. */
export function useCsvImportCalls(descriptor: CsvImportDescriptor) {
  const queryClient = useQueryClient();
  const extra = (fileName: string, options: ImportOptions) => ({
    ...(descriptor.sendsFileName ? { fileName } : {}),
    ...(descriptor.updatesRecords ? { blankClears: options.blankClears } : {}),
  });
  const send = (body: Record<string, unknown>) =>
    api.post<ItemResponse<ImportResult>>(`${descriptor.path}/import`, body).then((r) => r.data);
  const inline = useMutation({
    mutationFn: async ({ text, fileName, dryRun, options, onProgress }: ImportRun) => {
      const body = { dryRun, ...extra(fileName, options) };
      if (!descriptor.partRows) return send({ csv: text, ...body });
      return importInParts(
        text,
        descriptor.partRows,
        (part) => send({ csv: part.text, firstLine: part.firstLine, ...body }),
        onProgress,
        descriptor.keepTogether,
      );
    },
    onSuccess: (result) => {
      if (!result.dryRun) descriptor.invalidate(queryClient);
    },
  });
  const job = useStartImportJob(`${descriptor.path}/import/jobs`);
  return {
    runImport: inline.mutateAsync,
    runInBackground: (text: string, fileName: string, options: ImportOptions) =>
      job.mutateAsync({ csv: text, ...extra(fileName, options), fileName }),
  };
}
