import { useState } from 'react';
import { Alert, App, Checkbox, Flex, Form, Input, Modal, Radio, Select, Skeleton, Table, Typography } from 'antd';
import { formatUsd, rolloverDifference, type HeldOrders } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { useEventOptions, useEventRefund, useEventRollover, useHeldOrders } from '../api';
import { EventSelect } from '../components/EventSelect';
import { getRuntimeConfig } from '../../../shared/config/runtimeConfig';

type Choice = 'rollover' | 'refund' | 'manual';

interface Values {
  targetEventId?: number;
  /** canceled event product id → the new event's product id */
  mapping: Record<string, number | undefined>;
  reason: string;
  manual: boolean;
}

/**
 * The resolution step of a canceled (or moved) game with paid orders (issue 13): move every paid item to
 * another event with a product mapping, refund everything, or leave them to be handled by hand — the event then
 * says how many orders need action.
 */
export function ResolveOrdersDialog({ event, onClose }: { event: { id: number; title: string }; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const held = useHeldOrders(event.id);
  const canMove = usePermission('orders', 'manage');
  const hasRefundRight = useAddon('orders.refund');
  const canRefund = canMove && hasRefundRight;
  const [choice, setChoice] = useState<Choice>(canMove ? 'rollover' : 'manual');
  const { cardRefunds } = getRuntimeConfig();
  const [failure, setFailure] = useState<unknown>(null);
  const rollover = useEventRollover();
  const refund = useEventRefund();
  const targetEventId = Form.useWatch('targetEventId', form);
  const target = useEventOptions('', targetEventId ? [targetEventId] : []).data?.find((e) => e.id === targetEventId);

  const submit = useOneAtATime(async (v: Values) => {
    setFailure(null);
    try {
      if (choice === 'rollover') {
        const result = await rollover.mutateAsync({
          eventId: event.id,
          targetEventId: v.targetEventId!,
          mapping: Object.entries(v.mapping ?? {})
            .filter(([, to]) => to !== undefined)
            .map(([from, to]) => ({ fromEventProductId: Number(from), toEventProductId: to! })),
          reason: v.reason,
        });
        void message.success(
          `Moved ${result.products} ${result.products === 1 ? 'item' : 'items'} of ${result.orders} orders` +
            (result.refunded ? `; ${formatUsd(result.refunded)} refunded by hand` : '') +
            (result.owed ? `; customers owe ${formatUsd(result.owed)}` : ''),
        );
      } else if (choice === 'refund') {
        const result = await refund.mutateAsync({
          eventId: event.id,
          reason: v.reason,
          manual: !cardRefunds || v.manual,
        });
        if (result.failures.length) {
          setFailure(
            new Error(
              `${result.failures.length} refunds failed (${result.failures.map((f) => `order ${f.orderId}: ${f.message}`).join('; ')}). The others went through; try again for the rest.`,
            ),
          );
          return;
        }
        void message.success(
          `${cardRefunds && !v.manual ? 'Refunded' : 'Recorded manual refunds of'} ${formatUsd(result.refunded)} on ${result.orders} ${result.orders === 1 ? 'order' : 'orders'}`,
        );
      }
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
    }
  });

  const busy = rollover.isPending || refund.isPending;
  return (
    <Modal
      open
      title={`Paid orders of “${event.title}”`}
      okText={choice === 'rollover' ? 'Move them' : choice === 'refund' ? 'Refund everything' : 'Handle them by hand'}
      okButtonProps={{ danger: choice === 'refund', disabled: held.isPending || held.isError }}
      onOk={() => (choice === 'manual' ? onClose() : form.submit())}
      confirmLoading={busy}
      onCancel={busy ? undefined : onClose}
      width={720}
      destroyOnHidden
    >
      {held.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : held.isError ? (
        <Alert type="error" showIcon role="alert" title={errorMessage(held.error)} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            The event is canceled, but <strong>{held.data.orders}</strong>{' '}
            {held.data.orders === 1 ? 'order holds' : 'orders hold'} {held.data.products} paid{' '}
            {held.data.products === 1 ? 'item' : 'items'} ({formatUsd(held.data.amount)}). What happens to them?
          </Typography.Paragraph>
          <Radio.Group
            value={choice}
            onChange={(e) => setChoice(e.target.value as Choice)}
            disabled={busy}
            aria-label="What happens to the paid orders"
          >
            <Flex vertical gap={4}>
              <Radio value="rollover" disabled={!canMove}>
                Move them all to another event (a rescheduled game)
              </Radio>
              <Radio value="refund" disabled={!canRefund}>
                Refund everything{!canRefund && ' (needs the refund right)'}
              </Radio>
              <Radio value="manual">Handle them by hand: the event keeps saying how many orders need action</Radio>
            </Flex>
          </Radio.Group>
          {choice !== 'manual' && (
            <Form<Values>
              form={form}
              layout="vertical"
              initialValues={{ mapping: {}, reason: '', manual: false }}
              onFinish={(v) => void submit(v)}
              disabled={busy}
              aria-label={choice === 'rollover' ? 'Move the orders' : 'Refund the orders'}
            >
              {choice === 'rollover' && (
                <>
                  <Form.Item
                    label="New event"
                    name="targetEventId"
                    rules={[{ required: true, message: 'Choose the event to move them to' }]}
                  >
                    <EventSelect
                      id="resolve-target-event"
                      value={targetEventId}
                      onChange={(id) => form.setFieldsValue({ targetEventId: id, mapping: {} })}
                      placeholder="Search events"
                      width={440}
                      excludeId={event.id}
                    />
                  </Form.Item>
                  {target && <MappingTable held={held.data} products={target.products} />}
                </>
              )}
              <Form.Item
                label="Reason"
                name="reason"
                rules={[{ required: true, whitespace: true, message: 'Give a reason' }]}
              >
                <Input.TextArea rows={2} maxLength={1000} placeholder="e.g. Rained out, moved to Friday" />
              </Form.Item>
              {choice === 'refund' &&
                (cardRefunds ? (
                  <Form.Item
                    name="manual"
                    valuePropName="checked"
                    extra="Otherwise card payments go back through Stripe."
                  >
                    <Checkbox>Refund by hand (cash, check…)</Checkbox>
                  </Form.Item>
                ) : (
                  <Typography.Paragraph type="secondary">
                    Card refunds through Stripe are not set up on this installation: every refund is recorded as manual,
                    and you return the money yourself.
                  </Typography.Paragraph>
                ))}
            </Form>
          )}
          {failure !== null && <Alert type="error" showIcon role="alert" title={errorMessage(failure)} />}
        </Flex>
      )}
    </Modal>
  );
}

type TargetProduct = { id: number; productId: number; name: string; totalPrice: number };

/**
 * Each product the canceled event sold, with where it goes: the same product where the new event sells it
 * (shown, nothing to choose), otherwise a product chosen here. Price differences are shown before the move.
 */
function MappingTable({ held, products }: { held: HeldOrders; products: TargetProduct[] }) {
  const form = Form.useFormInstance<Values>();
  const mapping = (Form.useWatch('mapping', form) ?? {}) as Values['mapping'];
  return (
    <Table
      size="small"
      pagination={false}
      aria-label="Where each product goes"
      rowKey={(r) => String(r.eventProductId)}
      dataSource={held.byProduct}
      style={{ marginBottom: 16 }}
      columns={[
        {
          key: 'from',
          title: 'Sold here',
          render: (_, r) => `${r.productName ?? 'Product'} · ${r.count} ${r.count === 1 ? 'item' : 'items'}`,
        },
        {
          key: 'to',
          title: 'At the new event',
          render: (_, r) => {
            const same = products.find((p) => p.productId === r.productId);
            if (same && mapping[String(r.eventProductId)] === undefined)
              return `${same.name} (${formatUsd(same.totalPrice)})`;
            return (
              <Form.Item
                name={['mapping', String(r.eventProductId)]}
                rules={[{ required: !same, message: 'Choose a product' }]}
                style={{ margin: 0 }}
              >
                <Select
                  aria-label={`New product for ${r.productName ?? 'product'}`}
                  placeholder="Choose a product"
                  style={{ width: 240 }}
                  options={products.map((p) => ({ value: p.id, label: `${p.name} (${formatUsd(p.totalPrice)})` }))}
                />
              </Form.Item>
            );
          },
        },
        {
          key: 'money',
          title: 'Money',
          render: (_, r) => {
            const chosen = products.find((p) => p.id === mapping[String(r.eventProductId)]);
            const to = chosen ?? products.find((p) => p.productId === r.productId);
            if (!to) return '—';
            const difference = r.lines.reduce((sum, l) => sum + rolloverDifference(l, to.totalPrice) * l.count, 0);
            if (difference === 0) return 'Same price';
            return difference < 0 ? (
              <Typography.Text>{formatUsd(-difference)} refunded by hand</Typography.Text>
            ) : (
              <Typography.Text type="warning">Customers owe {formatUsd(difference)}</Typography.Text>
            );
          },
        },
      ]}
    />
  );
}
