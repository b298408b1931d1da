import { useRef, useState } from 'react';
import { App, Button, Flex, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../shared/api/ApiError';
import type { ListQuery } from '../../../shared/lists/useListState';
import { exportSettlements } from '../api';

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Exports exactly the filtered history (every page) as .xlsx. The server streams it, so its size is unknown
 * up front: the progress shows what has arrived; Cancel stops the download.
 */
export function ExportHistoryButton({ query }: { query: ListQuery }) {
  const { message } = App.useApp();
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    abort.current = new AbortController();
    setBytes(0);
    try {
      const name = await exportSettlements(query, setBytes, abort.current.signal);
      void message.success(`Saved ${name}`);
    } catch (error) {
      if (!abort.current.signal.aborted) void message.error(errorMessage(error));
    } finally {
      setBytes(null);
    }
  };

  if (bytes !== null)
    return (
      <Flex align="center" gap={8} role="status" aria-label="Export progress">
        <Progress type="circle" percent={99} size={28} status="active" showInfo={false} />
        <Typography.Text>Exporting… {kilobytes(bytes)}</Typography.Text>
        <Button size="small" onClick={() => abort.current?.abort()}>
          Cancel
        </Button>
      </Flex>
    );
  return (
    <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void run()}>
      Export to Excel
    </Button>
  );
}
