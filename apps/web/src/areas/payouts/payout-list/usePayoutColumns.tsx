import { useMemo } from 'react';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { PAYMENT_STATUSES, type PayoutListItem } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { useListLink } from '../../../shared/routing/useBackToList';

export const payoutPath = (eventId: number) => `/payout/view-payout/${eventId}`;

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
        render: (_, r) => <Link {...listLink(payoutPath(r.eventId))}>{r.title}</Link>,
      },
      { key: 'startTime', title: 'Date', sortField: 'startTime', render: (_, r) => <DateCell value={r.startTime} /> },
      ...(ownOnly
        ? []
        : [
            money('totalAmount', 'Total sales', 'totalAmount'),
            money('photographerAmount', 'Photographers'),
            money('boosterAmount', 'Booster clubs'),
            money('phloxAmount', 'Platform fee'),
          ]),
      money('owed', 'Owed', 'owed'),
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
