import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ListQuery } from '../../../shared/lists/useListState';
import { useStreamedExport } from '../../../shared/ui/StreamedExport';
import { exportSettlements } from '../api';

/** Exports exactly the filtered history (every page) as .xlsx, with progress and Cancel while it streams. */
export function ExportHistoryButton({ query }: { query: ListQuery }) {
  const { start, progress } = useStreamedExport();
  if (progress) return progress;
  return (
    <Button
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => void start((onBytes, signal) => exportSettlements(query, onBytes, signal))}
    >
      Export to Excel
    </Button>
  );
}
