import { App, Dropdown } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { EXPORT_INLINE_MAX_ORDERS } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import type { ListQuery } from '../../../shared/lists/useListState';
import { useStreamedExport } from '../../../shared/ui/StreamedExport';
import { exportOrders, useBackgroundOrderExport } from '../api';

/**
 * Exports exactly the filtered list as .xlsx (or .csv). Up to EXPORT_INLINE_MAX_ORDERS orders it streams while the
 * page shows progress and Cancel; a longer list is exported in the background, its file offered in the bell.
 */
export function ExportButton({ query, total }: { query: ListQuery; total: number | undefined }) {
  const { message } = App.useApp();
  const { start, progress } = useStreamedExport();
  const background = useBackgroundOrderExport();
  const long = (total ?? 0) > EXPORT_INLINE_MAX_ORDERS;
  const run = (format: 'xlsx' | 'csv') => {
    if (!long) return void start((onBytes, signal) => exportOrders(query, format, onBytes, signal));
    if (background.isPending) return;
    background.mutate(
      { query, format },
      {
        onSuccess: () =>
          void message.success(
            `Exporting ${total!.toLocaleString('en-US')} orders in the background: the bell shows its progress and the file`,
          ),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  };
  if (progress) return progress;
  return (
    <Dropdown.Button
      icon={<DownloadOutlined aria-hidden />}
      onClick={() => run('xlsx')}
      loading={background.isPending}
      menu={{ items: [{ key: 'csv', label: 'Export as CSV' }], onClick: () => run('csv') }}
    >
      Export to Excel
    </Dropdown.Button>
  );
}
