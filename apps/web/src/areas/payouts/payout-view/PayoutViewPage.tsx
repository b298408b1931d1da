import { Alert, App, Button, Card, Col, Row, Skeleton, Table } from 'antd';
import { Link, useParams } from 'react-router';
import { PAYEE_ROLE_LABELS } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { useAuthStore } from '../../../shared/auth/authStore';
import { DateCell, MoneyCell } from '../../../shared/cells/cells';
import { formatDateTime } from '../../../shared/format/date';
import { formatCents } from '../../../shared/format/money';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { isQueued, usePayout, useRecompute } from '../api';
import { PayoutFreshnessNote } from '../shared/PayoutFreshnessNote';
import { SettleButton } from '../settle/SettleButton';
import { HOLD_EXPLANATIONS } from '../shared/StandingTag';
import { PayeesTable } from './PayeesTable';
import { SalesAnalysis } from './SalesAnalysis';
import { payoutPaths } from '../paths';

/** /payout/view-payout/:payoutID (the event id): the sales analysis, payees and settlements of one event. */
export function PayoutViewPage() {
  const eventId = Number(useParams().payoutID);
  const payout = usePayout(eventId);
  const recompute = useRecompute();
  const canManage = usePermission('payouts', 'manage');
  const isOwner = useAuthStore((s) => s.user?.isOwner ?? false);
  const canSettle = useAddon('payouts.settle');
  const { back } = useBackToList(payoutPaths.list);
  const { message } = App.useApp();
  const d = payout.data;

  const run = async () => {
    try {
      const r = await recompute.mutateAsync({ eventId });
      if (!isQueued(r)) void message.success(r.changed ? 'Payout recomputed' : 'Payout already up to date');
    } catch (e) {
      void message.error(errorMessage(e));
    }
  };
  const stale = d?.sales && d.payoutTotal !== null && d.sales.total !== d.payoutTotal;
  // The event's unpaid lines share its standing (why they are not owed, if they are not); a line held only by
  // its assignment's confirmation is said after an event-wide reason.
  const holds = d?.payees.map((p) => p.holdReason).filter((r) => r !== null) ?? [];
  const hold = holds.find((r) => r !== 'unconfirmed') ?? holds[0];

  return (
    <>
      <PageHeader
        title={`Payout #${eventId}`}
        subtitle={
          d && (
            <>
              {d.event.title} · {formatDateTime(d.event.startTime)} · <PayoutFreshnessNote freshness={d.freshness} />
            </>
          )
        }
        actions={
          <>
            <Button onClick={back}>Back to payouts</Button>
            {canManage && d && (
              <Button onClick={() => void run()} loading={recompute.isPending}>
                Recompute
              </Button>
            )}
            {canManage && isOwner && canSettle && d && <SettleButton />}
          </>
        }
      />
      {payout.isError ? (
        <ItemLoadError error={payout.error} itemType="payout" onBack={back} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          {!d.computedAt && !d.freshness.waiting && canManage && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} message="This payout has not been computed yet." />
          )}
          {hold && (
            <Alert
              type={hold === 'canceled' ? 'warning' : 'info'}
              showIcon
              style={{ marginBottom: 16 }}
              message={HOLD_EXPLANATIONS[hold]}
              data-testid="payout-hold"
            />
          )}
          {!!d.phloxLoss && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message={`The charges exceed the sales: the platform carries a loss of ${formatCents(d.phloxLoss)} on this event.`}
            />
          )}
          {stale && !d.freshness.waiting && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message="Sales changed since the payout was computed: recompute to bring it up to date."
            />
          )}
          <Row gutter={[16, 16]}>
            {d.sales && (
              <Col xs={24} lg={10}>
                <SalesAnalysis detail={d} />
              </Col>
            )}
            <Col xs={24} lg={d.sales ? 14 : 24}>
              <PayeesTable detail={d} />
            </Col>
            <Col span={24}>
              <Card title="Settlements" size="small">
                <Table
                  size="small"
                  pagination={false}
                  rowKey="id"
                  dataSource={d.settlements}
                  locale={{ emptyText: 'Nothing settled for this event yet' }}
                  columns={[
                    {
                      key: 'id',
                      title: 'Settlement',
                      render: (_, s) => <Link to={payoutPaths.settlement(s.id)}>#{s.id}</Link>,
                    },
                    {
                      key: 'payee',
                      title: 'Payee',
                      render: (_, s) => `${s.payeeName} (${PAYEE_ROLE_LABELS[s.payeeRole]})`,
                    },
                    { key: 'at', title: 'Settled', render: (_, s) => <DateCell value={s.settledAt} /> },
                    {
                      key: 'amount',
                      title: 'For this event',
                      align: 'right',
                      render: (_, s) => <MoneyCell cents={s.amount} />,
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
