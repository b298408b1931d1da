import { useState } from 'react';
import { Alert, Empty, Flex, Pagination, Skeleton, Timeline, Typography } from 'antd';
import { errorMessage } from '../api/ApiError';
import { DateCell } from '../cells/cells';
import { describeChange, type HistoryValueFormatter } from './describeChange';
import { useItemHistory } from './historyApi';

const PAGE_SIZE = 10;

export interface HistoryPanelProps {
  /** The area's menu name in update_history, e.g. "levels". */
  menu: string;
  itemId: number;
  /** How the item is called in sentences: "level". */
  itemType: string;
  /** Formats stored values for display, e.g. a price in cents as dollars. */
  formatValue?: HistoryValueFormatter;
}

/** The change history of one item, newest first (update_history). */
export function HistoryPanel({ menu, itemId, itemType, formatValue }: HistoryPanelProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useItemHistory(menu, itemId, page, PAGE_SIZE);

  let body;
  if (isPending) body = <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  else if (isError)
    body = <Alert type="error" showIcon title="Could not load the history" description={errorMessage(error)} />;
  else if (data.data.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No changes recorded yet" />;
  else {
    body = (
      <>
        <Timeline
          items={data.data.map((entry) => ({
            key: entry.id,
            title: <DateCell value={entry.createdAt} />,
            content: (
              <span>
                <Typography.Text strong>{entry.user?.name ?? 'System'}</Typography.Text>{' '}
                {describeChange(entry, itemType, formatValue)}
              </span>
            ),
          }))}
        />
        {data.meta.total > PAGE_SIZE && (
          <Flex justify="flex-end">
            <Pagination
              simple
              size="small"
              current={page}
              pageSize={PAGE_SIZE}
              total={data.meta.total}
              onChange={setPage}
            />
          </Flex>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby={`history-${menu}-${itemId}`}>
      <Typography.Title level={3} id={`history-${menu}-${itemId}`} style={{ fontSize: 15, marginTop: 8 }}>
        Change history
      </Typography.Title>
      {body}
    </section>
  );
}
