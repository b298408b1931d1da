import { useState } from 'react';
import { Alert, App, Flex, Modal, Radio, Typography } from 'antd';
import type { OrderListItem } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { EventSelect } from '../../orders/public';
import { useMatchSales } from '../matchApi';

interface MatchSaleDialogProps {
  /** The unmatched sale the dialog was opened from; closed while null. */
  sale: OrderListItem | null;
  onClose: () => void;
}

/**
 * Gives an unmatched outside sale its event: this sale alone, or every unmatched sale its platform filed under the
 * same gallery or job title (the usual case: a whole gallery whose title differs from the event's).
 */
export function MatchSaleDialog({ sale, onClose }: MatchSaleDialogProps) {
  const { message } = App.useApp();
  const match = useMatchSales();
  const [eventId, setEventId] = useState<number | undefined>();
  const [scope, setScope] = useState<'sale' | 'gallery'>('gallery');
  const title = sale?.unmatched?.title ?? null;
  const whole = scope === 'gallery' && title !== null;
  const close = () => {
    setEventId(undefined);
    setScope('gallery');
    match.reset();
    onClose();
  };
  const submit = useOneAtATime(async () => {
    if (!sale || eventId === undefined) return;
    try {
      const result = await match.mutateAsync(
        scope === 'gallery' && title !== null ? { eventId, outsideTitle: title } : { eventId, orderId: sale.id },
      );
      void message.success(
        `${result.matched} ${result.matched === 1 ? 'sale' : 'sales'} matched to ${result.eventTitle}`,
      );
      close();
    } catch {
      // shown in the dialog
    }
  });
  return (
    <Modal
      open={sale !== null}
      title="Match to an event"
      okText="Match"
      onOk={() => void submit()}
      okButtonProps={{ disabled: eventId === undefined, loading: match.isPending }}
      onCancel={match.isPending ? undefined : close}
      destroyOnHidden
    >
      {sale && (
        <Flex vertical gap={16}>
          <Typography.Text>
            Sale <Typography.Text strong>{sale.sourceOrderId ?? `#${sale.id}`}</Typography.Text> of{' '}
            {sale.customerName ?? 'an unknown customer'}
            {title ? (
              <>
                , filed under <Typography.Text strong>“{title}”</Typography.Text>
                {sale.unmatched?.date ? ` (${sale.unmatched.date})` : ''}
              </>
            ) : (
              ', filed under no gallery or job'
            )}
            .
          </Typography.Text>
          <EventSelect value={eventId} onChange={setEventId} placeholder="Event to match to" width={440} />
          {title !== null && (
            <Radio.Group
              aria-label="Which sales"
              value={scope}
              onChange={(e) => setScope(e.target.value as 'sale' | 'gallery')}
              options={[
                { value: 'gallery', label: `Every unmatched sale filed under “${title}”` },
                { value: 'sale', label: 'Only this sale' },
              ]}
            />
          )}
          <Typography.Text type="secondary">
            The event’s sales analysis, payouts and reports then count {whole ? 'these sales' : 'this sale'}.
          </Typography.Text>
          {match.error && <Alert type="error" showIcon role="alert" title={errorMessage(match.error)} />}
        </Flex>
      )}
    </Modal>
  );
}
