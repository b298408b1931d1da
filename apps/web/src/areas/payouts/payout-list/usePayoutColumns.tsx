import { useMemo } from 'react';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { PAYMENT_STATUSES, type PayoutListItem } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import { formatCents } from '../../../shared/format/money';
import { StandingTag } from '../shared/StandingTag';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { useListLink } from '../../../shared/routing/useBackToList';
import { payoutPaths } from '../paths';

/** Platform-side figures are null for a photographer, who sees its own owed and paid only. */
export function usePayoutColumns({ ownOnly }: { ownOnly: boolean }) {
  const listLink = useListLink();
  return useMemo<ResourceColumn<PayoutListItem>[]>(() => {
    const money = (key: keyof PayoutListItem, title: string, sortField?: string): ResourceColumn<PayoutListItem> => ({
      key,
      title,
      align: 'right',
      sortField,
      render: (_, r) => <MoneyCell cents={r[key] as number} />,
    });
    return [
      {
        key: 'title',
        title: 'Event',
        // Not owed yet (or void): the tag says so under the title, where it is seen.
        render: (_, r) => {
          const unpaid = r.statuses.New + r.statuses.Failed + r.statuses.Unpaid > 0;
          return (
            <>
              <Link {...listLink(payoutPaths.view(r.eventId))}>{r.title}</Link>
              {unpaid && r.standing !== 'owed' && (
                <div style={{ marginTop: 4 }}>
                  <StandingTag standing={r.standing} holdReason={r.holdReason} />
                </div>
              )}
            </>
          );
        },
      },
      { key: 'startTime', title: 'Date', sortField: 'startTime', render: (_, r) => <DateCell value={r.startTime} /> },
      ...(ownOnly
        ? []
        : [
            money('totalAmount', 'Total sales', 'totalAmount'),
            money('photographerAmount', 'Photographers'),
            money('boosterAmount', 'Booster clubs'),
            {
              key: 'phloxAmount',
              title: 'Platform fee',
              align: 'right',
              // Charges above the sales are the platform's loss, never a negative fee.
              render: (_, r) =>
                r.phloxLoss ? (
                  <Typography.Text type="danger" title="The charges exceed the sales: the platform carries the loss">
                    Loss {formatCents(r.phloxLoss)}
                  </Typography.Text>
                ) : (
                  <MoneyCell cents={r.phloxAmount} />
                ),
            } satisfies ResourceColumn<PayoutListItem>,
          ]),
      money('owed', 'Owed', 'owed'),
      {
        key: 'projected',
        title: 'Projected',
        align: 'right',
        render: (_, r) =>
          r.projected ? (
            <Typography.Text type="secondary">
              <MoneyCell cents={r.projected} />
            </Typography.Text>
          ) : (
            <Typography.Text type="secondary">—</Typography.Text>
          ),
      },
      money('paid', 'Paid'),
      {
        key: 'statuses',
        title: 'Status',
        render: (_, r) => {
          const tags = PAYMENT_STATUSES.filter((s) => r.statuses[s] > 0);
          if (!tags.length) return <Typography.Text type="secondary">No payees</Typography.Text>;
          return (
            <Space size={2} wrap>
              {tags.map((s) => (
                <span key={s} title={`${r.statuses[s]} payee row(s) ${s}`}>
                  <StatusTag status={s} />
                  {r.statuses[s] > 1 && <Typography.Text type="secondary">×{r.statuses[s]}</Typography.Text>}
                </span>
              ))}
            </Space>
          );
        },
      },
    ];
  }, [listLink, ownOnly]);
}
