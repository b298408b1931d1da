import { useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { formatUsd, rolloverDifference, type OrderProduct } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { useEventOptions, useRollover } from '../api';
import { EventSelect } from '../components/EventSelect';

interface Values {
  eventId?: number;
  eventProductId?: number;
  reason: string;
}

/**
 * Moves one product to another event (a rescheduled game). The price paid stays; a cheaper product refunds the
 * difference by hand, a dearer one records what the customer owes — the dialog says which before the move.
 */
export function RolloverDialog({
  orderId,
  product,
  onClose,
}: {
  orderId: number;
  product: OrderProduct;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const rollover = useRollover(orderId);
  const [failure, setFailure] = useState<string | null>(null);
  const eventId = Form.useWatch('eventId', form);
  const event = useEventOptions('', eventId ? [eventId] : []);
  const products = eventId ? (event.data?.find((e) => e.id === eventId)?.products ?? []) : [];
  const eventProductId = Form.useWatch('eventProductId', form);
  const chosen = products.find((p) => p.id === eventProductId);
  // What the customer holds of it: the price less its refunds. The move never changes it silently.
  const holds = product.refundableAmount;
  const difference = chosen
    ? rolloverDifference({ price: product.price, refunded: product.price - holds }, chosen.totalPrice)
    : 0;

  const submit = useOneAtATime(async (v: Values) => {
    setFailure(null);
    try {
      await rollover.mutateAsync({
        productId: product.id,
        eventId: v.eventId!,
        eventProductId: v.eventProductId!,
        reason: v.reason,
      });
      void message.success('Rolled over');
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      title={`Roll over item #${product.id}`}
      okText="Roll over"
      onOk={() => form.submit()}
      confirmLoading={rollover.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        From <strong>{product.event?.title ?? 'no event'}</strong>. Paid {formatUsd(product.price)}; the customer holds{' '}
        {formatUsd(holds)}.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) => void submit(v)}
        onValuesChange={(changed: Partial<Values>) => {
          if ('eventId' in changed) form.setFieldValue('eventProductId', undefined);
        }}
        aria-label="Rollover"
      >
        <Form.Item label="New event" name="eventId" rules={[{ required: true, message: 'Choose an event' }]}>
          <EventSelect
            id="rollover-event"
            value={eventId}
            onChange={(id) => form.setFieldValue('eventId', id)}
            placeholder="Search events"
            width={440}
            excludeId={product.event?.id}
          />
        </Form.Item>
        <Form.Item
          label="Product at the new event"
          name="eventProductId"
          rules={[{ required: true, message: 'Choose a product' }]}
        >
          <Select
            disabled={!eventId}
            placeholder={eventId ? 'Product' : 'Choose the event first'}
            options={products.map((p) => ({ value: p.id, label: `${p.name} (${formatUsd(p.totalPrice)})` }))}
          />
        </Form.Item>
        <Form.Item
          label="Reason"
          name="reason"
          rules={[{ required: true, whitespace: true, message: 'Give a reason' }]}
        >
          <Input.TextArea rows={2} maxLength={1000} placeholder="e.g. Rained out, moved to Friday" />
        </Form.Item>
      </Form>
      {chosen && difference !== 0 && (
        <Typography.Paragraph type="warning" role="status">
          {difference < 0
            ? `${formatUsd(-difference)} will be refunded by hand (the new product costs ${formatUsd(chosen.totalPrice)}).`
            : `The customer will owe ${formatUsd(difference)} (the new product costs ${formatUsd(chosen.totalPrice)}).`}
        </Typography.Paragraph>
      )}
      {failure && (
        <Typography.Text type="danger" role="alert">
          {failure}
        </Typography.Text>
      )}
    </Modal>
  );
}
