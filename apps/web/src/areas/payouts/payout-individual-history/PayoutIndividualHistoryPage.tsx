import { Button, Card, Descriptions, Skeleton, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { PAYEE_ROLE_LABELS } from '@phlox/contract';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useSettlement } from '../api';
import { payoutPaths } from '../paths';

/** /payout/view-individual-history/:historyID: one settlement with every event and adjustment in it. */
export function PayoutIndividualHistoryPage() {
  const id = Number(useParams().historyID);
  const settlement = useSettlement(id);
  const { back } = useBackToList(payoutPaths.history);
  const s = settlement.data;
  return (
    <>
      <PageHeader
        title={`Settlement #${id}`}
        subtitle={s && `${s.payeeName} · ${PAYEE_ROLE_LABELS[s.payeeRole]}`}
        actions={<Button onClick={back}>Back to history</Button>}
      />
      {settlement.isError ? (
        <ItemLoadError error={settlement.error} itemType="settlement" onBack={back} backLabel="Back to history" />
      ) : !s ? (
        <Skeleton active />
      ) : (
        <>
          <Card size="small" style={{ marginBottom: 16 }}>
            <Descriptions size="small" column={{ xs: 1, md: 3 }}>
              <Descriptions.Item label="Payee">
                <Link to={payoutPaths.payeeHistory(s.payeeRole, s.payeeId)}>{s.payeeName}</Link>
              </Descriptions.Item>
              <Descriptions.Item label="Total">
                <Typography.Text strong data-testid="settlement-total">
                  <MoneyCell cents={s.totalAmount} />
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="Settled">
                <DateCell value={s.settledAt} />
              </Descriptions.Item>
              <Descriptions.Item label="Settled by">{s.settledBy?.name ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Comment">{s.comment ?? '—'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Events" size="small" style={{ marginBottom: 16 }}>
            <Table
              size="small"
              pagination={false}
              rowKey="eventId"
              dataSource={s.events}
              columns={[
                {
                  key: 'title',
                  title: 'Event',
                  render: (_, e) => <Link to={payoutPaths.view(e.eventId)}>{e.title}</Link>,
                },
                { key: 'date', title: 'Date', render: (_, e) => <DateCell value={e.startTime} dateOnly /> },
                { key: 'amount', title: 'Paid', align: 'right', render: (_, e) => <MoneyCell cents={e.amount} /> },
              ]}
            />
          </Card>
          <Card title="Adjustments" size="small">
            <Table
              size="small"
              pagination={false}
              rowKey="id"
              dataSource={s.adjustments}
              locale={{ emptyText: 'No adjustments' }}
              columns={[
                { key: 'description', title: 'Description', dataIndex: 'description' },
                { key: 'date', title: 'Payment date', render: (_, a) => <DateCell value={a.paymentDate} dateOnly /> },
                { key: 'amount', title: 'Amount', align: 'right', render: (_, a) => <MoneyCell cents={a.amount} /> },
              ]}
            />
          </Card>
        </>
      )}
    </>
  );
}
