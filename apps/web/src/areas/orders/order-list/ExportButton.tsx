import { Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ListQuery } from '../../../shared/lists/useListState';
import { useStreamedExport } from '../../../shared/ui/StreamedExport';
import { exportOrders } from '../api';

/** Exports exactly the filtered list as .xlsx (or .csv), with progress and Cancel while it streams. */
export function ExportButton({ query }: { query: ListQuery }) {
  const { start, progress } = useStreamedExport();
  const run = (format: 'xlsx' | 'csv') => void start((onBytes, signal) => exportOrders(query, format, onBytes, signal));
  if (progress) return progress;
  return (
    <Dropdown.Button
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => run('xlsx')}
      menu={{ items: [{ key: 'csv', label: 'Export as CSV' }], onClick: () => run('csv') }}
    >
      Export to Excel
    </Dropdown.Button>
  );
}
