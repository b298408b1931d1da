import { useState } from 'react';
import type { EventListItem } from '@phlox/contract';
import { EVENT_MESSAGES } from '@phlox/contract';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { useEventOrderCount } from '../api';

/**
 * Delete with a confirmation that states the event's orders, counted when the dialog opens: an event with
 * orders cannot be deleted (the server refuses too), so the dialog says so and keeps Delete disabled.
 */
export function DeleteEventButton({ event, onConfirm }: { event: EventListItem; onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  const count = useEventOrderCount(event.id, open);
  const orders = count.data?.orderCount;
  const description =
    orders === undefined
      ? 'Checking the event’s orders…'
      : orders > 0
        ? EVENT_MESSAGES.hasOrders(orders)
        : 'It has no orders. It will no longer appear in lists.';
  return (
    <ConfirmDelete
      itemType="event"
      itemName={event.title}
      iconOnly
      description={description}
      onOpenChange={setOpen}
      okDisabled={orders === undefined || orders > 0}
      onConfirm={onConfirm}
    />
  );
}
