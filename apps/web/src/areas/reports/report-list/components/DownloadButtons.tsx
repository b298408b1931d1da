import { useEffect, useRef, useState } from 'react';
import { App, Button, Dropdown, Flex, Spin, Tooltip, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  REPORT_EXPORT_INLINE_MAX_DAYS,
  REPORT_EXPORTS,
  REPORT_EXPORT_LABELS,
  reportRangeDays,
  type ReportExport,
  type ReportRangeQuery,
} from '@phlox/contract';
import { errorMessage } from '../../../../shared/api/ApiError';
import { saveJobFile, useMyJobs } from '../../../../shared/jobs/jobsApi';
import { useAddon } from '../../../../shared/permissions/usePermission';
import { downloadReport, useStartReportExport } from '../../api';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Running = { kind: ReportExport; bytes: number; jobId?: undefined } | { kind: ReportExport; jobId: number };

/**
 * The three .xlsx reports for the chosen range. Up to REPORT_EXPORT_INLINE_MAX_DAYS the server streams them (size
 * unknown up front): the progress shows what has arrived and Cancel stops it. A longer range is made by a job: the
 * file is saved when it is ready if the page is still open, and the bell offers it for a day either way. Nothing
 * is offered while the report's figures are still being built.
 */
export function DownloadButtons({ range, building }: { range: ReportRangeQuery; building: boolean }) {
  const { message } = App.useApp();
  const [running, setRunning] = useState<Running | null>(null);
  const abort = useRef<AbortController | null>(null);
  const canDownload = useAddon('reports.download');
  const startJob = useStartReportExport();
  const jobs = useMyJobs();
  const job = running?.jobId === undefined ? undefined : jobs.data?.data.find((j) => j.id === running.jobId);

  useEffect(() => {
    if (!job || (job.status !== 'succeeded' && job.status !== 'failed')) return;
    setRunning(null);
    const file = job.result?.file;
    if (job.status === 'failed' || !file) {
      void message.error(job.error ?? 'The report could not be made.');
      return;
    }
    saveJobFile(file.url, file.name).then(
      () => void message.success(`Saved ${file.name}`),
      (error: unknown) => void message.error(errorMessage(error)),
    );
  }, [job, message]);

  const run = async (kind: ReportExport) => {
    if (reportRangeDays(range.from, range.to) > REPORT_EXPORT_INLINE_MAX_DAYS) {
      try {
        const { jobId } = await startJob.mutateAsync({ kind, from: range.from, to: range.to });
        setRunning({ kind, jobId });
      } catch (error) {
        void message.error(errorMessage(error));
      }
      return;
    }
    abort.current = new AbortController();
    setRunning({ kind, bytes: 0 });
    try {
      const name = await downloadReport(kind, range, (bytes) => setRunning({ kind, bytes }), abort.current.signal);
      void message.success(`Saved ${name}`);
    } catch (error) {
      if (!abort.current.signal.aborted) void message.error(errorMessage(error));
    } finally {
      setRunning(null);
    }
  };

  if (!canDownload) return null;
  if (running)
    return (
      <Flex align="center" gap={8} role="status" aria-label="Download progress">
        <Spin size="small" />
        {running.jobId === undefined ? (
          <>
            <Typography.Text>
              {REPORT_EXPORT_LABELS[running.kind]}… {megabytes(running.bytes)}
            </Typography.Text>
            <Button size="small" onClick={() => abort.current?.abort()}>
              Cancel
            </Button>
          </>
        ) : (
          <Typography.Text>
            Preparing {REPORT_EXPORT_LABELS[running.kind]}… it is saved when ready, and the bell keeps it.
          </Typography.Text>
        )}
      </Flex>
    );
  const button = (
    <Button icon={<DownloadOutlined aria-hidden />} disabled={building || startJob.isPending}>
      Download
    </Button>
  );
  if (building) return <Tooltip title="Available once the report’s figures are built">{button}</Tooltip>;
  return (
    <Dropdown
      menu={{
        items: REPORT_EXPORTS.map((kind) => ({ key: kind, label: `${REPORT_EXPORT_LABELS[kind]} (.xlsx)` })),
        onClick: ({ key }) => void run(key as ReportExport),
      }}
    >
      {button}
    </Dropdown>
  );
}
