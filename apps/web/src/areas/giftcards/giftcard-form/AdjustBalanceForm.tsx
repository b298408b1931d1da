import { App, Button, Form, Input, Radio } from 'antd';
import { GIFTCARD_MAX_CENTS, giftcardAdjustmentSchema, type GiftcardTransactionType } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { useOneAtATime } from '../../../shared/forms/useOneAtATime';
import { MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { useSubmitShortcut } from '../../../shared/forms/useSubmitShortcut';
import { zodRule } from '../../../shared/forms/zodRule';
import { formatCents } from '../../../shared/format/money';
import { useAdjustGiftcard } from '../api';

interface Values {
  transactionType: GiftcardTransactionType;
  amount: string;
  reason: string;
}

/** A manual credit or debit with its reason; the server refuses a debit beyond the balance, race-safe. */
export function AdjustBalanceForm({ giftcardId }: { giftcardId: number }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const onKeyDown = useSubmitShortcut(form);
  const adjust = useAdjustGiftcard(giftcardId);

  const onFinish = useOneAtATime(async (v: Values) => {
    try {
      const result = await adjust.mutateAsync({
        transactionType: v.transactionType,
        amount: toCents(v.amount) ?? 0,
        reason: v.reason.trim(),
      });
      const what = v.transactionType === 'credit' ? 'Credited' : 'Debited';
      void message.success(`${what} ${formatCents(result.transaction.amount)}. Balance ${formatCents(result.balance)}`);
      form.resetFields();
    } catch (error) {
      if (!applyServerErrors(form, error)) void message.error(errorMessage(error));
    }
  });

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ transactionType: 'debit', amount: '', reason: '' }}
      onFinish={(values) => void onFinish(values)}
      onKeyDown={onKeyDown}
      disabled={adjust.isPending}
      requiredMark={false}
    >
      <Form.Item name="transactionType" label="Adjustment">
        <Radio.Group
          optionType="button"
          options={[
            { value: 'debit', label: 'Debit' },
            { value: 'credit', label: 'Credit' },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="amount"
        label="Amount"
        rules={[moneyRule({ required: 'Enter an amount', min: 1, max: GIFTCARD_MAX_CENTS })]}
      >
        <MoneyInput style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item name="reason" label="Reason" rules={[zodRule(giftcardAdjustmentSchema.shape.reason)]}>
        <Input.TextArea rows={2} maxLength={500} placeholder="Why the balance changes (kept on the ledger)" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={adjust.isPending}>
        Record adjustment
      </Button>
    </Form>
  );
}
