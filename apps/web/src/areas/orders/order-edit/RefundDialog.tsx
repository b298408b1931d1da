import { useMemo, useState } from 'react';
import { App, Checkbox, Form, Input, Modal, Typography } from 'antd';
import { formatUsd, type OrderDetail, type OrderProduct } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { fromCents, MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { useRefund } from '../api';
import { getRuntimeConfig } from '../../../shared/config/runtimeConfig';
import { refundDoneMessage, refundPath } from './refundPath';

interface Values {
  amount: string;
  reason: string;
  manual: boolean;
}

/**
 * Full or partial refund of one product. Each opening of the dialog has its own idempotency key, so a
 * double-click or a retried request refunds once. It says before and after where the money goes (refundPath).
 */
export function RefundDialog({
  order,
  product,
  onClose,
}: {
  order: OrderDetail;
  product: OrderProduct;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const refund = useRefund(order.id);
  const [failure, setFailure] = useState<string | null>(null);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const { viaStripe, note } = refundPath(order, getRuntimeConfig().cardRefunds);

  const submit = useOneAtATime(async (v: Values) => {
    setFailure(null);
    try {
      const manual = !viaStripe || v.manual;
      await refund.mutateAsync({
        productId: product.id,
        amount: toCents(v.amount) ?? 0,
        reason: v.reason,
        manual,
        idempotencyKey,
      });
      void message.success(refundDoneMessage(toCents(v.amount) ?? 0, !manual));
      onClose();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(errorMessage(error));
    }
  });

  return (
    <Modal
      open
      title={`Refund item #${product.id}`}
      okText="Refund"
      onOk={() => form.submit()}
      confirmLoading={refund.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {product.productName ?? 'Product'} · paid {formatUsd(product.price)} · up to{' '}
        <strong>{formatUsd(product.refundableAmount)}</strong> can be refunded.
      </Typography.Paragraph>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ amount: fromCents(product.refundableAmount), reason: '', manual: !viaStripe }}
        onFinish={(v) => void submit(v)}
        aria-label="Refund"
      >
        <Form.Item
          label="Amount"
          name="amount"
          rules={[moneyRule({ required: 'Enter an amount', min: 1, max: product.refundableAmount })]}
        >
          <MoneyInput />
        </Form.Item>
        <Form.Item
          label="Reason"
          name="reason"
          rules={[{ required: true, whitespace: true, message: 'Give a reason' }]}
        >
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        {viaStripe ? (
          <Form.Item name="manual" valuePropName="checked" extra={note}>
            <Checkbox>Refund by hand (cash, check…)</Checkbox>
          </Form.Item>
        ) : (
          <Typography.Paragraph type="secondary">{note}</Typography.Paragraph>
        )}
      </Form>
      {failure && (
        <Typography.Text type="danger" role="alert">
          {failure}
        </Typography.Text>
      )}
    </Modal>
  );
}
