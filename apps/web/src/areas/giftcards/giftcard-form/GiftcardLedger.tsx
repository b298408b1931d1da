import { useState } from 'react';
import { Alert, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { GiftcardTransaction } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import { useGiftcardLedger } from '../api';
import { orderPaths } from '../../orders/public';

const PAGE_SIZE = 10;

/** The card's ledger (order_giftcard_transactions), newest first; the opening value is not a row. */
export function GiftcardLedger({ giftcardId }: { giftcardId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error, isFetching, isPlaceholderData } = useGiftcardLedger(
    giftcardId,
    page,
    PAGE_SIZE,
  );
  if (isError)
    return <Alert type="error" showIcon title="Could not load the ledger" description={errorMessage(error)} />;
  return (
    <Table<GiftcardTransaction>
      size="small"
      rowKey="id"
      loading={isPending || (isFetching && isPlaceholderData)}
      dataSource={data?.data ?? []}
      locale={{ emptyText: 'No credits or debits yet' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: data?.meta.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'date', title: 'Date', render: (_, t) => <DateCell value={t.createdAt} /> },
        {
          key: 'type',
          title: 'Type',
          render: (_, t) =>
            t.transactionType === 'credit' ? <Tag color="green">Credit</Tag> : <Tag color="red">Debit</Tag>,
        },
        {
          key: 'amount',
          title: 'Amount',
          align: 'right',
          render: (_, t) => <MoneyCell cents={t.transactionType === 'credit' ? t.amount : -t.amount} />,
        },
        {
          key: 'order',
          title: 'Order',
          render: (_, t) => (t.orderId ? <Link to={orderPaths.edit(t.orderId)}>#{t.orderId}</Link> : '—'),
        },
        { key: 'by', title: 'By', render: (_, t) => t.user?.name ?? (t.orderId ? 'Checkout' : '—') },
        {
          key: 'reason',
          title: 'Reason',
          render: (_, t) => (
            <Typography.Text type={t.reason ? undefined : 'secondary'}>{t.reason ?? '—'}</Typography.Text>
          ),
        },
      ]}
    />
  );
}
