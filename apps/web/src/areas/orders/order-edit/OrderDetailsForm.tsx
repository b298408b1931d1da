import { Card, Col, DatePicker, Divider, Form, Input, Row, Select, Typography } from 'antd';
import { MANUAL_ORDER_STATUSES, type OrderDetail, type OrderUpdate } from '@phlox/contract';
import { AddressFields } from '../../../shared/address/AddressFields';
import { fromChicagoPicker, toChicagoPicker } from '../../../shared/forms/chicagoDates';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { StatusTag } from '../../../shared/cells/cells';
import { useUpdateOrder } from '../api';
import { DATE_TIME_FORMATS } from '../../../shared/forms/dateFormats';

type Values = Omit<OrderUpdate, 'orderDate' | 'answers' | 'status'> & {
  status: string;
  orderDate: ReturnType<typeof toChicagoPicker>;
  answers: Record<string, string | null>;
};

const blankAddress = { addressLine1: null, addressLine2: null, city: null, state: null, zip: null, country: null };

function initialValues(order: OrderDetail): Values {
  return {
    status: order.status,
    orderDate: toChicagoPicker(order.orderDate),
    customerNotes: order.customerNotes,
    customer: order.customer ?? { firstName: '', lastName: '', email: null, phone: null, companyName: null },
    billingAddress: order.billingAddress ?? blankAddress,
    shippingAddress: order.shippingAddress ?? blankAddress,
    answers: Object.fromEntries(order.products.flatMap((p) => p.answers.map((a) => [String(a.id), a.answer]))),
  };
}

function toInput(v: Values): Omit<OrderUpdate, 'updatedAt'> {
  return {
    status: v.status as (typeof MANUAL_ORDER_STATUSES)[number],
    orderDate: fromChicagoPicker(v.orderDate) ?? undefined,
    customerNotes: v.customerNotes,
    customer: v.customer,
    billingAddress: v.billingAddress,
    shippingAddress: v.shippingAddress,
    answers: Object.entries(v.answers ?? {}).map(([id, answer]) => ({ id: Number(id), answer })),
  };
}

/** Status and date, customer, addresses, notes and question answers: saved together, with the order's version. */
export function OrderDetailsForm({
  order,
  readOnly,
  onReload,
}: {
  order: OrderDetail;
  readOnly: boolean;
  onReload: () => void;
}) {
  const update = useUpdateOrder(order.id);
  const refundStatus = order.status === 'partially_refunded' || order.status === 'refunded';
  // Only what changed is sent (a status the refunds set is never sent back); the page remounts the form on the
  // saved version (its key is the order's updatedAt).
  const f = useItemForm({
    itemType: 'order',
    item: order,
    readOnly,
    initialValues: () => initialValues(order),
    toInput,
    save: ({ changes, item }) => update.mutateAsync({ ...changes, updatedAt: item?.updatedAt ?? order.updatedAt }),
  });

  const answered = order.products.filter((p) => p.answers.length);
  return (
    <Card title="Order details">
      <LongForm<Values> {...f.formProps} requiredMark aria-label="Order details">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Status"
              name="status"
              extra={
                refundStatus
                  ? 'Set by the refunds'
                  : order.status === 'paid'
                    ? 'A paid order is canceled by refunding every item in full.'
                    : undefined
              }
            >
              {refundStatus ? (
                <StatusTag status={order.status} />
              ) : (
                <Select
                  options={MANUAL_ORDER_STATUSES.map((s) => ({
                    value: s,
                    label: s.charAt(0).toUpperCase() + s.slice(1),
                    // The money stays with a typed "canceled": the refunds cancel a paid order.
                    disabled: order.status === 'paid' && s === 'canceled',
                  }))}
                />
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Order date (Chicago time)"
              name="orderDate"
              rules={[{ required: true, message: 'Enter the date' }]}
            >
              <DatePicker showTime={{ format: 'HH:mm' }} format={DATE_TIME_FORMATS} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Customer</Divider>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="First name"
              name={['customer', 'firstName']}
              rules={[{ required: true, message: 'Enter the first name' }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="Last name"
              name={['customer', 'lastName']}
              rules={[{ required: true, message: 'Enter the last name' }]}
            >
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="E-mail"
              name={['customer', 'email']}
              rules={[{ type: 'email', message: 'Enter a valid e-mail address' }]}
            >
              <Input type="email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Phone" name={['customer', 'phone']}>
              <Input />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item label="Company" name={['customer', 'companyName']}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Billing address</Divider>
        <AddressFields name="billingAddress" />
        <Divider titlePlacement="start">Shipping address</Divider>
        <AddressFields name="shippingAddress" />
        <Form.Item label="Customer notes" name="customerNotes">
          <Input.TextArea rows={3} />
        </Form.Item>
        {answered.length > 0 && <Divider titlePlacement="start">Answers</Divider>}
        {answered.map((p) => (
          <div key={p.id}>
            <Typography.Text type="secondary">
              Item #{p.id} {p.productName ? `· ${p.productName}` : ''}
            </Typography.Text>
            {p.answers.map((a) => (
              <Form.Item key={a.id} label={a.question} name={['answers', String(a.id)]}>
                <Input />
              </Form.Item>
            ))}
          </div>
        ))}
        <FormFooter state={f} saveLabel="Save order" onReload={onReload} />
      </LongForm>
    </Card>
  );
}
