import { Card, Empty, Table, Typography } from 'antd';
import type { OrderDetail } from '@phlox/contract';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';

/** Card payments and gift-card transactions of the order. */
export function PaymentsCard({ order }: { order: OrderDetail }) {
  return (
    <Card title="Payments">
      {order.payments.length ? (
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          aria-label="Payments"
          dataSource={order.payments}
          columns={[
            { key: 'date', title: 'Paid', render: (_, p) => <DateCell value={p.paidDate} /> },
            { key: 'method', title: 'Method', render: (_, p) => p.method ?? '—' },
            { key: 'receipt', title: 'Receipt', render: (_, p) => p.receiptNumber ?? '—' },
            { key: 'amount', title: 'Amount', align: 'right', render: (_, p) => <MoneyCell cents={p.amount} /> },
          ]}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No payments recorded" />
      )}
      {order.stripePaymentId && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          Stripe payment {order.stripePaymentId}
          {order.stripeInvoiceLink && (
            <>
              {' · '}
              <a href={order.stripeInvoiceLink} target="_blank" rel="noreferrer">
                invoice
              </a>
            </>
          )}
        </Typography.Paragraph>
      )}
      {order.giftcardTransactions.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            Gift cards
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            aria-label="Gift-card transactions"
            dataSource={order.giftcardTransactions}
            columns={[
              { key: 'code', title: 'Card', dataIndex: 'code' },
              { key: 'type', title: 'Type', dataIndex: 'type' },
              { key: 'amount', title: 'Amount', align: 'right', render: (_, t) => <MoneyCell cents={t.amount} /> },
              { key: 'item', title: 'Item', render: (_, t) => (t.orderProductId ? `#${t.orderProductId}` : '—') },
              { key: 'when', title: 'When', render: (_, t) => <DateCell value={t.createdAt} /> },
            ]}
          />
        </>
      )}
    </Card>
  );
}
