import { useRef, useState } from 'react';
import { App, Button, Dropdown, Flex, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../shared/api/ApiError';
import type { ListQuery } from '../../../shared/lists/useListState';
import { exportOrders } from '../api';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Exports exactly the filtered list. The server streams it (its size is unknown up front), so the progress
 * shows the megabytes received; Cancel stops the download.
 */
export function ExportButton({ query }: { query: ListQuery }) {
  const { message } = App.useApp();
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async (format: 'xlsx' | 'csv') => {
    abort.current = new AbortController();
    setBytes(0);
    try {
      const name = await exportOrders(query, format, setBytes, abort.current.signal);
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
        <Typography.Text>Exporting… {megabytes(bytes)}</Typography.Text>
        <Button size="small" onClick={() => abort.current?.abort()}>
          Cancel
        </Button>
      </Flex>
    );
  return (
    <Dropdown.Button
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => void run('xlsx')}
      menu={{ items: [{ key: 'csv', label: 'Export as CSV' }], onClick: () => void run('csv') }}
    >
      Export to Excel
    </Dropdown.Button>
  );
}
