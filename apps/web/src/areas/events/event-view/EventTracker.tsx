import { Alert, Card, Descriptions, Flex, Progress, Skeleton, Space, Table, Typography } from 'antd';
import { Link } from 'react-router';
import type { EventDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { usePermission } from '../../../shared/permissions/usePermission';
import { payoutPaths, usePayout } from '../../payouts/public';
import { useEventTracker } from '../api';
import { ConfirmationTag } from '../components/Confirmation';

const dash = <Typography.Text type="secondary">—</Typography.Text>;

/** "x of y" with a thin bar: how far along something is. */
function Progressed({ done, of, testId }: { done: number; of: number; testId: string }) {
  return (
    <Space size={12} data-testid={testId}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>
        {done} of {of}
      </span>
      {of > 0 && <Progress percent={Math.round((done / of) * 100)} size="small" style={{ width: 120, margin: 0 }} />}
    </Space>
  );
}

/** The event's sales and payout, for those who see payouts: the figures and a link to the payout page. */
function SalesAndPayout({ eventId }: { eventId: number }) {
  const payout = usePayout(eventId);
  if (payout.isPending) return <Skeleton active paragraph={{ rows: 1 }} />;
  if (payout.isError) return <Alert type="warning" showIcon title={errorMessage(payout.error)} />;
  const p = payout.data;
  const paid = p.payees.filter((x) => x.paymentStatus === 'Paid').reduce((s, x) => s + x.amount, 0);
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered data-testid="tracker-payout">
      {p.sales && (
        <Descriptions.Item label="Sales">
          <MoneyCell cents={p.sales.total} />
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Payouts owed">
        <MoneyCell cents={p.owed} />
      </Descriptions.Item>
      <Descriptions.Item label="Projected">
        <MoneyCell cents={p.projected} />
      </Descriptions.Item>
      <Descriptions.Item label="Paid">
        <MoneyCell cents={paid} />
      </Descriptions.Item>
      {p.phloxAmount !== null && (
        <Descriptions.Item label={p.phloxLoss ? 'Platform loss' : 'Platform fee'}>
          <MoneyCell cents={p.phloxLoss || p.phloxAmount} />
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Payout">
        {p.computedAt ? <Link to={payoutPaths.view(eventId)}>Open the payout</Link> : 'Not computed yet'}
      </Descriptions.Item>
    </Descriptions>
  );
}

/**
 * Where the event stands, on its view and edit pages: status, sold orders fulfilled, the crew's uploads, the Browse
 * & Buy gallery, each crew member's answer; the orders by team; and, for those who see payouts, its sales and
 * payout.
 */
export function EventTracker({ event }: { event: EventDetail }) {
  const tracker = useEventTracker(event.id);
  const seesPayouts = usePermission('payouts', 'view');
  const t = tracker.data;
  return (
    <Card title="Tracker" size="small" data-testid="event-tracker">
      <Flex vertical gap={16}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label="Status">
            <StatusTag status={event.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Orders fulfilled">
            {t ? <Progressed done={t.orders.fulfilled} of={t.orders.total} testId="tracker-fulfilled" /> : dash}
          </Descriptions.Item>
          <Descriptions.Item label="Images uploaded">
            {t ? <Progressed done={t.uploads.uploaded} of={t.uploads.crew} testId="tracker-uploads" /> : dash}
          </Descriptions.Item>
          <Descriptions.Item label="Browse & Buy gallery">
            {event.zenfolio.link ? (
              <Typography.Link href={event.zenfolio.link} target="_blank" rel="noreferrer">
                {event.zenfolio.galleryName ?? event.zenfolio.link}
              </Typography.Link>
            ) : (
              dash
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Staff confirmations" span={2}>
            {event.photographers.length ? (
              <Space size={4} wrap data-testid="tracker-confirmations">
                {event.photographers.map((p) => (
                  <ConfirmationTag key={p.id} value={p.confirmation} name={p.name} />
                ))}
              </Space>
            ) : (
              dash
            )}
          </Descriptions.Item>
        </Descriptions>
        {tracker.isError && <Alert type="warning" showIcon title={errorMessage(tracker.error)} />}
        <Table
          size="small"
          rowKey={(r) => r.teamId ?? 0}
          pagination={false}
          loading={tracker.isPending}
          dataSource={t?.teams ?? []}
          aria-label="Orders by team"
          locale={{ emptyText: 'No sold orders yet' }}
          columns={[
            { key: 'team', title: 'Team', dataIndex: 'teamName' },
            { key: 'orders', title: 'Orders', dataIndex: 'orders', align: 'right' },
            ...(t?.showsMoney
              ? [
                  {
                    key: 'amount',
                    title: 'Amount',
                    align: 'right' as const,
                    render: (_: unknown, r: { amount: number | null }) => <MoneyCell cents={r.amount} />,
                  },
                ]
              : []),
          ]}
        />
        {seesPayouts && t?.showsMoney && <SalesAndPayout eventId={event.id} />}
      </Flex>
    </Card>
  );
}
