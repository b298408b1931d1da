import { useRef, useState } from 'react';
import { App, Button, Dropdown, Flex, Spin, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { REPORT_EXPORTS, REPORT_EXPORT_LABELS, type ReportExport, type ReportRangeQuery } from '@phlox/contract';
import { errorMessage } from '../../../../shared/api/ApiError';
import { useAddon } from '../../../../shared/permissions/usePermission';
import { downloadReport } from '../../api';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * The three .xlsx reports for the chosen range. The server streams them (size unknown up front), so the
 * progress shows what has arrived; Cancel stops the download. The file name says which report and range.
 */
export function DownloadButtons({ range }: { range: ReportRangeQuery }) {
  const { message } = App.useApp();
  const [running, setRunning] = useState<{ kind: ReportExport; bytes: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const canDownload = useAddon('reports.download');

  const run = async (kind: ReportExport) => {
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
        <Typography.Text>
          {REPORT_EXPORT_LABELS[running.kind]}… {megabytes(running.bytes)}
        </Typography.Text>
        <Button size="small" onClick={() => abort.current?.abort()}>
          Cancel
        </Button>
      </Flex>
    );
  return (
    <Dropdown
      menu={{
        items: REPORT_EXPORTS.map((kind) => ({ key: kind, label: `${REPORT_EXPORT_LABELS[kind]} (.xlsx)` })),
        onClick: ({ key }) => void run(key as ReportExport),
      }}
    >
      <Button icon={<DownloadOutlined aria-hidden />}>Download</Button>
    </Dropdown>
  );
}
