import { Alert, Col, Form, Input, Row, Select, type FormRule } from 'antd';
import {
  COMPENSATION_LABELS,
  COMPENSATION_TYPES,
  compensationProblems,
  formatUsd,
  MAX_COMPENSATION_CENTS,
  type CompensationType,
} from '@phlox/contract';
import { MoneyInput, moneyRule, toCents } from '../../../shared/forms/MoneyInput';
import { useLevelOptions } from '../api';
import type { UserFormValues } from './formValues';

const RATE_HINTS: Record<CompensationType, string> = {
  fixed: 'Per event.',
  hourly: 'Per hour.',
  percent: 'Of the event’s sales.',
};

/** The rate as the chosen type reads it: dollars for fixed and hourly, a percent for percent (as the server checks). */
function rateRule(type: CompensationType): FormRule {
  if (type !== 'percent') return moneyRule({ required: 'Enter the rate', min: 0, max: MAX_COMPENSATION_CENTS });
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = compensationProblems('percent', value).compensationRate;
      if (problem) throw new Error(problem);
    },
  };
}

/**
 * Where a photographer's compensation says otherwise than its event pay (the profile's default charge and
 * commission type, which each event's crew row starts from and payouts pay), which one applies; null when they agree.
 */
function eventPayDiffers(
  type: CompensationType | null | undefined,
  rate: string | null | undefined,
  pay: UserFormValues['photographer'] | undefined,
): string | null {
  if (!type || !pay) return null;
  const charge = toCents(pay.defaultCharge);
  const same = type === pay.commissionType && (type === 'percent' || toCents(rate) === charge);
  if (same) return null;
  const eventPay =
    pay.commissionType === 'percent'
      ? 'Percent of sales, set on each event'
      : `Default charge ${charge === null ? 'not set' : formatUsd(charge)}, Fixed`;
  return `This differs from the event pay (${eventPay}). Events and payouts use the event pay.`;
}

/**
 * The staff member's level and pay; staff who may see users see them (a person sees their own on the profile).
 * The compensation is the pay on record; what events and payouts use is a photographer's event pay (its profile's
 * default charge and commission type, then each event's own terms), so the form says so and flags a disagreement.
 */
export function LevelAndPayFields({ isPhotographer = false }: { isPhotographer?: boolean }) {
  const levels = useLevelOptions();
  const form = Form.useFormInstance<UserFormValues>();
  const type = Form.useWatch('compensationType', form);
  const rate = Form.useWatch('compensationRate', { form, preserve: true }) as string | undefined;
  const pay = Form.useWatch('photographer', { form, preserve: true });
  const differs = isPhotographer ? eventPayDiffers(type, rate, pay) : null;
  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item name="levelId" label="Level">
          <Select
            allowClear
            placeholder="No level"
            showSearch={{ optionFilterProp: 'label' }}
            loading={levels.isPending}
            options={levels.data?.map((l) => ({ value: l.id, label: l.name }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="compensationType"
          label="Compensation"
          extra={
            isPhotographer
              ? 'Pay on record. Payouts never read it: an event pays its crew terms, which start from the event pay under Photographer profile.'
              : 'Pay on record (e.g. hourly office staff). Payouts never read it.'
          }
        >
          <Select
            allowClear
            placeholder="Not set"
            options={COMPENSATION_TYPES.map((t) => ({ value: t, label: COMPENSATION_LABELS[t] }))}
          />
        </Form.Item>
      </Col>
      {type && (
        <Col xs={24} md={8}>
          <Form.Item
            name="compensationRate"
            label="Rate"
            required
            dependencies={['compensationType']}
            rules={[rateRule(type)]}
            extra={RATE_HINTS[type]}
          >
            {type === 'percent' ? (
              <Input suffix="%" inputMode="decimal" placeholder="12.5" autoComplete="off" maxLength={6} />
            ) : (
              <MoneyInput maxLength={12} />
            )}
          </Form.Item>
        </Col>
      )}
      {differs && (
        <Col span={24}>
          <Alert type="warning" showIcon title={differs} />
        </Col>
      )}
    </Row>
  );
}
