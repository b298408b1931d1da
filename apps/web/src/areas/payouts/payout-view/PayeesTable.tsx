import { Card, Space, Table, Typography } from 'antd';
import { PAYEE_ROLE_LABELS, type PayeeRow, type PayoutDetail } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { formatCents } from '../../../shared/format/money';
import { StandingTag } from '../shared/StandingTag';

/**
 * Each payee's row with its status and standing (a tag when projected or void); owed and projected apart in the
 * header; for those who see everything, the platform fee (or the platform's loss) and the payout total.
 */
export function PayeesTable({ detail }: { detail: PayoutDetail }) {
  const showPlatform = detail.phloxAmount !== null;
  const loss = detail.phloxLoss ?? 0;
  return (
    <Card
      title="Payout"
      size="small"
      extra={
        detail.payees.length > 0 && (
          <Space size={16}>
            <span data-testid="detail-owed">
              Owed <strong>{formatCents(detail.owed)}</strong>
            </span>
            {detail.projected > 0 && (
              <Typography.Text type="secondary" data-testid="detail-projected">
                Projected <strong>{formatCents(detail.projected)}</strong>
              </Typography.Text>
            )}
          </Space>
        )
      }
    >
      <Table<PayeeRow>
        size="small"
        pagination={false}
        rowKey={(p) => `${p.payeeRole}-${p.id}`}
        dataSource={detail.payees}
        locale={{ emptyText: detail.computedAt ? 'No payees on this event' : 'Not computed yet' }}
        columns={[
          { key: 'name', title: 'Payee', render: (_, p) => p.payeeName },
          { key: 'role', title: 'Role', render: (_, p) => PAYEE_ROLE_LABELS[p.payeeRole] },
          { key: 'basis', title: 'Terms', render: (_, p) => p.basis ?? '—' },
          {
            key: 'status',
            title: 'Status',
            render: (_, p) => (
              <Space size={2} wrap>
                <StatusTag status={p.paymentStatus} />
                <StandingTag standing={p.standing} holdReason={p.holdReason} short />
              </Space>
            ),
          },
          { key: 'paidAt', title: 'Paid on', render: (_, p) => <DateCell value={p.paymentAt} dateOnly /> },
          { key: 'amount', title: 'Amount', align: 'right', render: (_, p) => <MoneyCell cents={p.amount} /> },
        ]}
        summary={() =>
          showPlatform && (
            <>
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  Platform fee
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <span data-testid="platform-fee">
                    <MoneyCell cents={detail.phloxAmount} />
                  </span>
                </Table.Summary.Cell>
              </Table.Summary.Row>
              {loss > 0 && (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={5}>
                    <Typography.Text type="danger">Platform loss (the charges exceed the sales)</Typography.Text>
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1} align="right">
                    <Typography.Text type="danger" data-testid="platform-loss">
                      −<MoneyCell cents={loss} />
                    </Typography.Text>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={5}>
                  <Typography.Text strong>Total payout</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  <Typography.Text strong>
                    <MoneyCell cents={detail.payoutTotal} />
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            </>
          )
        }
      />
    </Card>
  );
}
