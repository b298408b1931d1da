import { Col, Form, Input, Row, Select, type FormRule } from 'antd';
import {
  COMPENSATION_LABELS,
  COMPENSATION_TYPES,
  compensationProblems,
  MAX_COMPENSATION_CENTS,
  type CompensationType,
} from '@phlox/contract';
import { MoneyInput, moneyRule } from '../../../shared/forms/MoneyInput';
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

/** The staff member's level and pay; staff who may see users see them (a person sees their own on the profile). */
export function LevelAndPayFields() {
  const levels = useLevelOptions();
  const form = Form.useFormInstance<UserFormValues>();
  const type = Form.useWatch('compensationType', form);
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
        <Form.Item name="compensationType" label="Compensation">
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
    </Row>
  );
}
