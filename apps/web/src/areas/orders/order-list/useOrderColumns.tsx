import { Typography } from 'antd';
import { Link } from 'react-router';
import { ORDER_SOURCE_LABELS, type OrderListItem } from '@phlox/contract';
import { DateCell, MoneyCell, StatusTag } from '../../../shared/cells/cells';
import type { ResourceColumn } from '../../../shared/lists/ResourceTable';
import { fromListState } from '../../../shared/routing/useBackToList';
import { orderPaths } from '../paths';

/** "Title" or "Title +2 more" */
const firstAndMore = (items: string[]) =>
  items.length ? `${items[0]}${items.length > 1 ? ` +${items.length - 1} more` : ''}` : '—';

/** Columns of the orders and browse-and-buy lists; the user can hide any but the order number (pinned, as the total is). */
export function useOrderColumns(): ResourceColumn<OrderListItem>[] {
  return [
    {
      key: 'id',
      title: 'Order',
      sortField: 'id',
      // The number and the total stay in view however far the columns scroll (1440 px shows neither end else).
      fixed: 'left',
      render: (_, o) => (
        <Link to={orderPaths.edit(o.id)} state={fromListState} aria-label={`Order ${o.id}`}>
          #{o.id}
        </Link>
      ),
    },
    { key: 'orderDate', title: 'Date', sortField: 'orderDate', render: (_, o) => <DateCell value={o.orderDate} /> },
    {
      key: 'customer',
      title: 'Customer',
      render: (_, o) => (
        <div>
          <div>{o.customerName ?? '—'}</div>
          {o.customerEmail && <Typography.Text type="secondary">{o.customerEmail}</Typography.Text>}
        </div>
      ),
    },
    { key: 'phone', title: 'Phone', render: (_, o) => o.customerPhone ?? '—' },
    { key: 'status', title: 'Status', render: (_, o) => <StatusTag status={o.status} /> },
    {
      key: 'source',
      title: 'Source',
      render: (_, o) => (
        <span>
          {ORDER_SOURCE_LABELS[o.source]}
          {o.sourceOrderId && <Typography.Text type="secondary"> {o.sourceOrderId}</Typography.Text>}
        </span>
      ),
    },
    {
      key: 'events',
      title: 'Events',
      render: (_, o) => (
        <Typography.Text ellipsis={{ tooltip: o.events.join('\n') }} style={{ maxWidth: 280 }}>
          {firstAndMore(o.events)}
        </Typography.Text>
      ),
    },
    { key: 'players', title: 'Players', render: (_, o) => firstAndMore(o.players) },
    {
      key: 'fulfilment',
      title: 'Fulfilled',
      render: (_, o) => `${o.fulfilledCount} of ${o.productCount}`,
    },
    { key: 'coupon', title: 'Coupon', render: (_, o) => o.couponCode ?? '—' },
    {
      key: 'totalAmount',
      title: 'Total',
      sortField: 'totalAmount',
      align: 'right',
      fixed: 'right',
      render: (_, o) => <MoneyCell cents={o.totalAmount} />,
    },
  ];
}
