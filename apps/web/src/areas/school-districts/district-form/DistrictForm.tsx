import { Col, Flex, Form, Input, Radio, Row, Select } from 'antd';
import {
  SCHOOL_DISTRICT_STATUS_LABELS,
  SCHOOL_DISTRICT_STATUSES,
  schoolDistrictInputSchema,
  type SchoolDistrict,
} from '@phlox/contract';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormSection } from '../../../shared/forms/FormSection';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { zodRule } from '../../../shared/forms/zodRule';
import { useCreateSchoolDistrict, useUpdateSchoolDistrict } from '../api';
import { toFormValues, toInput, type DistrictFormValues } from './formValues';
import { SchoolsSection } from './SchoolsSection';
import { stateOptions } from '../stateOptions';

const fields = schoolDistrictInputSchema.shape;

interface DistrictFormProps {
  /** The district being edited, as it was when the page opened; absent when adding. */
  district?: SchoolDistrict;
  /** View-only users see the values without a way to change them. */
  readOnly?: boolean;
  /** Leaves the page for the list (after a save, or Cancel). */
  onDone: () => void;
  /** Loads the latest version after a stale-update conflict. */
  onReload?: () => void;
}

export function DistrictForm({ district, readOnly, onDone, onReload }: DistrictFormProps) {
  const create = useCreateSchoolDistrict();
  const update = useUpdateSchoolDistrict();
  const f = useItemForm({
    itemType: 'school district',
    item: district,
    readOnly,
    initialValues: () => toFormValues(district),
    toInput,
    save: ({ input, changes, item }) =>
      item ? update.mutateAsync({ id: item.id, changes, updatedAt: item.updatedAt }) : create.mutateAsync(input),
    nameOf: (saved) => saved.title,
    onSaved: onDone,
  });

  return (
    <LongForm<DistrictFormValues>
      {...f.formProps}
      aria-label={district ? 'Edit school district' : 'Add school district'}
    >
      <Flex vertical gap={16}>
        <FormSection title="Details">
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="title" label="Title" rules={[zodRule(fields.title)]}>
                <Input maxLength={255} placeholder="Plano Independent School District" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="code"
                label="Code"
                rules={[zodRule(fields.code)]}
                extra="Optional: the NCES LEA id, unique."
              >
                <Input maxLength={20} placeholder="4835100" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="state" label="State" rules={[zodRule(fields.state)]}>
                <Select
                  placeholder="Choose the state"
                  showSearch={{ optionFilterProp: 'label' }}
                  options={stateOptions}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="status" label="Status">
                <Radio.Group
                  optionType="button"
                  options={SCHOOL_DISTRICT_STATUSES.map((s) => ({ value: s, label: SCHOOL_DISTRICT_STATUS_LABELS[s] }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </FormSection>
        <FormSection title="Schools">
          <SchoolsSection
            districtId={district?.id}
            initialSchools={district?.schools ?? []}
            onRemoved={f.refreshDirty}
          />
        </FormSection>
        <FormFooter
          state={f}
          addLabel="Add school district"
          onCancel={onDone}
          backLabel="Back to list"
          onReload={onReload}
        />
      </Flex>
    </LongForm>
  );
}
