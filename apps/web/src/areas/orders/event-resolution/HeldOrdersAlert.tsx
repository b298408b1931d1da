import { useState } from 'react';
import { Alert, Button } from 'antd';
import { formatUsd } from '@phlox/contract';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useHeldOrders } from '../api';
import { ResolveOrdersDialog } from './ResolveOrdersDialog';

/**
 * On a canceled event: "N orders need action" while paid orders still hold money for it, with the resolution
 * step one click away. Nothing for a live event, or for a user who may not see orders.
 */
export function HeldOrdersAlert({ event }: { event: { id: number; title: string; status: string } }) {
  const canView = usePermission('orders', 'view');
  const held = useHeldOrders(event.id, canView && event.status === 'canceled');
  const [resolving, setResolving] = useState(false);
  if (!held.data?.orders) return null;
  const { orders, amount } = held.data;
  return (
    <>
      <Alert
        type="warning"
        showIcon
        role="status"
        title={`${orders} ${orders === 1 ? 'order needs' : 'orders need'} action`}
        description={`The event is canceled, but customers paid ${formatUsd(amount)} for it. Move the orders to another event, refund them, or handle them one by one on each order.`}
        action={<Button onClick={() => setResolving(true)}>Resolve…</Button>}
      />
      {resolving && <ResolveOrdersDialog event={event} onClose={() => setResolving(false)} />}
    </>
  );
}
