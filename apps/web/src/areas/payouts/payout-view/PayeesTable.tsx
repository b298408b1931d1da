import { Card, Table, Typography } from 'antd';
import { PAYEE_ROLE_LABELS, type PayeeRow, type PayoutDetail } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';

/** Each payee's row with its status; for those who see everything, the platform fee and the payout total. */
export function PayeesTable({ detail }: { detail: PayoutDetail }) {
  const showPlatform = detail.phloxAmount !== null;
  return (
    <Card title="Payout" size="small">
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
          { key: 'status', title: 'Status', render: (_, p) => <StatusTag status={p.paymentStatus} /> },
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
