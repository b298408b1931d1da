import { Button, Card, Flex, Statistic, Tooltip } from 'antd';
import { Link } from 'react-router';
import { PAYOUT_SORT_FIELDS } from '@phlox/contract';
import { useAuthStore } from '../../../shared/auth/authStore';
import { formatCents } from '../../../shared/format/money';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, useOwnRowsOnly, usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { usePayoutList } from '../api';
import { SettleButton } from '../settle/SettleButton';
import { PayoutFreshnessNote } from '../shared/PayoutFreshnessNote';
import { PayoutFilters, PAYOUT_FILTER_KEYS } from './PayoutFilters';
import { RecomputeRangeButton } from './RecomputeRangeButton';
import { usePayoutColumns } from './usePayoutColumns';
import { payoutPaths } from '../paths';

const NOUN: Noun = { singular: 'Event payout', plural: 'Event payouts' };

/** /payout: events with their computed payouts, totals owed, projected and paid, recompute and (owners) settle. */
export function PayoutListPage() {
  const list = useListState('payout', { sortFields: PAYOUT_SORT_FIELDS, filterKeys: PAYOUT_FILTER_KEYS });
  const result = usePayoutList(list.query);
  const canManage = usePermission('payouts', 'manage');
  const isOwner = useAuthStore((s) => s.user?.isOwner ?? false);
  // Decided by who is asking, not by the data: loading or empty, a photographer's list has no platform columns.
  const columns = usePayoutColumns({ ownOnly: useOwnRowsOnly('payouts') });
  const canSettle = useAddon('payouts.settle');
  const totals = result.data?.totals;

  return (
    <>
      <PageHeader
        title="Payouts"
        subtitle={
          <>
            <ListCount total={result.data?.meta.total} noun={NOUN} />
            {result.data && <PayoutFreshnessNote freshness={result.data.freshness} />}
          </>
        }
        actions={
          <>
            <Link to={payoutPaths.history}>
              <Button>Payout history</Button>
            </Link>
            {canManage && <RecomputeRangeButton />}
            {canManage && isOwner && canSettle && <SettleButton />}
          </>
        }
      />
      <Flex gap={16} style={{ marginBottom: 16 }} wrap>
        <Card size="small" style={{ minWidth: 180 }}>
          <Statistic
            title={<Tooltip title="Unpaid payouts of events that have taken place: what can be settled">Owed</Tooltip>}
            value={formatCents(totals?.owed ?? 0)}
            loading={!totals}
            data-testid="total-owed"
          />
        </Card>
        <Card size="small" style={{ minWidth: 180 }}>
          <Statistic
            title={
              <Tooltip title="Unpaid payouts of drafts and events not played yet: owed once the event has taken place">
                Projected
              </Tooltip>
            }
            value={formatCents(totals?.projected ?? 0)}
            loading={!totals}
            valueStyle={{ color: 'rgba(0, 0, 0, 0.45)' }}
            data-testid="total-projected"
          />
        </Card>
        <Card size="small" style={{ minWidth: 180 }}>
          <Statistic title="Paid" value={formatCents(totals?.paid ?? 0)} loading={!totals} data-testid="total-paid" />
        </Card>
      </Flex>
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search events by title">
          <PayoutFilters list={list} canManage={canManage} />
        </ListToolbar>
        <ResourceTable list={list} result={result} columns={columns} rowKey={(r) => r.eventId} noun={NOUN} />
      </Card>
    </>
  );
}
