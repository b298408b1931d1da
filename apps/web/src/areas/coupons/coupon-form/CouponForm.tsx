import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { couponFieldsSchema, MAX_COUPON_CENTS, type Coupon } from '@phlox/contract';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { MoneyInput, moneyRule } from '../../../shared/forms/MoneyInput';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { zodRule } from '../../../shared/forms/zodRule';
import { usePromotionOptions, useSaveCoupon } from '../api';
import { toInput, valuesOf } from './couponFormValues';
import { DATE_TIME_FORMATS } from '../../../shared/forms/dateFormats';

const fields = couponFieldsSchema.shape;

const percentRule = {
  validator: async (_r: unknown, value: string | undefined) => {
    if (!value?.trim()) throw new Error('Enter a percentage');
    if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > 100)
      throw new Error('Enter a whole percent from 1 to 100');
  },
};

interface CouponFormProps {
  coupon?: Coupon;
  onDone: () => void;
  onReload?: () => void;
  /** A view-only user: the fields show, nothing can be saved. */
  readOnly?: boolean;
}

export function CouponForm({ coupon, onDone, onReload, readOnly = false }: CouponFormProps) {
  const promotions = usePromotionOptions();
  const save = useSaveCoupon();
  const f = useItemForm({
    itemType: 'coupon',
    item: coupon,
    readOnly,
    initialValues: () => valuesOf(coupon),
    toInput,
    save: ({ input, changes, item }) =>
      item ? save.mutateAsync({ id: item.id, input: changes, updatedAt: item.updatedAt }) : save.mutateAsync({ input }),
    nameOf: (_saved, input) => input.code,
    onSaved: onDone,
  });
  const couponType = Form.useWatch('couponType', f.form) ?? f.initial.couponType;
  const usageType = Form.useWatch('couponUsageType', f.form) ?? f.initial.couponUsageType;

  return (
    <LongForm {...f.formProps}>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="code" label="Code" rules={[zodRule(fields.code)]} extra="Customers type it at checkout.">
            <Input autoFocus maxLength={50} placeholder="FALL10" style={{ textTransform: 'uppercase' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="name" label="Name" rules={[zodRule(fields.name)]}>
            <Input maxLength={255} placeholder="10% off fall sports" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="couponType" label="Type">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'flat', label: 'Flat amount' },
                { value: 'percentage', label: 'Percentage' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={7}>
          <Form.Item
            name="amount"
            label={couponType === 'flat' ? 'Amount off' : 'Percent off'}
            dependencies={['couponType']}
            rules={[
              couponType === 'flat'
                ? moneyRule({ required: 'Enter an amount', min: 1, max: MAX_COUPON_CENTS })
                : percentRule,
            ]}
          >
            {couponType === 'flat' ? <MoneyInput /> : <Input inputMode="numeric" suffix="%" placeholder="10" />}
          </Form.Item>
        </Col>
        {couponType === 'percentage' && (
          <Col xs={12} sm={7}>
            <Form.Item
              name="maxAmount"
              label="Maximum discount"
              rules={[
                moneyRule({ required: 'A percentage coupon needs a maximum discount', min: 1, max: MAX_COUPON_CENTS }),
              ]}
            >
              <MoneyInput />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="startDate"
            label="Starts (Chicago time)"
            rules={[{ required: true, message: 'Enter a date and time' }]}
          >
            <DatePicker
              showTime={{ format: 'h:mm A', use12Hours: true }}
              format={DATE_TIME_FORMATS}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="expiryDate"
            label="Expires (Chicago time)"
            dependencies={['startDate']}
            rules={[
              { required: true, message: 'Enter a date and time' },
              ({ getFieldValue }) => ({
                validator: async (_r, end: Dayjs | null) => {
                  const start = getFieldValue('startDate') as Dayjs | null;
                  if (start && end && !end.isAfter(start)) throw new Error('The expiry must be after the start');
                },
              }),
            ]}
          >
            <DatePicker
              showTime={{ format: 'h:mm A', use12Hours: true }}
              format={DATE_TIME_FORMATS}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="couponUsageType" label="Uses">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'unlimited', label: 'Unlimited' },
                { value: 'limited', label: 'Limited' },
              ]}
            />
          </Form.Item>
        </Col>
        {usageType === 'limited' && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="couponUsageLimit"
              label="Times it can be used"
              rules={[{ required: true, message: 'Enter how many times the coupon can be used' }]}
            >
              <InputNumber min={1} max={1_000_000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="status" label="Status">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'active', label: 'Active' },
                { value: 'inactive', label: 'Inactive' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="promotionId" label="Promotion">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="None"
              loading={promotions.isPending}
              options={promotions.data?.data.map((p) => ({ value: p.id, label: p.title }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description" rules={[zodRule(fields.description)]}>
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <FormFooter state={f} addLabel="Add coupon" onCancel={onDone} onReload={onReload} />
    </LongForm>
  );
}
