import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatCents } from '../../../shared/format/money';
import { MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { useApplyCoupon } from '../api';

/**
 * "What would this code take off an order of $X?" — checked by the server with the same rules as checkout,
 * as a preview that does not count a use.
 */
export function CouponTester({ code }: { code: string }) {
  const [form] = Form.useForm<{ orderTotal: string }>();
  const check = useApplyCoupon();
  const [asked, setAsked] = useState<number | null>(null);

  const onFinish = ({ orderTotal }: { orderTotal: string }) => {
    const cents = toCents(orderTotal) ?? 0;
    setAsked(cents);
    check.mutate({ code, orderTotal: cents, preview: true });
  };

  return (
    <Card title="Try the code" size="small">
      <Form form={form} layout="inline" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="orderTotal"
          label="Order total"
          rules={[moneyRule({ required: 'Enter an order total', min: 0, max: 1_000_000_000 })]}
        >
          <MoneyInput style={{ width: 140 }} />
        </Form.Item>
        <Button htmlType="submit" loading={check.isPending}>
          Check
        </Button>
      </Form>
      <Flex vertical style={{ marginTop: 12 }} aria-live="polite">
        {check.isSuccess && asked !== null && (
          <Typography.Text>
            {formatCents(check.data.discountCents)} off {formatCents(asked)} — the customer pays{' '}
            {formatCents(asked - check.data.discountCents)} before tax.
          </Typography.Text>
        )}
        {check.isError && <Alert type="warning" showIcon title={errorMessage(check.error)} />}
      </Flex>
    </Card>
  );
}
